import { eq } from 'drizzle-orm';
import { DELIVERY_FEE_POISHA, promoAppliedMessage, toTaka, type ApplyPromoAnswer, type PromoKind } from '@shop/shared';
import type { Database } from '../db/client';
import { carts } from '../db/schema/index';
import { readCartLines, subtotalOf } from '../modules/cart/cart-lines';
import { PromoError } from '../modules/promo/promo-error';
import { evaluatePromo } from '../modules/promo/promo.service';

/**
 * Checks a code against the caller's cart at today's prices and keeps it on the cart, so the checkout
 * shows the discount; placing the order checks it again with the same rules.
 */
export async function applyPromoToCart(db: Database, userId: string, code: string): Promise<ApplyPromoAnswer> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const subtotal = cart ? subtotalOf(await readCartLines(db, { cartId: cart.id })) : 0;
  if (subtotal === 0) throw new PromoError('empty_cart', 'Add items to your cart before applying a promo code.');
  const { promo, discount } = await evaluatePromo(db, userId, code, subtotal);
  await db.update(carts).set({ promoCode: promo.code, updatedAt: new Date() }).where(eq(carts.id, cart!.id));
  const kind = promo.kind as PromoKind;
  return {
    success: true,
    code: promo.code,
    kind,
    value: kind === 'percent' ? promo.value : toTaka(promo.value),
    discount: toTaka(discount),
    subtotal: toTaka(subtotal),
    delivery_fee: toTaka(DELIVERY_FEE_POISHA),
    total: toTaka(subtotal + DELIVERY_FEE_POISHA - discount),
    message: promoAppliedMessage(kind, promo.value),
  };
}

export async function removePromoFromCart(db: Database, userId: string): Promise<void> {
  await db.update(carts).set({ promoCode: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
}
