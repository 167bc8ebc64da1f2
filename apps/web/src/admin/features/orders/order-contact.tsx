import type { AdminOrderDetail } from '@shop/shared';
import { useAdminTranslation } from '../../i18n/i18n';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';
import { Fact } from './order-facts';

/** Who ordered, how to reach them, and where the order goes or is collected. */
export function OrderContact({ order }: { order: AdminOrderDetail['order'] }) {
  const { t } = useAdminTranslation();
  const area = t(`delivery.areas.${order.delivery_area ?? 'outside_dhaka'}`);
  return (
    <Section title={t('orders.detail.contact')} className={CARD}>
      <dl className="flex flex-col gap-2">
        <Fact label={t('orders.detail.name')}>{order.customer_name}</Fact>
        <Fact label={t('orders.detail.phone')}>
          <a href={`tel:${order.customer_phone}`} className="font-mono text-brand-700 underline-offset-2 hover:underline">{order.customer_phone}</a>
        </Fact>
        {/* An account made by phone may have no e-mail (docs/decisions/076). */}
        <Fact label={t('orders.detail.email')}>{order.account.email ?? '—'}</Fact>
        <Fact label={t('delivery.received')}>
          {order.delivery_method === 'pickup'
            ? t('delivery.atPickupPoint')
            : order.delivery_district
              ? t('delivery.homeTo', { district: order.delivery_district, area })
              : t('delivery.homeArea', { area })}
        </Fact>
        <Fact label={t('orders.detail.shippingAddress')}>{order.shipping_address}</Fact>
        <Fact label={t('orders.detail.pickupPoint')}>
          {order.pickup_point ? `${order.pickup_point.name}, ${order.pickup_point.address}, ${order.pickup_point.city} (${order.pickup_point.phone})` : '—'}
        </Fact>
        <Fact label={t('orders.detail.notes')}>
          <span className="whitespace-pre-line">{order.notes || t('orders.detail.noNotes')}</span>
        </Fact>
      </dl>
    </Section>
  );
}
