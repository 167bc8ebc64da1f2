import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartLines, carts } from '../../db/schema/index';

/** Step 6: the ordered lines leave the cart, and so does its promo code: this order used it. */
export async function clearOrderedLines(tx: Database, cartId: string, lineIds: string[]): Promise<void> {
  await tx.delete(cartLines).where(inArray(cartLines.id, lineIds));
  await tx.update(carts).set({ promoCode: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
}
