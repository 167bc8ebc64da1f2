import { and, asc, count, eq, max, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema/index';
import { shownProducts } from './catalog.service';

/** The sitemap protocol's most addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** One address of the catalogue: the web app's path (product/:id, category/:slug, subcategory/:slug) and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/** How many products a shopper may see: the sitemap index splits them into files of `perFile`. */
export async function countSitemapProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(shownProducts(db));
  return row?.n ?? 0;
}

/**
 * The `part`th (from 1) file of products a shopper may see, by id: its address is the product's id, so a rename keeps
 * it, and one taken off sale (or in a hidden category, subcategory or brand) leaves.
 */
export async function listSitemapProducts(db: Database, part: number, perFile: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(shownProducts(db))
    .orderBy(asc(products.id))
    .limit(perFile)
    .offset((part - 1) * perFile);
  return rows.map((r) => ({ path: `/product/${r.id}`, lastmod: r.updatedAt }));
}

/**
 * Visible categories and their visible subcategories, in the menu's order. The tables keep no time of their own, so a
 * listing's lastmod is its newest shown product's change (none when it has none).
 */
export async function listSitemapCategories(db: Database): Promise<SitemapEntry[]> {
  const [cats, subs, byCategory, bySubcategory] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug }).from(categories).where(not(categories.hidden)).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: subcategories.id, slug: subcategories.slug, categoryId: subcategories.categoryId })
      .from(subcategories)
      .innerJoin(categories, and(eq(categories.id, subcategories.categoryId), not(categories.hidden)))
      .where(not(subcategories.hidden))
      .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id)),
    db.select({ id: products.categoryId, at: max(products.updatedAt) }).from(products).where(shownProducts(db)).groupBy(products.categoryId),
    db.select({ id: products.subcategoryId, at: max(products.updatedAt) }).from(products).where(shownProducts(db)).groupBy(products.subcategoryId),
  ]);
  const latest = (rows: { id: number; at: Date | null }[]) => new Map(rows.map((r) => [r.id, r.at]));
  const catAt = latest(byCategory);
  const subAt = latest(bySubcategory);
  return [
    ...cats.map((c) => ({ path: `/category/${c.slug}`, lastmod: catAt.get(c.id) ?? null })),
    ...subs.map((s) => ({ path: `/subcategory/${s.slug}`, lastmod: subAt.get(s.id) ?? null })),
  ];
}
