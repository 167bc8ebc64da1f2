import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { BookableCourier, ShipmentState } from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import type { CourierWebhookEvent } from './clients/webhooks';
import { shipmentEvents, shipments } from '../../db/schema/index';

/**
 * What the couriers say about parcels after booking (issue 25, docs/decisions/074): each courier's status words mapped
 * to the shop's parcel states, every update kept once in `shipment_events`, and a parcel moving only forward. The
 * follow-parcel workflow composes these with the order's rules.
 */

type Row = typeof shipments.$inferSelect;

/** Where a state stands on the way: a parcel never moves back (an older update is kept, and moves nothing). */
const RANK: Record<ShipmentState, number> = {
  booking: 0, booked: 1, refused: 9, picked_up: 2, in_transit: 3, out_for_delivery: 4, delivered: 9, partly_delivered: 9, returned: 9, cancelled: 9,
};

export const FINAL_PARCEL_STATES: readonly ShipmentState[] = ['refused', 'delivered', 'partly_delivered', 'returned', 'cancelled'];

/** Whether `next` moves a parcel in `from` forward. */
export function movesForward(from: ShipmentState, next: ShipmentState): boolean {
  return !FINAL_PARCEL_STATES.includes(from) && RANK[next] > RANK[from];
}

const key = (word: string) => word.trim().toLowerCase().replace(/^order\./, '').replace(/[\s_]+/g, '-');

/**
 * Each courier's words for where a parcel is (their webhooks' and status queries' words, lower-cased with spaces and
 * underscores as dashes). A word not here moves nothing: it is kept on the parcel's events for staff.
 * - Steadfast: delivery_status pending / in_review / hold / delivered / partial_delivered / cancelled (a parcel
 *   Steadfast cancelled after pickup comes back to the shop), and their *_approval_pending forms before Steadfast
 *   confirms them (moving nothing yet).
 * - Pathao: its order.* events and statuses.
 * - RedX: its parcel statuses.
 */
const WORDS: Record<BookableCourier, Record<string, ShipmentState>> = {
  steadfast: {
    delivered: 'delivered',
    'partial-delivered': 'partly_delivered',
    cancelled: 'returned',
  },
  pathao: {
    picked: 'picked_up',
    'at-the-sorting-hub': 'in_transit',
    'in-transit': 'in_transit',
    'received-at-last-mile-hub': 'in_transit',
    'assigned-for-delivery': 'out_for_delivery',
    delivered: 'delivered',
    'partial-delivery': 'partly_delivered',
    returned: 'returned',
    'paid-return': 'returned',
    'pickup-cancelled': 'cancelled',
  },
  redx: {
    'pickup-completed': 'picked_up',
    'ready-for-delivery': 'in_transit',
    'delivery-in-progress': 'out_for_delivery',
    delivered: 'delivered',
    'partial-delivery': 'partly_delivered',
    returned: 'returned',
    'pickup-cancelled': 'cancelled',
  },
};

export function parcelStateOf(courier: BookableCourier, word: string | null): ShipmentState | null {
  return word ? (WORDS[courier][key(word)] ?? null) : null;
}

/** Which parcel a courier means: its own id, or failing that our invoice. */
const named = (courier: BookableCourier, parcelId: string, invoice: string | null) =>
  and(eq(shipments.courier, courier), invoice ? or(eq(shipments.consignmentId, parcelId), eq(shipments.invoice, invoice)) : eq(shipments.consignmentId, parcelId));

/** The parcel a courier names, unlocked: which order to lock first. */
export async function parcelNamed(db: Database, courier: BookableCourier, parcelId: string, invoice: string | null): Promise<{ id: string; orderId: string } | undefined> {
  const [row] = await db.select({ id: shipments.id, orderId: shipments.orderId }).from(shipments).where(named(courier, parcelId, invoice)).limit(1);
  return row;
}

/** The parcel a courier names, locked for the caller's transaction. */
export async function lockParcelNamed(tx: Tx, courier: BookableCourier, parcelId: string, invoice: string | null): Promise<Row | undefined> {
  const [row] = await tx.select().from(shipments).where(named(courier, parcelId, invoice)).limit(1).for('update');
  return row;
}

export type ParcelNews = Omit<CourierWebhookEvent, 'courier'> & { courier: BookableCourier; source: 'webhook' | 'poll' };

/**
 * Keeps an update once: its key is the courier's (parcel, word, time, message), so the same webhook delivered twice,
 * or a poll that reads what a webhook said, is kept once. Answers false for one already kept.
 */
export async function keepParcelEvent(tx: Tx, parcel: Row, news: ParcelNews, state: ShipmentState | null): Promise<boolean> {
  const eventKey = createHash('sha256')
    .update(JSON.stringify([news.parcelId, key(news.status ?? ''), news.source === 'poll' ? null : news.at, news.message ?? '']))
    .digest('base64url');
  const happened = news.at ? new Date(news.at) : null;
  const kept = await tx
    .insert(shipmentEvents)
    .values({
      shipmentId: parcel.id, courier: parcel.courier, eventKey, source: news.source, courierStatus: (news.status ?? 'note').slice(0, 100), state,
      message: news.message?.slice(0, 500) ?? null, collectedAmount: news.collectedPoisha, charge: news.chargePoisha,
      happenedAt: happened && !Number.isNaN(happened.getTime()) ? happened : null,
    })
    .onConflictDoNothing({ target: [shipmentEvents.courier, shipmentEvents.eventKey] })
    .returning({ id: shipmentEvents.id });
  return kept.length > 0;
}

/** A parcel's new state (or only its news), with what the courier reported. */
export async function moveParcel(
  tx: Tx, id: string, change: { state?: ShipmentState; courierStatus?: string | null; collectedPoisha?: number | null; chargePoisha?: number | null; returnReason?: string | null; now: Date },
): Promise<void> {
  await tx
    .update(shipments)
    .set({
      ...(change.state ? { state: change.state } : {}),
      ...(change.courierStatus ? { courierStatus: change.courierStatus.slice(0, 100) } : {}),
      ...(change.collectedPoisha != null ? { collectedAmount: change.collectedPoisha } : {}),
      ...(change.chargePoisha != null ? { charge: change.chargePoisha } : {}),
      ...(change.returnReason ? { returnReason: change.returnReason.slice(0, 500) } : {}),
      ...(change.state === 'delivered' || change.state === 'partly_delivered' ? { deliveredAt: change.now } : {}),
      lastNewsAt: change.now,
      updatedAt: change.now,
    })
    .where(eq(shipments.id, id));
}

/** Parcels on their way the poller asks about, per run. */
export const POLL_BATCH = 20;

/**
 * Claims parcels on their way whose turn to be asked about has come (never asked, or `next_poll_at` passed), under
 * FOR UPDATE SKIP LOCKED, and moves their next turn on by `leaseMs` times the polls so far (at most a day): several shop
 * processes never ask about one parcel at once, and a parcel that stays quiet is asked less and less often.
 */
export async function claimParcelsToAsk(db: Database, opts: { now: Date; quietSince: Date; leaseMs: number; limit?: number }): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(shipments)
      .where(and(
        inArray(shipments.state, ['booked', 'picked_up', 'in_transit', 'out_for_delivery']),
        or(isNull(shipments.nextPollAt), lte(shipments.nextPollAt, opts.now)),
        or(isNull(shipments.lastNewsAt), lte(shipments.lastNewsAt, opts.quietSince)),
      ))
      .orderBy(asc(shipments.nextPollAt))
      .limit(opts.limit ?? POLL_BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) {
      const wait = Math.min(opts.leaseMs * (row.polls + 1), 24 * 60 * 60_000);
      await tx.update(shipments).set({ polls: sql`${shipments.polls} + 1`, nextPollAt: new Date(opts.now.getTime() + wait) }).where(eq(shipments.id, row.id));
    }
    return due;
  });
}
