import { readFileSync } from 'node:fs';
import { createStaff, openAsStaff } from './admin-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// The catalogue as CSV (docs/product/back-office-catalogue-csv.md): staff download the catalogue, change a price in
// the file, check it (the dry run shows exactly that change), apply it, and the shop's product page shows the new
// price at once. Support may download but not import.

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** The last product of the demo catalogue: no other browser test looks at its price. */
const PRODUCT = 300;

/** RFC 4180 records, enough to read the shop's export (quoted fields with commas and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    let value = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        value += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
    } else {
      let j = i;
      while (j < text.length && !',\r\n'.includes(text[j]!)) j += 1;
      value = text.slice(i, j);
      i = j;
    }
    cells.push(value);
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    records.push(cells);
    cells = [];
  }
  return records;
}
const writeCsv = (records: string[][]) =>
  `\uFEFF${records.map((r) => r.map((c) => (/[",\r\n]|^\s|\s$/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`;

test('staff export the catalogue, change a price in the file, check it, apply it, and the shop shows the new price', async ({ browser, request }) => {
  const product = (await (await request.get(`/api/v1/products/${PRODUCT}`)).json()).product as { sku: string; price: number };
  const manager = await createStaff(request, 'manager');
  const page = await openAsStaff(browser, manager, '/admin/catalogue-csv');
  await expect(page.getByRole('heading', { name: 'CSV import and export', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the catalogue (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bazar-products-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parseCsv(readFileSync((await download.path())!, 'utf8'));
  const header = records[0]!;
  const row = records.findIndex((r) => r[0] === product.sku);
  expect(row).toBeGreaterThan(0);
  const price = header.indexOf('price');
  expect(Number(records[row]![price])).toBe(product.price);
  const newPrice = product.price + 7;
  records[row]![price] = String(newPrice);
  // The header and the row changed, as the export wrote them: the other browser tests change products meanwhile, and
  // a whole-catalogue file would put their changes back (an import overwrites, docs/decisions/042).
  const edited = [header, records[row]!];

  await page.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(writeCsv(edited)) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('1 row: 0 new, 1 changed, 0 unchanged.')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes the file makes' });
  await expect(changes.getByRole('row')).toHaveCount(2);
  const change = changes.getByRole('row', { name: new RegExp(product.sku) });
  await expect(change).toContainText('2');
  await expect(change).toContainText(`price ${product.price} → ${newPrice}`);
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-catalogue-csv-checked');

  // Checking changed nothing.
  expect((await (await request.get(`/api/v1/products/${PRODUCT}`)).json()).product.price).toBe(product.price);

  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByText('Done: 0 products added and 1 changed.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-catalogue-csv-applied');

  const shop = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await shop.goto(`/product/${PRODUCT}`);
  await expect(shop.getByText(`৳${newPrice.toLocaleString('en-US')}`, { exact: true }).first()).toBeVisible();
  await shop.close();
});

test('a file with errors is listed by row and column and cannot be applied; support may only download', async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  const page = await openAsStaff(browser, manager, '/admin/catalogue-csv');
  const file = 'sku,name,category,subcategory,brand,colour,price,sizes\r\nCSV-E2E-1,Test kurta,no-such-category,punjabi,x,Blue,abc,S:1\r\n';
  await page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const errors = page.getByRole('region', { name: 'Errors in the file' });
  await expect(errors.getByRole('row', { name: /category No category with this name\./ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /price This is not a number/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-catalogue-csv-errors');

  const support = await createStaff(request, 'support');
  const supportPage = await openAsStaff(browser, support, '/admin/catalogue-csv');
  await expect(supportPage.getByRole('link', { name: 'Download the catalogue (CSV)' })).toBeVisible();
  await expect(supportPage.getByText('Your role can download the catalogue but not import it.')).toBeVisible();
  await expect(supportPage.getByLabel('CSV file')).toHaveCount(0);
});
