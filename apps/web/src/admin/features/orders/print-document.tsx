import { useEffect } from 'react';
import { Link } from 'react-router';
import { STATUS_WORDS, type AdminOrderDetail, type OrderPrintFormat } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { formatDateTime } from '../../components/date-time';
import { useMethodLabel } from '../../components/order-labels';
import { useAdminTitle } from '../../kit/page';
import { useAdminTranslation } from '../../i18n/i18n';
import { PackingSlip } from './packing-slip';
import { PrintLines } from './print-lines';

/**
 * The page's own print rules: A4 with margins for the invoice and packing slip, or a strip 80 mm wide for
 * receipt printers (72 mm printable), with nothing of the screen (the toolbar) on paper.
 */
const PRINT_CSS: Record<OrderPrintFormat, string> = {
  a4: '@page { size: A4; margin: 14mm; } @media print { html, body { background: #fff; } .no-print { display: none !important; } }',
  receipt: '@page { size: 80mm auto; margin: 3mm 4mm; } @media print { html, body { background: #fff; } .no-print { display: none !important; } }',
};

/** The invoice with its packing slip (A4) or the receipt (80 mm), and a toolbar that does not print. */
export function PrintDocument({ detail, format }: { detail: AdminOrderDetail; format: OrderPrintFormat }) {
  const { t, i18n } = useAdminTranslation();
  const methodLabel = useMethodLabel();
  const { order } = detail;
  const receipt = format === 'receipt';
  const heading = receipt ? t('orders.print.receipt') : t('orders.print.invoice');
  useAdminTitle(`${heading} ${order.order_number}`);

  // The print dialog opens by itself once the document is drawn; the toolbar's button opens it again.
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, []);

  const pickup = order.pickup_point ? `${order.pickup_point.name}, ${order.pickup_point.address}, ${order.pickup_point.city}` : order.shipping_address;

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
            <p>{t('orders.print.payment')}: {methodLabel(order.payment_method)} · {t(`${STATUS_WORDS.backOffice.payment}.${order.payment_status}`)}</p>
          </div>
        </section>

        <PrintLines order={order} receipt={receipt} />
        {order.notes && <p className="mt-3">{t('orders.detail.notes')}: <span className="whitespace-pre-line">{order.notes}</span></p>}
        <p className={`mt-4 ${receipt ? 'text-center' : ''}`}>{t('orders.print.thanks')}</p>
        {!receipt && <PackingSlip order={order} pickup={pickup} />}
      </main>
    </div>
  );
}
