import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// English is bundled, so this only waits when the shopper chose Bengali (one small chunk).
// If that chunk cannot be fetched, the shop still opens, in English.
await initI18n().catch(() => initI18n('en'));

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
