import type { AdminOrderDetail } from '@shop/shared';
import { formatNumber, formatTaka, toLanguage } from '../../../lib/format';
import { useAdminTranslation } from '../../i18n/i18n';
import { OrderTotals } from './order-totals';

/** The printed lines with their totals; a receipt puts each line's quantity and price under its name. */
export function PrintLines({ order, receipt }: { order: AdminOrderDetail['order']; receipt: boolean }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const taka = (amount: number) => formatTaka(amount, language);
  return (
    <>
      <table className="mb-3 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1 pr-2">{t('orders.print.item')}</th>
            <th scope="col" className="py-1 pr-2 text-right">{t('orders.print.quantity')}</th>
            {!receipt && <th scope="col" className="py-1 pr-2 text-right">{t('orders.print.price')}</th>}
            <th scope="col" className="py-1 text-right">{t('orders.print.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.id} className="border-b border-slate-300 align-top">
              <td className="py-1 pr-2">
                {line.name}
                <span className="block text-[0.85em]">
                  {line.product_sku} · {line.size}
                  {receipt ? ` · ${formatNumber(line.quantity, language)} × ${taka(line.price)}` : ''}
                </span>
              </td>
              <td className="py-1 pr-2 text-right">{formatNumber(line.quantity, language)}</td>
              {!receipt && <td className="py-1 pr-2 text-right whitespace-nowrap">{taka(line.price)}</td>}
              <td className="py-1 text-right whitespace-nowrap">{taka(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={order} printed className={`gap-0.5 ${receipt ? 'w-full' : 'w-72'}`} />
    </>
  );
}
