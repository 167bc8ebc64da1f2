import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { toTaka, type BookableCourier, type LabelAnswer, type ParcelLabel } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, shipments } from '../../db/schema/index';

/**
 * The data of parcel labels (issue 25, docs/decisions/078): for each order asked, its booked parcel (one with a
 * consignment id that was not refused or cancelled), in the order asked. Orders without one are `missing`.
 */
export async function parcelLabels(db: Database, orderNumbers: string[]): Promise<LabelAnswer> {
  const rows = await db
    .select({ s: shipments, orderNumber: orders.orderNumber })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(inArray(orders.orderNumber, orderNumbers), notInArray(shipments.state, ['booking', 'refused', 'cancelled']), isNotNull(shipments.consignmentId)));
  const byOrder = new Map<string, ParcelLabel>();
  for (const { s, orderNumber } of rows) {
    byOrder.set(orderNumber, {
      order_number: orderNumber,
      courier: s.courier as BookableCourier,
      consignment_id: s.consignmentId!,
      tracking_code: s.trackingCode,
      tracking_url: s.trackingUrl,
      recipient_name: s.recipientName,
      recipient_phone: s.recipientPhone,
      recipient_address: s.recipientAddress,
      cod_amount: toTaka(s.codAmount),
      weight_grams: s.weightGrams,
      note: s.note,
    });
  }
  return {
    labels: orderNumbers.flatMap((n) => byOrder.get(n) ?? []),
    missing: orderNumbers.filter((n) => !byOrder.has(n)),
  };
}
