import { readFileSync } from 'node:fs';
import { registerUser, signInAs } from './auth-fixtures';
import { switchStandIn, textsTo } from '../stand-ins/control';
import { createStaff, signInToAdmin } from './admin-fixtures';
import { printLabelsOf } from './labels-fixtures';
import { e2eDataDir, pickProducts, placeOrder } from './orders-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// Booking parcels (docs/product/couriers.md): support selects three confirmed orders on the orders list, books them
// with the Steadfast stand-in in one go, sees each one's result and the link to print their labels, and finds the
// parcel on the order; Steadfast's webhook then reports one delivered and one returned, and the shopper sees each on
// the order's timeline and gets its SMS. Set E2E_SCREENSHOTS=1 to save the screens at 1366 and 768 px into the output folder.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

test('support bulk-books three confirmed orders with Steadfast, prints their labels, and the courier\'s news reaches the shopper', async ({ page, request }) => {
  const support = await createStaff(request, 'support');
  const key = readFileSync(`${e2eDataDir}/secrets/staff-key`, 'utf8').trim();
  const phone = `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const shopper = await registerUser(request, { name: 'Rumana Parvin' });
  const products = await pickProducts(request, 3);
  const numbers: string[] = [];
  for (const product of products) {
    const order = await placeOrder(request, shopper.token, [{ product, quantity: 1 }], { customer_phone: phone });
    const confirmed = await request.post(`/api/v1/staff/orders/${order.order_number}/status`, { headers: { authorization: `Staff ${key}` }, data: { status: 'confirmed' } });
    expect(confirmed.status()).toBe(200);
    numbers.push(order.order_number);
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/orders?q=${phone}`);
  await signInToAdmin(page, support);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const number of numbers) await page.getByRole('checkbox', { name: `Select ${number}` }).check();
  const bulk = page.getByRole('region', { name: 'Book parcels' });
  await expect(bulk).toContainText('3 orders selected');
  await bulk.getByLabel('Courier').selectOption('steadfast');
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-parcels-selected');

  await bulk.getByRole('button', { name: 'Book parcels' }).click();
  await expect(bulk.getByRole('heading', { name: 'Booking results' })).toBeVisible();
  await expect(bulk).toContainText('3 booked, 0 not booked');
  for (const number of numbers) await expect(bulk.getByRole('listitem').filter({ hasText: number })).toContainText(/Booked: SFR/);
  await expect(bulk.getByRole('link', { name: 'Print labels' })).toHaveAttribute('href', `/admin/labels?orders=${numbers.join(',')}`);
  // The orders moved to shipped: none can be ticked any more.
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-parcels-booked');

  // The order shows its parcel: Steadfast, booked, with its tracking code and the courier's page.
  await page.goto(`/admin/orders/${numbers[0]}`);
  const parcel = page.getByRole('region', { name: 'Courier parcel' });
  await expect(parcel).toContainText('Steadfast');
  await expect(parcel).toContainText('Booked');
  await expect(parcel.getByRole('link', { name: 'Follow the parcel' })).toHaveAttribute('href', /^https:\/\/steadfast\.com\.bd\/t\/SFR/);
  await expect(parcel.getByRole('link', { name: 'Print label' })).toHaveAttribute('href', `/admin/labels?orders=${numbers[0]}`);
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-parcel-order');

  // Staff print the three labels: barcode and QR code each, A6 and 4 × 6 inch.
  await printLabelsOf(page, numbers);

  // Steadfast tells the shop by its webhook: the first parcel delivered, the second came back. The orders follow.
  const consignment = async (number: string) => {
    const answer = await page.request.get(`/api/v1/admin/orders/${number}/parcel`);
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { parcel: { consignment_id: string } }).parcel.consignment_id;
  };
  const [delivered, returned] = [numbers[0]!, numbers[1]!];
  await switchStandIn({ gateway: 'steadfast', switch: 'webhook', value: { consignmentId: await consignment(delivered), status: 'Delivered' } });
  await switchStandIn({ gateway: 'steadfast', switch: 'webhook', value: { consignmentId: await consignment(returned), status: 'Cancelled', message: 'Customer refused the parcel.' } });
  await page.goto(`/admin/orders/${returned}`);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Parcel: Returned');
  await expect(page.getByRole('region', { name: 'Courier parcel' })).toContainText('Returned');

  // The shopper sees each on the order's timeline and is told by SMS.
  await signInAs(page, shopper);
  const orders = (await (await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${shopper.token}` } })).json()) as { orders: { id: string; order_number: string }[] };
  const idOf = (number: string) => orders.orders.find((o) => o.order_number === number)!.id;
  await page.goto(`/manageaccount/order/${idOf(delivered)}`);
  const steps = page.getByRole('region', { name: 'Tracking' }).getByRole('list', { name: `Progress of order ${delivered}` }).getByRole('listitem');
  await expect(steps.nth(4)).toContainText(/Delivered — (Done|Current step)/);
  await expect(page.getByTestId('parcel-steps')).toContainText('Delivered');
  await page.goto(`/manageaccount/order/${idOf(returned)}`);
  await expect(page.getByRole('region', { name: 'Tracking' })).toContainText('Reason: Steadfast returned the parcel: Customer refused the parcel.');
  await expect(page.getByTestId('parcel-steps')).toContainText('Returned to the shop');
  await expectNoSeriousA11yViolations(page);
  await expect.poll(async () => (await textsTo(`+88${phone}`)).map((sms) => sms.text).join('\n'), { timeout: 20_000 }).toContain(`order ${delivered} was delivered`);
  await expect.poll(async () => (await textsTo(`+88${phone}`)).map((sms) => sms.text).join('\n'), { timeout: 20_000 }).toContain(`order ${returned} was cancelled`);
});
