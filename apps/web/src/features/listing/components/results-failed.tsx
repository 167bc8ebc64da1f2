import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';

/** When a page of products could not be loaded: the same words and retry on /products and on a category. */
export function ResultsFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <PageStatus role="alert" title={t('listing.common.empty')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('listing.common.emptyHint')}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass('secondary')}>
        {t('errors.tryAgain')}
      </button>
    </PageStatus>
  );
}
