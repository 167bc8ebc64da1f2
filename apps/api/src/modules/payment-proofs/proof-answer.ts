import { toTaka, type PaymentProof, type ProofMethod, type ProofStatus } from '@shop/shared';
import type { paymentProofs } from '../../db/schema/index';

export type ProofRow = typeof paymentProofs.$inferSelect;

/** Where the owner fetches a proof's screenshot, with the bearer token (never a public address). */
const screenshotUrl = (proofId: string) => `/api/v1/payment-proofs/${proofId}/screenshot`;

export function toProof(row: ProofRow): PaymentProof {
  return {
    id: row.id,
    order_id: row.orderId,
    transaction_id: row.transactionId,
    payment_method: row.method as ProofMethod,
    amount: toTaka(row.amount),
    sender_number: row.senderNumber,
    sender_name: row.senderName,
    payment_date: row.paymentDate,
    status: row.status as ProofStatus,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    screenshot_url: screenshotUrl(row.id),
  };
}
