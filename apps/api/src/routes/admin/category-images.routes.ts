import type { FastifyInstance } from 'fastify';
import { CatalogueImageParamsSchema, CategoryImageQuerySchema, type CatalogueImageAnswer } from '@shop/shared';
import { parseInput } from '../../lib/validate';
import { requirePermission } from '../../plugins/staff-session';
import { uploadCategoryImage, uploadSubcategoryBanner, type CatalogueImageDeps } from '../../workflows/catalogue-images';
import { acceptImageBodies, uploadedImage } from './image-upload-body';

/**
 * A category's tile and banner, a subcategory's banner (docs/product/back-office-catalogue-images.md): the body is
 * the image, checked and made into the shop's sizes like a product photo; the old file goes once nothing shows it.
 */
export async function categoryImageRoutes(app: FastifyInstance, opts: CatalogueImageDeps) {
  acceptImageBodies(app);
  const change = { onRequest: requirePermission('catalog.change') };

  app.post('/categories/:id/image', change, async (request): Promise<CatalogueImageAnswer> => {
    const { id } = parseInput(CatalogueImageParamsSchema, request.params);
    const { kind } = parseInput(CategoryImageQuerySchema, request.query);
    return uploadCategoryImage(opts, request.staff.actor, id, kind, uploadedImage(request.body));
  });

  app.post('/subcategories/:id/banner', change, async (request): Promise<CatalogueImageAnswer> => {
    const { id } = parseInput(CatalogueImageParamsSchema, request.params);
    return uploadSubcategoryBanner(opts, request.staff.actor, id, uploadedImage(request.body));
  });
}
