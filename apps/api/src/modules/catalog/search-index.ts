import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, categories, products, searchTerms, subcategories } from '../../db/schema/index';
import { productSearchText, searchTermsOf } from '../../lib/search-text';

/** Which products to index again: some by id, or every product of a category, subcategory or brand (a rename). */
export type ReindexScope = { productIds: number[] } | { categoryId: number } | { subcategoryId: number } | { brandId: number };

function whereOf(scope: ReindexScope): SQL {
  if ('productIds' in scope) return inArray(products.id, scope.productIds);
  if ('categoryId' in scope) return eq(products.categoryId, scope.categoryId);
  if ('subcategoryId' in scope) return eq(products.subcategoryId, scope.subcategoryId);
  return eq(products.brandId, scope.brandId);
}

/** Rows written per statement: a rename of a large category is a few statements, not one per product. */
const BATCH = 2_000;

/**
 * Recomputes the search text of products from what they are named now (lib/search-text, the one definition), in the
 * transaction of the change, and adds their words to typo correction's vocabulary: a new or renamed product is found
 * at once. The texts are written BATCH at a time with one UPDATE ... FROM unnest(ids, texts) each, so renaming a
 * category of thousands of products stays quick.
 */
export async function reindexProducts(db: Database, scope: ReindexScope): Promise<void> {
  if ('productIds' in scope && scope.productIds.length === 0) return;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameBn: products.nameBn,
      subcategory: subcategories.name,
      subcategoryBn: subcategories.nameBn,
      category: categories.name,
      categoryBn: categories.nameBn,
      brand: brands.name,
      colour: products.colour,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(whereOf(scope));
  const terms = new Set<string>();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => ({ id: row.id, text: productSearchText(row) }));
    for (const { text } of batch) for (const term of searchTermsOf(text)) terms.add(term);
    // The new texts as rows joined to products. A SQL fragment: the builder has no UPDATE ... FROM unnest().
    await db.execute(sql`
      UPDATE ${products} SET search_text = v.text
      FROM unnest(${arrayOf(batch.map((b) => b.id), 'int4')}, ${arrayOf(batch.map((b) => b.text), 'text')}) AS v(id, text)
      WHERE ${products.id} = v.id AND ${products.searchText} IS DISTINCT FROM v.text`);
  }
  await addSearchTerms(db, [...terms]);
}

/** Adds words to typo correction's vocabulary (search_terms), those it lacks; the seed's way too. */
export async function addSearchTerms(db: Database, terms: string[]): Promise<void> {
  for (let start = 0; start < terms.length; start += BATCH) {
    await db.insert(searchTerms).values(terms.slice(start, start + BATCH).map((term) => ({ term }))).onConflictDoNothing();
  }
}

/** A typed array parameter. A SQL fragment: the builder binds no arrays outside inArray(). */
function arrayOf(values: (string | number)[], type: 'int4' | 'text'): SQL {
  return sql`${`{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`}::${sql.raw(type)}[]`;
}
