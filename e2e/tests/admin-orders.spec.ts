import { registerUser, signInAs } from './auth-fixtures';
import { createStaff, signInToAdmin, unique } from './admin-fixtures';
import { pickProducts, placeOrder } from './orders-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// Orders in the back office (docs/product/back-office-orders.md): a support member finds a shopper's order by
// the shopper's phone, opens it, confirms it, and the shopper sees it on its way in My Orders.
// Set E2E_SCREENSHOTS=1 to save the screens at 1366 and 768 px into the output folder.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });



test('support finds a shopper\'s order by phone, confirms it, and the shopper sees it under To Ship', async ({ page, request, browser }) => {
  // A support member, made with the shop's staff key as an operator makes one.
  const support = await createStaff(request, 'support', `Rafiq Support ${unique()}`);

  // A shopper orders with their own phone, a number no other test uses.
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const phone = `017${digits}`;
  const shopper = await registerUser(request, { name: 'Shapla Begum' });
  const [product] = await pickProducts(request, 1);
  const order = await placeOrder(request, shopper.token, [{ product: product!, quantity: 2 }], { customer_phone: phone, notes: 'Call before coming' });

  // Support signs in and comes back to the orders list.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await signInToAdmin(page, support);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // A search of one letter is refused, and the form stays to put it right.
  await page.getByRole('searchbox', { name: 'Search' }).fill('x');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toContainText('a search needs 2 to 100 characters');

  // The phone as the shopper said it on the telephone: +880, spaces and a dash.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`+880 17${digits.slice(0, 2)}-${digits.slice(2)}`);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/q=%2B880/);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(order.order_number);
  await expect(row).toContainText('Shapla Begum');
  await expect(row).toContainText(phone);
  await expect(row).toContainText('Pending');
  await expect(page.getByRole('link', { name: /^Pending/ })).toContainText('1');
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-orders-list');

  // Narrowed to the order's pickup point it stays; to another point's orders it goes.
  const detail = await (await page.request.get(`/api/v1/admin/orders/${order.order_number}`)).json();
  const pointId = String(detail.order.pickup_point.id);
  const filters = page.getByRole('search');
  const points = filters.getByLabel('Pickup point').locator('option');
  await expect(points).not.toHaveCount(1);
  const pointValues = await points.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const otherPoint = pointValues.find((id) => id !== pointId)!;
  await filters.getByLabel('Pickup point').selectOption(pointId);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`pickup_point_id=${pointId}`));
  await expect(table.getByRole('row').nth(1)).toContainText(order.order_number);
  await filters.getByLabel('Pickup point').selectOption(otherPoint);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No orders match.')).toBeVisible();
  await filters.getByLabel('Pickup point').selectOption(pointId);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText(order.order_number);

  // The order: its lines, contact, notes and timeline.
  await row.getByRole('link', { name: order.order_number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items of this order' })).toContainText(order.items[0]!.product_sku);
  await expect(page.getByText(shopper.email)).toBeVisible();
  await expect(page.getByText('Call before coming')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Order placed');
  await expect(timeline).toContainText('Shopper');
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-order-detail');

  // Confirming asks first; cancelling would ask for a reason.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancelDialog = page.getByRole('alertdialog', { name: `Cancel order ${order.order_number}?` });
  await expect(cancelDialog.getByLabel('Reason (the shopper sees it)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cancelDialog.getByRole('button', { name: 'Keep the order as it is' }).click();
  await page.getByRole('button', { name: 'Mark as Confirmed' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Mark order ${order.order_number} as Confirmed?` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${order.order_number} is now Confirmed.` })).toBeVisible();
  await expect(timeline).toContainText('Pending → Confirmed');
  await expect(timeline).toContainText(support.email);
  await expect(page.getByRole('button', { name: 'Mark as Processing' })).toBeVisible();
  await shootBackOffice(page, 'admin-order-confirmed');

  // The receipt for an 80 mm printer, from the order's print button.
  const [receipt] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Print: Receipt (80 mm)' }).click()]);
  await expect(receipt.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(receipt.getByRole('main')).toContainText(order.order_number);
  await expect(receipt.getByRole('main')).toContainText(order.items[0]!.name);
  await expectNoSeriousA11yViolations(receipt);
  if (process.env.E2E_SCREENSHOTS) await receipt.screenshot({ path: test.info().outputPath('admin-order-receipt.png'), fullPage: true });
  await receipt.goto(`/admin/orders/${order.order_number}/print?format=a4`);
  await expect(receipt.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  await expect(receipt.getByRole('heading', { name: /Packing slip/ })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) await receipt.screenshot({ path: test.info().outputPath('admin-order-invoice.png'), fullPage: true });
  // In Bengali, the receipt is in Bengali, its money in Bengali digits.
  await receipt.context().addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
  await receipt.goto(`/admin/orders/${order.order_number}/print?format=receipt`);
  await expect(receipt.getByRole('heading', { level: 1, name: 'রসিদ' })).toBeVisible();
  await expect(receipt.getByRole('main')).toContainText('মোট');
  await expect(receipt.getByRole('main')).toContainText(/৳[০-৯]/);
  if (process.env.E2E_SCREENSHOTS) await receipt.screenshot({ path: test.info().outputPath('admin-order-receipt-bn.png'), fullPage: true });
  await receipt.goto(`/admin/orders/${order.order_number}`);
  await expect(receipt.getByRole('heading', { level: 1, name: `অর্ডার ${order.order_number}` })).toBeVisible();
  await expect(receipt.getByRole('region', { name: 'টাইমলাইন' })).toContainText('অপেক্ষমাণ → নিশ্চিত');
  await expectNoSeriousA11yViolations(receipt);
  await receipt.close();

  // The shopper sees the order on its way.
  const shopperContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopperPage = await shopperContext.newPage();
  await signInAs(shopperPage, shopper);
  await shopperPage.goto('/orders?tab=to-ship');
  await expect(shopperPage.getByRole('article', { name: `Order ${order.order_number}` })).toBeVisible();
  await shopperContext.close();

  // The owner finds support's confirmation in the audit log: who, from what to what.
  const owner = await createStaff(request, 'owner');
  const ownerPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } })).newPage();
  await ownerPage.goto(`/admin/audit?entity_type=order&entity_id=${order.order_number}`);
  await signInToAdmin(ownerPage, owner);
  const log = ownerPage.getByRole('table');
  await expect(log).toContainText('order.status');
  await expect(log).toContainText(support.email);
  await expect(log).toContainText('status: pending → confirmed');
});
