import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PageStatus } from '../../../components/ui/page-status';
import { usePromoCode } from '../../api/promo-codes';
import { formatDateTime } from '../../components/date-time';
import { errorText } from '../../components/error-text';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { useAdminTranslation } from '../../i18n/i18n';

/** Who used a code: customer, order, when. */
export function Redemptions({ code }: { code: string }) {
  const { t, i18n } = useAdminTranslation();
  const detail = usePromoCode(code);
  return (
    <section aria-labelledby="promo-redemptions" className="flex flex-col gap-3">
      <h2 id="promo-redemptions" className="text-lg font-semibold text-slate-900">
        {t('promo.redemptionsTitle', { code })}
      </h2>
      {detail.error ? (
        <Notice announce tone="error">{errorText(t, detail.error)}</Notice>
      ) : detail.isPending ? (
        <PageStatus title={t('promo.loading')} busy />
      ) : detail.data.redemptions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('promo.noRedemptions')}</p>
      ) : (
        <DataTable labelledBy="promo-redemptions">
          <TableHead columns={[t('promo.customer'), t('promo.order'), t('promo.when')]} />
          <tbody className="divide-y divide-slate-200">
            {detail.data.redemptions.map((r) => (
              <tr key={r.order_number}>
                <th scope="row" className={`${CELL} font-normal`}>
                  <Link to={`/admin/customers?id=${r.customer_id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                    {r.customer_name}
                  </Link>
                  <span className="block break-all text-slate-600">{r.customer_email}</span>
                </th>
                <td className={`${CELL} font-mono`}>
                  <Link to={`/admin/orders/${r.order_number}`} className="text-blue-700 underline">
                    {r.order_number}
                  </Link>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(r.at, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
