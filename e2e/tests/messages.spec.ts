import { createStaff, openAsStaff, unique } from './admin-fixtures';
import { registerUser, signInAs } from './auth-fixtures';
import { pickProducts, placeOrder } from './orders-fixtures';
import { mailsTo, waitForMail } from './mailbox';
import { expectNoSeriousA11yViolations, shoot, shootBackOffice } from './screen-checks';
import { expect, test } from './shop-test';

// Messages through the outbox (docs/product/messages.md): the shop's worker sends the e-mail a change writes to the
// browser tests' mailbox (a real SMTP server, e2e/mailbox), and staff see it in the back office and resend it.
test.describe.configure({ timeout: 120_000 });

const BAG = 25; // Accessories, one size (docs/decisions/004-demo-catalogue.md)

test('a shopper orders and the order-placed e-mail arrives; staff see it under Messages and resend it', async ({ page, request, browser }) => {
  const user = await registerUser(request, { name: `Farhana ${unique()}` });
  const added = await request.post('/api/v1/cart/items', { headers: { authorization: `Bearer ${user.token}` }, data: { product_id: BAG, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const points = (await (await request.get('/api/v1/pickup-points')).json()) as { pickup_points: { id: number }[] };

  await signInAs(page, user);
  await page.goto('/checkout');
  await page.getByLabel('Pickup point').selectOption(String(points.pickup_points[0]!.id));
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).not.toHaveURL(/\/checkout$/);
  const orders = (await (await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${user.token}` } })).json()) as { orders: { id: string; order_number: string }[] };
  const order = orders.orders[0]!;

  const mail = await waitForMail(user.email, new RegExp(`We have your order ${order.order_number}`));
  expect(mail.subject).toBe(`We have your order ${order.order_number}`);
  expect(mail.text).toContain(`Hello ${user.name},`);
  expect(mail.html).toContain(`We received your order ${order.order_number}`);
  // The e-mail's button opens the order in the shop.
  const orderLink = mail.links.find((link) => link.includes(order.id));
  expect(orderLink).toBe(`${test.info().project.use.baseURL}/manageaccount/order/${order.id}`);
  await page.goto(orderLink!);
  await expect(page.getByText(order.order_number).first()).toBeVisible();
  await shoot(page, 'order-from-email');

  const manager = await createStaff(request, 'manager', `Mitu Manager ${unique()}`);
  const admin = await openAsStaff(browser, manager, '/admin/messages');
  await expect(admin.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await admin.getByLabel('Status').selectOption({ label: 'Sent' });
  await admin.getByRole('searchbox', { name: 'Order number, e-mail or phone' }).fill(order.order_number);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const table = admin.getByRole('region', { name: 'Messages' });
  const row = table.getByRole('row').filter({ hasText: `We have your order ${order.order_number}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Order placed · E-mail');
  await expect(row).toContainText('Sent');
  await expect(row).toContainText(`To ${user.email}`);
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'messages-sent');

  await row.getByRole('button', { name: `Resend Order placed to ${user.name}` }).click();
  await expect(admin.getByText('The message will be sent again in a moment.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(user.email)).filter((m) => m.subject === mail.subject).length, { timeout: 20_000 }).toBe(2);
  const [first, again] = (await mailsTo(user.email)).filter((m) => m.subject === mail.subject);
  expect(again!.text).toBe(first!.text);
  // A new send: its own Message-ID.
  expect(again!.messageId).not.toBe(first!.messageId);

  await admin.getByLabel('Status').selectOption({ label: 'All' });
  await expect(table.getByRole('row').filter({ hasText: '(A resend)' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: '(A resend)' })).toContainText('Sent');
  await shootBackOffice(admin, 'messages-resent');
});

test('support sees a sent message with where it went, and no Resend', async ({ request, browser }) => {
  const user = await registerUser(request, { name: `Jamal ${unique()}` });
  const [product] = await pickProducts(request, 1);
  const order = await placeOrder(request, user.token, [{ product: product!, quantity: 1 }]);
  await waitForMail(user.email, new RegExp(order.order_number));
  const support = await createStaff(request, 'support', `Sumi Support ${unique()}`);
  const admin = await openAsStaff(browser, support, `/admin/messages?q=${order.order_number}`);
  await expect(admin.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const row = admin.getByRole('region', { name: 'Messages' }).getByRole('row').filter({ hasText: `We have your order ${order.order_number}` });
  await expect(row).toContainText(`To ${user.email}`);
  await expect(admin.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  await expect(admin.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});
