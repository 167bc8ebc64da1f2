import type { APIRequestContext } from '@playwright/test';
import { createStaff, fillNewMensProduct, openAsStaff, unique } from './admin-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// Products and stock in the back office (docs/product/back-office-catalogue.md): a manager creates a product with
// sizes S–L and stock, in English and Bengali; the shop finds it by either name; a price change, a stock
// adjustment with its history, the low-stock list; taken off sale, it leaves its category and search at once.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

interface ShopProduct {
  id: number;
  price: number;
}
async function shopIds(request: APIRequestContext, query: string): Promise<ShopProduct[]> {
  const res = await request.get(`/api/v1/products?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { products: ShopProduct[] }).products;
}

test('a manager creates a product with sizes and Bengali texts, changes its price and stock, and takes it off sale', async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  const tag = unique().replace(/[^a-z]/g, '').slice(0, 6);
  const name = `Rongdhonu Fotua ${tag}`;
  const sku = `E2E-${unique()}`.slice(0, 40);

  const admin = await openAsStaff(browser, manager, '/admin/products');
  await expect(admin.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Products' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-products-list');

  await admin.getByRole('link', { name: 'New product' }).click();
  await expect(admin.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  await fillNewMensProduct(admin, {
    sku, name, nameBn: 'রংধনু ফতুয়া', description: 'A bright cotton fotua for summer.', colour: 'Orange', price: '950', stock: { S: '5', M: '6', L: '2' },
  });
  await admin.getByRole('button', { name: 'Add a specification' }).click();
  await admin.getByLabel('Label 1').fill('Fabric');
  await admin.getByLabel('Value 1').fill('Cotton');
  await admin.getByLabel('Old price (taka)').fill('1200');
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-product-new');
  await admin.getByRole('button', { name: 'Create product' }).click();
  await expect(admin.getByText('Product created.')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(/(\d+)$/.exec(admin.url())![1]);
  await expect(admin.getByRole('heading', { name: `Edit ${name}`, level: 1 })).toBeVisible();

  // In the shop at once: by an English word, by a Bengali word, in its category.
  expect((await shopIds(request, `search=${encodeURIComponent(`fotua ${tag}`)}`)).map((p) => p.id)).toContain(id);
  expect((await shopIds(request, `search=${encodeURIComponent('রংধনু')}`)).map((p) => p.id)).toContain(id);
  expect((await shopIds(request, 'category=men&sort=latest&limit=60')).map((p) => p.id)).toContain(id);
  const shop = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await shop.goto(`/products?search=${encodeURIComponent(`fotua ${tag}`)}`);
  await expect(shop.getByText(name).first()).toBeVisible();

  // A new price.
  await admin.getByRole('textbox', { name: 'Price (taka)', exact: true }).fill('875');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved.', { exact: true })).toBeVisible();
  expect((await shopIds(request, `search=${encodeURIComponent(`fotua ${tag}`)}`)).find((p) => p.id === id)?.price).toBe(875);

  // A delivery of M, in the history at once.
  const stock = admin.getByRole('region', { name: 'Stock per size' });
  await expect(stock.getByRole('row', { name: /^M 6/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Adjust the stock of size M' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Adjust the stock of size M' });
  await dialog.getByLabel('Received').check();
  await dialog.getByRole('textbox', { name: 'Units' }).fill('4');
  await dialog.getByLabel('Note').fill('Delivery from the Narayanganj workshop');
  await expectNoSeriousA11yViolations(admin, dialog);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByText('Size M now has 10 in stock.')).toBeVisible();
  const history = admin.getByRole('region', { name: 'Stock history, newest first' });
  await expect(history.getByRole('row').nth(1)).toContainText('Received');
  await expect(history.getByRole('row').nth(1)).toContainText('+4');
  await expect(history.getByRole('row').nth(1)).toContainText('Delivery from the Narayanganj workshop');
  await expect(stock.getByRole('row', { name: /^M 10/ })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-product-edit');

  // Size L (2 units) is low on stock (threshold 3).
  await admin.goto('/admin/stock');
  const low = admin.getByRole('region', { name: 'Low stock' });
  await expect(low.getByRole('row').filter({ hasText: name })).toContainText('L');
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-stock-low');
  await low.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { name: `Edit ${name}`, level: 1 })).toBeVisible();

  // Off sale: gone from its category and from search at once.
  await admin.getByLabel('On sale: shoppers can find and buy it').uncheck();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved.', { exact: true })).toBeVisible();
  expect((await shopIds(request, `search=${encodeURIComponent(`fotua ${tag}`)}`)).map((p) => p.id)).not.toContain(id);
  expect((await shopIds(request, 'category=men&sort=latest&limit=60')).map((p) => p.id)).not.toContain(id);
  await shop.goto(`/products?search=${encodeURIComponent(`fotua ${tag}`)}`);
  await expect(shop.getByText(name)).toHaveCount(0);

  // The list finds it by its Bengali name, off sale.
  await admin.goto('/admin/products');
  await admin.getByLabel('Search').fill('রংধনু');
  await admin.getByLabel('Status').selectOption('inactive');
  await admin.getByRole('button', { name: 'Find' }).click();
  const row = admin.getByRole('region', { name: 'Products' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Off sale');
  await expect(row).toContainText('রংধনু ফতুয়া');
});

test('two staff save the same product: the later is told someone else saved it, and can load their version', async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  // A product of the demo catalogue no other browser test looks at; its description changes, not its price.
  const first = await openAsStaff(browser, manager, '/admin/products/263');
  const second = await openAsStaff(browser, manager, '/admin/products/263');
  await expect(first.getByLabel('SKU')).not.toHaveValue('');
  await expect(second.getByLabel('SKU')).not.toHaveValue('');
  await first.getByLabel('Description (English)').fill('First description saved.');
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText('Saved.', { exact: true })).toBeVisible();
  await second.getByLabel('Description (English)').fill('Second description, refused.');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText(/Someone else saved this product since you opened it/)).toBeVisible();
  await expect(second.getByLabel('Description (English)')).toHaveValue('Second description, refused.');
  await second.getByRole('button', { name: 'Load their version' }).click();
  await expect(second.getByLabel('Description (English)')).toHaveValue('First description saved.');
});

test('in Bengali the list shows Bengali digits and words', async ({ browser, request }) => {
  const support = await createStaff(request, 'support');
  const page = await openAsStaff(browser, support, '/admin/products');
  await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { name: 'পণ্য', level: 1 })).toBeVisible();
  await expect(page.getByText(/পাতা ১ \/ /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-products-bn');
});
