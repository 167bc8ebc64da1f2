import type { AdminOrderDetail } from '@shop/shared';
import { formatNumber, formatTaka, toLanguage } from '../../../lib/format';
import { useReasonLabel } from '../../components/order-labels';
import { useAdminTranslation } from '../../i18n/i18n';
import { Section } from '../../kit/section';
import { OrderTotals } from './order-totals';
import { CARD } from '../../kit/card';

/** The order's lines, its totals, and why it was cancelled and what was refunded. */
export function OrderLines({ order }: { order: AdminOrderDetail['order'] }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const reasonLabel = useReasonLabel();
  const taka = (amount: number) => formatTaka(amount, language);
  return (
    <Section title={t('orders.detail.lines')} className={CARD}>
      <div>
      <div role="region" aria-label={t('orders.detail.linesTable')} tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500">
        <table className="w-full text-left text-sm">
          <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">{t('orders.detail.product')}</th>
              <th scope="col" className="py-2 pr-3">{t('orders.detail.sku')}</th>
              <th scope="col" className="py-2 pr-3">{t('orders.detail.size')}</th>
              <th scope="col" className="py-2 pr-3 text-right">{t('orders.detail.quantity')}</th>
              <th scope="col" className="py-2 pr-3 text-right">{t('orders.detail.unitPrice')}</th>
              <th scope="col" className="py-2 text-right">{t('orders.detail.lineTotal')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {order.items.map((line) => (
              <tr key={line.id}>
                <td className="py-2 pr-3">{line.name}</td>
                <td className="py-2 pr-3 font-mono text-xs">{line.product_sku}</td>
                <td className="py-2 pr-3">{line.size}</td>
                <td className="py-2 pr-3 text-right">{formatNumber(line.quantity, language)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{taka(line.price)}</td>
                <td className="py-2 text-right whitespace-nowrap">{taka(line.subtotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderTotals order={order} className="mt-3 max-w-xs gap-1 text-sm" />
      {order.cancel_reason && <p className="mt-3 text-sm text-red-800">{t('orders.detail.cancelReason', { reason: reasonLabel(order.cancel_reason) })}</p>}
      {order.refund_amount ? <p className="mt-1 text-sm text-slate-800">{t('orders.detail.refund', { amount: taka(order.refund_amount) })}</p> : null}
      </div>
    </Section>
  );
}
