import { createStaff, signInToAdmin } from './admin-fixtures';
import { registerUser } from './auth-fixtures';
import { pickProducts, placeOrder } from './orders-fixtures';
import { expect, test } from './shop-test';

test.describe.configure({ timeout: 180_000 });

test('shots', async ({ page, request }) => {
  const manager = await createStaff(request, 'manager');
  const shopper = await registerUser(request, { name: 'Shapla Begum' });
  const [product] = await pickProducts(request, 1);
  const order = await placeOrder(request, shopper.token, [{ product: product!, quantity: 2 }], { customer_phone: '01712345678', notes: 'Call before coming' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/orders');
  await signInToAdmin(page, manager);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/orders/${order.order_number}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.order_number);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/web2-shots/order-${width}.png`, fullPage: true });
    await page.goto(`/admin/products/${product!.id}`);
    await expect(page.getByRole('heading', { name: 'Stock', exact: false }).first()).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/web2-shots/product-${width}.png`, fullPage: true });
    await page.goto('/admin/orders');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/web2-shots/orders-${width}.png`, fullPage: false });
  }
});
