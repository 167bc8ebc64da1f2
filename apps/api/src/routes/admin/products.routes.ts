import type { FastifyInstance } from 'fastify';
import {
  AdminProductQuerySchema, LowStockQuerySchema, ProductInputSchema, ProductParamsSchema, ProductUpdateSchema, StockAdjustmentInputSchema, StockHistoryQuerySchema,
} from '@shop/shared';
import type { Database } from '../../db/client';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { parseInput } from '../../lib/validate';
import { listAdminProducts, lowStock, readAdminProduct, stockHistory } from '../../modules/catalog/product-admin.service';
import { requirePermission } from '../../plugins/staff-session';
import { addProduct, adjustStock, saveProduct } from '../../workflows/catalogue-actions';

/**
 * Products and their stock in the back office (docs/product/back-office-catalogue.md, docs/decisions/039). Every
 * change tells the catalogue's caches once committed, so the shop shows it at once.
 */
export async function adminProductRoutes(app: FastifyInstance, { db, catalogueChanges }: { db: Database; catalogueChanges: CatalogueChanges }) {
  const idOf = (params: unknown) => parseInput(ProductParamsSchema, params).id;

  app.get('/products', { preHandler: requirePermission('catalog.view') }, async (request) =>
    listAdminProducts(db, parseInput(AdminProductQuerySchema, request.query ?? {})));

  app.get('/products/:id', { preHandler: requirePermission('catalog.view') }, async (request) => ({ product: await readAdminProduct(db, idOf(request.params)) }));

  app.post('/products', { preHandler: requirePermission('catalog.change') }, async (request, reply) => {
    const input = parseInput(ProductInputSchema, request.body ?? {});
    const product = await addProduct(db, request.staff.actor, input);
    catalogueChanges.changed();
    return reply.code(201).send({ product });
  });

  app.put('/products/:id', { preHandler: requirePermission('catalog.change') }, async (request) => {
    const id = idOf(request.params);
    const { version, product: input } = parseInput(ProductUpdateSchema, request.body ?? {});
    const product = await saveProduct(db, request.staff.actor, id, version, input);
    catalogueChanges.changed();
    return { product };
  });

  app.post('/products/:id/stock', { preHandler: requirePermission('stock.adjust') }, async (request) => {
    const id = idOf(request.params);
    const answer = await adjustStock(db, request.staff.actor, id, parseInput(StockAdjustmentInputSchema, request.body ?? {}));
    catalogueChanges.changed();
    return answer;
  });

  app.get('/products/:id/stock-history', { preHandler: requirePermission('catalog.view') }, async (request) => {
    const id = idOf(request.params);
    const { size } = parseInput(StockHistoryQuerySchema, request.query ?? {});
    return { adjustments: await stockHistory(db, id, size) };
  });

  app.get('/stock/low', { preHandler: requirePermission('catalog.view') }, async (request) => {
    const { page, limit } = parseInput(LowStockQuerySchema, request.query ?? {});
    return lowStock(db, { limit, offset: (page - 1) * limit });
  });
}
