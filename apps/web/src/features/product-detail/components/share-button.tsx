import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';

/** How long 'Link copied!' stays next to the button. */
const MESSAGE_MS = 3000;

/** The device's share sheet where there is one (phones); elsewhere the link is copied. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Cancelled by the shopper, or the share sheet failed: nothing to say.
      }
      return;
    }
    setMessage((await copyText(url)) ? t('productPage.share.copied') : t('productPage.share.copyFailed'));
  };

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t('productPage.share.label')}
      </button>
      <span role="status" className="absolute top-full left-0 z-10 mt-1 whitespace-nowrap">
        {message && <span className="rounded bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow dark:bg-slate-700">{message}</span>}
      </span>
    </span>
  );
}
