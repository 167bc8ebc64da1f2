import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { carts, users } from '../../db/schema/index';
import { unauthorized } from '../../lib/errors';

export interface LockedCart {
  id: string;
  promoCode: string | null;
  lastIdempotencyKey: string | null;
}

/**
 * The one cart lock: the caller's cart, created when missing, row-locked until the transaction ends (the
 * insert's ON CONFLICT DO UPDATE locks an existing row as SELECT ... FOR UPDATE would). Every change of one
 * cart, every merge and every order of one shopper queue here, so stock checks, quantity sums, a double click,
 * a retry and the per-shopper promo count all see the previous one finished.
 * A token of a deleted account has no user row and no cart: the account row is held (FOR KEY SHARE, as the
 * cart's foreign key would) so it cannot go between the check and the insert.
 */
export async function lockCart(tx: Database, userId: string): Promise<LockedCart> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (!user) throw unauthorized();
  const [cart] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id, promoCode: carts.promoCode, lastIdempotencyKey: carts.lastIdempotencyKey });
  // ON CONFLICT DO UPDATE answers the row whether it was inserted or was there already.
  return cart!;
}

/** True when this key was the last one applied: the request is a retry, already done. */
export function alreadyApplied(cart: LockedCart, key: string | undefined): boolean {
  return key !== undefined && cart.lastIdempotencyKey === key;
}

export async function rememberKey(tx: Database, cart: LockedCart, key: string | undefined): Promise<void> {
  if (key !== undefined) await tx.update(carts).set({ lastIdempotencyKey: key }).where(eq(carts.id, cart.id));
}
