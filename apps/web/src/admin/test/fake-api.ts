import { vi } from 'vitest';

/** One call the screen made: its method, path, query and JSON body. */
export interface Asked {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

/**
 * The back office's API as a test wants it: `answer(call)` gives each call's status and JSON body (200 unless
 * said), and every call is kept in the returned list, in order, to assert what the screen sent.
 */
export function fakeApi(answer: (call: Asked) => Answer) {
  const asked: Asked[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    asked.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

/** An error answer as the API words it. */
export const refusal = (status: number, code: string) => ({ status, body: { message: `refused: ${code}`, code } });
