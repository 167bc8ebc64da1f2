// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { leaveForGoogle } from '../utils/google-target';
import { GoogleSignInButton } from './google-sign-in-button';

vi.mock('../utils/google-target', async (original) => ({
  ...(await original<typeof import('../utils/google-target')>()),
  leaveForGoogle: vi.fn(),
}));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.mocked(leaveForGoogle).mockReset();
});

function renderAt(path: string, enabled: boolean, props: { redirectTo?: string } = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ enabled }), { headers: { 'content-type': 'application/json' } }));
  const router = createMemoryRouter([{ path: '*', element: <GoogleSignInButton {...props} /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Continue with Google', () => {
  it('remembers the page the shopper is on and sends the browser to the API with it', async () => {
    renderAt('/product/1?size=M', true);
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(localStorage.getItem('redirect_after_login')).toBe('/product/1?size=M');
    expect(leaveForGoogle).toHaveBeenCalledWith('/api/v1/auth/google?redirect=%2Fproduct%2F1%3Fsize%3DM');
    expect(screen.getByRole('button', { name: 'Opening Google...' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps a target stored earlier, and never returns to a sign-in page', async () => {
    localStorage.setItem('redirect_after_login', '/cartpayment');
    renderAt('/login', true);
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(leaveForGoogle).toHaveBeenCalledWith('/api/v1/auth/google?redirect=%2Fcartpayment');
    cleanup();

    localStorage.clear();
    vi.mocked(leaveForGoogle).mockClear();
    renderAt('/auth?tab=login', true);
    const again = await screen.findByRole('button', { name: 'Continue with Google' });
    await vi.waitFor(() => expect(again.hasAttribute('disabled')).toBe(false));
    fireEvent.click(again);
    expect(leaveForGoogle).toHaveBeenCalledWith('/api/v1/auth/google?redirect=%2F');
    expect(localStorage.getItem('redirect_after_login')).toBe('/');
  });

  it('prefers the target the screen asks for', async () => {
    localStorage.setItem('redirect_after_login', '/cartpayment');
    renderAt('/auth', true, { redirectTo: '/orders' });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(leaveForGoogle).toHaveBeenCalledWith('/api/v1/auth/google?redirect=%2Forders');
  });

  it('is disabled and says so when the shop has no Google sign-in', async () => {
    renderAt('/auth', false);
    const button = await screen.findByRole('button', { name: 'Google sign-in is not available' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Please log in with your email and password instead.')).toBeDefined();
    fireEvent.click(button);
    expect(leaveForGoogle).not.toHaveBeenCalled();
  });
});
