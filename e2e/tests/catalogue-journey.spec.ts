import type { APIRequestContext, Page } from '@playwright/test';
import { createStaff, fillNewMensProduct, openAsStaff, unique } from './admin-fixtures';
import { registerUser, signInAs } from './auth-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { screenshotPng } from './screenshot-fixture';
import { expect as baseExpect, test } from './shop-test';

// Issue 15 end to end (docs/product/back-office-catalogue.md): a product made in the back office with two photos,
// sizes S–L and stock, in English and Bengali, is found by a Bengali word and an English one, shown by its Bengali
// name in Bengali mode and bought in a size; taken off sale, it is gone from its category page and from search.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

async function shopProducts(request: APIRequestContext, query: string): Promise<{ id: number }[]> {
  const res = await request.get(`/api/v1/products?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { products: { id: number }[] }).products;
}

async function inBengali(page: Page) {
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
}

test('a product made in the back office is found in Bengali and English, bought in a size, and gone once off sale', async ({ browser, page, request }) => {
  const manager = await createStaff(request, 'manager');
  const tag = unique().replace(/[^a-z]/g, '').slice(0, 6);
  const name = `Meghmala Fotua ${tag}`;
  const nameBn = 'মেঘমালা ফতুয়া';

  // The manager makes it: English and Bengali names, Men, sizes S–L with stock.
  const admin = await openAsStaff(browser, manager, '/admin/products/new');
  await fillNewMensProduct(admin, {
    sku: `JRN-${unique()}`.slice(0, 40), name, nameBn, description: 'A light cotton fotua for the monsoon.', colour: 'Blue', price: '1090',
    stock: { S: '4', M: '6', L: '3' },
  });
  await admin.getByLabel('Description (Bengali)').fill('বর্ষার জন্য হালকা সুতির ফতুয়া।');
  await admin.getByRole('button', { name: 'Create product' }).click();
  await expect(admin.getByText('Product created.')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(/(\d+)$/.exec(admin.url())![1]);

  // Two photos, from the editor.
  await admin.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: screenshotPng(300, 375) },
    { name: 'back.png', mimeType: 'image/png', buffer: screenshotPng(320, 400) },
  ]);
  await expect(admin.getByRole('status').filter({ hasText: 'Photos added.' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Photos of this product' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'catalogue-journey-editor');

  // Found at once by an English word and by a Bengali one.
  expect((await shopProducts(request, `search=${encodeURIComponent(`meghmala ${tag}`)}`)).map((p) => p.id)).toContain(id);
  expect((await shopProducts(request, `search=${encodeURIComponent('মেঘমালা')}`)).map((p) => p.id)).toEqual([id]);

  // A Bengali-mode shopper searches in Bengali, sees the Bengali name and its photos, and buys size L.
  const shopper = await registerUser(request);
  await signInAs(page, shopper);
  await inBengali(page);
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox');
  await search.fill('মেঘমালা');
  const option = page.getByRole('banner').getByRole('option').filter({ hasText: nameBn });
  await expect(option).toHaveCount(1);
  // A suggestion opens the product list with the product highlighted (docs/product/catalog.md); then its page.
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/products\\?highlight=${id}$`));
  await page.getByRole('main').locator(`a[href="/product/${id}"]`).filter({ hasText: nameBn }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameBn);
  await expect(page.getByRole('main').locator('img[src^="/images/products/"]').first()).toBeVisible();
  const sizes = page.getByRole('radiogroup', { name: 'সাইজ' });
  await sizes.getByText('L', { exact: true }).click();
  await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'কার্টে যোগ করুন' }).click();
  await page.goto('/cart');
  await expect(page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`).getByRole('link', { name: nameBn })).toBeVisible();

  const points = (await (await request.get('/api/v1/pickup-points')).json()) as { pickup_points: { id: number }[] };
  const placed = await request.post('/api/v1/orders', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { pickup_point_id: points.pickup_points[0]!.id, payment_method: 'Cash On Delivery' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { items: { product_id: number; size: string; name: string; name_bn: string | null; price: number }[] } };
  expect(order.items).toEqual([expect.objectContaining({ product_id: id, size: 'L', name, name_bn: nameBn, price: 1090 })]);
  // The unit of L is taken (the shop's catalogue answers may be up to its cache's 10 s old).
  const stockBySize = async () =>
    ((await (await request.get(`/api/v1/products/${id}`)).json()) as { product: { stock_by_size: Record<string, number> } }).product.stock_by_size;
  await expect.poll(stockBySize, { timeout: 20_000 }).toEqual({ S: 4, M: 6, L: 2 });

  // On its category page, newest first, until staff take it off sale: then gone from there and from search.
  await page.goto('/category/men?sort=latest');
  await expect(page.getByRole('main').locator(`a[href="/product/${id}"]`).first()).toBeVisible();
  await admin.reload();
  await admin.getByLabel('On sale: shoppers can find and buy it').uncheck();
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved.', { exact: true })).toBeVisible();
  await page.goto('/category/men?sort=latest');
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  await expect(page.getByRole('main').locator(`a[href="/product/${id}"]`)).toHaveCount(0);
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox').fill('মেঘমালা');
  await expect(page.getByRole('banner').getByRole('option')).toHaveCount(0);
  expect(await shopProducts(request, `search=${encodeURIComponent(`meghmala ${tag}`)}`)).toEqual([]);
  // The order placed before keeps its name and price.
  const orders = await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(JSON.stringify(await orders.json())).toContain(name);
});
