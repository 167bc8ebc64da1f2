import type { FastifyInstance } from 'fastify';
import { AddCartItemSchema, MergeCartSchema, UpdateCartItemSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { addItem, setQuantity } from './cart-change.service';
import { mergeCart } from './cart-merge.service';
import { idempotencyKeyOf, lineIdOf } from './cart-params';
import { clearCart, readCart, removeLine } from './cart.service';

/** /api/v1/cart (storefront spec §7, accounts spec §7): registered inside the personal scope. */
export async function cartRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  // The cart changes with every click: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/cart', async (request) => ({ cart: await readCart(db, request.userId) }));

  app.post('/cart/items', async (request) => {
    const item = parseInput(AddCartItemSchema, request.body ?? {});
    return { cart: await addItem(db, request.userId, item, idempotencyKeyOf(request)) };
  });

  app.put('/cart/items/:id', async (request) => {
    const id = lineIdOf(request);
    const { quantity } = parseInput(UpdateCartItemSchema, request.body ?? {});
    return { cart: await setQuantity(db, request.userId, id, quantity) };
  });

  app.delete('/cart/items/:id', async (request) => ({ cart: await removeLine(db, request.userId, lineIdOf(request)) }));

  app.delete('/cart', async (request) => ({ cart: await clearCart(db, request.userId) }));

  app.post('/cart/merge', async (request) => {
    const { items } = parseInput(MergeCartSchema, request.body ?? {});
    return mergeCart(db, request.userId, items, idempotencyKeyOf(request));
  });
}
