import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { shareLink, type ShareOutcome } from '../utils/share-link';

/** How long 'Link copied!' stays on screen. */
const MESSAGE_MS = 4000;

/** Shares the page's address: the device's share sheet, else a copy with 'Link copied!'. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const url = typeof window === 'undefined' ? '' : window.location.href;

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <div className="flex flex-wrap items-center gap-3 sm:flex-row-reverse">
      <button type="button" className={buttonClass('secondary')} onClick={async () => setOutcome(await shareLink(window.location.href, title))}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-4">
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
        </svg>
        {t('storefront.help.share')}
      </button>
      <p role="status" className="text-sm font-medium text-green-700 dark:text-green-400">
        {outcome === 'copied' && t('storefront.help.linkCopied')}
        {outcome === 'failed' && <span className="break-all text-slate-700 dark:text-slate-300">{t('storefront.help.copyFailed', { url })}</span>}
      </p>
    </div>
  );
}
