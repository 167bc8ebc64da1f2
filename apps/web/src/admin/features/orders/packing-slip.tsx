import type { AdminOrderDetail } from '@shop/shared';
import { formatNumber, toLanguage } from '../../../lib/format';
import { useAdminTranslation } from '../../i18n/i18n';

/** The packing slip on its own page: what goes in the parcel, without prices, with a line to sign. */
export function PackingSlip({ order, pickup }: { order: AdminOrderDetail['order']; pickup: string }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  return (
    <section className="mt-10 border-t-2 border-dashed border-black pt-6 print:mt-0 print:break-before-page print:border-0 print:pt-0">
      <h2 className="mb-3 text-xl font-bold">{t('orders.print.packingSlip')} · <span className="font-mono">{order.order_number}</span></h2>
      <p className="mb-3">{order.customer_name} · <span className="font-mono">{order.customer_phone}</span> · {pickup}</p>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1 pr-2">{t('orders.print.item')}</th>
            <th scope="col" className="py-1 pr-2">{t('orders.detail.sku')}</th>
            <th scope="col" className="py-1 pr-2">{t('orders.detail.size')}</th>
            <th scope="col" className="py-1 text-right">{t('orders.print.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.id} className="border-b border-slate-300">
              <td className="py-1 pr-2">{line.name}</td>
              <td className="py-1 pr-2 font-mono">{line.product_sku}</td>
              <td className="py-1 pr-2">{line.size}</td>
              <td className="py-1 text-right">{formatNumber(line.quantity, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-10 w-64 border-t border-black pt-1">{t('orders.print.packed')}</p>
    </section>
  );
}
