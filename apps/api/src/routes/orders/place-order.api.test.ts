import { eq } from 'drizzle-orm';
import { OrderSchema, type ErrorCode, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryFees, orders, pickupPoints, products } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { cartLineCount, CHECKOUT, fillCart, postOrder, setStock, signUp, stockedItem, stockOf } from '../../../test/fixtures/orders';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('POST /api/v1/orders', () => {
  it('places the cart as one order: catalogue prices, stock taken per size, ৳150 delivery, cart emptied', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app, { name: 'Nusrat Jahan' });
    const a = await stockedItem(db, 5, 0);
    const b = await stockedItem(db, 3, 40);
    await fillCart(db, shopper.user.id, [{ productId: a.productId, size: a.size, quantity: 2 }, { productId: b.productId, size: b.size, quantity: 1 }]);

    const res = await postOrder(t.app, shopper, { ...CHECKOUT, notes: 'Call before 5 pm' });
    expect(res.statusCode).toBe(201);
    const order = OrderSchema.parse(res.json().order);
    expect(order.order_number).toMatch(/^BZ-\d{4}-\d{8}$/);
    expect(order).toMatchObject({ status: 'pending', payment_status: 'pending', payment_method: 'Cash On Delivery', notes: 'Call before 5 pm', customer_name: 'Nusrat Jahan', discount: 0, delivery_fee: 150 });
    expect(order.shipping_address).toBe('Bazar Point Gulshan, House 12, Road 35, Gulshan 2, Dhaka');
    expect(order.customer_phone).toBe('01711000101');
    const subtotal = (a.price * 2 + b.price) / 100;
    expect(order.subtotal).toBe(subtotal);
    expect(order.total).toBe(subtotal + 150);
    expect(order.items.map((i) => [i.product_id, i.size, i.quantity, i.price, i.product_sku, i.name]).sort()).toEqual(
      [[a.productId, a.size, 2, a.price / 100, a.sku, a.name], [b.productId, b.size, 1, b.price / 100, b.sku, b.name]].sort(),
    );
    expect(order.items.every((i) => i.image.startsWith('/images/'))).toBe(true);
    expect(await stockOf(db, a.productId, a.size)).toBe(3);
    expect(await stockOf(db, b.productId, b.size)).toBe(2);
    expect(await cartLineCount(db, shopper.user.id)).toBe(0);
    const [listed] = (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: shopper.auth })).json().orders as Order[];
    expect(listed?.id).toBe(order.id);
  });

  it('keeps the price of the order when the catalogue price changes later', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const item = await stockedItem(db, 4, 80);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const order = (await postOrder(t.app, shopper)).json().order as Order;
    await db.update(products).set({ price: item.price + 100_00 }).where(eq(products.id, item.productId));
    const again = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: shopper.auth })).json().order as Order;
    expect(again.items[0]?.price).toBe(item.price / 100);
  });

  it('never charges more than the total the shopper was shown: a rise is refused with the new total, nothing taken; a fall is placed', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const item = await stockedItem(db, 5, 60);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 2 }]);
    const shown = (item.price * 2) / 100 + 150;
    const orderCount = async () => (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.user.id))).length;

    // The price went up by ৳100 while the checkout was open.
    await db.update(products).set({ price: item.price + 100_00 }).where(eq(products.id, item.productId));
    const refused = await postOrder(t.app, shopper, { ...CHECKOUT, expected_total: shown });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'total_changed',
      message: 'The total of your order has gone up since it was shown (a price or the delivery fee). Please check the new total and place your order again.',
      fields: { total: String(shown + 200) },
    });
    expect(await stockOf(db, item.productId, item.size)).toBe(5);
    expect(await cartLineCount(db, shopper.user.id)).toBe(1);
    expect(await orderCount()).toBe(0);

    // The fee goes up by ৳10 as well: the new total seen a moment ago is refused again.
    await db.update(deliveryFees).set({ pickupPoint: 160_00 }).where(eq(deliveryFees.id, 1));
    try {
      expect((await postOrder(t.app, shopper, { ...CHECKOUT, expected_total: shown + 200 })).json().fields).toEqual({ total: String(shown + 210) });
      // Then it falls below what was shown: less is no surprise, the order is placed at its own total.
      await db.update(deliveryFees).set({ pickupPoint: 120_00 }).where(eq(deliveryFees.id, 1));
      const placed = await postOrder(t.app, shopper, { ...CHECKOUT, expected_total: shown + 210 });
      expect(placed.statusCode).toBe(201);
      expect(placed.json().order).toMatchObject({ total: shown + 170, delivery_fee: 120 });
      expect(await stockOf(db, item.productId, item.size)).toBe(3);
    } finally {
      await db.update(deliveryFees).set({ pickupPoint: 150_00 }).where(eq(deliveryFees.id, 1));
    }
  });

  it('refuses an expected_total that is not an amount, with 400 naming it', async () => {
    const shopper = await signUp(t.app);
    for (const expected_total of ['1290', -1, 200_000_000]) {
      const res = await postOrder(t.app, shopper, { ...CHECKOUT, expected_total });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ expected_total: 'expected_total must be an amount in taka.' });
    }
  });

  it('orders only the selected cart lines and leaves the others in the cart', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const a = await stockedItem(db, 5, 120);
    const b = await stockedItem(db, 5, 160);
    const [lineA] = await fillCart(db, shopper.user.id, [{ productId: a.productId, size: a.size, quantity: 1 }, { productId: b.productId, size: b.size, quantity: 1 }]);
    const res = await postOrder(t.app, shopper, { ...CHECKOUT, line_ids: [lineA] });
    expect(res.statusCode).toBe(201);
    expect((res.json().order as Order).items.map((i) => i.product_id)).toEqual([a.productId]);
    expect(await cartLineCount(db, shopper.user.id)).toBe(1);
    expect(await stockOf(db, b.productId, b.size)).toBe(5);
  });

  it('takes name, phone, address and payment method from the checkout when sent', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const item = await stockedItem(db, 5, 200);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const res = await postOrder(t.app, shopper, { pickup_point_id: 5, payment_method: 'Bkash', customer_name: 'Karim Uddin', customer_phone: '+880 1812-345678', shipping_address: 'Flat 3B, Agrabad' });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ customer_name: 'Karim Uddin', customer_phone: '01812345678', shipping_address: 'Flat 3B, Agrabad', payment_method: 'Bkash' });
  });

  it('refuses a body with prices or any unknown field, and never reads client prices', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const item = await stockedItem(db, 5, 240);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    for (const extra of [{ total: 1 }, { price: 1 }, { items: [{ product_id: item.productId, price: 1 }] }, { subtotal: 0 }]) {
      const res = await postOrder(t.app, shopper, { ...CHECKOUT, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[Object.keys(extra)[0]!]).toBe('Unknown field.');
    }
    expect(await stockOf(db, item.productId, item.size)).toBe(5);
    expect(await cartLineCount(db, shopper.user.id)).toBe(1);
  });

  it.each([
    [{ payment_method: 'Cash On Delivery' }, 'Please enter a delivery address or select a pickup point.', 'delivery_required'],
    [{ pickup_point_id: null, payment_method: 'Cash On Delivery' }, 'Please enter a delivery address or select a pickup point.', 'delivery_required'],
    [{ pickup_point_id: 1, address_id: '0b0e2a8e-4f1e-4b59-9a5e-2f5d8b1c9a11', payment_method: 'Nagad' }, 'Choose either a pickup point or a delivery address, not both.', 'validation_error'],
    [{ pickup_point_id: 1 }, 'Please select a payment method.', 'payment_method_required'],
    [{ pickup_point_id: 1, payment_method: 'Cheque' }, 'Please select a payment method.', 'payment_method_required'],
    [{ pickup_point_id: 999, payment_method: 'Nagad' }, 'Invalid pickup point selected.', 'pickup_point_invalid'],
    [{ pickup_point_id: -1, payment_method: 'Nagad' }, 'Invalid pickup point selected.', 'pickup_point_invalid'],
    [{ pickup_point_id: 'first', payment_method: 'Nagad' }, 'Invalid pickup point selected.', 'pickup_point_invalid'],
    [{ ...CHECKOUT, customer_phone: '12345' }, 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).', 'validation_error'],
    [{ ...CHECKOUT, line_ids: [] }, 'Your cart is empty', 'cart_empty'],
    [{ ...CHECKOUT, line_ids: ['not-a-line'] }, 'Unknown cart item.', 'validation_error'],
  ] satisfies [object, string, ErrorCode][])('refuses %o with %s (%s)', async (body, message, code) => {
    const shopper = await signUp(t.app);
    const item = await stockedItem(t.database.db, 5, 280);
    await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const res = await postOrder(t.app, shopper, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code });
  });

  it('refuses both missing choices with where it goes first and each field named', async () => {
    const shopper = await signUp(t.app);
    const res = await postOrder(t.app, shopper, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter a delivery address or select a pickup point.',
      code: 'delivery_required',
      fields: { shipping_address: 'Please enter a delivery address or select a pickup point.', payment_method: 'Please select a payment method.' },
    });
  });

  it('refuses a pickup point without a phone number', async () => {
    const db = t.database.db;
    await db.update(pickupPoints).set({ phone: ' ' }).where(eq(pickupPoints.id, 15));
    const shopper = await signUp(t.app);
    const item = await stockedItem(db, 5, 300);
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const res = await postOrder(t.app, shopper, { ...CHECKOUT, pickup_point_id: 15 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Selected pickup point is missing required information.', code: 'pickup_point_incomplete' });
  });

  it("answers 400 'Your cart is empty' for an empty cart, and 401 without a token", async () => {
    const shopper = await signUp(t.app);
    const res = await postOrder(t.app, shopper);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Your cart is empty', code: 'cart_empty' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: CHECKOUT });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an order beyond the stock with 409 naming the product and what is left, changing nothing', async () => {
    const db = t.database.db;
    const shopper = await signUp(t.app);
    const ok = await stockedItem(db, 9, 320);
    const short = await stockedItem(db, 2, 360);
    await fillCart(db, shopper.user.id, [{ productId: ok.productId, size: ok.size, quantity: 1 }, { productId: short.productId, size: short.size, quantity: 3 }]);
    const res = await postOrder(t.app, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('out_of_stock');
    expect(res.json().message).toContain(`Only 2 left of ${short.name}`);
    expect(await stockOf(db, ok.productId, ok.size)).toBe(9);
    expect(await stockOf(db, short.productId, short.size)).toBe(2);
    expect(await cartLineCount(db, shopper.user.id)).toBe(2);
    await setStock(db, short.productId, short.size, 0);
    expect((await postOrder(t.app, shopper)).json().message).toContain('is out of stock');
    const placed = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.user.id));
    expect(placed).toHaveLength(0);
  });
});
