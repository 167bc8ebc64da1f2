import { deliveryFeeOf, promoAppliedMessage, toTaka, type ApplyPromoAnswer, type PromoKind } from '@shop/shared';
import type { Database } from '../db/client';
import { cartIdOf, setCartPromo } from '../modules/cart/cart-changes.service';
import { readCartLines, subtotalOf } from '../modules/cart/cart-lines';
import { defaultDestination, readDeliveryFees } from '../modules/delivery/delivery.service';
import { PromoError } from '../modules/promo/promo-error';
import { appliedPromoOf, evaluatePromo } from '../modules/promo/promo.service';

/**
 * Checks a code against the caller's cart at today's prices and keeps it on the cart, so the checkout
 * shows the discount; placing the order checks it again with the same rules.
 */
export async function applyPromoToCart(db: Database, userId: string, code: string): Promise<ApplyPromoAnswer> {
  const cartId = await cartIdOf(db, userId);
  const lines = cartId ? await readCartLines(db, { cartId }) : [];
  const subtotal = subtotalOf(lines);
  if (subtotal === 0) throw new PromoError('empty_cart', 'Add items to your cart before applying a promo code.');
  const { promo, discount } = await evaluatePromo(db, userId, code, subtotal);
  await setCartPromo(db, userId, promo.code);
  // Priced like the cart's answer: the address the checkout offers first (docs/decisions/044).
  const deliveryFee = deliveryFeeOf(await readDeliveryFees(db), await defaultDestination(db, userId), subtotal, lines.length);
  return {
    success: true,
    ...appliedPromoOf(promo),
    discount: toTaka(discount),
    subtotal: toTaka(subtotal),
    delivery_fee: toTaka(deliveryFee),
    total: toTaka(subtotal + deliveryFee - discount),
    message: promoAppliedMessage(promo.kind as PromoKind, promo.value),
  };
}

export async function removePromoFromCart(db: Database, userId: string): Promise<void> {
  await setCartPromo(db, userId, null);
}
