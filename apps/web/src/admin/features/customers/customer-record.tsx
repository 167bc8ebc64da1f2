import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { formatNumber, formatTaka, toLanguage } from '../../../lib/format';
import { useCustomer } from '../../api/customers';
import { may, useStaffMe } from '../../api/session';
import { formatDateTime } from '../../components/date-time';
import { CELL, DataTable, TableHead } from '../../kit/data-table';
import { Page, PageError } from '../../kit/page';
import { Section } from '../../kit/section';
import { useAdminTranslation } from '../../i18n/i18n';
import { BlockPanel } from './block-panel';

/** One customer's record: profile and block state, orders, addresses, returns and reviews (?id= of /admin/customers). */
export function CustomerRecord({ id }: { id: string }) {
  const { t, i18n } = useAdminTranslation();
  const record = useCustomer(id);
  const { data: me } = useStaffMe();
  const language = toLanguage(i18n.language);
  if (record.error) return <PageError error={record.error} retry={() => void record.refetch()} />;
  if (record.isPending) return <PageStatus title={t('customers.loadingOne')} busy />;
  const { customer, orders, addresses, returns, reviews } = record.data;
  const when = (value: string) => formatDateTime(value, i18n.language);

  return (
    <Page
      title={customer.name || customer.phone || customer.id.slice(0, 8)}
      intro={customer.email ?? customer.phone ?? undefined}
      actions={
        <Link to="/admin/customers" className={buttonClass('secondary')}>
          {t('customers.back')}
        </Link>
      }
    >
      <section aria-label={t('customers.profile')} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-slate-600">{t('customers.phone')}</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt className="text-slate-600">{t('customers.emailVerified')}</dt>
          <dd>{customer.email_verified ? t('customers.yes') : t('customers.no')}</dd>
          <dt className="text-slate-600">{t('customers.signedUp')}</dt>
          <dd>{when(customer.signed_up_at)}</dd>
          <dt className="text-slate-600">{t('customers.signIn')}</dt>
          <dd>{t(`customers.signInWith.${customer.sign_in}`)}</dd>
          <dt className="text-slate-600">{t('customers.orders')}</dt>
          <dd>{formatNumber(customer.order_count, language)}</dd>
          <dt className="text-slate-600">{t('customers.spend')}</dt>
          <dd>{formatTaka(customer.spend, language)}</dd>
        </dl>
        <BlockPanel detail={record.data} mayBlock={may(me, 'customers.block')} />
      </section>

      <Section title={t('customers.ordersTitle')} id="customer-orders">
        {orders.length === 0 ? (
          <p className="text-sm text-slate-600">{t('customers.noOrders')}</p>
        ) : (
          <DataTable labelledBy="customer-orders">
            <TableHead
              columns={[
                t('customers.orderNumber'),
                t('customers.date'),
                t('customers.orderStatus'),
                t('customers.payment'),
                { text: t('customers.total'), className: 'text-right' },
              ]}
            />
            <tbody className="divide-y divide-slate-200">
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className={`${CELL} font-mono font-normal`}>
                    <Link to={`/admin/orders/${order.order_number}`} className="text-blue-700 underline">
                      {order.order_number}
                    </Link>
                  </th>
                  <td className={`${CELL} whitespace-nowrap`}>{when(order.created_at)}</td>
                  <td className={CELL}>{t(`customers.orderStatuses.${order.status}`)}</td>
                  <td className={CELL}>{t(`customers.paymentStatuses.${order.payment_status}`)}</td>
                  <td className={`${CELL} text-right whitespace-nowrap`}>{formatTaka(order.total, language)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Section>

      <Section title={t('customers.addressesTitle')} id="customer-addresses">
        {addresses.length === 0 ? (
          <p className="text-sm text-slate-600">{t('customers.noAddresses')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="font-semibold">
                  {address.name} <span className="font-normal text-slate-600">({t(`customers.labels.${address.label}`)})</span>
                </p>
                <p>{address.phone}</p>
                <p>{address.address}{address.landmark ? `, ${address.landmark}` : ''}</p>
                <p className="text-slate-600">{address.postcode}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('customers.returnsTitle')} id="customer-returns">
        {returns.length === 0 ? (
          <p className="text-sm text-slate-600">{t('customers.noReturns')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {returns.map((ret) => (
              <li key={ret.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="font-semibold">
                  {ret.product_name} · <span className="font-mono">{ret.order_number}</span> · {t(`customers.returnStatuses.${ret.status}`)}
                </p>
                <p className="text-slate-700">{ret.reason}</p>
                <p className="text-slate-600">{when(ret.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('customers.reviewsTitle')} id="customer-reviews">
        {reviews.length === 0 ? (
          <p className="text-sm text-slate-600">{t('customers.noReviews')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {reviews.map((review) => (
              <li key={review.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="font-semibold">
                  {review.product_name} · {t('customers.stars', { count: review.rating })}
                </p>
                <p className="whitespace-pre-line text-slate-700">{review.message}</p>
                <p className="text-slate-600">{when(review.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Page>
  );
}
