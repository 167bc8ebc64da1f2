import { and, asc, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import {
  CASH_ON_DELIVERY, type BlockedPhone, type HighRiskPolicy, type OrderRisk, type RiskPolicy, type RiskPolicyInput, type RiskReason,
} from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { blockedPhones, orderRisks, orders, shopDeliverySettings, users } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { recordAudit, type StaffActor } from '../audit/audit.service';
import { readRiskHistory, type RiskSubject } from './risk-history';
import { scoreRisk, type RiskAssessment } from './risk-score';

/**
 * The cash-on-delivery risk of orders (issue 25, docs/decisions/075): this module owns `order_risks` and
 * `blocked_phones`, and the two policy columns of `shop_delivery_settings` (the courier module owns the others).
 */

export const COD_NOT_OFFERED = 'Cash on delivery is not available for this order. Please choose an online payment.';
export const ORDER_AWAITS_CODE = 'This cash order waits for the shopper to confirm it with the SMS code; it can be confirmed or sent once they have.';

const DEFAULT_POLICY: RiskPolicy = { high_risk_policy: 'none', confirm_minutes: 60 };

/** What high risk means on this shop (the row's defaults while no one has saved it). */
export async function readRiskPolicy(db: Database | Tx): Promise<RiskPolicy> {
  const [row] = await db
    .select({ policy: shopDeliverySettings.highRiskPolicy, minutes: shopDeliverySettings.confirmMinutes })
    .from(shopDeliverySettings)
    .where(eq(shopDeliverySettings.id, 1));
  return row ? { high_risk_policy: row.policy as HighRiskPolicy, confirm_minutes: row.minutes } : DEFAULT_POLICY;
}

/** The owner saves the policy, with its audit row; the row's other columns are left as they are. */
export async function saveRiskPolicy(db: Database, actor: StaffActor, input: RiskPolicyInput): Promise<RiskPolicy> {
  return db.transaction(async (tx) => {
    const before = await readRiskPolicy(tx);
    const values = { highRiskPolicy: input.high_risk_policy, confirmMinutes: input.confirm_minutes, updatedAt: new Date() };
    await tx.insert(shopDeliverySettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: shopDeliverySettings.id, set: values });
    const after = { high_risk_policy: input.high_risk_policy, confirm_minutes: input.confirm_minutes };
    await recordAudit(tx, actor, { action: 'delivery.risk_policy', entityType: 'shop_delivery_settings', entityId: '1', before, after });
    return after;
  });
}

/** What placing a cash order asks of the shopper: nothing, or a code by `confirmBy`. */
export interface CashOrderDecision {
  assessment: RiskAssessment;
  phoneVerified: boolean;
  policy: 'none' | 'confirm_code';
  confirmBy: Date | null;
}

/**
 * Assesses a cash order before it is created, in the placing transaction: a blocked phone, or high risk where the
 * owner refuses cash on delivery, is a 409 `cod_not_offered` (nothing is created); high risk under `confirm_code`
 * waits for a code. `advance_fee` is not offered yet (decision 075): an old row holding it only shows staff the risk.
 */
export async function decideCashOrder(tx: Tx, subject: RiskSubject): Promise<CashOrderDecision> {
  const history = await readRiskHistory(tx, subject);
  const assessment = scoreRisk(history);
  const { high_risk_policy: policy, confirm_minutes: minutes } = await readRiskPolicy(tx);
  if (history.blockedPhone || (assessment.level === 'high' && policy === 'no_cod')) {
    throw new AppError(409, 'cod_not_offered', COD_NOT_OFFERED, { payment_method: COD_NOT_OFFERED });
  }
  const askCode = assessment.level === 'high' && policy === 'confirm_code';
  return {
    assessment,
    phoneVerified: history.phoneVerified,
    policy: askCode ? 'confirm_code' : 'none',
    confirmBy: askCode ? new Date(subject.now.getTime() + minutes * 60_000) : null,
  };
}

export async function recordOrderRisk(tx: Tx, orderId: string, decision: CashOrderDecision, now: Date): Promise<void> {
  await tx.insert(orderRisks).values({
    orderId,
    level: decision.assessment.level,
    score: decision.assessment.score,
    reasons: decision.assessment.reasons,
    policy: decision.policy,
    confirmBy: decision.confirmBy,
    phoneVerified: decision.phoneVerified,
    assessedAt: now,
  });
}

const toRisk = (row: typeof orderRisks.$inferSelect): OrderRisk => ({
  level: row.level as OrderRisk['level'],
  score: row.score,
  reasons: row.reasons as RiskReason[],
  policy: row.policy,
  confirm_by: row.confirmBy?.toISOString() ?? null,
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  phone_verified: row.phoneVerified,
});

/** The risk of each of these orders that has one (cash orders placed since issue 25). */
export async function risksOf(db: Database | Tx, orderIds: string[]): Promise<Map<string, OrderRisk>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orderRisks).where(inArray(orderRisks.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, toRisk(row)]));
}

/** The order's risk row, locked, while it waits for a code. */
export async function lockWaitingRisk(tx: Tx, orderId: string) {
  const [row] = await tx
    .select()
    .from(orderRisks)
    .where(and(eq(orderRisks.orderId, orderId), isNotNull(orderRisks.confirmBy), isNull(orderRisks.confirmedAt)))
    .for('update');
  return row;
}

export async function markCodeConfirmed(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx.update(orderRisks).set({ confirmedAt: now }).where(eq(orderRisks.orderId, orderId));
}

/** Staff may not confirm (or send) an order whose shopper has not confirmed it by code yet. */
export async function assertNotAwaitingCode(tx: Tx, orderNumber: string): Promise<void> {
  const [row] = await tx
    .select({ orderId: orderRisks.orderId })
    .from(orderRisks)
    .innerJoin(orders, eq(orders.id, orderRisks.orderId))
    .where(and(eq(orders.orderNumber, orderNumber), isNotNull(orderRisks.confirmBy), isNull(orderRisks.confirmedAt)));
  if (row) throw new AppError(409, 'order_awaits_code', ORDER_AWAITS_CODE);
}

/** Pending cash orders whose code was not confirmed by `now`: the expiry sweep cancels them. */
export function unconfirmedOrdersDue(db: Database, now: Date, limit: number) {
  return db
    .select({ id: orders.id, userId: orders.userId })
    .from(orderRisks)
    .innerJoin(orders, eq(orders.id, orderRisks.orderId))
    .where(and(
      isNotNull(orderRisks.confirmBy), isNull(orderRisks.confirmedAt), lte(orderRisks.confirmBy, now),
      eq(orders.status, 'pending'), eq(orders.paymentMethod, CASH_ON_DELIVERY),
    ))
    .orderBy(asc(orderRisks.confirmBy))
    .limit(limit);
}

export async function listBlockedPhones(db: Database): Promise<BlockedPhone[]> {
  const rows = await db.select().from(blockedPhones).orderBy(desc(blockedPhones.createdAt), asc(blockedPhones.phone));
  return rows.map((row) => ({ phone: row.phone, reason: row.reason, blocked_by: row.blockedBy, created_at: row.createdAt.toISOString() }));
}

/** Blocks a number (or changes why), with its audit row. */
export async function blockPhone(db: Database, actor: StaffActor, input: { phone: string; reason: string }): Promise<BlockedPhone> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blockedPhones).where(eq(blockedPhones.phone, input.phone)).for('update');
    const values = { phone: input.phone, reason: input.reason, blockedBy: actor.label };
    const [row] = await tx.insert(blockedPhones).values(values)
      .onConflictDoUpdate({ target: blockedPhones.phone, set: { reason: input.reason, blockedBy: actor.label } })
      .returning();
    await recordAudit(tx, actor, {
      action: 'phone.block', entityType: 'phone', entityId: input.phone,
      before: before ? { reason: before.reason } : null, after: { reason: input.reason }, reason: input.reason,
    });
    return { phone: row!.phone, reason: row!.reason, blocked_by: row!.blockedBy, created_at: row!.createdAt.toISOString() };
  });
}

/** Lifts a block; a number that is not blocked is a 404. */
export async function unblockPhone(db: Database, actor: StaffActor, phone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(blockedPhones).where(eq(blockedPhones.phone, phone)).returning();
    if (!gone) throw new AppError(404, 'not_found', 'This number is not blocked.');
    await recordAudit(tx, actor, { action: 'phone.unblock', entityType: 'phone', entityId: phone, before: { reason: gone.reason }, after: null });
  });
}

/**
 * The shopper's own pending cash order that waits for a code, its risk row locked, with what sending a code needs
 * (the number, the order number, the account's language); undefined when it waits for none (or is another's).
 */
export async function lockWaitingOrder(tx: Tx, userId: string, orderId: string) {
  const risk = await lockWaitingRisk(tx, orderId);
  if (!risk) return undefined;
  const [order] = await tx
    .select({ phone: orders.customerPhone, orderNumber: orders.orderNumber, status: orders.status, language: users.language })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order || order.status !== 'pending') return undefined;
  return { ...order, confirmBy: risk.confirmBy!, language: order.language === 'bn' ? ('bn' as const) : ('en' as const) };
}
