import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { refreshSessionUser } from './features/auth/api/get-me';
import { initI18n } from './i18n/i18n';
import { onUnauthorized } from './lib/api-client';
import { getToken, signOut, watchSession } from './lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// English is bundled, so this only waits when the shopper chose Bengali (one small chunk).
// If that chunk cannot be fetched, the shop still opens, in English.
await initI18n().catch(() => initI18n('en'));

// A stored session that expired while the shop was closed is gone before the first screen.
watchSession();
// A personal call answered 401 means the stored token no longer counts (unless a newer sign-in replaced it).
onUnauthorized((sent) => {
  if (getToken() === sent) signOut();
});
void refreshSessionUser();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
