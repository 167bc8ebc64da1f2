import { eq } from 'drizzle-orm';
import type { RefundCause, RefundChannel } from '@shop/shared';
import type { Tx } from '../../db/client';
import { paymentRefunds } from '../../db/schema/index';

export type RefundRow = typeof paymentRefunds.$inferSelect;

export interface RefundRequest {
  /**
   * Makes the refund once, whoever asks twice: 'cancel:<order id>', 'return:<return id>', 'late:<attempt id>',
   * 'refused:<attempt id>'.
   */
  key: string;
  orderId: string;
  /** The paid attempt whose money goes back; null for a hand refund. */
  attemptId: string | null;
  returnId?: string | null;
  channel: RefundChannel;
  cause: RefundCause;
  /** Poisha, above 0. */
  amount: number;
}

/**
 * Asks for a refund in the caller's transaction (issue 24): writes the refund's row, once by its key, and
 * answers it (the one already there when the key was asked for before). The refund worker calls the gateway and
 * follows the refund to done; nothing here talks to a gateway, so the caller's transaction never waits on one.
 */
export async function requestRefund(tx: Tx, request: RefundRequest): Promise<RefundRow> {
  const [inserted] = await tx
    .insert(paymentRefunds)
    .values({
      key: request.key,
      orderId: request.orderId,
      attemptId: request.attemptId,
      returnId: request.returnId ?? null,
      channel: request.channel,
      cause: request.cause,
      amount: request.amount,
    })
    .onConflictDoNothing({ target: paymentRefunds.key })
    .returning();
  if (inserted) return inserted;
  const [existing] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.key, request.key));
  return existing!;
}
