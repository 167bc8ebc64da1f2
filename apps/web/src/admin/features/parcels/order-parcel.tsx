import type { OrderStatus, Parcel } from '@shop/shared';
import { CARD } from '../../kit/card';
import { Section } from '../../kit/section';
import { useAdminTranslation } from '../../i18n/i18n';
import { ParcelFacts } from './parcel-facts';
import { SendParcel } from './send-parcel';

const SENDABLE: OrderStatus[] = ['confirmed', 'processing'];
const LIVE = ['booking', 'booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'partly_delivered', 'returned'];

/** The order page's courier parcel: what was booked (or refused), and 'Send with a courier…' while it may go. */
export function OrderParcel({ orderNumber, status, parcel: current, mayChange }: { orderNumber: string; status: OrderStatus; parcel: Parcel | null; mayChange: boolean }) {
  const { t } = useAdminTranslation();
  const mayBook = mayChange && SENDABLE.includes(status) && !(current && LIVE.includes(current.state) && current.state !== 'booking');
  return (
    <Section title={t('parcels.section')} className={CARD}>
      <div className="flex flex-col gap-3">
        <ParcelFacts parcel={current} orderNumber={orderNumber} />
        {mayBook && <SendParcel orderNumber={orderNumber} />}
      </div>
    </Section>
  );
}
