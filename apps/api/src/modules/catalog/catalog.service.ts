import { sql, type SQL } from 'drizzle-orm';
import {
  COLOUR_FAMILIES, ONE_SIZE, SORT_ORDER, toTaka, CATEGORY_PAGE_SIZE,
  type Brand, type Category, type Product, type ProductDetail, type ProductList, type ProductQuery, type SortOrder, type Subcategory,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { likeContains } from '../../lib/like';

/** Shown for a product that has no image yet. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

interface ProductRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  old_price: number | null;
  description: string;
  specifications: { label: string; value: string }[];
  category_id: number;
  category: string;
  category_bn: string;
  subcategory_id: number;
  subcategory: string;
  subcategory_bn: string;
  brand: string;
  colour: string;
  sold: number;
  created_at: Date | string;
  images: string[] | null;
  sizes: string[] | null;
  stock: number;
}

const PRODUCT_COLUMNS = sql`
  p.id, p.sku, p.name, p.price, p.old_price, p.description, p.specifications,
  p.category_id, c.name AS category, c.name_bn AS category_bn,
  p.subcategory_id, s.name AS subcategory, s.name_bn AS subcategory_bn, b.name AS brand,
  p.colour, p.sold, p.created_at, p.images, p.sizes, p.stock`;

const PRODUCT_FROM = sql`
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN subcategories s ON s.id = p.subcategory_id
  JOIN brands b ON b.id = p.brand_id`;

function toProduct(row: ProductRow): Product {
  const images = row.images ?? [];
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    price: toTaka(row.price),
    oldPrice: row.old_price === null ? null : toTaka(row.old_price),
    image: images[0] ?? PLACEHOLDER_IMAGE,
    images: images.length ? images : [PLACEHOLDER_IMAGE],
    description: row.description,
    specifications: row.specifications,
    category_id: row.category_id,
    category: row.category,
    category_bn: row.category_bn,
    subcategory_id: row.subcategory_id,
    subcategory: row.subcategory,
    subcategory_bn: row.subcategory_bn,
    brand: row.brand,
    colour: row.colour,
    sizes: (row.sizes ?? []).filter((size) => size !== ONE_SIZE),
    stock: Number(row.stock),
    sold: row.sold,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function lowerList(values: string[]): SQL {
  return sql`(${sql.join(values.map((v) => sql`${v.toLowerCase()}`), sql`, `)})`;
}

/**
 * A name resolved to ids in an InitPlan (`= ANY(ARRAY(...))`), so the planner can use the
 * category, subcategory and brand indexes instead of joining against every product.
 */
const idsWhere = (table: string, value: string, alsoById = false) =>
  sql`ANY(ARRAY(SELECT id FROM ${sql.raw(table)} WHERE slug = ${value} OR lower(name) = ${value}${
    alsoById && /^\d{1,9}$/.test(value) ? sql` OR id = ${Number(value)}` : sql``
  }))`;

function whereOf(query: ProductQuery, words: string[]): SQL {
  const conditions: SQL[] = [sql`p.active`];
  if (query.category) conditions.push(sql`p.category_id = ${idsWhere('categories', query.category.toLowerCase())}`);
  if (query.subcategory) conditions.push(sql`p.subcategory_id = ${idsWhere('subcategories', query.subcategory.toLowerCase(), true)}`);
  if (query.brand?.length) {
    const brands = lowerList(query.brand);
    conditions.push(sql`p.brand_id = ANY(ARRAY(SELECT id FROM brands WHERE slug IN ${brands} OR lower(name) IN ${brands}))`);
  }
  if (query.colour?.length) {
    const wanted = new Set(query.colour.map((c) => c.toLowerCase()));
    const families = COLOUR_FAMILIES.filter((f) => wanted.has(f.toLowerCase()));
    conditions.push(families.length ? sql`p.colour IN (${sql.join(families.map((f) => sql`${f}`), sql`, `)})` : sql`false`);
  }
  for (const word of words) conditions.push(sql`p.search_text LIKE ${likeContains(word)}`);
  return sql.join(conditions, sql` AND `);
}

function orderOf(order: SortOrder, phrase: string | undefined): SQL {
  switch (order) {
    case 'sold': return sql`p.sold DESC, p.id`;
    case 'price-asc': return sql`p.price, p.id`;
    case 'price-desc': return sql`p.price DESC, p.id`;
    case 'newest': return sql`p.created_at DESC, p.id DESC`;
    case 'relevance':
      // Names that contain the whole phrase first, then the best sellers among the other matches.
      return phrase ? sql`(lower(p.name) LIKE ${likeContains(phrase)}) DESC, p.sold DESC, p.id` : sql`p.sold DESC, p.id`;
    case 'catalogue': return sql`p.id`;
  }
}

export async function listProducts(db: Database, query: ProductQuery): Promise<ProductList> {
  const search = query.search ? await correctSearch(db, query.search) : undefined;
  const words = search?.words ?? [];
  const where = whereOf(query, words);
  // With a search and no explicit sort, the best matches come first.
  const order = orderOf(query.sort ? SORT_ORDER[query.sort] : search ? 'relevance' : 'catalogue', search?.words.join(' '));
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = query.limit ?? CATEGORY_PAGE_SIZE;
  const page = query.page ?? 1;
  const window = paged ? sql`LIMIT ${limit} OFFSET ${(page - 1) * limit}` : sql``;
  const [rows, count] = await Promise.all([
    queryRows<ProductRow>(db, sql`SELECT ${PRODUCT_COLUMNS} ${PRODUCT_FROM} WHERE ${where} ORDER BY ${order} ${window}`),
    paged ? queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`) : null,
  ]);
  const products = rows.map(toProduct);
  const total = count ? Number(count[0]?.n ?? 0) : products.length;
  const corrected = search?.corrected ? { correctedSearch: search.words.join(' ') } : {};
  return paged ? { products, total, page, limit, ...corrected } : { products, total, ...corrected };
}

/** Words of a search, at most six; short or symbol-only words still match as substrings. */
function searchWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
}

/**
 * Typo tolerance: a word that appears in no catalogue term is replaced by the most similar term
 * (pg_trgm similarity of at least 0.3), so 'tshrt' searches for 'tshirt' and 'panjabi' for 'punjabi'.
 */
async function correctSearch(db: Database, text: string): Promise<{ words: string[]; corrected: boolean }> {
  const words = searchWords(text);
  if (!words.length) return { words, corrected: false };
  const list = (values: string[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
  const rows = await queryRows<{ word: string; known: boolean; suggestion: string | null }>(db, sql`
    SELECT word, known,
      -- Only unknown words are looked up: the similarity search is the expensive part.
      CASE WHEN known THEN NULL ELSE (
        SELECT t.term FROM search_terms t WHERE t.term % word ORDER BY similarity(t.term, word) DESC, t.term LIMIT 1
      ) END AS suggestion
    FROM (
      SELECT w.word, EXISTS (SELECT 1 FROM search_terms t WHERE t.term LIKE w.pattern) AS known
      FROM unnest(${list(words)}, ${list(words.map(likeContains))}) AS w(word, pattern)
    ) AS checked`);
  let corrected = false;
  const result = words.map((word) => {
    const row = rows.find((r) => r.word === word);
    if (!row || row.known || !row.suggestion) return word;
    corrected = true;
    return row.suggestion;
  });
  return { words: result, corrected };
}

/** One product with the stock of each of its sizes, in size order. */
export async function getProduct(db: Database, id: number): Promise<ProductDetail | undefined> {
  const [row] = await queryRows<ProductRow & { stock_by_size: Record<string, number> | null }>(db, sql`
    SELECT ${PRODUCT_COLUMNS},
      (SELECT json_object_agg(ps.size, ps.stock ORDER BY ps.position, ps.size) FROM product_stock ps
        WHERE ps.product_id = p.id AND ps.size <> ${ONE_SIZE}) AS stock_by_size
    ${PRODUCT_FROM} WHERE p.id = ${id} AND p.active`);
  if (!row) return undefined;
  const { stock_by_size, ...product } = row;
  return { ...toProduct(product), stock_by_size: stock_by_size ?? {} };
}

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await queryRows<Omit<Category, 'bannerImage'> & { banner_image: string }>(db, sql`
    SELECT c.id, c.slug, c.name, c.name_bn, c.image, c.banner_image,
      coalesce((SELECT json_agg(json_build_object('id', s.id, 'slug', s.slug, 'name', s.name, 'name_bn', s.name_bn, 'items', s.items) ORDER BY s.position, s.id)
                FROM subcategories s WHERE s.category_id = c.id), '[]'::json) AS subcategories
    FROM categories c ORDER BY c.position, c.id`);
  return rows.map(({ banner_image, ...c }) => ({ ...c, bannerImage: banner_image }));
}

export async function listSubcategories(db: Database): Promise<Subcategory[]> {
  return queryRows<Subcategory>(db, sql`SELECT id, slug, name, name_bn, category_id FROM subcategories ORDER BY category_id, position, id`);
}

/** Brands with how many products each has, optionally within one category (slug or name). */
export async function listBrands(db: Database, category?: string): Promise<Brand[]> {
  const inCategory = category
    ? sql`AND p.category_id = ${idsWhere('categories', category.toLowerCase())}`
    : sql``;
  return queryRows<Brand>(db, sql`
    SELECT b.id, b.slug, b.name, count(p.id)::int AS count
    FROM brands b JOIN products p ON p.brand_id = b.id AND p.active ${inCategory}
    GROUP BY b.id ORDER BY b.name`);
}
