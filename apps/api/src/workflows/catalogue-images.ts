import { PRODUCT_IMAGES_MAX, type CategoryImageKind } from '@shop/shared';
import type { Database, Tx } from '../db/client';
import type { CatalogueChanges } from '../lib/catalogue-changes';
import { fieldError, notFound } from '../lib/errors';
import type { FileStorage } from '../lib/file-storage';
import { recordAudit, type StaffActor } from '../modules/audit/audit.service';
import {
  imageInUse, imagesFull, keyOfImageUrl, lockImageUrl, lockProductImages, makeCatalogueImage, readProductImages,
  setCategoryImage, setProductImages, setSubcategoryBanner, type MadeImage,
} from '../modules/catalog/catalogue-images';

/**
 * Staff changes of the catalogue's images (docs/product/back-office-catalogue-images.md): each is one transaction
 * that writes the new file (under its address's lock), changes the rows and records the audit entry; once it
 * commits, the shop's caches are told and the files no row refers to any more are removed.
 */
export interface CatalogueImageDeps {
  db: Database;
  storage: FileStorage;
  catalogueChanges: CatalogueChanges;
}


/** Writes the file in the transaction that will refer to it, holding its address so no removal interleaves. */
async function keep(tx: Tx, storage: FileStorage, made: MadeImage): Promise<void> {
  await lockImageUrl(tx, made.url);
  await storage.put(made.key, made.body, 'image/webp');
}

/**
 * Removes the files of these addresses that nothing shows any more, each under its lock. A failure here leaves
 * an unused file behind, never a missing one: the change itself has committed and stands.
 */
async function releaseImages(deps: CatalogueImageDeps, urls: (string | null)[]): Promise<void> {
  for (const url of new Set(urls)) {
    const key = url ? keyOfImageUrl(url) : null;
    if (!url || !key) continue;
    await deps.db
      .transaction(async (tx) => {
        await lockImageUrl(tx, url);
        if (!(await imageInUse(tx, url))) await deps.storage.delete(key);
      })
      .catch(() => undefined);
  }
}

/** A change that failed after writing its file leaves none behind, unless another row shows the same image. */
async function forgetOnFailure<T>(deps: CatalogueImageDeps, made: MadeImage, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await releaseImages(deps, [made.url]);
    throw error;
  }
}

/** The product's photos in order (404 for no such product). */
export async function listProductImages(db: Database, productId: number): Promise<{ images: string[] }> {
  return { images: await readProductImages(db, productId) };
}

async function changeProductImages(
  deps: CatalogueImageDeps,
  actor: StaffActor,
  productId: number,
  action: string,
  change: (tx: Tx, before: string[]) => Promise<string[]>,
): Promise<{ images: string[] }> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await lockProductImages(tx, productId);
    const after = await change(tx, before);
    await setProductImages(tx, productId, after);
    await recordAudit(tx, actor, { action, entityType: 'product', entityId: String(productId), before: { images: before }, after: { images: after } });
    return { before, after };
  });
  deps.catalogueChanges.changed();
  await releaseImages(deps, before.filter((url) => !after.includes(url)));
  return { images: after };
}

/** Adds a photo after the others. An unknown or full product is refused before the upload is decoded. */
export async function addProductImage(deps: CatalogueImageDeps, actor: StaffActor, productId: number, upload: Buffer) {
  if ((await readProductImages(deps.db, productId)).length >= PRODUCT_IMAGES_MAX) throw imagesFull();
  const made = await makeCatalogueImage(upload, 'photo');
  return forgetOnFailure(deps, made, () =>
    changeProductImages(deps, actor, productId, 'product.image.add', async (tx, before) => {
      if (before.length >= PRODUCT_IMAGES_MAX) throw imagesFull();
      await keep(tx, deps.storage, made);
      return [...before, made.url];
    }),
  );
}

const noPhoto = () => notFound('Photo not found.');

/** Puts a new photo in the place of the one at `position`. */
export async function replaceProductImage(deps: CatalogueImageDeps, actor: StaffActor, productId: number, position: number, upload: Buffer) {
  const made = await makeCatalogueImage(upload, 'photo');
  return forgetOnFailure(deps, made, () =>
    changeProductImages(deps, actor, productId, 'product.image.replace', async (tx, before) => {
      if (position >= before.length) throw noPhoto();
      await keep(tx, deps.storage, made);
      return before.map((url, i) => (i === position ? made.url : url));
    }),
  );
}

/** Takes the photo at `position` away; the last one may go too (the shop then shows its placeholder). */
export async function deleteProductImage(deps: CatalogueImageDeps, actor: StaffActor, productId: number, position: number) {
  return changeProductImages(deps, actor, productId, 'product.image.delete', async (_tx, before) => {
    if (position >= before.length) throw noPhoto();
    return before.filter((_, i) => i !== position);
  });
}

/** Puts the photos in a new order, given as their present positions: each exactly once. */
export async function reorderProductImages(deps: CatalogueImageDeps, actor: StaffActor, productId: number, order: number[]) {
  return changeProductImages(deps, actor, productId, 'product.image.reorder', async (_tx, before) => {
    const isPermutation = order.length === before.length && new Set(order).size === order.length && order.every((p) => p < before.length);
    if (!isPermutation) throw fieldError(400, 'validation_error', 'order', 'image_order_invalid');
    return order.map((p) => before[p]!);
  });
}

/** A category's tile (the 4:5 image of the menu and home page) or its banner (its page's 10:3 header). */
export async function uploadCategoryImage(deps: CatalogueImageDeps, actor: StaffActor, categoryId: number, kind: CategoryImageKind, upload: Buffer) {
  const made = await makeCatalogueImage(upload, kind === 'tile' ? 'photo' : 'banner');
  const before = await forgetOnFailure(deps, made, () => deps.db.transaction(async (tx) => {
    const before = await setCategoryImage(tx, categoryId, kind, made.url);
    await keep(tx, deps.storage, made);
    await recordAudit(tx, actor, { action: `category.${kind}`, entityType: 'category', entityId: String(categoryId), before: { image: before }, after: { image: made.url } });
    return before;
  }));
  deps.catalogueChanges.changed();
  if (before !== made.url) await releaseImages(deps, [before]);
  return { image: made.url };
}

/** A subcategory's banner (its page's 10:3 header). */
export async function uploadSubcategoryBanner(deps: CatalogueImageDeps, actor: StaffActor, subcategoryId: number, upload: Buffer) {
  const made = await makeCatalogueImage(upload, 'banner');
  const before = await forgetOnFailure(deps, made, () => deps.db.transaction(async (tx) => {
    const before = await setSubcategoryBanner(tx, subcategoryId, made.url);
    await keep(tx, deps.storage, made);
    await recordAudit(tx, actor, { action: 'subcategory.banner', entityType: 'subcategory', entityId: String(subcategoryId), before: { image: before }, after: { image: made.url } });
    return before;
  }));
  deps.catalogueChanges.changed();
  if (before !== made.url) await releaseImages(deps, [before]);
  return { image: made.url };
}
