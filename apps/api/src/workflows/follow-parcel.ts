import type { BookableCourier, ShipmentState } from '@shop/shared';
import type { Database, Tx } from '../db/client';
import { countDelivered } from '../modules/catalog/popularity.service';
import {
  keepParcelEvent, lockParcelNamed, moveParcel, movesForward, parcelNamed, parcelStateOf, type ParcelNews,
} from '../modules/couriers/parcel-news.service';
import { lockOrder } from '../modules/orders/order-changes.service';
import type { OrderRow } from '../modules/orders/order-answer';
import { recordOrderEvent, type OrderEventActor } from '../modules/orders/order-events';
import { changeOrderStatus } from '../modules/orders/order-status.service';
import { cancelInTransaction } from './cancel-order';

export type { ParcelNews } from '../modules/couriers/parcel-news.service';

/** What became of one piece of news: no such parcel, heard before, kept without a move, or the parcel moved. */
export type ParcelNewsResult = 'unknown' | 'repeat' | 'kept' | 'moved';

const COURIER_NAMES: Record<BookableCourier, string> = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' };

/**
 * One update from a courier (its webhook or the poller's question), applied once in one transaction
 * (docs/decisions/074): the order's lock, then the parcel's; the update kept in `shipment_events` (a repeat stops
 * here); the parcel moved forward only; and the order moved by the existing rules, as staff would: out for delivery,
 * delivered (a cash order becomes paid; the courier's collected amount is kept on the parcel), or, for a parcel that
 * came back, cancelled with the courier's reason, which returns its stock and refunds what was paid online. Each move
 * tells the shopper as today, once (the messages' own keys).
 */
export async function applyParcelNews(db: Database, news: ParcelNews, now: Date = new Date()): Promise<ParcelNewsResult> {
  // Which order, read first: the order's row is locked before the parcel's, as every change of an order does.
  const known = await parcelNamed(db, news.courier, news.parcelId, news.invoice);
  if (!known) return 'unknown';
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: known.orderId });
    const parcel = await lockParcelNamed(tx, news.courier, news.parcelId, news.invoice);
    if (!order || !parcel || parcel.orderId !== order.id) return 'unknown';
    const state = parcelStateOf(news.courier, news.status);
    if (!(await keepParcelEvent(tx, parcel, news, state))) return 'repeat';
    const from = parcel.state as ShipmentState;
    if (!state || !movesForward(from, state)) {
      await moveParcel(tx, parcel.id, { courierStatus: news.status, now });
      return 'kept';
    }
    const actor: OrderEventActor = { kind: 'system', label: COURIER_NAMES[news.courier] };
    await moveParcel(tx, parcel.id, {
      state, courierStatus: news.status, collectedPoisha: news.collectedPoisha, chargePoisha: news.chargePoisha,
      returnReason: state === 'returned' || state === 'partly_delivered' ? news.message : null, now,
    });
    await recordOrderEvent(tx, order.id, actor, { kind: 'parcel', from, to: state, reason: news.message?.slice(0, 300) ?? null });
    await moveOrder(tx, order, state, news, actor);
    return 'moved';
  });
}

/** The order's step for the parcel's new state, through the rules staff's moves take. */
async function moveOrder(tx: Tx, order: OrderRow, state: ShipmentState, news: ParcelNews, actor: OrderEventActor): Promise<void> {
  const number = order.orderNumber;
  switch (state) {
    case 'out_for_delivery':
      if (order.status === 'shipped') await changeOrderStatus(tx, number, 'out_for_delivery', actor);
      return;
    case 'delivered':
    case 'partly_delivered':
      // Straight from shipped: the step between is on the timeline, but only "delivered" reaches the shopper.
      if (order.status === 'shipped') await changeOrderStatus(tx, number, 'out_for_delivery', actor, undefined, { tell: false });
      if (order.status === 'shipped' || order.status === 'out_for_delivery') {
        await changeOrderStatus(tx, number, 'delivered', actor);
        await countDelivered(tx, order.id);
      }
      return;
    case 'returned':
      if (order.status === 'cancelled' || order.status === 'delivered' || order.status === 'completed') return;
      await cancelInTransaction(tx, { orderNumber: number }, returnedReason(news), actor, undefined, { parcelReturned: true });
      return;
    default:
      // Picked up, in transit, and a pickup the courier cancelled: the parcel's state and the timeline say it; the order
      // stays as it is (a cancelled pickup is for staff to book again or cancel).
      return;
  }
}

function returnedReason(news: ParcelNews): string {
  const said = news.message?.trim();
  return `${COURIER_NAMES[news.courier]} returned the parcel${said ? `: ${said}` : ''}`.slice(0, 300);
}
