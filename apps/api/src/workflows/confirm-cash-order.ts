import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { RateLimitedError } from '../lib/rate-gate';
import { checkPhoneCode, CODE_MINUTES, issuePhoneCode } from '../modules/auth/phone-codes.service';
import type { MessageChannels } from '../modules/messages/channels/index';
import { sendPhoneCode, type PhoneCodeSend } from '../modules/messages/phone-code.service';
import { recordOrderEvent } from '../modules/orders/order-events';
import { isUuid } from '../modules/orders/orders.service';
import { lockWaitingOrder, markCodeConfirmed } from '../modules/risk/risk.service';

/**
 * A high-risk cash order the shopper confirms with a one-time SMS code (docs/decisions/075): a code is sent when the
 * order is placed and again when asked (within the code service's limits per number, per address and per order);
 * the right code before `confirm_by` lets staff confirm and send the order. One not confirmed in time is cancelled
 * by the expiry sweep (expire-unpaid-orders.ts).
 */

const NOT_NEEDED = 'This order does not wait for a code: it was confirmed already, or it is no longer open.';
export const ORDER_CODE_WRONG = 'That code is not right, or it has run out. Check the SMS, or ask for a new code.';

const notNeeded = () => new AppError(409, 'order_code_not_needed', NOT_NEEDED);

export interface OrderCodeRequest {
  userId: string;
  orderId: string;
  /** The address that asked, for the per-address limit; never logged with the code. */
  ip: string | null;
  now?: Date;
}

/** Issues a code for the shopper's waiting order and sends it by SMS; a limit reached is a 429 with Retry-After. */
export async function sendOrderCode(db: Database, channels: MessageChannels, request: OrderCodeRequest): Promise<PhoneCodeSend> {
  const now = request.now ?? new Date();
  if (!isUuid(request.orderId)) throw notNeeded();
  const issued = await db.transaction(async (tx) => {
    const order = await lockWaitingOrder(tx, request.userId, request.orderId);
    if (!order || order.confirmBy <= now) throw notNeeded();
    const code = await issuePhoneCode(tx, { phone: order.phone, purpose: 'order', orderId: request.orderId, ip: request.ip, now });
    return { order, code };
  });
  if ('refused' in issued.code) throw new RateLimitedError(issued.code.retryAfterSeconds);
  return sendPhoneCode(channels, {
    codeId: issued.code.id, phone: issued.order.phone, code: issued.code.code, minutes: CODE_MINUTES,
    purpose: 'order', orderNumber: issued.order.orderNumber, language: issued.order.language,
  });
}

/** The shopper types the code: right, the order no longer waits; wrong, a 400 (the try counts all the same). */
export async function confirmOrderCode(db: Database, request: Omit<OrderCodeRequest, 'ip'> & { code: string }): Promise<void> {
  const now = request.now ?? new Date();
  if (!isUuid(request.orderId)) throw notNeeded();
  // The wrong try is committed before it is answered, so tries count.
  const outcome = await db.transaction(async (tx) => {
    const order = await lockWaitingOrder(tx, request.userId, request.orderId);
    if (!order || order.confirmBy <= now) return 'not-needed' as const;
    const checked = await checkPhoneCode(tx, { phone: order.phone, purpose: 'order', orderId: request.orderId, code: request.code, now });
    if (checked !== 'ok') return 'wrong' as const;
    await markCodeConfirmed(tx, request.orderId, now);
    await recordOrderEvent(tx, request.orderId, { kind: 'shopper' }, { kind: 'note', reason: 'Confirmed by the SMS code sent to the phone.' });
    return 'ok' as const;
  });
  if (outcome === 'not-needed') throw notNeeded();
  if (outcome === 'wrong') throw new AppError(400, 'order_code_wrong', ORDER_CODE_WRONG, { code: ORDER_CODE_WRONG });
}
