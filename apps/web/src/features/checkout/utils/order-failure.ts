import { ErrorCode, INVALID_PROMO_CODE, OUT_OF_STOCK_CODE, PLACE_ORDER_MESSAGES } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import type { OrderProblem } from './validate-order';

/** Why POST /api/v1/orders did not give an order, in terms the screen can word in either language. */
export type OrderFailure =
  | { kind: 'problem'; problem: OrderProblem }
  | { kind: 'stock'; lineId: string | null; left: number }
  | { kind: 'unavailable'; lineId: string | null }
  | { kind: 'cartChanged' }
  | { kind: 'promo' }
  /** The shop's limits (docs/decisions/025): orders this hour, and orders still waiting to be paid or confirmed. */
  | { kind: 'tooManyOrders' }
  | { kind: 'unpaidOrders'; n: number }
  | { kind: 'noOrderId' }
  | { kind: 'network' }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

const PROBLEM_BY_MESSAGE = new Map<string, OrderProblem>([
  [PLACE_ORDER_MESSAGES.pickupPointRequired, 'pickupPointRequired'],
  [PLACE_ORDER_MESSAGES.pickupPointInvalid, 'pickupPointInvalid'],
  [PLACE_ORDER_MESSAGES.pickupPointIncomplete, 'pickupPointIncomplete'],
  [PLACE_ORDER_MESSAGES.paymentMethodRequired, 'paymentMethodRequired'],
]);

/** The API names the short line in `fields` ({ [cartLineId]: units left }, decision 015). */
function firstField(error: ApiError): [string, string] | [null, null] {
  const entry = Object.entries(error.fields)[0];
  return entry ?? [null, null];
}

export function orderFailure(error: unknown): OrderFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status === 409 && error.code === OUT_OF_STOCK_CODE) {
    const [lineId, left] = firstField(error);
    const units = Number(left);
    return { kind: 'stock', lineId, left: Number.isInteger(units) && units > 0 ? units : 0 };
  }
  if (error.status === 409 && error.code === 'unavailable') return { kind: 'unavailable', lineId: firstField(error)[0] };
  if (error.status === 409 && error.code === 'cart_changed') return { kind: 'cartChanged' };
  if (error.status === 409 && error.code === ErrorCode.unpaidOrders) {
    const n = Number(error.fields.unpaid_orders);
    return { kind: 'unpaidOrders', n: Number.isInteger(n) && n > 0 ? n : 1 };
  }
  if (error.status === 429) return { kind: 'tooManyOrders' };
  if (error.status === 400 && error.code === INVALID_PROMO_CODE) return { kind: 'promo' };
  if (error.status === 400 && error.code === 'cart_empty') return { kind: 'problem', problem: 'cartEmpty' };
  const problem = error.status === 400 ? PROBLEM_BY_MESSAGE.get(error.message) : undefined;
  return problem ? { kind: 'problem', problem } : { kind: 'failed' };
}

/** The order id of the answer: `order.id`, else `id` or `_id`, as the old client read it (spec §7). */
export function orderIdOf(answer: unknown): string | null {
  const record = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);
  const body = record(answer);
  const order = record(body?.order);
  for (const candidate of [order?.id, order?._id, body?.id, body?._id]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate;
    if (typeof candidate === 'number') return String(candidate);
  }
  return null;
}
