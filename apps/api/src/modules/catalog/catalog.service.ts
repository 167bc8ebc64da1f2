import { and, asc, count, desc, eq, exists, inArray, like, ne, not, or, sql, type AnyColumn, type GetColumnData, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  COLOUR_FAMILIES, ONE_SIZE, SORT_ORDER, toTaka, CATEGORY_PAGE_SIZE,
  type Brand, type Category, type Product, type ProductDetail, type ProductList, type ProductQuery, type SortOrder, type Subcategory,
} from '@shop/shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { brands, categories, products, productStock, searchTerms, subcategories } from '../../db/schema/index';
import { likeContains } from '../../lib/like';
import { hasSynonyms, synonymsOf } from '../../lib/search-synonyms';
import { normaliseSearch } from '../../lib/search-text';

/** Shown for a product that has no image yet. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** What every product answer reads: the product row with its category, subcategory and brand names. */
const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  nameBn: products.nameBn,
  price: products.price,
  oldPrice: products.oldPrice,
  description: products.description,
  descriptionBn: products.descriptionBn,
  specifications: products.specifications,
  categoryId: products.categoryId,
  category: categories.name,
  categoryBn: categories.nameBn,
  subcategoryId: products.subcategoryId,
  subcategory: subcategories.name,
  subcategoryBn: subcategories.nameBn,
  brand: brands.name,
  colour: products.colour,
  sold: products.sold,
  createdAt: products.createdAt,
  images: products.images,
  sizes: products.sizes,
  stock: products.stock,
};

/** A select from products with their category, subcategory and brand joined, for `productColumns` to read. */
function withNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(brands, eq(brands.id, products.brandId));
}

type ProductRow = { [K in keyof typeof productColumns]: GetColumnData<(typeof productColumns)[K]> };

function toProduct(row: ProductRow): Product {
  const { images } = row;
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    name_bn: row.nameBn,
    price: toTaka(row.price),
    oldPrice: row.oldPrice === null ? null : toTaka(row.oldPrice),
    image: images[0] ?? PLACEHOLDER_IMAGE,
    images: images.length ? images : [PLACEHOLDER_IMAGE],
    description: row.description,
    description_bn: row.descriptionBn,
    specifications: row.specifications,
    category_id: row.categoryId,
    category: row.category,
    category_bn: row.categoryBn,
    subcategory_id: row.subcategoryId,
    subcategory: row.subcategory,
    subcategory_bn: row.subcategoryBn,
    brand: row.brand,
    colour: row.colour,
    sizes: row.sizes.filter((size) => size !== ONE_SIZE),
    stock: Number(row.stock),
    sold: row.sold,
    created_at: row.createdAt.toISOString(),
  };
}

/** A name column lower-cased, to compare with what a shopper typed. A SQL fragment: the builder has no lower(). */
const lower = (column: AnyColumn) => sql`lower(${column})`;

/**
 * `column = ANY(ARRAY(ids))`: a name resolved to ids in an InitPlan, so the planner can use the category,
 * subcategory and brand indexes instead of joining against every product. A SQL fragment: the builder's
 * `inArray(column, subquery)` is an `IN (subquery)`, which the planner may run as a semi-join instead; the
 * listing was tuned on this shape (docs/benchmarks.md).
 */
const inIds = (column: AnyColumn, ids: SQLWrapper) => sql`${column} = ANY(ARRAY${ids})`;

function categoryIds(db: Database, value: string) {
  return db.select({ id: categories.id }).from(categories).where(or(eq(categories.slug, value), eq(lower(categories.name), value)));
}

/**
 * What a shopper may see: products on sale whose category, subcategory and brand are not hidden (docs/decisions/041).
 * `<> ALL(ARRAY(hidden ids))`: the few hidden ids resolved once in an InitPlan, so the listing's plans and indexes
 * stay as they were (docs/benchmarks.md). SQL fragments: the builder has no `<> ALL`.
 */
export function shownProducts(db: Database): SQL {
  const notIn = (column: AnyColumn, ids: SQLWrapper) => sql`${column} <> ALL(ARRAY${ids})`;
  return and(
    products.active,
    notIn(products.categoryId, db.select({ id: categories.id }).from(categories).where(eq(categories.hidden, true))),
    notIn(products.subcategoryId, db.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.hidden, true))),
    notIn(products.brandId, db.select({ id: brands.id }).from(brands).where(eq(brands.hidden, true))),
  )!;
}

/** A search word matches a product whose search text holds it or a word of its synonym group (lib/search-synonyms). */
function matchesWord(word: string): SQL {
  const patterns = synonymsOf(word).map((w) => like(products.searchText, likeContains(w)));
  return patterns.length === 1 ? patterns[0]! : or(...patterns)!;
}

function whereOf(db: Database, query: ProductQuery, words: string[]): SQL | undefined {
  const conditions: SQLWrapper[] = [shownProducts(db)];
  if (query.category) conditions.push(inIds(products.categoryId, categoryIds(db, query.category.toLowerCase())));
  if (query.subcategory) {
    const value = query.subcategory.toLowerCase();
    const byId = /^\d{1,9}$/.test(value) ? eq(subcategories.id, Number(value)) : undefined;
    conditions.push(inIds(products.subcategoryId, db.select({ id: subcategories.id }).from(subcategories)
      .where(or(eq(subcategories.slug, value), eq(lower(subcategories.name), value), byId))));
  }
  if (query.brand?.length) {
    const wanted = query.brand.map((b) => b.toLowerCase());
    conditions.push(inIds(products.brandId, db.select({ id: brands.id }).from(brands)
      .where(or(inArray(brands.slug, wanted), inArray(lower(brands.name), wanted)))));
  }
  if (query.colour?.length) {
    const wanted = new Set(query.colour.map((c) => c.toLowerCase()));
    conditions.push(inArray(products.colour, COLOUR_FAMILIES.filter((f) => wanted.has(f.toLowerCase()))));
  }
  for (const word of words) conditions.push(matchesWord(word));
  return and(...conditions);
}

function orderOf(order: SortOrder, phrase: string | undefined): SQL[] {
  switch (order) {
    case 'sold': return [desc(products.sold), asc(products.id)];
    case 'price-asc': return [asc(products.price), asc(products.id)];
    case 'price-desc': return [desc(products.price), asc(products.id)];
    case 'newest': return [desc(products.createdAt), desc(products.id)];
    case 'relevance':
      // Names that contain the whole phrase first, then the best sellers among the other matches.
      return phrase
        ? [desc(like(lower(products.name), likeContains(phrase))), desc(products.sold), asc(products.id)]
        : [desc(products.sold), asc(products.id)];
    case 'catalogue': return [asc(products.id)];
  }
}

export async function listProducts(db: Database, query: ProductQuery): Promise<ProductList> {
  const search = query.search ? await correctSearch(db, query.search) : undefined;
  const words = search?.words ?? [];
  const where = whereOf(db, query, words);
  // With a search and no explicit sort, the best matches come first.
  const order = orderOf(query.sort ? SORT_ORDER[query.sort] : search ? 'relevance' : 'catalogue', search?.words.join(' '));
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = query.limit ?? CATEGORY_PAGE_SIZE;
  const page = query.page ?? 1;
  const listing = withNames(db.select(productColumns).from(products).$dynamic()).where(where).orderBy(...order);
  const [rows, counted] = await Promise.all([
    paged ? listing.limit(limit).offset((page - 1) * limit) : listing,
    paged ? db.select({ n: count() }).from(products).where(where) : null,
  ]);
  const found = rows.map(toProduct);
  const total = counted ? (counted[0]?.n ?? 0) : found.length;
  const corrected = search?.corrected ? { correctedSearch: search.words.join(' ') } : {};
  return paged ? { products: found, total, page, limit, ...corrected } : { products: found, total, ...corrected };
}

/** Words of a search (NFC, lower case), at most six; short or symbol-only words still match as substrings. */
function searchWords(text: string): string[] {
  return normaliseSearch(text).split(/\s+/).filter(Boolean).slice(0, 6);
}

/**
 * Typo tolerance: a word that appears in no catalogue term is replaced by the most similar term
 * (pg_trgm similarity of at least 0.3), so 'tshrt' searches for 'tshirt'. A word of a synonym group ('panjabi',
 * শাড়ি) is kept as typed: it matches through its group. Bengali words are compared like any other (pg_trgm makes
 * trigrams of Bengali on PGlite and on PostgreSQL with a UTF-8 ctype; with another, they simply find no match).
 */
async function correctSearch(db: Database, text: string): Promise<{ words: string[]; corrected: boolean }> {
  const all = searchWords(text);
  const words = all.filter((w) => !hasSynonyms(w));
  if (!words.length) return { words: all, corrected: false };
  // The words as rows, each with its LIKE pattern. SQL fragments: the builder has no unnest() and no column of
  // a function's rows.
  const list = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
  const typed = sql`unnest(${list(words)}, ${list(words.map(likeContains))}) AS w(word, pattern)`;
  const word = sql<string>`w.word`;
  const known = db.select({ one: sql`1` }).from(searchTerms).where(like(searchTerms.term, sql`w.pattern`));
  // The closest term: pg_trgm's `%` (similar enough, through the trigram index) and similarity(), fragments
  // because the builder has neither.
  const closest = db.select({ term: searchTerms.term }).from(searchTerms)
    .where(sql`${searchTerms.term} % ${word}`)
    .orderBy(desc(sql`similarity(${searchTerms.term}, ${word})`), asc(searchTerms.term))
    .limit(1);
  const rows = await db
    .select({
      word,
      // Only unknown words are looked up: the similarity search is the expensive part. A fragment: the builder has no CASE.
      suggestion: sql<string | null>`CASE WHEN ${exists(known)} THEN NULL ELSE ${closest} END`,
    })
    .from(typed);
  let corrected = false;
  const result = all.map((w) => {
    const suggestion = rows.find((r) => r.word === w)?.suggestion;
    if (!suggestion) return w;
    corrected = true;
    return suggestion;
  });
  return { words: result, corrected };
}

/** One product with the stock of each of its sizes, in size order. */
export async function getProduct(db: Database, id: number): Promise<ProductDetail | undefined> {
  const sizes = db
    // The sizes as one JSON object in size order. A SQL fragment: the builder has no json_object_agg().
    .select({ stock: sql`json_object_agg(${productStock.size}, ${productStock.stock} ORDER BY ${productStock.position}, ${productStock.size})` })
    .from(productStock)
    .where(and(eq(productStock.productId, products.id), ne(productStock.size, ONE_SIZE)));
  const [row] = await withNames(db.select({ ...productColumns, stockBySize: sql<Record<string, number> | null>`${sizes}` }).from(products).$dynamic())
    .where(and(eq(products.id, id), shownProducts(db)));
  if (!row) return undefined;
  const { stockBySize, ...product } = row;
  return { ...toProduct(product), stock_by_size: stockBySize ?? {} };
}

/** The menu: categories and subcategories staff have not hidden, in their order. */
export async function listCategories(db: Database): Promise<Category[]> {
  const [rows, subs] = await Promise.all([
    db.select().from(categories).where(not(categories.hidden)).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subcategories).where(not(subcategories.hidden)).orderBy(asc(subcategories.position), asc(subcategories.id)),
  ]);
  return rows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    name_bn: c.nameBn,
    image: c.image,
    subcategories: subs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({ id: s.id, slug: s.slug, name: s.name, name_bn: s.nameBn, items: s.items })),
    bannerImage: c.bannerImage,
  }));
}

export async function listSubcategories(db: Database): Promise<Subcategory[]> {
  return db
    .select({ id: subcategories.id, slug: subcategories.slug, name: subcategories.name, name_bn: subcategories.nameBn, category_id: subcategories.categoryId })
    .from(subcategories)
    .innerJoin(categories, and(eq(categories.id, subcategories.categoryId), not(categories.hidden)))
    .where(not(subcategories.hidden))
    .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
}

/** Brands with how many products each has, optionally within one category (slug or name). */
export async function listBrands(db: Database, category?: string): Promise<Brand[]> {
  const inCategory = category ? inIds(products.categoryId, categoryIds(db, category.toLowerCase())) : undefined;
  return db
    .select({ id: brands.id, slug: brands.slug, name: brands.name, count: count(products.id) })
    .from(brands)
    .innerJoin(products, and(eq(products.brandId, brands.id), shownProducts(db), inCategory))
    .groupBy(brands.id)
    .orderBy(asc(brands.name));
}
