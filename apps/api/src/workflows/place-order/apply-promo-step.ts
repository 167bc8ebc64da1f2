import type { Database } from '../../db/client';
import { evaluatePromo, redeemPromo } from '../../modules/promo/promo.service';

/**
 * Step 4: the code sent with the order, else the one applied to the cart, checked again with the
 * same rules as applying it (it may have expired or run out since). A refused code refuses the order:
 * the shopper was shown a total with the discount and must not silently pay more.
 */
export async function checkOrderPromo(tx: Database, userId: string, code: string | null | undefined, subtotal: number) {
  if (!code) return { promoCodeId: null, discount: 0 };
  const { promo, discount } = await evaluatePromo(tx, userId, code, subtotal);
  return { promoCodeId: promo.id, discount };
}

export async function redeemOrderPromo(tx: Database, promoCodeId: number | null, userId: string, orderId: string) {
  if (promoCodeId !== null) await redeemPromo(tx, promoCodeId, userId, orderId);
}
