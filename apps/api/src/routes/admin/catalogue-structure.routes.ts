import type { FastifyInstance } from 'fastify';
import {
  BrandChangeSchema, BrandInputSchema, CategoryChangeSchema, CategoryInputSchema, StructureMoveSchema, StructureOrderSchema,
  StructureParamsSchema, SubcategoryChangeSchema, SubcategoryInputSchema,
  type AdminBrandAnswer, type AdminBrandList, type AdminCategoryAnswer, type AdminCategoryList, type AdminSubcategoryAnswer,
} from '@shop/shared';
import type { Database } from '../../db/client';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { parseInput } from '../../lib/validate';
import {
  addBrand, addCategory, addSubcategory, changeBrand, changeCategory, changeSubcategory, deleteBrand, deleteCategory, deleteSubcategory,
  listAdminBrands, listAdminCategories, reorder,
} from '../../modules/catalog/catalogue-structure.service';
import { requirePermission } from '../../plugins/staff-session';

/**
 * Categories, subcategories and brands in the back office (docs/product/back-office-categories-brands.md): read with
 * catalog.view; add, rename, reorder, hide and show, delete (only without products) with catalog.change. Each change
 * is audited in its transaction and, once committed, drops the shop's cached catalogue answers (catalogueChanges).
 */
export async function catalogueStructureRoutes(app: FastifyInstance, { db, catalogueChanges }: { db: Database; catalogueChanges: CatalogueChanges }) {
  const view = { preHandler: requirePermission('catalog.view') };
  const change = { preHandler: requirePermission('catalog.change') };
  const idOf = (params: unknown) => parseInput(StructureParamsSchema, params).id;
  /** Runs a committed change, then tells the caches. */
  const changed = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    catalogueChanges.changed();
    return result;
  };
  const categoryList = async (): Promise<AdminCategoryList> => ({ categories: await listAdminCategories(db) });
  const brandList = async (): Promise<AdminBrandList> => ({ brands: await listAdminBrands(db) });

  app.get('/categories', view, categoryList);
  app.get('/brands', view, brandList);

  // Categories.
  app.post('/categories', change, async (request, reply) => {
    const input = parseInput(CategoryInputSchema, request.body ?? {});
    return reply.code(201).send({ category: await changed(addCategory(db, request.staff.actor, input)) } satisfies AdminCategoryAnswer);
  });
  app.patch('/categories/:id', change, async (request): Promise<AdminCategoryAnswer> => {
    const id = idOf(request.params);
    const input = parseInput(CategoryChangeSchema, request.body ?? {});
    return { category: await changed(changeCategory(db, request.staff.actor, id, input)) };
  });
  app.delete('/categories/:id', change, async (request, reply) => {
    await changed(deleteCategory(db, request.staff.actor, idOf(request.params)));
    return reply.code(204).send();
  });
  app.put('/categories/order', change, async (request) => {
    const { ids } = parseInput(StructureOrderSchema, request.body ?? {});
    await changed(reorder(db, request.staff.actor, 'category', { ids }));
    return categoryList();
  });
  app.post('/categories/:id/move', change, async (request) => {
    const id = idOf(request.params);
    const { direction } = parseInput(StructureMoveSchema, request.body ?? {});
    await changed(reorder(db, request.staff.actor, 'category', { id, move: direction }));
    return categoryList();
  });

  // Subcategories, each under its category.
  app.post('/subcategories', change, async (request, reply) => {
    const input = parseInput(SubcategoryInputSchema, request.body ?? {});
    return reply.code(201).send({ subcategory: await changed(addSubcategory(db, request.staff.actor, input)) } satisfies AdminSubcategoryAnswer);
  });
  app.patch('/subcategories/:id', change, async (request): Promise<AdminSubcategoryAnswer> => {
    const id = idOf(request.params);
    const input = parseInput(SubcategoryChangeSchema, request.body ?? {});
    return { subcategory: await changed(changeSubcategory(db, request.staff.actor, id, input)) };
  });
  app.delete('/subcategories/:id', change, async (request, reply) => {
    await changed(deleteSubcategory(db, request.staff.actor, idOf(request.params)));
    return reply.code(204).send();
  });
  app.put('/categories/:id/subcategories/order', change, async (request) => {
    const categoryId = idOf(request.params);
    const { ids } = parseInput(StructureOrderSchema, request.body ?? {});
    await changed(reorder(db, request.staff.actor, 'subcategory', { ids, categoryId }));
    return categoryList();
  });
  app.post('/subcategories/:id/move', change, async (request) => {
    const id = idOf(request.params);
    const { direction } = parseInput(StructureMoveSchema, request.body ?? {});
    await changed(reorder(db, request.staff.actor, 'subcategory', { id, move: direction }));
    return categoryList();
  });

  // Brands.
  app.post('/brands', change, async (request, reply) => {
    const input = parseInput(BrandInputSchema, request.body ?? {});
    return reply.code(201).send({ brand: await changed(addBrand(db, request.staff.actor, input)) } satisfies AdminBrandAnswer);
  });
  app.patch('/brands/:id', change, async (request): Promise<AdminBrandAnswer> => {
    const id = idOf(request.params);
    const input = parseInput(BrandChangeSchema, request.body ?? {});
    return { brand: await changed(changeBrand(db, request.staff.actor, id, input)) };
  });
  app.delete('/brands/:id', change, async (request, reply) => {
    await changed(deleteBrand(db, request.staff.actor, idOf(request.params)));
    return reply.code(204).send();
  });
  app.put('/brands/order', change, async (request) => {
    const { ids } = parseInput(StructureOrderSchema, request.body ?? {});
    await changed(reorder(db, request.staff.actor, 'brand', { ids }));
    return brandList();
  });
  app.post('/brands/:id/move', change, async (request) => {
    const id = idOf(request.params);
    const { direction } = parseInput(StructureMoveSchema, request.body ?? {});
    await changed(reorder(db, request.staff.actor, 'brand', { id, move: direction }));
    return brandList();
  });
}
