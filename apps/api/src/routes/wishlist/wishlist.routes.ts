import type { FastifyInstance } from 'fastify';
import { MergeWishlistSchema } from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { mergeWishlist } from '../../modules/wishlist/wishlist-merge.service';
import { productIdOf } from './wishlist-params';
import { readWishlist } from '../../modules/wishlist/wishlist-read';
import { addToWishlist, removeFromWishlist } from '../../modules/wishlist/wishlist.service';

/** /api/v1/wishlist (docs/product/wishlist.md, Wishlist screen, decision 021): registered inside the personal scope. */
export async function wishlistRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  // Personal and changing with every heart: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/wishlist', async (request) => readWishlist(db, request.userId));

  app.put('/wishlist/:productId', async (request) => addToWishlist(db, request.userId, productIdOf(request)));

  app.delete('/wishlist/:productId', async (request, reply) => {
    await removeFromWishlist(db, request.userId, productIdOf(request));
    return reply.code(204).send();
  });

  app.post('/wishlist/merge', async (request) => {
    const { productIds } = parseInput(MergeWishlistSchema, request.body ?? {});
    return mergeWishlist(db, request.userId, productIds);
  });
}
