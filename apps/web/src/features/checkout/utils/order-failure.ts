import { ApiError, type ApiErrorCode } from '../../../lib/api-client';
import type { OrderProblem } from './validate-order';

/** Why POST /api/v1/orders did not give an order, in terms the screen can word in either language. */
export type OrderFailure =
  | { kind: 'problem'; problem: OrderProblem }
  | { kind: 'stock'; lineId: string | null; left: number }
  | { kind: 'unavailable'; lineId: string | null }
  | { kind: 'cartChanged' }
  /** The order would cost more than the total on screen (a price or the fee went up): nothing was placed. */
  | { kind: 'totalChanged' }
  | { kind: 'promo' }
  /** The shop's limits (docs/decisions/025): orders this hour, and orders still waiting to be paid or confirmed. */
  | { kind: 'tooManyOrders' }
  | { kind: 'unpaidOrders'; n: number }
  /** Staff stopped this account from ordering; the shopper is told to contact support, never staff's reason. */
  | { kind: 'blocked' }
  /** Cash on delivery is not offered for this order (a blocked number, or the owner's policy for high risk): pay online. */
  | { kind: 'codNotOffered' }
  | { kind: 'noOrderId' }
  | { kind: 'network' }
  | { kind: 'signedOut' }
  | { kind: 'failed' };

/** The checkout's own problems, each with its code (docs/decisions/032). */
const PROBLEM_BY_CODE: Partial<Record<ApiErrorCode, OrderProblem>> = {
  cart_empty: 'cartEmpty',
  delivery_required: 'addressRequired',
  pickup_point_required: 'pickupPointRequired',
  pickup_point_invalid: 'pickupPointInvalid',
  pickup_point_incomplete: 'pickupPointIncomplete',
  payment_method_required: 'paymentMethodRequired',
};

/** The API names the short line in `fields` ({ [cartLineId]: units left }, decision 015). */
function firstField(error: ApiError): [string, string] | [null, null] {
  const entry = Object.entries(error.fields)[0];
  return entry ?? [null, null];
}

export function orderFailure(error: unknown): OrderFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status === 409 && error.code === 'out_of_stock') {
    const [lineId, left] = firstField(error);
    const units = Number(left);
    return { kind: 'stock', lineId, left: Number.isInteger(units) && units > 0 ? units : 0 };
  }
  if (error.status === 409 && error.code === 'unavailable') return { kind: 'unavailable', lineId: firstField(error)[0] };
  if (error.status === 409 && error.code === 'cart_changed') return { kind: 'cartChanged' };
  if (error.status === 409 && error.code === 'total_changed') return { kind: 'totalChanged' };
  if (error.status === 409 && error.code === 'unpaid_orders') {
    const n = Number(error.fields.unpaid_orders);
    return { kind: 'unpaidOrders', n: Number.isInteger(n) && n > 0 ? n : 1 };
  }
  if (error.status === 429) return { kind: 'tooManyOrders' };
  if (error.status === 403 && error.code === 'account_blocked') return { kind: 'blocked' };
  if (error.status === 409 && error.code === 'cod_not_offered') return { kind: 'codNotOffered' };
  if (error.status === 400 && error.code === 'invalid_promo') return { kind: 'promo' };
  const problem = error.status === 400 ? PROBLEM_BY_CODE[error.code] : undefined;
  return problem ? { kind: 'problem', problem } : { kind: 'failed' };
}

/** The order id of the answer: `order.id`, else `id` or `_id`, as the old client read it (docs/product/checkout.md). */
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
