import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ApiErrorSchema, CATALOGUE_CSV_COLUMNS, CatalogueImportAnswerSchema, CatalogueImportRefusedSchema, ProductDetailSchema, ProductListSchema,
  type AuditList,
} from '@shop/shared';
import { auditLog, products, productStock, stockAdjustments } from '../../db/schema/index';
import { BOM, csvLine, parseCsv, writeCsv } from '../../lib/csv';
import { signUp } from '../../../test/fixtures/orders';
import { staffTestbed } from '../../../test/fixtures/staff';

let t: Awaited<ReturnType<typeof staffTestbed>>;
let owner: Awaited<ReturnType<typeof t.staffMember>>;
let manager: Awaited<ReturnType<typeof t.staffMember>>;
let support: Awaited<ReturnType<typeof t.staffMember>>;
beforeAll(async () => {
  // The catalogue cache on, as in the shop: an import must drop it at once.
  t = await staffTestbed({ catalogCacheTtlMs: 600_000 });
  [owner, manager, support] = [await t.staffMember('owner'), await t.staffMember('manager'), await t.staffMember('support')];
});
afterAll(async () => t?.close());

const exportCsv = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/admin/products.csv', headers });
const importCsv = (body: string, dryRun: boolean, headers: Record<string, string> = manager.change) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/products/import?dry_run=${dryRun}`, headers: { ...headers, 'content-type': 'text/csv' }, payload: body });
const dryRun = async (body: string) => {
  const res = await importCsv(body, true);
  expect(res.statusCode, res.body).toBe(200);
  return CatalogueImportAnswerSchema.parse(res.json());
};
const storefrontProduct = async (id: number) => ProductDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` })).json().product);

/** The export as records of cells by column. */
async function exported() {
  const res = await exportCsv(manager.read);
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(res.body).map((r) => r.cells);
  expect(header).toEqual([...CATALOGUE_CSV_COLUMNS]);
  return { text: res.body, rows: rows.map((cells) => Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((c, i) => [c, cells[i]!]))) };
}
const fileOf = (rows: Record<string, string>[], columns: readonly string[] = CATALOGUE_CSV_COLUMNS) =>
  writeCsv([columns, ...rows.map((r) => columns.map((c) => r[c] ?? ''))]);

const versionOf = async (id: number) => (await t.db.select({ version: products.version }).from(products).where(eq(products.id, id)))[0]!.version;
const countProducts = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

describe('catalogue CSV export', () => {
  it('is every product, on sale or not, as an attachment with a BOM, and support may download it', async () => {
    await t.db.update(products).set({ active: false }).where(eq(products.id, 2));
    const res = await exportCsv(support.read);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bazar-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(BOM)).toBe(true);
    const records = parseCsv(res.body);
    expect(records.length - 1).toBe(await countProducts());
    // Products by id: the second record after the header is product 2, taken off sale above.
    expect(records[2]!.cells[CATALOGUE_CSV_COLUMNS.indexOf('active')]).toBe('no');
    expect(records[1]!.cells[CATALOGUE_CSV_COLUMNS.indexOf('sizes')]).toMatch(/^[^:|]+:\d+(\|[^:|]+:\d+)*$/);
  });

  it('guards a name a spreadsheet would run as a formula', async () => {
    await t.db.update(products).set({ name: '=HYPERLINK("http://evil.test","x")' }).where(eq(products.id, 3));
    const res = await exportCsv(manager.read);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
  });

  it('refuses a shopper and nobody signed in', async () => {
    const shopper = await signUp(t.app);
    expect((await exportCsv(shopper.auth)).statusCode).toBe(401);
    expect((await exportCsv({})).statusCode).toBe(401);
  });
});

describe('catalogue CSV import', () => {
  it('round trip: a price changed in the exported text is the one change of the dry run, and once applied the shop shows it at once', async () => {
    const { text, rows } = await exported();
    const target = rows[4]!;
    const id = (await t.db.select({ id: products.id }).from(products).where(eq(products.sku, target.sku!)))[0]!.id;
    const before = await storefrontProduct(id); // now in the catalogue cache
    const versionBefore = await versionOf(id);
    const otherId = (await t.db.select({ id: products.id }).from(products).where(eq(products.sku, rows[5]!.sku!)))[0]!.id;
    const otherVersion = await versionOf(otherId);

    const untouched = await dryRun(text);
    expect(untouched).toMatchObject({ rows: rows.length, created: 0, updated: 0, unchanged: rows.length, errors: [], changes: [] });

    const newPrice = String(before.price + 111);
    const changed = text.replace(csvLine(CATALOGUE_CSV_COLUMNS.map((c) => target[c]!)), csvLine(CATALOGUE_CSV_COLUMNS.map((c) => (c === 'price' ? newPrice : target[c]!))));
    expect(changed).not.toBe(text);
    const check = await dryRun(changed);
    expect(check).toMatchObject({ dry_run: true, created: 0, updated: 1, unchanged: rows.length - 1, errors: [], changes_total: 1 });
    expect(check.changes).toEqual([{ row: 6, sku: target.sku, action: 'update', product_id: id, fields: [{ column: 'price', before: target.price, after: newPrice }] }]);
    expect((await storefrontProduct(id)).price).toBe(before.price);

    const res = await importCsv(changed, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(CatalogueImportAnswerSchema.parse(res.json())).toMatchObject({ dry_run: false, updated: 1, created: 0, changes_total: 1 });
    expect((await storefrontProduct(id)).price).toBe(Number(newPrice));
    expect(await versionOf(id)).toBe(versionBefore + 1);
    expect(await versionOf(otherId)).toBe(otherVersion);

    const audit = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?entity_type=product&entity_id=${id}`, headers: owner.read })).json<AuditList>();
    expect(audit.entries[0]).toMatchObject({ action: 'product.import', staff_id: manager.id, before: { price: target.price }, after: { price: newPrice } });
    // Applying the same file again changes nothing.
    expect(await dryRun(changed)).toMatchObject({ updated: 0, unchanged: rows.length });
  });

  it('creates a product that search finds at once, with its sizes, stock and their history', async () => {
    const model = (await exported()).rows[0]!;
    const file = fileOf([{
      sku: 'CSV-NEW-1', name: 'Zephyrcloth Kurta', name_bn: 'জেফির কুর্তা', description: 'Light, airy "summer" kurta.\nHand wash.', description_bn: '',
      category: model.category!, subcategory: model.subcategory!, brand: model.brand!, colour: 'blue', price: '1450.50', old_price: '1800', sizes: 'S:4|M:6|L:0', active: 'yes',
      low_stock_threshold: '2', specifications: 'Fabric: Cotton\nFit: Regular',
    }]);
    const check = await dryRun(file);
    expect(check).toMatchObject({ created: 1, updated: 0, errors: [] });
    expect(check.changes[0]).toMatchObject({ row: 2, sku: 'CSV-NEW-1', action: 'create', product_id: null });
    expect(check.changes[0]!.fields.find((f) => f.column === 'colour')).toEqual({ column: 'colour', before: null, after: 'Blue' });

    const res = await importCsv(file, false);
    expect(res.statusCode, res.body).toBe(200);
    const search = ProductListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/products?search=zephyrcloth' })).json());
    expect(search.products.map((p) => p.sku)).toEqual(['CSV-NEW-1']);
    const product = await storefrontProduct(search.products[0]!.id);
    expect(product).toMatchObject({ price: 1450.5, oldPrice: 1800, description: 'Light, airy "summer" kurta.\nHand wash.', specifications: [{ label: 'Fabric', value: 'Cotton' }, { label: 'Fit', value: 'Regular' }] });
    expect(product.stock_by_size).toEqual({ S: 4, M: 6, L: 0 });
    const history = await t.db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, product.id));
    expect(history.map((h) => [h.size, h.reason, h.change, h.stockAfter]).sort()).toEqual([['M', 'import', 6, 6], ['S', 'import', 4, 4]]);
    expect(history.every((h) => h.staffId === manager.id && h.actorLabel.length > 0)).toBe(true);
    // A typo of its new word is corrected: the word joined the vocabulary.
    const typo = ProductListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/products?search=zephyrclth' })).json());
    expect(typo.products.map((p) => p.sku)).toContain('CSV-NEW-1');

    // Sizes: the file's are set, one left out is removed, with the stock's history.
    const { rows } = await exported();
    const row = rows.find((r) => r.sku === 'CSV-NEW-1')!;
    expect(row).toMatchObject({ name_bn: 'জেফির কুর্তা', sizes: 'S:4|M:6|L:0', colour: 'Blue', price: '1450.5' });
    const again = await importCsv(fileOf([{ ...row, sizes: 'S:4|M:9' }]), false);
    expect(again.statusCode, again.body).toBe(200);
    expect(CatalogueImportAnswerSchema.parse(again.json()).changes[0]!.fields).toEqual([{ column: 'sizes', before: 'S:4|M:6|L:0', after: 'S:4|M:9' }]);
    const sizes = await t.db.select({ size: productStock.size, stock: productStock.stock }).from(productStock).where(eq(productStock.productId, product.id));
    expect(sizes.sort((a, b) => a.size.localeCompare(b.size))).toEqual([{ size: 'M', stock: 9 }, { size: 'S', stock: 4 }]);
    const last = await t.db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, product.id));
    expect(last.filter((h) => h.size === 'M').map((h) => h.change)).toEqual([6, 3]);
  });

  it('answers every error by row and column, and changes nothing', async () => {
    const { rows } = await exported();
    const total = await countProducts();
    const bad = [
      { ...rows[0]!, price: 'cheap' },
      { ...rows[1]!, category: 'no-such-category' },
      { ...rows[2]!, sizes: 'S10|M:5' },
      { ...rows[3]!, sku: rows[0]!.sku!, name: 'Renamed' },
      { ...rows[6]!, old_price: '1', name: '' },
      { ...rows[7]!, active: 'maybe', colour: 'Turquoise' },
      { ...rows[8]!, name: 'x'.repeat(201) },
      { ...rows[9]!, sku: 'NEW-OK-9', price: '10' },
    ];
    const check = await dryRun(fileOf(bad));
    expect(check.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'price', 'not_a_number'],
      [3, 'category', 'unknown_category'],
      [4, 'sizes', 'bad_sizes'],
      [5, 'sku', 'duplicate_sku'],
      [6, 'name', 'required'],
      [6, 'old_price', 'old_price_not_above'],
      [7, 'colour', 'unknown_colour'],
      [7, 'active', 'not_yes_no'],
      [8, 'name', 'too_long'],
    ]);
    expect(check).toMatchObject({ errors_total: 9, created: 0, updated: 0, changes: [] });

    const res = await importCsv(fileOf(bad), false);
    expect(res.statusCode).toBe(400);
    const refused = CatalogueImportRefusedSchema.parse(res.json());
    expect(refused.report.errors).toEqual(check.errors);
    expect(await countProducts()).toBe(total);
    expect((await t.db.select({ sku: products.sku }).from(products).where(eq(products.sku, 'NEW-OK-9'))).length).toBe(0);
  });

  it('names a missing or unknown column of the header, a file that is not CSV, and an empty file', async () => {
    const header = await dryRun('sku,name,colour,price,sizes,flavour\r\nA1,x,Red,10,ONE:1,sweet\r\n');
    expect(header.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [1, 'flavour', 'unknown_column'], [1, 'category', 'missing_column'], [1, 'subcategory', 'missing_column'], [1, 'brand', 'missing_column'],
    ]);
    expect((await dryRun(`${CATALOGUE_CSV_COLUMNS.join(',')}\r\n"open`)).errors).toEqual([expect.objectContaining({ row: 2, column: null, code: 'not_csv' })]);
    expect((await dryRun('')).errors).toEqual([expect.objectContaining({ row: 1, code: 'empty_file' })]);
  });

  it('answers a control character in any cell as an error of its column, never a failure', async () => {
    const { rows } = await exported();
    const check = await dryRun(fileOf([{ ...rows[0]!, sku: 'A\u0000B' }, { ...rows[1]!, name: 'Nul\u0000name', category: 'me\u0000n' }]));
    expect(check.errors.map((e) => [e.row, e.column])).toEqual([[2, 'sku'], [3, 'category'], [3, 'name']]);
  });

  it('takes a file with only some columns: the others keep their values', async () => {
    const { rows } = await exported();
    const target = rows[10]!;
    const columns = ['sku', 'name', 'category', 'subcategory', 'brand', 'colour', 'price', 'sizes'];
    const check = await dryRun(fileOf([{ ...target, name: `${target.name} Deluxe` }], columns));
    expect(check.changes.map((c) => c.fields)).toEqual([[{ column: 'name', before: target.name, after: `${target.name} Deluxe` }]]);
  });

  it('lets support export but not import, and refuses a shopper', async () => {
    const { text } = await exported();
    const res = await importCsv(text, true, support.change);
    expect(res.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(res.json()).code).toBe('forbidden');
    const shopper = await signUp(t.app);
    expect((await importCsv(text, true, shopper.auth)).statusCode).toBe(401);
    // A change without the session's CSRF token is refused too.
    expect((await importCsv(text, false, manager.read)).statusCode).toBe(403);
  });

  it('refuses a body over 20 MB with 413 and a clear message, and a JSON body with 400', async () => {
    const big = `${CATALOGUE_CSV_COLUMNS.join(',')}\r\n${'x'.repeat(21 * 1024 * 1024)}`;
    const res = await importCsv(big, true);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('20 MB') });
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/admin/products/import', headers: manager.change, payload: { sku: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('validation_error');
  });

  it('writes one audit row per changed product and none for unchanged ones', async () => {
    const { rows } = await exported();
    const chosen = rows.slice(20, 25);
    const file = fileOf(chosen.map((r, i) => (i < 2 ? { ...r, low_stock_threshold: String(Number(r.low_stock_threshold) + 5) } : r)));
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.action, 'product.import')))[0]!.n;
    const res = await importCsv(file, false, owner.change);
    expect(CatalogueImportAnswerSchema.parse(res.json())).toMatchObject({ updated: 2, unchanged: 3 });
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.action, 'product.import')))[0]!.n;
    expect(after - before).toBe(2);
  });
});
