import { queryOptions } from '@tanstack/react-query';
import {
  CartAnswerSchema, DeleteProductsAnswerSchema, IDEMPOTENCY_KEY_HEADER, MergeAnswerSchema,
  type AddCartItemInput, type Cart, type MergeAnswer, type MergeCartInput,
} from '@shop/shared';
import { api, type RequestOptions } from '../../lib/api-client';
import { sessionToken } from '../personal';

/**
 * The signed-in shopper's cart on the server (bearer). Changes go through the outbox (cart-sync.ts), which
 * sends them in order; the checkout reads the cart as the server will order it (`cartQuery`). Every call
 * answers the whole cart after the change.
 */
export const cartKeys = { of: (userId: string) => ['cart', userId] as const };

const cartAnswer = async (call: Promise<unknown>): Promise<Cart> => CartAnswerSchema.parse(await call).cart;
const linePath = (lineId: string) => `/cart/items/${encodeURIComponent(lineId)}`;
const personal = (options: RequestOptions = {}, userId?: string): RequestOptions => ({ ...options, token: sessionToken(userId) });
const once = (idempotencyKey: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });

/** GET /api/v1/cart: a missing cart is an empty one. */
export const getCart = async (userId?: string, signal?: AbortSignal) => cartAnswer(api.get<unknown>('/cart', personal({ signal }, userId)));

/** POST /api/v1/cart/items: no price is sent; the server prices every line from the catalogue. */
export const addCartItem = async (item: AddCartItemInput, idempotencyKey: string) => cartAnswer(api.post<unknown>('/cart/items', item, personal(once(idempotencyKey))));

/** PUT /api/v1/cart/items/{id}: the line's new quantity. */
export const updateCartItem = async (lineId: string, quantity: number) => cartAnswer(api.put<unknown>(linePath(lineId), { quantity }, personal()));

export const removeCartItem = async (lineId: string) => cartAnswer(api.delete<unknown>(linePath(lineId), personal()));

/** DELETE /api/v1/cart: empties the cart. */
export const clearCart = async () => cartAnswer(api.delete<unknown>('/cart', personal()));

/** POST /api/cart/delete, the old site's path outside /api/v1: every line of these products goes. */
export async function deleteCartProducts(productIds: number[]): Promise<Cart> {
  return DeleteProductsAnswerSchema.parse(await api.post<unknown>('/cart/delete', { productIds }, personal({ base: '/api' }))).cart;
}

/** POST /api/v1/cart/merge: a guest's device lines into the account's cart, once per key. */
export async function mergeCart(items: MergeCartInput['items'], idempotencyKey: string): Promise<MergeAnswer> {
  const answer = MergeAnswerSchema.parse(await api.post<unknown>('/cart/merge', { items }, personal(once(idempotencyKey))));
  // Left-out lines (sold out, gone from the shop) simply are not in the answer's cart.
  if (answer.skipped.length > 0) console.info('cart merge left out', answer.skipped);
  return answer;
}

/** The lines as the server will order them, at today's catalogue prices: stock and prices change, so always asked afresh. */
export const cartQuery = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.of(userId),
    queryFn: ({ signal }) => getCart(userId, signal),
    enabled: userId !== '',
    staleTime: 0,
    refetchOnMount: 'always',
  });
