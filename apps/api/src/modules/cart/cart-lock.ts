import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { unauthorized } from '../../lib/errors';

export interface LockedCart {
  id: string;
  last_idempotency_key: string | null;
}

/**
 * The caller's cart, created when missing and row-locked until the transaction ends: every change of
 * one cart runs one after another, so stock checks and quantity sums never race each other.
 * A token of a deleted account has no user row and no cart.
 */
export async function lockCart(tx: Database, userId: string): Promise<LockedCart> {
  const [cart] = await queryRows<LockedCart>(tx, sql`
    INSERT INTO carts (user_id) SELECT id FROM users WHERE id = ${userId}
    ON CONFLICT (user_id) DO UPDATE SET updated_at = now()
    RETURNING id, last_idempotency_key`);
  if (!cart) throw unauthorized();
  return cart;
}

/** True when this key was the last one applied: the request is a retry, already done. */
export function alreadyApplied(cart: LockedCart, key: string | undefined): boolean {
  return key !== undefined && cart.last_idempotency_key === key;
}

export async function rememberKey(tx: Database, cart: LockedCart, key: string | undefined): Promise<void> {
  if (key !== undefined) await tx.execute(sql`UPDATE carts SET last_idempotency_key = ${key} WHERE id = ${cart.id}`);
}
