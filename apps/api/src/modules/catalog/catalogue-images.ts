import { createHash } from 'node:crypto';
import { asc, eq, or, sql } from 'drizzle-orm';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, PRODUCT_IMAGES_MAX, type CategoryImageKind } from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { categories, productImages, products, subcategories } from '../../db/schema/index';
import { fieldError, notFound } from '../../lib/errors';
import { createDecodeGate } from '../../lib/decode-gate';
import { decodeImage, inspectImage, type ImageOutput, type ImageRules } from '../../lib/image-intake';

type Reader = Database | Tx;

/**
 * The catalogue's images (docs/product/back-office-catalogue-images.md, docs/decisions/040): what staff upload
 * becomes WebP in the sizes the shop shows, named by its content, kept in the shop's storage and referred to by
 * address from product_images, categories and subcategories. A file is removed only when no row refers to it.
 */

/** Checked by the one image intake (lib/image-intake.ts) with the `image` field's words. */
export const CATALOGUE_IMAGE_RULES: ImageRules = {
  field: 'image',
  maxBytes: IMAGE_MAX_BYTES,
  maxPixels: IMAGE_MAX_PIXELS,
  // 50 MP of 8-bit RGBA; a 16-bit file of as many pixels is refused from its header.
  maxDecodedBytes: IMAGE_MAX_PIXELS * 4,
  refusals: { type: 'image_type', unreadable: 'image_unreadable', tooLarge: 'image_too_large', tooManyPixels: 'image_too_many_pixels' },
};

/** What each use is made into: the product photo and category tile of the storefront (4:5), the banner (10:3). */
const OUTPUTS: Record<'photo' | 'banner', { area: string; output: ImageOutput }> = {
  photo: { area: 'images/products', output: { width: 600, height: 750, fit: 'cover', quality: 80 } },
  banner: { area: 'images/banners', output: { width: 1600, height: 480, fit: 'cover', quality: 78 } },
};

/** Staff uploads are few: two decodes at a time in a process, a few more waiting, so shoppers keep the machine. */
const gate = createDecodeGate(2, 8, 'Many images are being processed right now. Please try again in a minute.');

export interface MadeImage {
  /** The storage key, `images/products/<hash>.webp`. */
  key: string;
  /** The address the shop shows: `/<key>`. */
  url: string;
  body: Buffer;
}

/** Checks an upload (without decoding it when it is refused) and makes its WebP, named by its content. */
export async function makeCatalogueImage(bytes: Buffer, use: 'photo' | 'banner'): Promise<MadeImage> {
  const image = await inspectImage(bytes, CATALOGUE_IMAGE_RULES);
  const { area, output } = OUTPUTS[use];
  const [body] = await gate.run(() => decodeImage(image, [output]));
  const name = createHash('sha256').update(body!).digest('hex').slice(0, 32);
  const key = `${area}/${name}.webp`;
  return { key, url: `/${key}`, body: body! };
}

/** The storage key of an address the shop shows, or null for one that is not in the storage (a placeholder). */
export function keyOfImageUrl(url: string): string | null {
  return /^\/images\/[a-z0-9/_-]+\.webp$/.test(url) ? url.slice(1) : null;
}

/**
 * Holds one image address for the rest of the transaction: its upload (file written, row inserted) and its
 * removal (no row left, file deleted) never interleave, so no row is left pointing at a deleted file.
 */
export async function lockImageUrl(tx: Tx, url: string): Promise<void> {
  // No builder word for an advisory lock.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`image:${url}`}))`);
}

/** Whether any product, category or subcategory still shows the image. */
export async function imageInUse(db: Reader, url: string): Promise<boolean> {
  const [photo] = await db.select({ n: sql<number>`1` }).from(productImages).where(eq(productImages.url, url)).limit(1);
  if (photo) return true;
  const [category] = await db.select({ n: sql<number>`1` }).from(categories).where(or(eq(categories.image, url), eq(categories.bannerImage, url))).limit(1);
  if (category) return true;
  const [sub] = await db.select({ n: sql<number>`1` }).from(subcategories).where(eq(subcategories.bannerImage, url)).limit(1);
  return Boolean(sub);
}

/** A product's photos in order. */
export async function productImageUrls(db: Reader, productId: number): Promise<string[]> {
  const rows = await db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position));
  return rows.map((r) => r.url);
}

/** A product's photos in order, or 404 for no such product. */
export async function readProductImages(db: Reader, productId: number): Promise<string[]> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product not found.');
  return productImageUrls(db, productId);
}

/** Locks the product (its photos change one staff action at a time) and answers its photos, or 404. */
export async function lockProductImages(tx: Tx, productId: number): Promise<string[]> {
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  if (!product) throw notFound('Product not found.');
  return productImageUrls(tx, productId);
}

/** Writes a product's photos in this order (the triggers of migration 0003 copy them to products.images). */
export async function setProductImages(tx: Tx, productId: number, urls: string[]): Promise<void> {
  if (urls.length > PRODUCT_IMAGES_MAX) throw imagesFull();
  // Rewritten whole: positions are the primary key, so moving them one by one would collide.
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length) await tx.insert(productImages).values(urls.map((url, position) => ({ productId, position, url })));
}

/** The full list refusal, with its field code. */
export const imagesFull = () => fieldError(409, 'conflict', 'image', 'images_full');

/** A category's tile or banner: the address before, after the change. */
export async function setCategoryImage(tx: Tx, categoryId: number, kind: CategoryImageKind, url: string): Promise<string> {
  const [before] = await tx.select({ image: categories.image, banner: categories.bannerImage }).from(categories).where(eq(categories.id, categoryId)).for('update');
  if (!before) throw notFound('Category not found.');
  await tx.update(categories).set(kind === 'tile' ? { image: url } : { bannerImage: url }).where(eq(categories.id, categoryId));
  return kind === 'tile' ? before.image : before.banner;
}

/** A subcategory's banner: the address before (null when it had none), after the change. */
export async function setSubcategoryBanner(tx: Tx, subcategoryId: number, url: string): Promise<string | null> {
  const [before] = await tx.select({ banner: subcategories.bannerImage }).from(subcategories).where(eq(subcategories.id, subcategoryId)).for('update');
  if (!before) throw notFound('Subcategory not found.');
  await tx.update(subcategories).set({ bannerImage: url }).where(eq(subcategories.id, subcategoryId));
  return before.banner;
}
