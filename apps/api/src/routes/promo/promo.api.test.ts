import { eq } from 'drizzle-orm';
import { ApplyPromoAnswerSchema, CartAnswerSchema, INVALID_PROMO_DETAIL, PromoRefusedSchema, type Order } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, products, promoCodes, promoRedemptions } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { CHECKOUT, fillCart, postOrder, setStock, signUp, stockedItem, stockOf, type Shopper } from '../../../test/fixtures/orders';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const apply = (shopper: Shopper, promoCode: unknown, url = '/api/v1/promo/apply') =>
  t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { promoCode } });

let skip = 0;
/** A shopper whose cart holds `quantity` of an item costing at least `minPrice` poisha. */
async function shopperWithCart(quantity = 1, stock = 20) {
  const shopper = await signUp(t.app);
  const item = await stockedItem(t.database.db, stock, (skip += 7));
  await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity }]);
  return { shopper, item, subtotal: item.price * quantity };
}

/** The voucher GET /api/v1/cart says the cart keeps. */
async function keptPromo(shopper: Shopper) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: shopper.auth });
  expect(res.statusCode).toBe(200);
  return CartAnswerSchema.parse(res.json()).cart.promo;
}

async function refusal(res: Awaited<ReturnType<typeof apply>>) {
  expect(res.statusCode).toBe(400);
  return PromoRefusedSchema.parse(res.json());
}

const usedCount = async (code: string) => (await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.usedCount;

describe('applying a promo code', () => {
  it('applies WELCOME10 in any case, keeps it on the cart and takes 10% off the order', async () => {
    const { shopper, subtotal } = await shopperWithCart(3);
    const res = await apply(shopper, '  welcome10 ');
    expect(res.statusCode).toBe(200);
    const answer = ApplyPromoAnswerSchema.parse(res.json());
    const discount = Math.floor(subtotal / 10);
    expect(answer).toEqual({
      success: true, code: 'WELCOME10', kind: 'percent', value: 10, message: 'Voucher Applied! 10% off',
      subtotal: subtotal / 100, discount: discount / 100, delivery_fee: 150, total: (subtotal + 150_00 - discount) / 100,
    });
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, shopper.user.id));
    expect(cart?.promoCode).toBe('WELCOME10');
    // The cart's answer says so, for a screen opened later or on another device.
    expect(await keptPromo(shopper)).toEqual({ code: 'WELCOME10', kind: 'percent', value: 10 });

    const before = await usedCount('WELCOME10');
    const order = (await postOrder(t.app, shopper)).json().order as Order;
    expect(order).toMatchObject({ promo_code: 'WELCOME10', discount: discount / 100, total: (subtotal + 150_00 - discount) / 100 });
    expect(await usedCount('WELCOME10')).toBe(before + 1);
    const [cartAfter] = await t.database.db.select().from(carts).where(eq(carts.userId, shopper.user.id));
    expect(cartAfter?.promoCode).toBeNull();
    expect(await keptPromo(shopper)).toBeNull();
  });

  it('answers the old path POST /api/apply-promo the same way, and only with a token', async () => {
    const { shopper } = await shopperWithCart();
    const res = await apply(shopper, 'WELCOME10', '/api/apply-promo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Voucher Applied! 10% off' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/apply-promo', payload: { promoCode: 'WELCOME10' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets each shopper use WELCOME10 once; a cancelled order gives the use back', async () => {
    const { shopper, item } = await shopperWithCart();
    await apply(shopper, 'WELCOME10');
    const order = (await postOrder(t.app, shopper)).json().order as Order;
    await fillCart(t.database.db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity: 1 }]);
    const again = await refusal(await apply(shopper, 'WELCOME10'));
    expect(again).toMatchObject({ message: 'Invalid Promo Code', reason: 'invalid', detail: INVALID_PROMO_DETAIL });
    const sneaky = await postOrder(t.app, shopper, { ...CHECKOUT, promo_code: 'WELCOME10' });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json()).toMatchObject({ message: 'Invalid Promo Code', code: 'invalid_promo', fields: { promo_code: INVALID_PROMO_DETAIL } });

    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${order.id}/cancel`, headers: shopper.auth, payload: { reason: 'Found it cheaper' } });
    expect((await apply(shopper, 'WELCOME10')).statusCode).toBe(200);
  });

  it('applies FLAT200 from ৳2,000 of goods only', async () => {
    const db = t.database.db;
    const { shopper, item } = await shopperWithCart(3);
    await db.update(products).set({ price: 500_00, oldPrice: null }).where(eq(products.id, item.productId));
    const low = await refusal(await apply(shopper, 'FLAT200'));
    expect(low).toMatchObject({ reason: 'invalid', detail: INVALID_PROMO_DETAIL });
    const quantity = 4;
    await fillCart(db, shopper.user.id, [{ productId: item.productId, size: item.size, quantity }]);
    const res = await apply(shopper, 'FLAT200');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'fixed', value: 200, discount: 200, message: 'Voucher Applied! ৳200 off' });
    expect(await keptPromo(shopper)).toEqual({ code: 'FLAT200', kind: 'fixed', value: 200 });
    const order = (await postOrder(t.app, shopper)).json().order as Order;
    expect(order.total).toBe(order.subtotal + 150 - 200);
  });

  it('never discounts more than the goods cost', async () => {
    const db = t.database.db;
    await db.insert(promoCodes).values({ code: 'HUGE', kind: 'fixed', value: 1_000_000_00 });
    const { shopper, subtotal } = await shopperWithCart();
    expect((await apply(shopper, 'huge')).json()).toMatchObject({ discount: subtotal / 100, total: 150 });
    const order = (await postOrder(t.app, shopper)).json().order as Order;
    expect(order).toMatchObject({ discount: subtotal / 100, total: 150 });
  });

  it.each([
    ['PUJA2025', 'invalid'],
    ['NOPE', 'invalid'],
    ['', 'missing'],
    [42, 'missing'],
  ])('refuses %o as %s', async (code, reason) => {
    const { shopper } = await shopperWithCart(5);
    const answer = await refusal(await apply(shopper, code));
    expect(answer).toMatchObject({ success: false, message: 'Invalid Promo Code', code: 'invalid_promo', reason });
  });

  it('refuses a code that has not started, is switched off, or is applied to an empty cart', async () => {
    const db = t.database.db;
    await db.insert(promoCodes).values([
      { code: 'SOON', kind: 'percent', value: 5, startsAt: new Date(Date.now() + 86_400_000) },
      { code: 'OFF', kind: 'percent', value: 5, active: false },
    ]);
    const { shopper } = await shopperWithCart();
    expect((await refusal(await apply(shopper, 'SOON'))).reason).toBe('invalid');
    expect((await refusal(await apply(shopper, 'OFF'))).reason).toBe('invalid');
    const empty = await signUp(t.app);
    expect((await refusal(await apply(empty, 'WELCOME10'))).reason).toBe('empty_cart');
  });

  it('refuses the order when the applied code expired before checkout, changing nothing', async () => {
    const db = t.database.db;
    await db.insert(promoCodes).values({ code: 'SHORT', kind: 'percent', value: 20 });
    const { shopper, item } = await shopperWithCart(1, 5);
    expect((await apply(shopper, 'SHORT')).statusCode).toBe(200);
    await db.update(promoCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(promoCodes.code, 'SHORT'));
    const res = await postOrder(t.app, shopper);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid Promo Code', fields: { promo_code: INVALID_PROMO_DETAIL } });
    expect(await stockOf(db, item.productId, item.size)).toBe(5);
  });

  it('removes the code from the cart with DELETE /api/v1/promo', async () => {
    const { shopper } = await shopperWithCart();
    await apply(shopper, 'WELCOME10');
    expect(await keptPromo(shopper)).toMatchObject({ code: 'WELCOME10' });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/promo', headers: shopper.auth });
    expect(res.statusCode).toBe(200);
    expect(await keptPromo(shopper)).toBeNull();
    const order = (await postOrder(t.app, shopper)).json().order as Order;
    expect(order).toMatchObject({ discount: 0, promo_code: null });
  });

  it('gives a code with one use left to one of two shoppers ordering at the same moment', async () => {
    const db = t.database.db;
    await db.insert(promoCodes).values({ code: 'LASTONE', kind: 'percent', value: 50, maxUses: 1 });
    const a = await shopperWithCart(1, 10);
    const b = await shopperWithCart(1, 10);
    expect((await apply(a.shopper, 'LASTONE')).statusCode).toBe(200);
    expect((await apply(b.shopper, 'LASTONE')).statusCode).toBe(200);
    const answers = await Promise.all([postOrder(t.app, a.shopper), postOrder(t.app, b.shopper)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!.json();
    expect(refused).toMatchObject({ message: 'Invalid Promo Code', fields: { promo_code: INVALID_PROMO_DETAIL } });
    expect(await usedCount('LASTONE')).toBe(1);
    const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'LASTONE'));
    expect(await db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promo!.id))).toHaveLength(1);
    const loser = answers[0]!.statusCode === 400 ? a : b;
    expect(await stockOf(db, loser.item.productId, loser.item.size)).toBe(10);
  });

  it('keeps stock untouched when an item of the order is sold out, even with a promo', async () => {
    const db = t.database.db;
    const { shopper, item } = await shopperWithCart();
    await apply(shopper, 'WELCOME10');
    await setStock(db, item.productId, item.size, 0);
    expect((await postOrder(t.app, shopper)).statusCode).toBe(409);
    expect((await apply(shopper, 'WELCOME10')).statusCode).toBe(200);
  });
});
