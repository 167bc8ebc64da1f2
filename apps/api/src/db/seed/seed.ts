import { sql } from 'drizzle-orm';
import { slugify } from '@shop/shared';
import type { Database } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import {
  brands, categories, pickupPoints, productImages, productStock, products, promoCodes, searchTerms, subcategories,
} from '../schema/index';
import { CATEGORIES, PICKUP_POINTS, PROMO_CODES } from './catalogue-data';
import { generateProducts, type GeneratedProduct } from './generate';
import { ensureImages, imageFileName, imageSpecOfFileName, type ImageSpec } from './images';
import { renderBanners, bannerFileName } from './banners';
import { searchTermsOf } from '../../lib/search-text';
import { queryRows } from '../query';

const PRODUCT_IMAGE_PATH = '/images/products';
const BANNER_IMAGE_PATH = '/images/banners';
const DEMO_PRODUCT_COUNT = 300;
const BATCH = 1000;

export interface SeedOptions {
  products?: number;
  /** Where the demo images are written (DATA_DIR or the bucket); when undefined, rows are written but no image files (tests that never fetch images). */
  storage?: FileStorage;
  log?: (message: string) => void;
}

function productImageUrl(spec: ImageSpec): string {
  return `${PRODUCT_IMAGE_PATH}/${imageFileName(spec)}`;
}

/** The tile image of a category: its first subcategory's item, front view, in a colour that suits the tile. */
function categoryImageSpec(index: number): ImageSpec {
  const category = CATEGORIES[index];
  const shape = category?.subcategories[0]?.shape ?? 'tshirt';
  const tones = ['#1e3a8a', '#d94f7c', '#e8702a', '#1b5e20', '#6d4c41', '#36393f', '#7b1f2e'];
  return { shape, colour: tones[index % tones.length] ?? '#1e3a8a', pattern: 'plain', view: 0 };
}

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  return (rows[0]?.n ?? 0) > 0;
}

/** Seeds an empty database with the demo (or a benchmark-sized) catalogue. Deterministic. */
export async function seedCatalogue(db: Database, options: SeedOptions = {}): Promise<{ products: number; images: number }> {
  const count = options.products ?? DEMO_PRODUCT_COUNT;
  const log = options.log ?? (() => undefined);
  const imageSpecs = new Map<string, ImageSpec>();
  const categoryIds: number[] = [];
  const subcategoryIds: number[][] = [];
  const brandIds = new Map<string, number>();

  await db.transaction(async (tx) => {
    for (const [ci, def] of CATEGORIES.entries()) {
      const spec = categoryImageSpec(ci);
      imageSpecs.set(imageFileName(spec), spec);
      const [category] = await tx
        .insert(categories)
        .values({
          slug: slugify(def.name),
          name: def.name,
          nameBn: def.nameBn,
          image: productImageUrl(spec),
          bannerImage: `${BANNER_IMAGE_PATH}/${bannerFileName(slugify(def.name))}`,
          position: ci,
        })
        .returning({ id: categories.id });
      if (!category) throw new Error('category insert returned nothing');
      categoryIds.push(category.id);
      const subs = await tx
        .insert(subcategories)
        .values(
          def.subcategories.map((s, si) => ({
            categoryId: category.id,
            slug: slugify(s.name),
            name: s.name,
            nameBn: s.nameBn,
            items: s.items,
            position: si,
          })),
        )
        .returning({ id: subcategories.id });
      subcategoryIds.push(subs.map((s) => s.id));
      for (const name of def.brands) brandIds.set(name, 0);
    }
    const brandRows = await tx
      .insert(brands)
      .values([...brandIds.keys()].map((name) => ({ name, slug: slugify(name) })))
      .returning({ id: brands.id, name: brands.name });
    for (const b of brandRows) brandIds.set(b.name, b.id);
    await tx.insert(pickupPoints).values(PICKUP_POINTS.map((p) => ({ ...p })));
    await tx.insert(promoCodes).values(PROMO_CODES.map((p) => ({ ...p })));
  });

  let batch: GeneratedProduct[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await db.transaction(async (tx) => {
      await tx.insert(products).values(
        rows.map((p) => ({
          id: p.id,
          sku: p.sku,
          name: p.name,
          nameBn: p.nameBn,
          description: p.description,
          specifications: p.specifications,
          categoryId: categoryIds[p.categoryIndex] ?? 0,
          subcategoryId: subcategoryIds[p.categoryIndex]?.[p.subcategoryIndex] ?? 0,
          brandId: brandIds.get(p.brand) ?? 0,
          colour: p.colour,
          price: p.price,
          oldPrice: p.oldPrice,
          sold: p.sold,
          searchText: p.searchText,
          createdAt: p.createdAt,
        })),
      );
      await tx.insert(productImages).values(
        rows.flatMap((p) => p.images.map((spec, position) => ({ productId: p.id, position, url: productImageUrl(spec) }))),
      );
      await tx.insert(productStock).values(
        rows.flatMap((p) => p.stock.map((s, position) => ({ productId: p.id, size: s.size, stock: s.stock, position }))),
      );
    });
    if (count >= 10_000 && rows.at(-1)!.id % 10_000 === 0) log(`seeded ${rows.at(-1)!.id} products`);
  };

  // Typo correction's vocabulary (search_terms): every word of every search text, Bengali ones too (lib/search-text).
  const terms = new Set<string>();
  for (const product of generateProducts(count)) {
    for (const spec of product.images) imageSpecs.set(imageFileName(spec), spec);
    for (const term of searchTermsOf(product.searchText)) terms.add(term);
    batch.push(product);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // Explicit ids leave the sequence behind; later inserts must not collide with seeded rows.
  await db.execute(sql`SELECT setval('products_id_seq', (SELECT max(id) FROM products))`);
  await insertSearchTerms(db, [...terms]);
  // Sets the visibility map, so listing counts are index-only scans from the first request.
  await db.execute(sql`VACUUM ANALYZE`);

  const written = options.storage ? await renderCatalogueImages(options.storage, imageSpecs.values(), log) : 0;
  return { products: count, images: written };
}

/** The image specs of a generated catalogue of `count` products, categories included. */
export function catalogueImageSpecs(count: number): Iterable<ImageSpec> {
  const specs = new Map<string, ImageSpec>();
  CATEGORIES.forEach((_, i) => {
    const spec = categoryImageSpec(i);
    specs.set(imageFileName(spec), spec);
  });
  for (const product of generateProducts(count)) for (const spec of product.images) specs.set(imageFileName(spec), spec);
  return specs.values();
}

/** Writes the product images and banners missing from the storage; returns how many were written. */
export async function renderCatalogueImages(storage: FileStorage, specs: Iterable<ImageSpec>, log: (m: string) => void = () => undefined) {
  const list = [...specs];
  log(`Checking ${list.length} product images in the ${storage.kind === 's3' ? 'bucket' : 'images folder'}...`);
  let written = await ensureImages(storage, list);
  written += await renderBanners(storage, demoBanners());
  return written;
}

/**
 * Draws the demo images and banners the database points at that the storage lacks: a database seeded elsewhere (a
 * shared PostgreSQL, a restored backup) with a new DATA_DIR or bucket. Only what a product, category or order line
 * uses: an import that replaced the demo catalogue leaves nothing to draw, whatever its products' ids. One at a time,
 * so a shop drawing them in the background still answers (docs/decisions/056).
 */
export async function renderUsedImages(db: Database, storage: FileStorage, log: (m: string) => void = () => undefined): Promise<number> {
  const rows = await queryRows<{ url: string }>(db, sql`
    SELECT url FROM product_images WHERE url LIKE ${`${PRODUCT_IMAGE_PATH}/%`}
    UNION SELECT image FROM categories WHERE image LIKE ${`${PRODUCT_IMAGE_PATH}/%`}
    UNION SELECT image FROM order_lines WHERE image LIKE ${`${PRODUCT_IMAGE_PATH}/%`}
    UNION SELECT banner_image FROM categories WHERE banner_image LIKE ${`${BANNER_IMAGE_PATH}/%`}
    UNION SELECT banner_image FROM subcategories WHERE banner_image LIKE ${`${BANNER_IMAGE_PATH}/%`}`);
  const urls = new Set(rows.map((row) => row.url));
  const specs: ImageSpec[] = [];
  for (const url of urls) {
    const spec = url.startsWith(`${PRODUCT_IMAGE_PATH}/`) ? imageSpecOfFileName(url.slice(PRODUCT_IMAGE_PATH.length + 1)) : undefined;
    if (spec) specs.push(spec);
  }
  const banners = demoBanners().filter((banner) => urls.has(`${BANNER_IMAGE_PATH}/${bannerFileName(banner.slug)}`));
  if (!specs.length && !banners.length) return 0;
  log(`Checking ${specs.length} demo images and ${banners.length} banners in the ${storage.kind === 's3' ? 'bucket' : 'images folder'}...`);
  return (await ensureImages(storage, specs, 1)) + (await renderBanners(storage, banners));
}

function demoBanners() {
  return CATEGORIES.map((c, i) => ({
    slug: slugify(c.name),
    shapes: c.subcategories.slice(0, 3).map((s) => s.shape),
    colour: categoryImageSpec(i).colour,
  }));
}

/** Adds words to search_terms (typo correction's vocabulary). */
async function insertSearchTerms(db: Database, terms: string[]): Promise<void> {
  for (let start = 0; start < terms.length; start += BATCH) {
    await db.insert(searchTerms).values(terms.slice(start, start + BATCH).map((term) => ({ term }))).onConflictDoNothing();
  }
}
