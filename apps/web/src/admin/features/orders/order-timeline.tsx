import { courierLabel, ShipmentStateSchema, type OrderEvent, type Shipment } from '@shop/shared';
import { formatDateTime } from '../../components/date-time';
import { useReasonLabel } from '../../components/order-labels';
import { useAdminTranslation } from '../../i18n/i18n';
import { Section } from '../../kit/section';
import { CARD } from '../../kit/card';
import { useStatusName } from './order-facts';

/** A shipment in one line: the courier and the tracking number (or the link). */
const shipmentText = (shipment: Shipment) => [courierLabel(shipment), shipment.tracking_number ?? shipment.tracking_url].filter(Boolean).join(' · ');

/** Every change of the order, oldest first: what changed, when, by whom, and why. */
export function OrderTimeline({ timeline }: { timeline: OrderEvent[] }) {
  const { t, i18n } = useAdminTranslation();
  const reasonLabel = useReasonLabel();
  const statusName = useStatusName();

  const eventText = (event: OrderEvent): string => {
    if (event.kind === 'placed') return t('orders.detail.placedEvent');
    if (event.kind === 'status') {
      const moved = t('orders.detail.statusEvent', { from: statusName(event.from ?? ''), to: statusName(event.to ?? '') });
      return event.shipment ? `${moved} · ${shipmentText(event.shipment)}` : moved;
    }
    if (event.kind === 'tracking') return t('tracking.event', { from: event.from ?? '—', to: event.to ?? '—' });
    if (event.kind === 'parcel') {
      const state = ShipmentStateSchema.safeParse(event.to);
      return t('orders.detail.parcelEvent', { state: state.success ? t(`parcels.states.${state.data}`) : (event.to ?? '—') });
    }
    return t('orders.detail.otherEvent', { kind: event.kind, from: event.from ?? '—', to: event.to ?? '—' });
  };

  const actorText = (event: OrderEvent): string => {
    switch (event.actor_kind) {
      case 'shopper':
        return t('orders.detail.actorShopper');
      case 'staff_key':
        return t('orders.detail.actorStaffKey', { label: event.actor ?? '' });
      case 'cli':
        return t('orders.detail.actorCli', { label: event.actor ?? '' });
      default:
        return event.actor ?? '';
    }
  };

  return (
    <Section title={t('orders.detail.timeline')} className={CARD}>
      {timeline.length === 0 ? (
        <p className="text-sm text-slate-600">{t('orders.detail.emptyTimeline')}</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
          {timeline.map((event, index) => (
            <li key={`${event.at}-${index}`} className="text-sm">
              <p className="font-medium text-slate-900">{eventText(event)}</p>
              <p className="text-slate-600">
                <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time> · {actorText(event)}
              </p>
              {event.reason && <p className="text-slate-800">{t('orders.detail.reason', { reason: reasonLabel(event.reason) })}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
