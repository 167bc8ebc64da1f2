import { asc, eq } from 'drizzle-orm';
import type { Shipment } from '@shop/shared';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema/index';
import type { StaffActor } from '../audit/audit.service';

/**
 * An order's timeline (docs/decisions/037): every change of an order, whoever made it, with what it was, what it
 * became and why. Written in the transaction of the change, by the service or workflow that makes it, so no
 * path (back office, staff key, command line, the shopper, the expiry sweep) can skip it.
 */
export type OrderEventActor = StaffActor | { kind: 'shopper'; label?: string } | { kind: 'system'; label: string };

/** `tracking`: a shipped order's courier or tracking number corrected (docs/decisions/045); `refund`: money sent back (from: its channel, to: its state; docs/decisions/070). */
export const ORDER_EVENT_KINDS = ['placed', 'status', 'payment', 'proof', 'return', 'note', 'tracking', 'refund', 'parcel'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

type Writer = Pick<Database, 'insert'>;

export async function recordOrderEvent(
  db: Writer,
  orderId: string,
  actor: OrderEventActor,
  event: { kind: OrderEventKind; from?: string | null; to?: string | null; reason?: string | null; shipment?: Shipment | null },
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId,
    actorKind: actor.kind,
    actorLabel: actor.kind === 'shopper' ? (actor.label ?? null) : actor.label,
    kind: event.kind,
    fromValue: event.from ?? null,
    toValue: event.to ?? null,
    reason: event.reason ?? null,
    shipment: event.shipment ?? null,
  });
}

export async function orderTimeline(db: Database, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
}
