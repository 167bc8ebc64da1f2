import { desc, eq } from 'drizzle-orm';
import {
  toPoisha, toTaka,
  type AdminProof, type AdminReturn, type OrderList, type OrderStatus, type ProofStatus, type ReturnList, type ReturnStatus, type StaffOrderStatusChange,
  type StaffPaymentChange, type StaffPaymentProofList, type StaffPromo, type StaffPromoInput, type StaffPromoList,
  type StaffReturnChange, type Order, type AdminPromoDetail, type PromoChange, type Shipment, type ShipmentChange,
} from '@shop/shared';
import type { Database } from '../db/client';
import { orders, paymentProofs, returnRequests } from '../db/schema/index';
import { notFound } from '../lib/errors';
import { cancelOrder } from './cancel-order';
import { changeOrderStatus } from '../modules/orders/order-status.service';
import { correctShipment } from '../modules/orders/order-shipment.service';
import { RECEIVED_STATUSES } from '../modules/returns/return-window';
import { countDelivered } from './steps/popularity';
import { findOrders } from '../modules/orders/orders.service';
import { decidePayment, decideProof, type PaymentDecision } from './decide-payment';
import { decideReturn, type ReturnAction } from './decide-return';
import { toProof } from '../modules/payment-proofs/proof-answer';
import {
  changePromoLimits, createPromo, endPromo, findPromoByCode, listPromos, lockPromo, promoRedemptionRows, type NewPromo, type PromoCodeRow,
} from '../modules/promo/promo-admin.service';
import { findAllReturns, staffReturn } from '../modules/returns/return-records';
import { queuedProof } from '../modules/payment-proofs/proof-queue';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';

/**
 * What staff can do, as answers both the staff routes and the staff tool's direct mode print from (so the
 * tool says the same thing either way). The rules live in the order, payment, return and promo services.
 * Every change takes the actor (the back office's person, the staff key or the command line) and is written
 * to the audit log in the transaction that makes it (docs/decisions/037).
 */
const normalise = (orderNumber: string) => orderNumber.trim().toUpperCase();

export async function staffOrders(db: Database, filter: { status?: OrderStatus; limit: number }): Promise<OrderList> {
  return { orders: await findOrders(db, filter.status ? eq(orders.status, filter.status) : undefined, filter.limit) };
}

export async function staffOrder(db: Database, orderNumber: string): Promise<{ order: Order }> {
  const number = normalise(orderNumber);
  const [order] = await findOrders(db, eq(orders.orderNumber, number));
  if (!order) throw notFound(`No order ${number}.`);
  return { order };
}

export async function moveOrder(
  db: Database, actor: StaffActor, orderNumber: string, status: OrderStatus, reason?: string, shipment?: Shipment,
): Promise<StaffOrderStatusChange> {
  const number = normalise(orderNumber);
  return db.transaction(async (tx) => {
    let change: StaffOrderStatusChange;
    if (status !== 'cancelled') {
      // Shipping needs the courier and tracking (docs/decisions/045): the service refuses a move to shipped without.
      const { id, from, to } = await changeOrderStatus(tx, number, status, actor, shipment);
      // Only the step into delivery counts (delivered → completed does not count again).
      if (RECEIVED_STATUSES.includes(to) && !RECEIVED_STATUSES.includes(from)) await countDelivered(tx, id);
      change = { order_number: number, from, to, refund_amount: null };
    } else {
      // The cancel workflow checks the status again under its row lock; this read only names where it came from.
      const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, number));
      const order = await cancelOrder(tx, { orderNumber: number }, reason ?? '', actor);
      change = { order_number: order.order_number, from: (before?.status ?? 'pending') as OrderStatus, to: 'cancelled', refund_amount: order.refund_amount ?? 0 };
    }
    await recordAudit(tx, actor, {
      action: 'order.status', entityType: 'order', entityId: number,
      before: { status: change.from },
      after: { status: change.to, ...(change.refund_amount ? { refund_amount: change.refund_amount } : {}), ...(change.to === 'shipped' && shipment ? { shipment } : {}) },
      reason: status === 'cancelled' ? (reason ?? null) : null,
    });
    return change;
  });
}

/**
 * A shipped order's courier or tracking number corrected (docs/decisions/045): on the order, on its timeline
 * (a `tracking` event with what it was and became) and in the audit log, with staff's reason if given.
 */
export async function changeShipment(db: Database, actor: StaffActor, orderNumber: string, shipment: Shipment, reason?: string): Promise<ShipmentChange> {
  const number = normalise(orderNumber);
  return db.transaction(async (tx) => {
    const { before, after } = await correctShipment(tx, number, shipment, actor, reason ?? null);
    await recordAudit(tx, actor, { action: 'order.tracking', entityType: 'order', entityId: number, before: { shipment: before }, after: { shipment: after }, reason: reason ?? null });
    return { order_number: number, shipment: after };
  });
}

export async function markPayment(db: Database, actor: StaffActor, orderNumber: string, decision: PaymentDecision): Promise<StaffPaymentChange> {
  const number = normalise(orderNumber);
  return db.transaction(async (tx) => {
    const { from, to, proofUpdated, refund } = await decidePayment(tx, number, decision, { actor });
    await recordAudit(tx, actor, { action: 'payment.decide', entityType: 'order', entityId: number, before: { payment_status: from }, after: { payment_status: to, decision } });
    return { order_number: number, from, to, proof_updated: proofUpdated, refund_amount: refund === null ? null : toTaka(refund) };
  });
}

/**
 * The back office's verdict on one payment proof (the queue at /admin/payments): the same workflow as
 * `markPayment`, aimed at the proof staff looked at; a rejection carries the reason the shopper reads.
 */
export async function decidePaymentProof(db: Database, actor: StaffActor, proofId: string, decision: PaymentDecision, reason?: string): Promise<{ proof: AdminProof }> {
  await db.transaction(async (tx) => {
    const { orderNumber, from, to, refund } = await decideProof(tx, proofId, decision, { actor, reason: reason ?? null });
    await recordAudit(tx, actor, {
      action: decision === 'paid' ? 'payment.approve' : 'payment.reject',
      entityType: 'order',
      entityId: orderNumber,
      before: { payment_status: from, proof_status: 'submitted' },
      after: { payment_status: to, proof_status: decision, proof_id: proofId, ...(refund !== null ? { refund_amount: toTaka(refund) } : {}) },
      reason: reason ?? null,
    });
  });
  const proof = await queuedProof(db, proofId);
  if (!proof) throw notFound('Payment proof not found.');
  return { proof };
}

/** Payment proofs, newest first: `submitted` ones wait for `payments mark`. */
export async function staffPaymentProofs(db: Database, filter: { status?: ProofStatus; limit: number }): Promise<StaffPaymentProofList> {
  const rows = await db
    .select({ proof: paymentProofs, orderNumber: orders.orderNumber, orderStatus: orders.status })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(filter.status ? eq(paymentProofs.status, filter.status) : undefined)
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(filter.limit);
  return {
    payment_proofs: rows.map(({ proof, orderNumber, orderStatus }) => {
      // The screenshot's address opens with the shopper's token only: no use to staff.
      const { screenshot_url: _, ...answer } = toProof(proof);
      return { ...answer, order_number: orderNumber, order_status: orderStatus as OrderStatus };
    }),
  };
}

/** Every shopper's return requests, newest first: `requested` ones wait for `returns approve|reject`. */
export async function staffReturns(db: Database, filter: { status?: ReturnStatus; limit: number }): Promise<ReturnList> {
  return { returns: await findAllReturns(db, filter.status ? eq(returnRequests.status, filter.status) : undefined, filter.limit) };
}

export async function decideReturnRequest(db: Database, actor: StaffActor, returnId: string, action: ReturnAction, reason?: string): Promise<StaffReturnChange> {
  return db.transaction(async (tx) => {
    const { from, to, refunded } = await decideReturn(tx, returnId, action, { actor, reason: reason ?? null });
    await recordAudit(tx, actor, {
      action: `return.${action}`, entityType: 'return', entityId: returnId,
      before: { status: from }, after: { status: to, ...(refunded !== undefined ? { refunded: toTaka(refunded) } : {}) },
      reason: reason ?? null,
    });
    return { return_id: returnId, from, to };
  });
}

/** The same decision from the back office's returns queue, answered as the queue shows the return. */
export async function decideReturnInQueue(db: Database, actor: StaffActor, returnId: string, action: ReturnAction, reason?: string): Promise<{ return: AdminReturn }> {
  await decideReturnRequest(db, actor, returnId, action, reason);
  const answer = await staffReturn(db, returnId);
  if (!answer) throw notFound(`No return request ${returnId}.`);
  return { return: answer };
}

export async function addPromo(db: Database, actor: StaffActor, promo: NewPromo): Promise<{ promo_code: StaffPromo }> {
  return db.transaction(async (tx) => {
    const answer = promoAnswer(await createPromo(tx, promo));
    await recordAudit(tx, actor, { action: 'promo.create', entityType: 'promo', entityId: answer.code, after: answer });
    return { promo_code: answer };
  });
}

export async function staffPromos(db: Database): Promise<StaffPromoList> {
  return { promo_codes: (await listPromos(db)).map(promoAnswer) };
}

/** One code with who used it, for the back office. */
export async function staffPromo(db: Database, code: string): Promise<AdminPromoDetail> {
  return promoDetail(db, await findPromoByCode(db, code));
}

async function promoDetail(db: Database, row: PromoCodeRow): Promise<AdminPromoDetail> {
  const redemptions = await promoRedemptionRows(db, row.id);
  return {
    promo_code: promoAnswer(row),
    redemptions: redemptions.map((r) => ({
      customer_id: r.customerId, customer_name: r.customerName, customer_email: r.customerEmail, order_number: r.orderNumber, at: r.at.toISOString(),
    })),
  };
}

/** Changes a code's limits and dates (the promo service's rules), audited with before and after. */
export async function changePromo(db: Database, actor: StaffActor, code: string, change: PromoChange): Promise<AdminPromoDetail> {
  return db.transaction(async (tx) => {
    const before = await lockPromo(tx, code);
    const after = await changePromoLimits(tx, before, {
      maxUses: change.max_uses,
      maxUsesPerUser: change.max_uses_per_user,
      minOrder: change.min_order === undefined ? undefined : toPoisha(change.min_order),
      startsAt: change.starts_at === undefined ? undefined : change.starts_at === null ? null : new Date(change.starts_at),
      expiresAt: change.expires_at === undefined ? undefined : change.expires_at === null ? null : new Date(change.expires_at),
    });
    await recordAudit(tx, actor, { action: 'promo.change', entityType: 'promo', entityId: before.code, before: promoAnswer(before), after: promoAnswer(after) });
    return promoDetail(tx, after);
  });
}

/** Ends a code early: the checkout refuses it from now on like an expired one. Ending an ended code changes nothing. */
export async function endPromoEarly(db: Database, actor: StaffActor, code: string): Promise<AdminPromoDetail> {
  return db.transaction(async (tx) => {
    const before = await lockPromo(tx, code);
    if (!before.active) return promoDetail(tx, before);
    const after = await endPromo(tx, before);
    await recordAudit(tx, actor, { action: 'promo.end', entityType: 'promo', entityId: before.code, before: promoAnswer(before), after: promoAnswer(after) });
    return promoDetail(tx, after);
  });
}

/** The HTTP body (taka, ISO times) as the promo service takes it (poisha, dates). */
export function promoFromInput(input: StaffPromoInput): NewPromo {
  const promo: NewPromo = input.percent !== undefined
    ? { code: input.code, kind: 'percent', value: input.percent }
    : { code: input.code, kind: 'fixed', value: toPoisha(input.fixed ?? 0) };
  if (input.min_order !== undefined) promo.minOrder = toPoisha(input.min_order);
  if (input.starts_at) promo.startsAt = new Date(input.starts_at);
  if (input.expires_at) promo.expiresAt = new Date(input.expires_at);
  if (input.max_uses !== undefined) promo.maxUses = input.max_uses;
  if (input.max_uses_per_user !== undefined) promo.maxUsesPerUser = input.max_uses_per_user;
  return promo;
}

/** The reverse, for the staff tool sending a parsed command line. */
export function promoToInput(promo: NewPromo): StaffPromoInput {
  return {
    code: promo.code,
    ...(promo.kind === 'percent' ? { percent: promo.value } : { fixed: toTaka(promo.value) }),
    ...(promo.minOrder !== undefined ? { min_order: toTaka(promo.minOrder) } : {}),
    ...(promo.startsAt ? { starts_at: promo.startsAt.toISOString() } : {}),
    ...(promo.expiresAt ? { expires_at: promo.expiresAt.toISOString() } : {}),
    ...(promo.maxUses !== undefined ? { max_uses: promo.maxUses } : {}),
    ...(promo.maxUsesPerUser !== undefined ? { max_uses_per_user: promo.maxUsesPerUser } : {}),
  };
}

function promoAnswer(p: PromoCodeRow): StaffPromo {
  return {
    code: p.code,
    kind: p.kind as StaffPromo['kind'],
    value: p.kind === 'percent' ? p.value : toTaka(p.value),
    min_order: toTaka(p.minOrder),
    used_count: p.usedCount,
    max_uses: p.maxUses,
    max_uses_per_user: p.maxUsesPerUser,
    starts_at: p.startsAt?.toISOString() ?? null,
    expires_at: p.expiresAt?.toISOString() ?? null,
    active: p.active,
  };
}
