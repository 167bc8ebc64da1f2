// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { initI18n } from '../i18n/i18n';
import { ErrorFallback } from './error-fallback';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('render failure');
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('error fallback', () => {
  it("replaces a failing screen with 'Something went wrong.'", () => {
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
    render(
      <ErrorBoundary fallback={<ErrorFallback />} onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeDefined();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary fallback={<ErrorFallback />}>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("is also the router's errorElement", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.');
  });
});
