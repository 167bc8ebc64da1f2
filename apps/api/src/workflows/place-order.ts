import { CASH_ON_DELIVERY, deliveryFeeOf, MAX_ORDER_TOTAL_TAKA, PLACE_ORDER_MESSAGES, toPoisha, toTaka, type Order, type PlaceOrderData } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { isUniqueViolation } from '../lib/pg-errors';
import { lockCart } from '../modules/cart/cart-lock';
import { clearOrderedLines } from '../modules/cart/cart-changes.service';
import { readCartLines, subtotalOf } from '../modules/cart/cart-lines';
import { recordOrderEvent } from '../modules/orders/order-events';
import { getOrder } from '../modules/orders/orders.service';
import { queueOrderMessage } from '../modules/messages/messages.service';
import { normaliseCode } from '../modules/promo/promo-rules';
import { assertMayOrder, findShopper } from '../modules/account/customers.service';
import { readDeliveryFees } from '../modules/delivery/delivery.service';
import { checkOrderPromo, redeemOrderPromo } from './place-order/apply-promo-step';
import { createOrder } from '../modules/orders/order-create.service';
import { assertUnpaidBelowLimit } from '../modules/orders/order-limits.service';
import { findJustPlacedOrder, findOrderByKey } from '../modules/orders/order-replay.service';
import { orderDestination } from './place-order/order-destination';
import { reserveStock } from '../modules/catalog/stock.service';
import { decideCashOrder, recordOrderRisk } from '../modules/risk/risk.service';

/**
 * What the order route lends the workflow (docs/decisions/025): the unpaid-order limit, and the shared
 * counters of orders and promo tries, already bound to the shopper (and the client's address).
 */
export interface OrderLimits {
  unpaidOrders: number;
  /** Throws 429 while the shopper has placed as many orders this hour as allowed. */
  checkOrderRate(): Promise<void>;
  /** Counts the order just placed. */
  countOrder(): Promise<void>;
  /** Counts a promo code tried with the order; throws 429 past the tries allowed. */
  countPromoTry(): Promise<void>;
}

export interface PlaceOrderRequest {
  userId: string;
  input: PlaceOrderData;
  idempotencyKey?: string;
  limits: OrderLimits;
  /** The clock of the risk assessment (tests); now by default. */
  now?: Date;
}

/** `created` false: the answer is an order an earlier submit of the same checkout made. */
export interface PlaceOrderResult {
  order: Order;
  created: boolean;
}

const cartEmpty = () => new AppError(400, 'cart_empty', PLACE_ORDER_MESSAGES.cartEmpty);

/**
 * Checkout as one transaction (docs/product/checkout.md, docs/decisions/015 and 044): where it goes (before) → lock
 * cart → read lines at catalogue prices → check the shopper's limits → take stock → price delivery → check promo →
 * refuse a total above the one the shopper was shown → assess a cash order's risk → create order → count promo use → clear the ordered lines. Any failing step throws and the database undoes every earlier one. A replayed order
 * (same key, double click) is answered before the limits: it is not a new order.
 */
export async function placeOrder(db: Database, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const { userId, input, idempotencyKey, limits } = request;
  // A blocked shopper learns it before anything else about the checkout (docs/product/back-office-customers-promo-pickup.md).
  await assertMayOrder(db, userId);
  if (input.line_ids?.length === 0) throw cartEmpty();
  const { destination, ...delivery } = await orderDestination(db, userId, await findShopper(db, userId), input);

  const outcome = await replayOnKeyConflict(db, userId, idempotencyKey, () => db.transaction(async (tx) => {
    const cart = await lockCart(tx, userId);
    const earlier = idempotencyKey ? await findOrderByKey(tx, userId, idempotencyKey) : undefined;
    if (earlier) return { orderId: earlier, created: false };
    const lines = await readCartLines(tx, { cartId: cart.id, lineIds: input.line_ids });
    if (lines.length === 0) {
      const justPlaced = idempotencyKey ? undefined : await findJustPlacedOrder(tx, userId);
      if (justPlaced) return { orderId: justPlaced, created: false };
      throw cartEmpty();
    }
    if (input.line_ids && lines.length < new Set(input.line_ids).size) {
      throw new AppError(409, 'cart_changed', 'Some selected items are no longer in your cart. Please review your cart.');
    }
    await limits.checkOrderRate();
    await assertUnpaidBelowLimit(tx, userId, limits.unpaidOrders);
    // A code the cart does not hold yet is a try, like one typed in the promo box.
    if (input.promo_code && normaliseCode(input.promo_code) !== cart.promoCode) await limits.countPromoTry();
    await reserveStock(tx, lines);
    const subtotal = subtotalOf(lines);
    // Priced by the fee table as it stands in this transaction (docs/decisions/044), never by the client.
    const deliveryFee = deliveryFeeOf(await readDeliveryFees(tx), destination, subtotal, lines.length);
    if (subtotal + deliveryFee > toPoisha(MAX_ORDER_TOTAL_TAKA)) throw new AppError(400, 'order_too_large', PLACE_ORDER_MESSAGES.orderTooLarge);
    const promo = await checkOrderPromo(tx, userId, input.promo_code ?? cart.promoCode, subtotal);
    const total = subtotal + deliveryFee - promo.discount;
    // Never more than the shopper was shown: a rise is refused, to be looked at again (decision 049).
    if (input.expected_total !== undefined && total > toPoisha(input.expected_total)) {
      throw new AppError(409, 'total_changed', PLACE_ORDER_MESSAGES.totalChanged, { total: String(toTaka(total)) });
    }
    // A cash order's risk from the shop's own record (docs/decisions/075): refused here when cash on delivery is not
    // offered to it, else recorded with the order, waiting for the shopper's SMS code when the owner asks for one.
    const now = request.now ?? new Date();
    const cash = input.payment_method === CASH_ON_DELIVERY
      ? await decideCashOrder(tx, {
        userId, phone: delivery.customerPhone, address: delivery.deliveryMethod === 'home' ? delivery.shippingAddress : null, amount: total, now,
      })
      : null;
    const orderId = await createOrder(tx, {
      userId,
      ...delivery,
      paymentMethod: input.payment_method,
      notes: input.notes ?? null,
      subtotal,
      deliveryFee,
      discount: promo.discount,
      total,
      promoCodeId: promo.promoCodeId,
      idempotencyKey: idempotencyKey ?? null,
    }, lines);
    if (cash) await recordOrderRisk(tx, orderId, cash, now);
    await recordOrderEvent(tx, orderId, { kind: 'shopper' }, { kind: 'placed', to: 'pending' });
    await queueOrderMessage(tx, orderId, 'order_placed');
    await redeemOrderPromo(tx, promo.promoCodeId, userId, orderId);
    await clearOrderedLines(tx, cart.id, lines.map((line) => line.lineId));
    // Counted while the cart lock is held, so the shopper's next order (queued on it) sees this one.
    await limits.countOrder();
    return { orderId, created: true };
  }));
  return { order: await getOrder(db, userId, outcome.orderId), created: outcome.created };
}

/**
 * Requests with one key queue on the cart lock, so the second normally finds the first's order; the
 * unique index (user, key) is the backstop should both ever slip past it.
 */
async function replayOnKeyConflict(db: Database, userId: string, key: string | undefined, run: () => Promise<{ orderId: string; created: boolean }>) {
  try {
    return await run();
  } catch (error) {
    if (!key || !isUniqueViolation(error, 'orders_user_idempotency_key')) throw error;
    const orderId = await findOrderByKey(db, userId, key);
    if (!orderId) throw error;
    return { orderId, created: false };
  }
}
