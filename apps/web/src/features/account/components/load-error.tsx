import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';

/** docs/product/account.md 'Error loading data', on the page (not an alert box), with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageStatus role="alert" title={t('account.loadError')}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('account.loadErrorHint')}</p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
        {t('account.retry')}
      </button>
    </PageStatus>
  );
}
