import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { may, useStaffMe } from '../../api/session';
import { formatDateTime } from '../../components/date-time';
import { OrderStatusBadge, PaymentStatusBadge } from '../../components/order-labels';
import { Page } from '../../kit/page';
import { useAdminTranslation } from '../../i18n/i18n';
import { OrderContact } from './order-contact';
import { OrderLines } from './order-lines';
import { OrderOnline } from './order-online';
import { OrderPayment } from './order-payment';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';
import { OrderTimeline } from './order-timeline';
import { ShipmentFacts } from './shipment-facts';
import { StatusActions } from './status-actions';

/** One order: its moves and print links above, its lines and timeline beside its shipment, contact and payment. */
export function OrderScreen({ detail, parcel }: { detail: AdminOrderDetail; parcel?: ReactNode }) {
  const { t, i18n } = useAdminTranslation();
  const { data: me } = useStaffMe();
  const mayChange = Boolean(me && may(me, 'orders.change'));
  const { order, proofs, timeline, next_statuses: nextStatuses } = detail;
  const printHref = (format: 'a4' | 'receipt') => `/admin/orders/${encodeURIComponent(order.order_number)}/print?format=${format}`;

  return (
    <Page
      title={t('orders.detail.title', { number: order.order_number })}
      intro={t('orders.detail.placed', { when: formatDateTime(order.created_at, i18n.language) })}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/orders" className={buttonClass('secondary')}>
            {t('orders.detail.back')}
          </Link>
          <a href={printHref('a4')} target="_blank" rel="noopener" className={buttonClass('secondary')}>
            {t('orders.detail.print')}: {t('orders.detail.printA4')}
          </a>
          <a href={printHref('receipt')} target="_blank" rel="noopener" className={buttonClass('secondary')}>
            {t('orders.detail.print')}: {t('orders.detail.printReceipt')}
          </a>
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} />
      </div>

      {mayChange && <StatusActions orderNumber={order.order_number} nextStatuses={nextStatuses} />}

      <div className="grid gap-6 xl:grid-cols-3">
        <div className="flex flex-col gap-6 xl:col-span-2">
          <OrderLines order={order} />
          <OrderTimeline timeline={timeline} />
        </div>
        <div className="flex flex-col gap-6">
          {parcel}
          <Section title={t('tracking.section')} className={CARD}>
            <ShipmentFacts orderNumber={order.order_number} shipment={order.tracking.shipment} mayChange={mayChange} />
          </Section>
          <OrderContact order={order} />
          <OrderPayment order={order} proofs={proofs} />
          <OrderOnline order={order} proofs={proofs} />
        </div>
      </div>
    </Page>
  );
}
