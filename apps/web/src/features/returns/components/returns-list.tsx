import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { useReturns } from '../../../api/returns';
import { ReturnCard } from './return-card';

/** The returns screen's list (docs/product/returns-and-reviews.md): loading, 'Failed to load returns. Please try again.', empty, records. */
export function ReturnsList() {
  const { t } = useTranslation();
  const returns = useReturns();
  if (returns.isPending) return <PageStatus busy title={t('returns.loading')} />;
  if (returns.isError) {
    return (
      <PageStatus role="alert" title={t('returns.loadFailed')}>
        <button type="button" onClick={() => void returns.refetch()} className={buttonClass('secondary')}>{t('returns.retry')}</button>
      </PageStatus>
    );
  }
  if (returns.data.length === 0) {
    return (
      <PageStatus title={t('returns.empty')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('returns.emptyHint')}</p>
        <Link to="/returns" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">{t('returns.policyLink')}</Link>
      </PageStatus>
    );
  }
  return (
    <ul aria-label={t('returns.listLabel')} className="flex flex-col gap-3">
      {returns.data.map((record) => (
        <li key={record.id}>
          <ReturnCard record={record} />
        </li>
      ))}
    </ul>
  );
}
