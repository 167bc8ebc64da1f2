import type { FastifyInstance } from 'fastify';
import {
  CreateReviewInputSchema, ProductIdSchema, ProductReviewsQuerySchema, ReviewEligibilityQuerySchema, UpdateReviewInputSchema,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validate';
import { productReviews } from '../../modules/reviews/product-reviews.service';
import { productsToReview } from '../../modules/reviews/products-to-review';
import { createReview, deleteReview, listMyReviews, reviewEligibility, updateReview } from '../../modules/reviews/reviews.service';

type Opts = { db: Database };
type WithId = { Params: { id: string } };

/** The old site's two calls (`/api/reviews/my`, `DELETE /api/reviews/{id}`) and their /api/v1 twins: personal. */
export async function myReviewRoutes(app: FastifyInstance, { db }: Opts) {
  app.get('/reviews/my', async (request, reply) => reply.header('cache-control', 'no-store').send({ reviews: await listMyReviews(db, request.userId) }));

  app.delete<WithId>('/reviews/:id', async (request, reply) => {
    await deleteReview(db, request.userId, request.params.id);
    return reply.code(204).send();
  });
}

/** Writing, editing and eligibility: personal, under /api/v1 only. */
export async function reviewRoutes(app: FastifyInstance, opts: Opts) {
  const { db } = opts;
  await app.register(myReviewRoutes, opts);

  app.post('/reviews', async (request, reply) => {
    const input = parseInput(CreateReviewInputSchema, request.body ?? {});
    return reply.code(201).send({ review: await createReview(db, request.userId, input) });
  });

  app.put<WithId>('/reviews/:id', async (request) => {
    const input = parseInput(UpdateReviewInputSchema, request.body ?? {});
    return { review: await updateReview(db, request.userId, request.params.id, input) };
  });

  app.get('/reviews/pending', async (request, reply) =>
    reply.header('cache-control', 'no-store').send({ products: await productsToReview(db, request.userId) }),
  );

  app.get('/reviews/eligibility', async (request, reply) => {
    const { product_id } = parseInput(ReviewEligibilityQuerySchema, request.query);
    return reply.header('cache-control', 'no-store').send(await reviewEligibility(db, request.userId, product_id));
  });
}

/** Public: a product's ratings summary and reviews. Not cached, so a new review shows at once. */
export async function productReviewRoutes(app: FastifyInstance, { db }: Opts) {
  app.get('/products/:id/reviews', async (request) => {
    const { id } = parseInput(ProductIdSchema, request.params);
    const { page } = parseInput(ProductReviewsQuerySchema, request.query);
    return productReviews(db, id, page);
  });
}
