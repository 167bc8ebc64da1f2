import { registerUser, signInAs } from './auth-fixtures';
import { createStaff, openAsStaff, unique } from './admin-fixtures';
import { pickProducts, placeOrder } from './orders-fixtures';
import { expectNoSeriousA11yViolations, shoot, shootBackOffice } from './screen-checks';
import { appReady, expect as baseExpect, test } from './shop-test';

// Tracking (docs/product/orders.md "Tracking", docs/decisions/045): staff confirm a cash order and mark it
// shipped with its courier and tracking number; the shopper follows it on the order page, and the public
// tracking page finds it by order number and phone without signing in, while a wrong phone finds nothing.
// Set E2E_SCREENSHOTS=1 to save the screens into the output folder.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

test('staff ship an order with its courier and tracking number; the shopper and the public tracking page show it', async ({ page, request, browser }) => {
  // A shopper pays cash on delivery, with a phone number no other test uses.
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const phone = `018${digits}`;
  const shopper = await registerUser(request, { name: 'Mitu Rahman' });
  const [product] = await pickProducts(request, 1);
  const order = await placeOrder(request, shopper.token, [{ product: product!, quantity: 1 }], { customer_phone: phone });
  const trackingNumber = `SF${unique().toUpperCase()}`;

  // Support confirms it, then marks it shipped: the dialog asks for the courier and tracking number.
  const support = await createStaff(request, 'support', `Jamal Support ${unique()}`);
  const staffPage = await openAsStaff(browser, support, `/admin/orders/${order.order_number}`);
  const shipment = staffPage.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('Not shipped yet.');
  await staffPage.getByRole('button', { name: 'Mark as Confirmed' }).click();
  await staffPage.getByRole('alertdialog', { name: `Mark order ${order.order_number} as Confirmed?` }).getByRole('button', { name: 'Confirm' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: `Order ${order.order_number} is now Confirmed.` })).toBeVisible();

  await staffPage.getByRole('button', { name: 'Mark as Shipped' }).click();
  const ship = staffPage.getByRole('alertdialog', { name: `Mark order ${order.order_number} as Shipped?` });
  await ship.getByRole('button', { name: 'Confirm' }).click();
  // Nothing given: the courier and the tracking are asked for, and the order stays confirmed.
  await expect(ship.getByText('Choose the courier.')).toBeVisible();
  await expect(ship.getByText('Give the tracking number, the tracking link, or both.')).toBeVisible();
  await expect(ship.getByLabel('Courier', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await ship.getByLabel('Courier', { exact: true }).selectOption('steadfast');
  await ship.getByLabel('Tracking link').fill('http://steadfast.com.bd/t/1');
  await ship.getByRole('button', { name: 'Confirm' }).click();
  await expect(ship.getByText('A tracking link must start with https://.')).toBeVisible();
  await ship.getByLabel('Tracking link').fill('');
  await ship.getByLabel('Tracking number').fill(trackingNumber);
  await expectNoSeriousA11yViolations(staffPage);
  await shootBackOffice(staffPage, 'admin-order-ship-dialog');
  await ship.getByRole('button', { name: 'Confirm' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: `Order ${order.order_number} is now Shipped.` })).toBeVisible();
  await expect(shipment).toContainText('Steadfast');
  await expect(shipment).toContainText(trackingNumber);
  await expect(staffPage.getByRole('region', { name: 'Timeline' })).toContainText(`Confirmed → Shipped · Steadfast · ${trackingNumber}`);
  await expectNoSeriousA11yViolations(staffPage);
  await shootBackOffice(staffPage, 'admin-order-shipped');
  await staffPage.context().close();

  // The shopper's order page: the timeline with its dates, the courier and tracking number, the steps to come.
  await signInAs(page, shopper);
  await page.goto(`/manageaccount/order/${order.id}`);
  const tracking = page.getByRole('region', { name: 'Tracking' });
  const steps = tracking.getByRole('list', { name: `Progress of order ${order.order_number}` }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('Order placed — Done');
  await expect(steps.nth(1)).toContainText('Confirmed — Done');
  await expect(steps.nth(2)).toContainText('Shipped — Current step');
  await expect(steps.nth(2)).toContainText('Courier: Steadfast');
  await expect(steps.nth(2).getByTestId('tracking-number')).toHaveText(trackingNumber);
  await expect(steps.nth(2).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(steps.nth(3)).toContainText('Out for delivery — To come');
  await expect(steps.nth(4)).toContainText('Delivered — To come');
  await expect(tracking.locator('[aria-current="step"]')).toContainText('Shipped');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'order-tracking-timeline', tracking);

  // The public tracking page, from the footer, signed out: a wrong phone finds nothing; the right one, in
  // another form, finds the order with its courier and tracking number, and nothing personal.
  const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } });
  const guestPage = await guest.newPage();
  await guestPage.goto('/');
  // Not the fixture's page: it waits for the app by itself (a click while the page was being taken over was lost).
  await appReady(guestPage);
  await guestPage.getByRole('contentinfo').getByRole('link', { name: 'Order Status' }).click();
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await guestPage.getByLabel('Order number').fill(order.order_number);
  await guestPage.getByLabel('Phone number').fill('12345');
  await guestPage.getByRole('button', { name: 'Track order' }).click();
  await expect(guestPage.getByText('Enter a valid Bangladeshi mobile number (01XXXXXXXXX).')).toBeVisible();
  await guestPage.getByLabel('Phone number').fill(phone === '01700000000' ? '01700000001' : '01700000000');
  await guestPage.getByRole('button', { name: 'Track order' }).click();
  await expect(guestPage.getByRole('alert')).toHaveText('We found no order with this order number and phone number. Please check both and try again.');
  await expect(guestPage.getByRole('region', { name: `Order ${order.order_number}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(guestPage);

  await guestPage.getByLabel('Phone number').fill(`+880 ${phone.slice(1, 5)}-${phone.slice(5)}`);
  await guestPage.getByRole('button', { name: 'Track order' }).click();
  const found = guestPage.getByRole('region', { name: `Order ${order.order_number}` });
  await expect(found).toBeVisible();
  await expect(guestPage.getByRole('alert')).toHaveCount(0);
  await expect(found).toContainText('Shipped');
  await expect(found).toContainText('Cash On Delivery');
  await expect(found).toContainText('To pay the courier');
  await expect(found.getByTestId('tracking-number')).toHaveText(trackingNumber);
  await expect(found).toContainText('Courier: Steadfast');
  await expect(found).not.toContainText('Mitu Rahman');
  await expect(found).not.toContainText(phone);
  await expectNoSeriousA11yViolations(guestPage);
  await shoot(guestPage, 'order-tracking-public');
  await guest.close();
});
