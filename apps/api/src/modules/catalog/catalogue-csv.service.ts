import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  CATALOGUE_CSV_COLUMNS, CATALOGUE_CSV_REQUIRED_COLUMNS, COLOUR_FAMILIES, MAX_IMPORT_ROWS, ProductInputSchema, toPoisha, toTaka,
  type CatalogueCsvColumn, type CatalogueFieldChange, type CatalogueImportError, type ImportErrorCode, type ProductInput,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { brands, categories, products, productStock, stockAdjustments, subcategories } from '../../db/schema/index';
import { CsvSyntaxError, csvLine, parseCsv, unguardCell, BOM } from '../../lib/csv';
import { productSearchText, searchTermsOf } from '../../lib/search-text';
import { addSearchTerms } from './search-index';
import { lockProductsForStock } from './stock-lock';

/**
 * The catalogue as CSV (docs/decisions/042, docs/product/back-office-catalogue-csv.md): one product a row, its
 * category, subcategory and brand by slug, prices in taka, sizes as `S:10|M:5`, specifications one `Label: Value`
 * a line. The export reads every product in pages; an import is read against the catalogue (planImport) and,
 * when it has no error, written in a few bulk statements (writeImport) in the caller's transaction.
 */

type Writer = Database;

/** A product as the file says it, in the database's units (poisha). */
export interface CsvProduct {
  sku: string;
  name: string;
  nameBn: string | null;
  description: string;
  descriptionBn: string | null;
  categoryId: number;
  subcategoryId: number;
  brandId: number;
  colour: string;
  price: number;
  oldPrice: number | null;
  sizes: { size: string; stock: number }[];
  active: boolean;
  lowStockThreshold: number;
  specifications: { label: string; value: string }[];
}

/** A product of the catalogue: the same with its id. */
export interface StoredProduct extends CsvProduct {
  id: number;
}

interface Ref {
  id: number;
  slug: string;
  name: string;
  nameBn: string | null;
}
interface SubRef extends Ref {
  categoryId: number;
}

/** Categories, subcategories and brands, by id and by what a cell may name them by (slug, English or Bengali name). */
export interface CatalogueRefs {
  categories: Map<number, Ref>;
  subcategories: Map<number, SubRef>;
  brands: Map<number, Ref>;
  categoryBy: Map<string, Ref>;
  subcategoryBy: Map<string, SubRef[]>;
  brandBy: Map<string, Ref>;
}

const key = (text: string) => text.trim().toLowerCase();

export async function readRefs(db: Database): Promise<CatalogueRefs> {
  const [cats, subs, brandRows] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug, name: categories.name, nameBn: categories.nameBn }).from(categories),
    db.select({ id: subcategories.id, slug: subcategories.slug, name: subcategories.name, nameBn: subcategories.nameBn, categoryId: subcategories.categoryId }).from(subcategories),
    db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands),
  ]);
  const refs: CatalogueRefs = {
    categories: new Map(cats.map((c) => [c.id, c])),
    subcategories: new Map(subs.map((s) => [s.id, s])),
    brands: new Map(brandRows.map((b) => [b.id, { ...b, nameBn: null }])),
    categoryBy: new Map(),
    subcategoryBy: new Map(),
    brandBy: new Map(),
  };
  // Names first, slugs last: a slug wins where a name and a slug read the same.
  for (const c of cats) for (const k of [c.nameBn, c.name, c.slug]) if (k) refs.categoryBy.set(key(k), c);
  for (const b of refs.brands.values()) for (const k of [b.name, b.slug]) refs.brandBy.set(key(k), b);
  for (const s of subs) {
    for (const k of new Set([s.slug, s.name, s.nameBn].filter((v): v is string => !!v).map(key))) {
      const list = refs.subcategoryBy.get(k) ?? [];
      list.push(s);
      refs.subcategoryBy.set(k, list);
    }
  }
  return refs;
}

// Cells.

/** Taka as the file writes it: `1250`, `1250.5`. */
const takaText = (poisha: number) => String(toTaka(poisha));
const sizesText = (sizes: CsvProduct['sizes']) => sizes.map((s) => `${s.size}:${s.stock}`).join('|');
const specificationsText = (specs: CsvProduct['specifications']) => specs.map((s) => `${s.label}: ${s.value}`).join('\n');

/** A product's cells, as an export writes them and as a dry run compares them. */
export function cellsOf(p: CsvProduct, refs: CatalogueRefs): Record<CatalogueCsvColumn, string> {
  return {
    sku: p.sku,
    name: p.name,
    name_bn: p.nameBn ?? '',
    description: p.description,
    description_bn: p.descriptionBn ?? '',
    category: refs.categories.get(p.categoryId)?.slug ?? String(p.categoryId),
    subcategory: refs.subcategories.get(p.subcategoryId)?.slug ?? String(p.subcategoryId),
    brand: refs.brands.get(p.brandId)?.slug ?? String(p.brandId),
    colour: p.colour,
    price: takaText(p.price),
    old_price: p.oldPrice === null ? '' : takaText(p.oldPrice),
    sizes: sizesText(p.sizes),
    active: p.active ? 'yes' : 'no',
    low_stock_threshold: String(p.lowStockThreshold),
    specifications: specificationsText(p.specifications),
  };
}

// Reading products.

const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  nameBn: products.nameBn,
  description: products.description,
  descriptionBn: products.descriptionBn,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  brandId: products.brandId,
  colour: products.colour,
  price: products.price,
  oldPrice: products.oldPrice,
  active: products.active,
  lowStockThreshold: products.lowStockThreshold,
  specifications: products.specifications,
};

async function withSizes(db: Database, rows: Omit<StoredProduct, 'sizes'>[]): Promise<StoredProduct[]> {
  if (rows.length === 0) return [];
  const stock = await db
    .select({ productId: productStock.productId, size: productStock.size, stock: productStock.stock })
    .from(productStock)
    .where(inArray(productStock.productId, rows.map((r) => r.id)))
    .orderBy(asc(productStock.productId), asc(productStock.position), asc(productStock.size));
  const sizes = new Map<number, StoredProduct['sizes']>();
  for (const s of stock) {
    const list = sizes.get(s.productId) ?? [];
    list.push({ size: s.size, stock: s.stock });
    sizes.set(s.productId, list);
  }
  return rows.map((r) => ({ ...r, sizes: sizes.get(r.id) ?? [] }));
}

/**
 * The products with these SKUs. With `lock` (an import applied) they are locked first, as every writer of sizes
 * locks them (lockProductsForStock: by id, ascending, decision 054), and read under the lock: nobody saves them,
 * orders from them or adjusts their stock meanwhile, so the stock the plan compares with is the stock it replaces.
 */
async function productsBySku(db: Database, skus: string[], lock: boolean): Promise<Map<string, StoredProduct>> {
  if (lock) {
    const ids: number[] = [];
    for (let i = 0; i < skus.length; i += 5000) {
      ids.push(...(await db.select({ id: products.id }).from(products).where(inArray(products.sku, skus.slice(i, i + 5000)))).map((r) => r.id));
    }
    await lockProductsForStock(db, ids);
  }
  const found = new Map<string, StoredProduct>();
  for (let i = 0; i < skus.length; i += 5000) {
    const rows = await db.select(productColumns).from(products).where(inArray(products.sku, skus.slice(i, i + 5000)));
    for (const p of await withSizes(db, rows)) found.set(p.sku, p);
  }
  return found;
}

const EXPORT_PAGE = 1000;

/**
 * GET /admin/products.csv: the BOM and header, then every product (on sale or not) by id, read a page of 1000 at a
 * time so a large catalogue is streamed rather than held whole.
 */
export async function* catalogueCsv(db: Database): AsyncGenerator<string> {
  const refs = await readRefs(db);
  yield BOM + csvLine(CATALOGUE_CSV_COLUMNS);
  let after = 0;
  for (;;) {
    const rows = await db.select(productColumns).from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(EXPORT_PAGE);
    if (rows.length === 0) return;
    const page = await withSizes(db, rows);
    yield page.map((p) => csvLine(CATALOGUE_CSV_COLUMNS.map((c) => cellsOf(p, refs)[c]))).join('');
    after = rows[rows.length - 1]!.id;
    if (rows.length < EXPORT_PAGE) return;
  }
}

// Planning an import.

export interface PlannedRow {
  row: number;
  product: CsvProduct;
  /** The product it changes; null for a new one. */
  current: StoredProduct | null;
  fields: CatalogueFieldChange[];
}

export interface ImportPlan {
  rows: number;
  errors: CatalogueImportError[];
  /** Rows that create or change a product, in file order. */
  changed: PlannedRow[];
  unchanged: number;
  refs: CatalogueRefs;
}

class RowErrors {
  readonly list: CatalogueImportError[] = [];
  add(row: number, column: string | null, code: ImportErrorCode, message: string) {
    this.list.push({ row, column, code, message });
  }
}

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n']);
const TAKA = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;
const SKU = /^[A-Za-z0-9_-]{2,40}$/;

/** Which column a field of ProductInputSchema is. */
const COLUMN_OF: Partial<Record<string, CatalogueCsvColumn>> = { category_id: 'category', subcategory_id: 'subcategory', brand_id: 'brand' };

/**
 * Reads `text` against the catalogue: every row's product, what it changes, and every error by row and column.
 * `lock`: the products the file names are locked first (an import applied, in its transaction).
 */
export async function planImport(db: Database, text: string, { lock }: { lock: boolean }): Promise<ImportPlan> {
  const errors = new RowErrors();
  const refs = await readRefs(db);
  const empty = (rows = 0): ImportPlan => ({ rows, errors: errors.list, changed: [], unchanged: 0, refs });
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    errors.add(error.row, null, 'not_csv', error.message);
    return empty();
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) {
    errors.add(1, null, 'empty_file', 'The file has no header row and product rows.');
    return empty();
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    errors.add(rows[MAX_IMPORT_ROWS]!.row, null, 'too_many_rows', `A file holds at most ${MAX_IMPORT_ROWS} products.`);
    return empty(rows.length);
  }

  // The header: known columns, each once, the required ones present.
  const index = new Map<CatalogueCsvColumn, number>();
  header.cells.forEach((raw, i) => {
    const name = unguardCell(raw).trim().toLowerCase() as CatalogueCsvColumn;
    if (name === ('' as CatalogueCsvColumn) && rows.every((r) => !r.cells[i])) return;
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name)) errors.add(1, raw, 'unknown_column', `Unknown column "${raw}". The columns are ${CATALOGUE_CSV_COLUMNS.join(', ')}.`);
    else if (index.has(name)) errors.add(1, name, 'duplicate_column', `The column ${name} is in the header twice.`);
    else index.set(name, i);
  });
  for (const column of CATALOGUE_CSV_REQUIRED_COLUMNS) {
    if (!index.has(column)) errors.add(1, column, 'missing_column', `The header has no ${column} column.`);
  }
  if (errors.list.length) return empty(rows.length);

  const cell = (cells: string[], column: CatalogueCsvColumn): string | undefined => {
    const i = index.get(column);
    return i === undefined ? undefined : unguardCell(cells[i] ?? '');
  };
  const skuOf = (cells: string[]) => (cell(cells, 'sku') ?? '').trim();
  // Only what can be a SKU is looked up (a cell with a control character never reaches the database).
  const current = await productsBySku(db, [...new Set(rows.map((r) => skuOf(r.cells)).filter((sku) => SKU.test(sku)))], lock);

  const seen = new Map<string, number>();
  const changed: PlannedRow[] = [];
  let unchanged = 0;
  for (const { row, cells } of rows) {
    const before = errors.list.length;
    if (cells.length > header.cells.length && cells.slice(header.cells.length).some((c) => c !== '')) {
      errors.add(row, null, 'wrong_field_count', `Row ${row} has ${cells.length} fields; the header has ${header.cells.length}.`);
      continue;
    }
    const sku = skuOf(cells);
    const earlier = sku ? seen.get(sku) : undefined;
    if (earlier !== undefined) errors.add(row, 'sku', 'duplicate_sku', `The SKU ${sku} is on row ${earlier} too.`);
    else if (sku) seen.set(sku, row);
    const existing = current.get(sku) ?? null;
    const input = rowInput(row, (c) => cell(cells, c), existing, refs, errors);
    // The schema checks the rest of the row too, so every column's problem shows at once; a column whose cell could
    // not be read has its error already (the schema would only say it is missing).
    const named = new Set(errors.list.slice(before).map((e) => e.column));
    const parsed = ProductInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = COLUMN_OF[field] ?? ((CATALOGUE_CSV_COLUMNS as readonly string[]).includes(field) ? field : null);
        if (named.has(column) || (field === 'old_price' && named.has('price'))) continue;
        const code: ImportErrorCode = issue.code === 'too_big' && issue.origin === 'string'
          ? 'too_long'
          : field === 'old_price' && issue.code === 'custom' ? 'old_price_not_above' : /is required/.test(issue.message) ? 'required' : 'invalid';
        errors.add(row, column, code, issue.message);
      }
    }
    if (!parsed.success || errors.list.length > before) continue;
    const product = fromInput(parsed.data);
    if (existing) {
      const was = cellsOf(existing, refs);
      const now = cellsOf(product, refs);
      const fields = CATALOGUE_CSV_COLUMNS.filter((c) => was[c] !== now[c]).map((c) => ({ column: c, before: was[c], after: now[c] }));
      if (fields.length === 0) unchanged += 1;
      else changed.push({ row, product, current: existing, fields });
    } else {
      const now = cellsOf(product, refs);
      changed.push({ row, product, current: null, fields: CATALOGUE_CSV_COLUMNS.map((c) => ({ column: c, before: null, after: now[c] })) });
    }
  }
  return { rows: rows.length, errors: errors.list, changed, unchanged, refs };
}

function fromInput(p: ProductInput): CsvProduct {
  return {
    sku: p.sku,
    name: p.name,
    nameBn: p.name_bn || null,
    description: p.description,
    descriptionBn: p.description_bn || null,
    categoryId: p.category_id,
    subcategoryId: p.subcategory_id,
    brandId: p.brand_id,
    colour: p.colour,
    price: toPoisha(p.price),
    oldPrice: p.old_price == null ? null : toPoisha(p.old_price),
    sizes: p.sizes.map((s) => ({ size: s.size, stock: s.stock })),
    active: p.active,
    lowStockThreshold: p.low_stock_threshold,
    specifications: p.specifications,
  };
}

/**
 * A row's cells as ProductInputSchema's input: slugs (or names) resolved to ids, taka and numbers read, sizes and
 * specifications split. A column the file leaves out keeps the product's value (a new product: the default).
 * What cannot be read is added to `errors` by column; the schema checks the rest.
 */
function rowInput(
  row: number,
  cell: (column: CatalogueCsvColumn) => string | undefined,
  existing: StoredProduct | null,
  refs: CatalogueRefs,
  errors: RowErrors,
): Record<string, unknown> {
  const input: Record<string, unknown> = { sku: cell('sku') ?? '', name: cell('name') ?? '' };
  const text = (column: CatalogueCsvColumn, field: string, kept: string | null | undefined, blank: null | '') => {
    const value = cell(column);
    if (value === undefined) {
      if (kept !== undefined) input[field] = kept;
    } else input[field] = value.trim() === '' ? blank : value;
  };
  text('name_bn', 'name_bn', existing?.nameBn, null);
  text('description', 'description', existing?.description, '');
  text('description_bn', 'description_bn', existing?.descriptionBn, null);

  const categoryCell = (cell('category') ?? '').trim();
  const category = refs.categoryBy.get(key(categoryCell));
  if (!categoryCell) errors.add(row, 'category', 'required', 'Choose a category.');
  else if (!category) errors.add(row, 'category', 'unknown_category', `No category "${categoryCell}".`);
  else input.category_id = category.id;

  const subCell = (cell('subcategory') ?? '').trim();
  const subs = refs.subcategoryBy.get(key(subCell)) ?? [];
  const sub = subs.find((s) => s.categoryId === category?.id) ?? subs[0];
  if (!subCell) errors.add(row, 'subcategory', 'required', 'Choose a subcategory.');
  else if (!sub) errors.add(row, 'subcategory', 'unknown_subcategory', `No subcategory "${subCell}".`);
  else if (category && sub.categoryId !== category.id) {
    errors.add(row, 'subcategory', 'subcategory_not_in_category', `The subcategory "${subCell}" is not in the category ${category.slug}.`);
  } else input.subcategory_id = sub.id;

  const brandCell = (cell('brand') ?? '').trim();
  const brand = refs.brandBy.get(key(brandCell));
  if (!brandCell) errors.add(row, 'brand', 'required', 'Choose a brand.');
  else if (!brand) errors.add(row, 'brand', 'unknown_brand', `No brand "${brandCell}".`);
  else input.brand_id = brand.id;

  const colourCell = (cell('colour') ?? '').trim();
  const colour = COLOUR_FAMILIES.find((c) => c.toLowerCase() === colourCell.toLowerCase());
  if (!colourCell) errors.add(row, 'colour', 'required', 'Give a colour.');
  else if (!colour) errors.add(row, 'colour', 'unknown_colour', `Colour must be one of ${COLOUR_FAMILIES.join(', ')}.`);
  else input.colour = colour;

  const taka = (column: 'price' | 'old_price', kept: number | null | undefined) => {
    const value = cell(column)?.trim();
    if (value === undefined) {
      if (kept !== undefined) input[column] = kept === null ? null : toTaka(kept);
    } else if (value === '') {
      if (column === 'price') errors.add(row, column, 'required', 'Give a price in taka.');
      else input[column] = null;
    } else if (!TAKA.test(value)) errors.add(row, column, 'not_a_number', `${column === 'price' ? 'Price' : 'Old price'} is an amount in taka such as 1250 or 1250.50.`);
    else input[column] = Number(value);
  };
  taka('price', undefined);
  taka('old_price', existing ? existing.oldPrice : undefined);

  const sizesCell = (cell('sizes') ?? '').trim();
  if (!sizesCell) errors.add(row, 'sizes', 'required', 'Give the sizes and their stock, such as S:10|M:5 (ONE:7 for one size).');
  else {
    const sizes = sizesCell.split('|').map((part) => {
      const match = /^(.+?):\s*(\d{1,9})$/.exec(part.trim());
      return match ? { size: match[1]!.trim(), stock: Number(match[2]) } : null;
    });
    if (sizes.some((s) => s === null)) errors.add(row, 'sizes', 'bad_sizes', 'Sizes are written SIZE:STOCK separated by |, such as S:10|M:5 (ONE:7 for one size).');
    else if (new Set(sizes.map((s) => s!.size.toUpperCase())).size !== sizes.length) errors.add(row, 'sizes', 'bad_sizes', 'Each size once.');
    else input.sizes = sizes;
  }

  const activeCell = cell('active')?.trim().toLowerCase();
  if (activeCell === undefined || activeCell === '') {
    if (existing) input.active = existing.active;
  } else if (YES.has(activeCell)) input.active = true;
  else if (NO.has(activeCell)) input.active = false;
  else errors.add(row, 'active', 'not_yes_no', 'active is yes (on sale) or no (off sale).');

  const thresholdCell = cell('low_stock_threshold')?.trim();
  if (thresholdCell === undefined || thresholdCell === '') {
    if (existing) input.low_stock_threshold = existing.lowStockThreshold;
  } else if (!WHOLE.test(thresholdCell)) errors.add(row, 'low_stock_threshold', 'not_a_number', 'The low-stock threshold is a whole number from 0 to 100000.');
  else input.low_stock_threshold = Number(thresholdCell);

  const specsCell = cell('specifications');
  if (specsCell === undefined) {
    if (existing) input.specifications = existing.specifications;
  } else {
    const lines = specsCell.split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
    const specs = lines.map((line) => {
      const colon = line.indexOf(':');
      return colon > 0 ? { label: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() } : null;
    });
    if (specs.some((s) => s === null)) errors.add(row, 'specifications', 'bad_specifications', 'Specifications are one "Label: Value" a line.');
    else input.specifications = specs;
  }
  return input;
}

// Writing an import.

export interface WrittenProduct {
  id: number;
  row: PlannedRow;
}

export interface StaffLabel {
  label: string;
  staffId: string | null;
}

const CHUNK = 500;
/**
 * Sizes and stock history go as ONE parameter per statement: the rows as JSON, read back by jsonb_to_recordset in an
 * INSERT … SELECT. Binding tens of thousands of parameters of a VALUES list cost twice as long on PGlite.
 */
const JSON_CHUNK = 10_000;

function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * Writes the plan's changed rows in the caller's transaction, in statements of 500 rows: products inserted or
 * updated (an update raises the version and updated_at), their search text and its words, their sizes (the file's
 * sizes upserted, the others removed) and a stock adjustment 'import' for each size whose stock changed.
 * Answers each product's id.
 */
export async function writeImport(tx: Writer, plan: ImportPlan, who: StaffLabel): Promise<WrittenProduct[]> {
  const { refs } = plan;
  const values = plan.changed.map(({ product: p }) => {
    const sub = refs.subcategories.get(p.subcategoryId)!;
    const category = refs.categories.get(p.categoryId)!;
    const brand = refs.brands.get(p.brandId)!;
    return {
      sku: p.sku,
      name: p.name,
      nameBn: p.nameBn,
      description: p.description,
      descriptionBn: p.descriptionBn,
      specifications: p.specifications,
      categoryId: p.categoryId,
      subcategoryId: p.subcategoryId,
      brandId: p.brandId,
      colour: p.colour,
      price: p.price,
      oldPrice: p.oldPrice,
      active: p.active,
      lowStockThreshold: p.lowStockThreshold,
      searchText: productSearchText({
        name: p.name, nameBn: p.nameBn, subcategory: sub.name, subcategoryBn: sub.nameBn, category: category.name, categoryBn: category.nameBn,
        brand: brand.name, colour: p.colour,
      }),
    };
  });
  const ids = new Map<string, number>();
  for (const chunk of chunks(values)) {
    const written = await tx
      .insert(products)
      .values(chunk)
      .onConflictDoUpdate({
        target: products.sku,
        // `excluded` is the row the statement tried to insert: the file's values (the builder has no word for it).
        set: {
          name: sql`excluded.name`,
          nameBn: sql`excluded.name_bn`,
          description: sql`excluded.description`,
          descriptionBn: sql`excluded.description_bn`,
          specifications: sql`excluded.specifications`,
          categoryId: sql`excluded.category_id`,
          subcategoryId: sql`excluded.subcategory_id`,
          brandId: sql`excluded.brand_id`,
          colour: sql`excluded.colour`,
          price: sql`excluded.price`,
          oldPrice: sql`excluded.old_price`,
          active: sql`excluded.active`,
          lowStockThreshold: sql`excluded.low_stock_threshold`,
          searchText: sql`excluded.search_text`,
          version: sql`${products.version} + 1`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: products.id, sku: products.sku });
    for (const w of written) ids.set(w.sku, w.id);
  }
  await addSearchTerms(tx, [...new Set(values.flatMap((v) => searchTermsOf(v.searchText)))]);

  // Sizes: only of products whose sizes cell changed (every size of a new product).
  const stockRows: (typeof productStock.$inferInsert)[] = [];
  const removed = new Map<string, number[]>();
  const adjustments: { productId: number; size: string; change: number; stockAfter: number }[] = [];
  const adjust = (productId: number, size: string, before: number, after: number) => {
    if (before !== after) adjustments.push({ productId, size, change: after - before, stockAfter: after });
  };
  for (const row of plan.changed) {
    if (row.current && !row.fields.some((f) => f.column === 'sizes')) continue;
    const id = ids.get(row.product.sku)!;
    const was = new Map((row.current?.sizes ?? []).map((s) => [s.size, s.stock]));
    row.product.sizes.forEach((s, position) => {
      stockRows.push({ productId: id, size: s.size, position, stock: s.stock });
      adjust(id, s.size, was.get(s.size) ?? 0, s.stock);
    });
    const kept = new Set(row.product.sizes.map((s) => s.size));
    for (const [size, stock] of was) {
      if (kept.has(size)) continue;
      removed.set(size, [...(removed.get(size) ?? []), id]);
      adjust(id, size, stock, 0);
    }
  }
  // One statement per size name removed (sizes are few: S, M, 42...), not one per product.
  for (const [size, productIds] of removed) {
    for (const chunk of chunks(productIds, 5000)) {
      await tx.delete(productStock).where(and(eq(productStock.size, size), inArray(productStock.productId, chunk)));
    }
  }
  for (const chunk of chunks(stockRows, JSON_CHUNK)) {
    const rows = JSON.stringify(chunk.map((r) => ({ product_id: r.productId, size: r.size, position: r.position, stock: r.stock })));
    await tx
      .insert(productStock)
      .select(sql`select x.product_id, x.size, x.position, x.stock from jsonb_to_recordset(${rows}::jsonb) as x(product_id int, size text, position int, stock int)`)
      // `excluded`: the file's stock and order of the size.
      .onConflictDoUpdate({ target: [productStock.productId, productStock.size], set: { stock: sql`excluded.stock`, position: sql`excluded.position` } });
  }
  for (const chunk of chunks(adjustments, JSON_CHUNK)) {
    const rows = JSON.stringify(chunk.map((a) => ({ product_id: a.productId, size: a.size, change: a.change, stock_after: a.stockAfter })));
    // Every column of stock_adjustments in its order (the builder's INSERT … SELECT names them all): a new id, the
    // row's product, size, change and stock after, no note, who, now.
    await tx.insert(stockAdjustments).select(sql`
      select nextval(pg_get_serial_sequence('stock_adjustments', 'id')), x.product_id, x.size, 'import', x.change, x.stock_after, null,
        ${who.label}, ${who.staffId}::uuid, now()
      from jsonb_to_recordset(${rows}::jsonb) as x(product_id int, size text, change int, stock_after int)`);
  }
  return plan.changed.map((row) => ({ id: ids.get(row.product.sku)!, row }));
}
