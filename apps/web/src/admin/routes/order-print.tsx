import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { ORDER_PRINT_FORMATS, type AdminOrderDetail, type OrderPrintFormat } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { formatNumber, formatTaka, toLanguage } from '../../lib/format';
import { useOrder } from '../api/orders';
import { useStaffMe } from '../api/session';
import { formatDateTime } from '../components/date-time';
import { useMethodLabel } from '../components/order-labels';
import { PageError, useAdminTitle } from '../components/page';
import { useAdminTranslation } from '../i18n/i18n';
import { signInHref } from '../sections';

/**
 * The page's own print rules: A4 with margins for the invoice and packing slip, or a strip 80 mm wide for
 * receipt printers (72 mm printable), with nothing of the screen (the toolbar) on paper.
 */
const PRINT_CSS: Record<OrderPrintFormat, string> = {
  a4: '@page { size: A4; margin: 14mm; } @media print { html, body { background: #fff; } .no-print { display: none !important; } }',
  receipt: '@page { size: 80mm auto; margin: 3mm 4mm; } @media print { html, body { background: #fff; } .no-print { display: none !important; } }',
};

/**
 * /admin/orders/{number}/print?format=a4|receipt: the invoice with its packing slip (A4) or a receipt (80 mm),
 * in the back office's language, for the browser's print dialog. Outside the back office's layout, so only the
 * document prints; it asks for a session like every back-office page.
 */
export default function OrderPrintPage() {
  const { orderNumber = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { t } = useAdminTranslation();
  const me = useStaffMe();
  const format: OrderPrintFormat = (ORDER_PRINT_FORMATS as readonly string[]).includes(params.get('format') ?? '') ? (params.get('format') as OrderPrintFormat) : 'a4';
  const order = useOrder(orderNumber);

  if (me.isPending) return <PageStatus title={t('app.loading')} busy />;
  if (!me.data && !me.error) return <Navigate to={signInHref(location.pathname + location.search)} replace />;
  if (order.error && !order.data) return <main className="p-6"><PageError error={order.error} retry={() => void order.refetch()} /></main>;
  if (!order.data) return <PageStatus title={t('app.loading')} busy />;
  return <PrintDocument detail={order.data} format={format} />;
}

function PrintDocument({ detail, format }: { detail: AdminOrderDetail; format: OrderPrintFormat }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const methodLabel = useMethodLabel();
  const { order } = detail;
  const taka = (amount: number) => formatTaka(amount, language);
  const receipt = format === 'receipt';
  const heading = receipt ? t('orders.print.receipt') : t('orders.print.invoice');
  useAdminTitle(`${heading} ${order.order_number}`);

  // The print dialog opens by itself once the document is drawn; the toolbar's button opens it again.
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, []);

  const pickup = order.pickup_point ? `${order.pickup_point.name}, ${order.pickup_point.address}, ${order.pickup_point.city}` : order.shipping_address;
  const totals = (
    <dl className={`ml-auto flex flex-col gap-0.5 ${receipt ? 'w-full' : 'w-72'}`}>
      <div className="flex justify-between gap-4"><dt>{t('orders.detail.subtotal')}</dt><dd>{taka(order.subtotal)}</dd></div>
      <div className="flex justify-between gap-4"><dt>{t('orders.detail.deliveryFee')}</dt><dd>{taka(order.delivery_fee)}</dd></div>
      {order.discount > 0 && (
        <div className="flex justify-between gap-4">
          <dt>{order.promo_code ? t('orders.detail.promo', { code: order.promo_code }) : t('orders.detail.discount')}</dt>
          <dd>{taka(-order.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-black pt-1 font-bold"><dt>{t('orders.detail.total')}</dt><dd>{taka(order.total)}</dd></div>
    </dl>
  );

  return (
    <div className="min-h-dvh bg-slate-100 print:bg-white">
      <style>{PRINT_CSS[format]}</style>
      <div className="no-print flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
          {t('orders.print.printNow')}
        </button>
        <Link to={`/admin/orders/${encodeURIComponent(order.order_number)}`} className={buttonClass('secondary')}>
          {t('orders.print.back')}
        </Link>
      </div>
      <main
        className={`mx-auto bg-white text-black ${receipt ? 'my-4 w-[72mm] p-2 text-[11px] leading-snug print:m-0 print:p-0' : 'my-6 max-w-[210mm] p-10 text-sm shadow print:m-0 print:max-w-none print:p-0 print:shadow-none'}`}
      >
        <header className={receipt ? 'mb-2 text-center' : 'mb-6 flex items-start justify-between gap-6'}>
          <div>
            <p className={`font-bold ${receipt ? 'text-base' : 'text-2xl'}`}>{t('orders.print.shop')}</p>
            <p>{t('orders.print.shopLine')}</p>
          </div>
          <div className={receipt ? 'mt-1' : 'text-right'}>
            <h1 className={`font-bold ${receipt ? 'text-sm' : 'text-xl'}`}>{heading}</h1>
            <p>{t('orders.print.order')}: <span className="font-mono">{order.order_number}</span></p>
            <p>{t('orders.print.date')}: {formatDateTime(order.created_at, i18n.language)}</p>
          </div>
        </header>

        <section className={receipt ? 'mb-2 border-y border-dashed border-black py-1' : 'mb-6 grid grid-cols-2 gap-6'}>
          <div>
            <h2 className="font-semibold">{t('orders.print.billTo')}</h2>
            <p>{order.customer_name}</p>
            <p className="font-mono">{order.customer_phone}</p>
          </div>
          <div className={receipt ? 'mt-1' : ''}>
            <h2 className="font-semibold">{t('orders.print.pickupPoint')}</h2>
            <p>{pickup}</p>
            <p>{t('orders.print.payment')}: {methodLabel(order.payment_method)} · {t(`orders.paymentStatuses.${order.payment_status}`)}</p>
          </div>
        </section>

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
        {totals}
        {order.notes && <p className="mt-3">{t('orders.detail.notes')}: <span className="whitespace-pre-line">{order.notes}</span></p>}
        <p className={`mt-4 ${receipt ? 'text-center' : ''}`}>{t('orders.print.thanks')}</p>

        {!receipt && (
          // The packing slip on its own page: what goes in the parcel, without prices, with a line to sign.
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
        )}
      </main>
    </div>
  );
}
