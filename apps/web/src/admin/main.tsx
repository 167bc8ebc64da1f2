import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app';
import { initAdminI18n } from './i18n/i18n';
import './admin.css';

/**
 * The back office's start (admin.html, docs/decisions/038): its texts in the language of the `lang` cookie,
 * then the app. Nothing of the shop's pages is loaded here, and the shop never loads this.
 */
const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');

// If the Bengali chunk cannot be fetched, the back office still opens, in English.
await initAdminI18n().catch(() => initAdminI18n('en'));

createRoot(root).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
