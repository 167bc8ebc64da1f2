import type { AdminProduct, ProductInput, StockAdjustment, StockAdjustmentInput } from '@shop/shared';
import type { Database } from '../db/client';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import { createProduct, readAdminProduct, recordStockChange, stockHistory, updateProduct } from '../modules/catalog/product-admin.service';
import { adjustSizeStock } from '../modules/catalog/stock.service';

/**
 * Staff changes of products and their stock (docs/product/back-office-catalogue.md, docs/decisions/039): each in
 * one transaction with its audit row; the caller tells the catalogue's caches after it commits.
 */

/** What changed: the fields whose values differ, before and after (the audit log's before/after). */
function difference(before: AdminProduct, after: AdminProduct, skip: (keyof AdminProduct)[]) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminProduct)[]) {
    if (skip.includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { was, now };
}

export async function addProduct(db: Database, actor: StaffActor, input: ProductInput): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const product = await createProduct(tx, actor, input);
    const { images: _images, sold: _sold, version: _version, created_at: _c, updated_at: _u, ...after } = product;
    await recordAudit(tx, actor, { action: 'product.create', entityType: 'product', entityId: String(product.id), after });
    return product;
  });
}

/**
 * Saves the product form (409 stale_version when someone saved since `version`). Taking it off sale or back is the
 * form's `active`: audited as product.off_sale / product.on_sale, any other field as product.change.
 */
export async function saveProduct(db: Database, actor: StaffActor, id: number, version: number, input: ProductInput): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const { before, after } = await updateProduct(tx, actor, id, version, input);
    const entityId = String(id);
    const { was, now } = difference(before, after, ['active', 'version', 'updated_at', 'images', 'sold', 'created_at']);
    if (Object.keys(now).length > 0) await recordAudit(tx, actor, { action: 'product.change', entityType: 'product', entityId, before: was, after: now });
    if (before.active !== after.active) {
      await recordAudit(tx, actor, {
        action: after.active ? 'product.on_sale' : 'product.off_sale', entityType: 'product', entityId, before: { active: before.active }, after: { active: after.active },
      });
    }
    return after;
  });
}

/** One stock adjustment with its reason: the stock row's guarded update, a line of history, an audit row. */
export async function adjustStock(db: Database, actor: StaffActor, productId: number, input: StockAdjustmentInput): Promise<{ adjustment: StockAdjustment; product: AdminProduct }> {
  return db.transaction(async (tx) => {
    await readAdminProduct(tx, productId);
    const { change, stockAfter } = await adjustSizeStock(tx, { productId, size: input.size }, input.reason, input.quantity);
    await recordStockChange(tx, actor, { productId, size: input.size, reason: input.reason, change, stockAfter, note: input.note ?? null });
    await recordAudit(tx, actor, {
      action: 'stock.adjust', entityType: 'product', entityId: String(productId),
      before: { size: input.size, stock: stockAfter - change }, after: { size: input.size, stock: stockAfter, reason: input.reason, change },
      reason: input.note ?? null,
    });
    const [adjustment] = await stockHistory(tx, productId, input.size);
    return { adjustment: adjustment!, product: await readAdminProduct(tx, productId) };
  });
}
