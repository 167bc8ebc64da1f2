import { Link, useNavigate } from 'react-router';
import type { AdminOrderRow } from '@shop/shared';
import { formatNumber, formatTaka, toLanguage } from '../../../lib/format';
import { DataTable, TableHead } from '../../kit/data-table';
import { formatDateTime } from '../../components/date-time';
import { OrderStatusBadge, PaymentStatusBadge, useMethodLabel } from '../../components/order-labels';
import { useAdminTranslation } from '../../i18n/i18n';

/** Orders chosen for a bulk booking: only confirmed and processing orders can be ticked. */
export interface OrderSelection {
  selected: string[];
  toggle: (orderNumber: string) => void;
}
const SELECTABLE = ['confirmed', 'processing'];

/** The orders of one page: the number links to the order, and a click anywhere on the row opens it too. */
export function OrderTable({ orders, busy, selection }: { orders: AdminOrderRow[]; busy: boolean; selection?: OrderSelection }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const methodLabel = useMethodLabel();
  const navigate = useNavigate();
  return (
    <DataTable label={t('orders.tableLabel')} busy={busy}>
      <TableHead
        columns={[
          ...(selection ? [t('parcels.bulk.selectColumn')] : []),
          t('orders.number'),
          t('orders.date'),
          t('orders.customer'),
          t('orders.phone'),
          { text: t('orders.items'), className: 'text-right' },
          { text: t('orders.total'), className: 'text-right' },
          t('orders.payment'),
          t('orders.status'),
        ]}
      />
      <tbody className="divide-y divide-slate-200">
        {orders.map((order) => {
          const href = `/admin/orders/${encodeURIComponent(order.order_number)}`;
          return (
            <tr key={order.order_number} className="cursor-pointer hover:bg-slate-50" onClick={() => void navigate(href)}>
              {selection && (
                <td className="px-3 py-2" onClick={(event) => event.stopPropagation()}>
                  {SELECTABLE.includes(order.status) && (
                    <input type="checkbox" className="size-4" aria-label={t('parcels.bulk.select', { number: order.order_number })}
                      checked={selection.selected.includes(order.order_number)} onChange={() => selection.toggle(order.order_number)} />
                  )}
                </td>
              )}
              <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">
                <Link to={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500" onClick={(event) => event.stopPropagation()}>
                  {order.order_number}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={order.created_at}>{formatDateTime(order.created_at, i18n.language)}</time>
              </td>
              <td className="px-3 py-2">{order.customer_name}</td>
              <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{order.customer_phone}</td>
              <td className="px-3 py-2 text-right">{formatNumber(order.item_count, language)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatTaka(order.total, language)}</td>
              <td className="px-3 py-2">
                <span className="flex flex-col items-start gap-1">
                  <PaymentStatusBadge status={order.payment_status} />
                  <span className="text-xs text-slate-600">{methodLabel(order.payment_method)}</span>
                </span>
              </td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
