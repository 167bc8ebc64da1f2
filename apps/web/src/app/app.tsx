import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { replayEarlyInput } from '../lib/early-input';
import { setHydrating } from '../lib/hydration';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// Made on first use, not when this module is evaluated: the entry starts it in a task of its own (main.tsx).
let router: ReturnType<typeof createAppRouter> | undefined;
const appRouter = () => (router ??= createAppRouter());

/**
 * Resolves once the router has the first page's chunk: a page drawn by the server is hydrated only then,
 * or the browser's first render (the pending frame) would not match the server's (docs/decisions/023).
 */
export function routerReady(): Promise<void> {
  const router = appRouter();
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
  // What the shopper did on the drawn page before then is replayed now (lib/early-input.ts).
  useEffect(() => {
    setHydrating(false);
    document.getElementById('root')?.setAttribute('data-app', 'ready');
    void replayEarlyInput();
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={appRouter()} />
    </AppProvider>
  );
}
