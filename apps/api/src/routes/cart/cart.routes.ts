import type { FastifyInstance } from 'fastify';
import { AddCartItemSchema, MergeCartSchema, UpdateCartItemSchema, type Cart } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { addItem, setQuantity } from '../../workflows/change-cart';
import { withLimits, type CartLimits } from '../../modules/cart/cart-limits';
import { mergeCart } from '../../workflows/merge-cart';
import { idempotencyKeyOf, lineIdOf } from './cart-params';
import { clearCart, readCart, removeLine } from '../../modules/cart/cart.service';

/** /api/v1/cart (docs/product/cart.md): registered inside the personal scope. */
export async function cartRoutes(app: FastifyInstance, opts: { db: Database; limits: CartLimits }) {
  const { db, limits } = opts;
  const answer = (cart: Cart) => ({ cart: withLimits(cart, limits) });
  // The cart changes with every click: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/cart', async (request) => answer(await readCart(db, request.userId)));

  app.post('/cart/items', async (request) => {
    const item = parseInput(AddCartItemSchema, request.body ?? {});
    return answer(await addItem(db, request.userId, item, limits, idempotencyKeyOf(request)));
  });

  app.put('/cart/items/:id', async (request) => {
    const id = lineIdOf(request);
    const { quantity } = parseInput(UpdateCartItemSchema, request.body ?? {});
    return answer(await setQuantity(db, request.userId, id, quantity, limits));
  });

  app.delete('/cart/items/:id', async (request) => answer(await removeLine(db, request.userId, lineIdOf(request))));

  app.delete('/cart', async (request) => answer(await clearCart(db, request.userId)));

  app.post('/cart/merge', async (request) => {
    const { items } = parseInput(MergeCartSchema, request.body ?? {});
    const merged = await mergeCart(db, request.userId, items, limits, idempotencyKeyOf(request));
    return { ...merged, ...answer(merged.cart) };
  });
}
