import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * Resolves once the router has the first page's chunk: a page drawn by the server is hydrated only then,
 * or the browser's first render (the pending frame) would not match the server's (docs/decisions/023).
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App() {
  // After the first commit (a drawn page: once hydrated) the page is the app's: `#root[data-app="ready"]`.
  // The browser tests wait for it before they act on a page the server drew (e2e/tests/shop-test.ts).
  useEffect(() => document.getElementById('root')?.setAttribute('data-app', 'ready'), []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
