import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useAdminTranslation } from '../../i18n/i18n';

/** Previous and next links around the page number, shown once there is more than one page. */
export function OrderPages({ page, hasMore, href }: { page: number; hasMore: boolean; href: (page: number) => string }) {
  const { t, i18n } = useAdminTranslation();
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={t('orders.pages')} className="flex items-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass('secondary')}>
          {t('orders.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        {t('orders.page', { page: formatNumber(page, toLanguage(i18n.language)) })}
      </span>
      {hasMore ? (
        <Link to={href(page + 1)} className={buttonClass('secondary')}>
          {t('orders.next')}
        </Link>
      ) : null}
    </nav>
  );
}
