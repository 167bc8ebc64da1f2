import type { FastifyInstance } from 'fastify';
import { ProductImageParamsSchema, ProductParamsSchema, ReorderProductImagesInputSchema, type ProductImagesAnswer } from '@shop/shared';
import { parseInput } from '../../lib/validate';
import { requirePermission } from '../../plugins/staff-session';
import {
  addProductImage, deleteProductImage, listProductImages, reorderProductImages, replaceProductImage, type CatalogueImageDeps,
} from '../../workflows/catalogue-images';
import { acceptImageBodies, uploadedImage } from './image-upload-body';

/**
 * A product's photos in the back office (docs/product/back-office-catalogue-images.md): staff with catalog.change
 * upload (the body is the image), replace, delete and reorder them; every change is audited and drops the shop's
 * cached answers at once. Permissions are checked before a byte of an upload is read.
 */
export async function productImageRoutes(app: FastifyInstance, opts: CatalogueImageDeps) {
  acceptImageBodies(app);
  const view = { onRequest: requirePermission('catalog.view') };
  const change = { onRequest: requirePermission('catalog.change') };

  app.get('/products/:id/images', view, async (request): Promise<ProductImagesAnswer> => {
    const { id } = parseInput(ProductParamsSchema, request.params);
    return listProductImages(opts.db, id);
  });

  app.post('/products/:id/images', change, async (request, reply) => {
    const { id } = parseInput(ProductParamsSchema, request.params);
    const answer: ProductImagesAnswer = await addProductImage(opts, request.staff.actor, id, uploadedImage(request.body));
    return reply.code(201).send(answer);
  });

  app.put('/products/:id/images/order', change, async (request): Promise<ProductImagesAnswer> => {
    const { id } = parseInput(ProductParamsSchema, request.params);
    const { order } = parseInput(ReorderProductImagesInputSchema, request.body ?? {});
    return reorderProductImages(opts, request.staff.actor, id, order);
  });

  app.put('/products/:id/images/:position', change, async (request): Promise<ProductImagesAnswer> => {
    const { id, position } = parseInput(ProductImageParamsSchema, request.params);
    return replaceProductImage(opts, request.staff.actor, id, position, uploadedImage(request.body));
  });

  app.delete('/products/:id/images/:position', change, async (request): Promise<ProductImagesAnswer> => {
    const { id, position } = parseInput(ProductImageParamsSchema, request.params);
    return deleteProductImage(opts, request.staff.actor, id, position);
  });
}
