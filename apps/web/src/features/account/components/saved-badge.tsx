import { useTranslation } from 'react-i18next';

/** 'Saved!' after a profile save (docs/product/account.md); a polite status, so screen readers hear it too. */
export function SavedBadge({ show }: { show: boolean }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="ml-auto">
      {show && (
        <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/60 dark:text-green-200">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3.5 fill-current">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
          </svg>
          {t('account.dashboard.saved')}
        </span>
      )}
    </span>
  );
}
