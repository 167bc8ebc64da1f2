import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, routerReady } from './app/app';
import { i18n, initI18n } from './i18n/i18n';
import { setHydrating } from './lib/hydration';
import { nextTask } from './lib/next-task';
import { getToken, watchSession } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// English is bundled, so this only waits when the shopper chose Bengali (one small chunk).
// If that chunk cannot be fetched, the shop still opens, in English.
await initI18n().catch(() => initI18n('en'));

// A stored session that expired while the shop was closed is gone before the first screen.
watchSession();
// Only a signed-in visit refreshes its stored user; its answer's schema (zod) stays out of a guest's first load.
if (getToken()) void import('./api/auth').then(({ refreshSessionUser }) => refreshSessionUser());

// The scripts were evaluated in this task; the router (matching the address, starting the page's chunk) and the
// first render or hydration each get their own, so a phone never meets one long task for all of it.
await nextTask();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A landing page comes drawn by the server, in a guest's view and its language (`data-ssr`, docs/decisions/023):
// the app takes it over where it is, once the page's chunk is in. Hydration runs as a transition: it yields to the
// browser between pieces, and a click on a part not yet hydrated hydrates that part first, so no click is lost
// once this has run. A shopper reading another language gets the page drawn afresh instead.
if (root.dataset.ssr !== undefined && root.dataset.ssr === i18n.language) {
  await routerReady();
  await nextTask();
  setHydrating(true);
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  void routerReady();
  await nextTask();
  createRoot(root).render(app);
}
