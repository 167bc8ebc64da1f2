// Test helpers of the order and promo API tests: a shopper with a cart, stock to buy, an order placed.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@shop/shared';
import type { Database } from '../../db/client';
import { cartLines, carts, products, productStock } from '../../db/schema/index';
import { signUp } from '../../../test/users';

export type Shopper = Awaited<ReturnType<typeof signUp>>;
export { signUp };

export interface StockedLine {
  productId: number;
  size: string;
  quantity: number;
}

/** A product size with exactly `stock` units (set here), at its catalogue price in poisha. */
export async function stockedItem(db: Database, stock: number, skip = 0) {
  const [row] = await db
    .select({ productId: productStock.productId, size: productStock.size, price: products.price, name: products.name, sku: products.sku })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .where(eq(products.active, true))
    .orderBy(productStock.productId, productStock.size)
    .offset(skip)
    .limit(1);
  if (!row) throw new Error('no stocked product');
  await setStock(db, row.productId, row.size, stock);
  return row;
}

export async function setStock(db: Database, productId: number, size: string, stock: number) {
  await db.update(productStock).set({ stock }).where(and(eq(productStock.productId, productId), eq(productStock.size, size)));
}

export async function stockOf(db: Database, productId: number, size: string): Promise<number> {
  const [row] = await db.select({ stock: productStock.stock }).from(productStock).where(and(eq(productStock.productId, productId), eq(productStock.size, size)));
  return row?.stock ?? -1;
}

/** Puts lines straight into the shopper's server cart (the cart API is another module); returns line ids. */
export async function fillCart(db: Database, userId: string, lines: StockedLine[]): Promise<string[]> {
  const [cart] = await db.insert(carts).values({ userId }).onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } }).returning({ id: carts.id });
  const ids: string[] = [];
  for (const line of lines) {
    const [row] = await db
      .insert(cartLines)
      .values({ cartId: cart!.id, ...line })
      .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId, cartLines.size], set: { quantity: line.quantity } })
      .returning({ id: cartLines.id });
    ids.push(row!.id);
  }
  return ids;
}

export async function cartLineCount(db: Database, userId: string): Promise<number> {
  const rows = await db.select({ id: cartLines.id }).from(cartLines).innerJoin(carts, eq(carts.id, cartLines.cartId)).where(eq(carts.userId, userId));
  return rows.length;
}

export const CHECKOUT = { pickup_point_id: 1, payment_method: 'Cash On Delivery' } as const;

export function postOrder(app: FastifyInstance, shopper: Shopper, body: object = CHECKOUT, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/v1/orders', headers: { ...shopper.auth, ...headers }, payload: body });
}

export async function placeOrderOk(app: FastifyInstance, shopper: Shopper, body: object = CHECKOUT): Promise<Order> {
  const res = await postOrder(app, shopper, body);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ order: Order }>().order;
}
