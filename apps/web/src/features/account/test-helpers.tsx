import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

// Test-only helpers of the account feature (imported by *.test.tsx only, so never bundled).

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A signed-in shopper as lib/session reads one: a token with an hour left and the stored user. */
export function signInForTest(name = 'Rahim Uddin') {
  const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'rahim@example.com', name, given_name: null, family_name: null, picture: null, verified_email: false }));
  return token;
}

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (method: string, path: string, body: unknown) => Response | Promise<Response>;

/** Answers fetch calls with `handler` and records them (method, path, parsed body, authorization). */
export function mockApi(handler: Handler) {
  const calls: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^\/api\/v1/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, path, body, auth: headers.authorization ?? null });
    return handler(method, path, body);
  });
  return calls;
}

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
