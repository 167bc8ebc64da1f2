import { randomBytes, randomUUID } from 'node:crypto';
import { CASH_ON_DELIVERY, ONLINE_PAYMENT_PATHS, toPoisha, type Order, type StartOnlinePaymentAnswer } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import { inHours, RateLimitedError, type RateGate, type RateRule } from '../lib/rate-gate';
import { attemptTally, buyerOf, insertAttempt } from '../modules/online-payments/attempts.service';
import { gatewayOfWay, wayOf, type OnlineGateways } from '../modules/online-payments/ways';
import { lockOrder } from '../modules/orders/order-changes.service';
import type { OrderRow } from '../modules/orders/order-answer';
import { getOrder, ORDER_NOT_FOUND } from '../modules/orders/orders.service';

/** How often one order and one account may start a payment (docs/decisions/068). */
export interface OnlinePaymentLimits {
  attemptsPerOrder: number;
  attemptsPerAccountPerHour: number;
}
export const DEFAULT_ONLINE_PAYMENT_LIMITS: OnlinePaymentLimits = { attemptsPerOrder: 5, attemptsPerAccountPerHour: 10 };

export interface StartDeps {
  db: Database;
  gateways: OnlineGateways;
  gate: RateGate;
  limits: OnlinePaymentLimits;
  log: FastifyBaseLogger;
}

const accountRule = (limits: OnlinePaymentLimits): RateRule => ({
  name: 'online payments per account',
  limit: limits.attemptsPerAccountPerHour,
  windowMs: 3_600_000,
  message: ({ minutes }) => `Too many payment attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
});

type OrderState = Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod'>;

/** Why an order takes no online payment now, as the shopper's 409; nothing when it takes one. */
function assertPayable(order: OrderState): void {
  if (order.status === 'cancelled') throw new AppError(409, 'order_cancelled', 'This order has been cancelled; there is nothing to pay.');
  if (order.paymentMethod === CASH_ON_DELIVERY) throw new AppError(409, 'proof_not_needed', 'This order is paid in cash on delivery.');
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') throw new AppError(409, 'already_paid', 'This order has already been paid.');
  if (order.paymentStatus === 'submitted') throw new AppError(409, 'proof_pending', 'A payment of this order is being checked.');
}

/** Whether the shopper may start another attempt now (the answer's `can_pay`). */
export function canPay(gateways: OnlineGateways, order: Order, attempts: { all: number; held: number }, limits: OnlinePaymentLimits): boolean {
  const state = { status: order.status, paymentStatus: order.payment_status, paymentMethod: order.payment_method };
  try {
    assertPayable(state);
  } catch {
    return false;
  }
  return gatewayOfWay(wayOf(gateways, order.payment_method)) !== null && attempts.held === 0 && attempts.all < limits.attemptsPerOrder;
}

function perOrderLimit(): never {
  throw new RateLimitedError(3600, `This order has had as many payment attempts as it takes. Please choose cash on delivery or contact us (try again in ${inHours(1)}).`);
}

/**
 * The shopper starts paying their own order online (docs/decisions/068): the order's method mapped to its gateway,
 * the limits (attempts per order, per account per hour), then the gateway's session or payment with the order's
 * own total, and only then the attempt's row, after the order is checked again under its lock. A gateway that is
 * away or refuses leaves nothing behind: 503 `gateway_unavailable`.
 */
export async function startOnlinePayment(deps: StartDeps, userId: string, orderId: string, origin: string): Promise<StartOnlinePaymentAnswer> {
  const { db, gateways, limits } = deps;
  const order = await getOrder(db, userId, orderId);
  assertPayable({ status: order.status, paymentStatus: order.payment_status, paymentMethod: order.payment_method });
  const gateway = gatewayOfWay(wayOf(gateways, order.payment_method));
  if (!gateway) throw new AppError(409, 'payment_unavailable', `${order.payment_method} cannot be paid online now.`);
  if ((await attemptTally(db, order.id)).all >= limits.attemptsPerOrder) perOrderLimit();
  await deps.gate.take(`online-pay:${userId}`, accountRule(limits));

  const id = randomUUID();
  // Ours, unique, at most 30 characters (SSLCommerz's limit).
  const tranId = `BZ${randomBytes(12).toString('hex').toUpperCase()}`;
  const amount = toPoisha(order.total);
  const url = (path: string) => `${origin}${path}`;
  let started: { gatewayPaymentId: string; redirectUrl: string };
  try {
    if (gateway === 'sslcommerz') {
      const buyer = await buyerOf(db, order.id);
      const session = await gateways.sslcommerz!.createSession({
        tranId,
        amountPoisha: amount,
        successUrl: url(ONLINE_PAYMENT_PATHS.sslcommerzSuccess),
        failUrl: url(ONLINE_PAYMENT_PATHS.sslcommerzFail),
        cancelUrl: url(ONLINE_PAYMENT_PATHS.sslcommerzCancel),
        ipnUrl: url(ONLINE_PAYMENT_PATHS.sslcommerzIpn),
        customer: { name: order.customer_name, email: buyer?.email ?? 'shopper@example.com', phone: order.customer_phone, address: buyer?.address || 'Bangladesh', city: buyer?.district ?? 'Dhaka' },
        productName: `Order ${order.order_number}`,
        productCategory: 'Clothing',
        items: Math.max(1, order.items.length),
      });
      started = { gatewayPaymentId: session.sessionKey, redirectUrl: session.gatewayPageUrl };
    } else {
      const payment = await gateways.bkash!.createPayment({ amountPoisha: amount, invoice: order.order_number, payerReference: order.customer_phone || order.order_number, callbackUrl: url(ONLINE_PAYMENT_PATHS.bkashCallback) });
      started = { gatewayPaymentId: payment.paymentId, redirectUrl: payment.bkashUrl };
    }
  } catch (error) {
    // The error names only the gateway, the path and its reason, never a credential (docs/decisions/064).
    deps.log.warn({ err: error, gateway }, 'an online payment could not be started');
    throw new AppError(503, 'gateway_unavailable', 'The payment service is not answering now. Nothing was charged; please try again in a few minutes.');
  }

  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, { id: order.id, userId });
    if (!locked) throw notFound(ORDER_NOT_FOUND);
    assertPayable(locked);
    if (locked.total !== amount) throw new AppError(409, 'conflict', 'The order changed; please try again.');
    if ((await attemptTally(tx, order.id)).all >= limits.attemptsPerOrder) perOrderLimit();
    await insertAttempt(tx, { id, orderId: order.id, userId, gateway, tranId, gatewayPaymentId: started.gatewayPaymentId, amount });
  });
  return { attempt_id: id, gateway, redirect_url: started.redirectUrl };
}
