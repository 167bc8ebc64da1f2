import { Link } from 'react-router';
import type { CustomerSummary } from '@shop/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatNumber, formatTaka } from '../../../lib/format';
import { formatDateTime } from '../../components/date-time';
import { CELL } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';

/** One customer in the search's table, a link to their record. */
export function CustomerRow({ customer, language }: { customer: CustomerSummary; language: 'en' | 'bn' }) {
  const { t, i18n } = useAdminTranslation();
  return (
    <tr>
      <th scope="row" className={`${CELL} align-top font-normal`}>
        <Link to={`/admin/customers?id=${customer.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {/* An account made by phone may have no name yet (docs/decisions/076): the link still needs words. */}
          {customer.name || customer.phone || customer.id.slice(0, 8)}
        </Link>
        <span className="block break-all text-slate-600">{customer.email}</span>
      </th>
      <td className={`${CELL} align-top whitespace-nowrap`}>{customer.phone ?? '—'}</td>
      <td className={`${CELL} align-top whitespace-nowrap`}>{formatDateTime(customer.signed_up_at, i18n.language)}</td>
      <td className={`${CELL} text-right align-top`}>{formatNumber(customer.order_count, language)}</td>
      <td className={`${CELL} text-right align-top whitespace-nowrap`}>{formatTaka(customer.spend, language)}</td>
      <td className={`${CELL} align-top`}>{customer.blocked ? <StatusBadge tone="red">{t('customers.blocked')}</StatusBadge> : <StatusBadge tone="green">{t('customers.active')}</StatusBadge>}</td>
    </tr>
  );
}
