import { z } from 'zod';
import { singleLine } from '../input/text';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/order';
import { ATTEMPT_STATES, ONLINE_GATEWAYS, REFUND_CAUSES, REFUND_CHANNELS, REFUND_STATES } from '../orders/online-payment-parts';
import { DecisionReasonSchema, queuePaging, QueuePageSchema } from './decision-reason';

/**
 * The back office's online payments at /admin/payments (issue 24): the gateways'
 * attempts, the refunds and the money that reached the shop's own wallet numbers. Money in taka, times as ISO
 * strings. Reading needs `payments.read`, acting `payments.decide` (the proof queue's permissions).
 */

const SEARCH = singleLine().max(60, 'Search with at most 60 characters.').optional();

/** GET /api/v1/admin/payment-attempts?state=&gateway=&q=&page=&limit=: newest first; `q` is part of an order number or a gateway id. */
export const AdminAttemptQuerySchema = z
  .object({
    state: z.enum(ATTEMPT_STATES, { error: `state must be one of ${ATTEMPT_STATES.join(', ')}.` }).optional(),
    gateway: z.enum(ONLINE_GATEWAYS, { error: `gateway must be one of ${ONLINE_GATEWAYS.join(', ')}.` }).optional(),
    q: SEARCH,
    ...queuePaging,
  })
  .strict();
export type AdminAttemptQuery = z.infer<typeof AdminAttemptQuerySchema>;

export const AdminAttemptSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  order_payment_status: z.enum(PAYMENT_STATUSES),
  gateway: z.enum(ONLINE_GATEWAYS),
  state: z.enum(ATTEMPT_STATES),
  amount: z.number(),
  /** Ours (SSLCommerz's tran_id; bKash's merchant invoice is the order number). */
  tran_id: z.string(),
  /** SSLCommerz's sessionkey or bKash's paymentID. */
  gateway_payment_id: z.string().nullable(),
  /** SSLCommerz's val_id. */
  val_id: z.string().nullable(),
  /** SSLCommerz's bank_tran_id or bKash's trxID. */
  gateway_trx_id: z.string().nullable(),
  instrument: z.string().nullable(),
  /** Why it is held, failed or refused. */
  note: z.string().nullable(),
  checks: z.number().int(),
  checked_at: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type AdminAttempt = z.infer<typeof AdminAttemptSchema>;
export const AdminAttemptListSchema = z.object({ attempts: z.array(AdminAttemptSchema) }).extend(QueuePageSchema.shape);
export type AdminAttemptList = z.infer<typeof AdminAttemptListSchema>;
/**
 * POST /admin/payment-attempts/{id}/check ('Check with the gateway', no body): asks the gateway now and settles
 * the attempt from its answer; POST /admin/payment-attempts/{id}/accept (a held one: the order is paid, body
 * `DecisionNoteInputSchema`) and /refuse (a held one: refused and its money sent back, body `RejectInputSchema`).
 * Each answers the attempt as it now stands.
 */
export const AdminAttemptAnswerSchema = z.object({ attempt: AdminAttemptSchema });
export type AdminAttemptAnswer = z.infer<typeof AdminAttemptAnswerSchema>;

/** GET /api/v1/admin/refunds?state=&q=&page=&limit=: newest first; `q` is part of an order number. */
export const AdminRefundQuerySchema = z
  .object({
    state: z.enum(REFUND_STATES, { error: `state must be one of ${REFUND_STATES.join(', ')}.` }).optional(),
    q: SEARCH,
    ...queuePaging,
  })
  .strict();
export type AdminRefundQuery = z.infer<typeof AdminRefundQuerySchema>;

export const AdminRefundSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  channel: z.enum(REFUND_CHANNELS),
  cause: z.enum(REFUND_CAUSES),
  state: z.enum(REFUND_STATES),
  amount: z.number(),
  /** The attempt whose money goes back (null for a hand refund). */
  attempt_id: z.string().nullable(),
  /** The return it refunds, when it refunds one. */
  return_id: z.string().nullable(),
  /** SSLCommerz's refund_ref_id, bKash's refundTrxID, or a hand refund's reference. */
  gateway_refund_id: z.string().nullable(),
  /** The gateway's words when it failed, or a hand refund's note. */
  note: z.string().nullable(),
  tries: z.number().int(),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;
export const AdminRefundListSchema = z.object({ refunds: z.array(AdminRefundSchema) }).extend(QueuePageSchema.shape);
export type AdminRefundList = z.infer<typeof AdminRefundListSchema>;
/** POST /admin/refunds/{id}/retry (a failed one, no body) answers the refund as it now stands. */
export const AdminRefundAnswerSchema = z.object({ refund: AdminRefundSchema });
export type AdminRefundAnswer = z.infer<typeof AdminRefundAnswerSchema>;

/**
 * POST /admin/orders/{order_number}/hand-refunds: staff record money they sent back by hand for a proof-paid order
 * (the order's `refund_amount` owed), with the reference of the transfer; it is done when recorded.
 */
export const HandRefundInputSchema = z
  .object({
    amount: z.number({ error: 'Amount must be in taka.' }).positive('Amount must be greater than 0.').max(100_000_000, 'Amount is larger than any order.'),
    reference: singleLine().min(1, 'Give the reference of the transfer.').max(60, 'The reference must be at most 60 characters.'),
    note: DecisionReasonSchema.optional(),
  })
  .strict();
export type HandRefundInput = z.infer<typeof HandRefundInputSchema>;

export const WALLETS = ['bkash', 'nagad', 'rocket'] as const;
export type WalletName = (typeof WALLETS)[number];
/** unmatched (no proof names it yet), settled (it settled a proof by itself), near (a proof names it but differs: staff decide), resolved (staff dealt with it). */
export const WALLET_MATCHES = ['unmatched', 'settled', 'near', 'resolved'] as const;
export type WalletMatch = (typeof WALLET_MATCHES)[number];

/** GET /api/v1/admin/wallet-transactions?match=&wallet=&q=&page=&limit=: newest first; `q` is part of a TrxID or a sender's number. */
export const AdminWalletQuerySchema = z
  .object({
    match: z.enum(WALLET_MATCHES, { error: `match must be one of ${WALLET_MATCHES.join(', ')}.` }).optional(),
    wallet: z.enum(WALLETS, { error: `wallet must be one of ${WALLETS.join(', ')}.` }).optional(),
    q: SEARCH,
    ...queuePaging,
  })
  .strict();
export type AdminWalletQuery = z.infer<typeof AdminWalletQuerySchema>;

/**
 * How a wallet's record and the proof naming it differ (docs/decisions/069): the order is cancelled or already paid;
 * the proof's amount, or the order's total, is not what was received; the proof names another sender (received null:
 * the wallet named none).
 */
export const WALLET_DIFFERENCES = ['order_cancelled', 'order_paid', 'amount_proof', 'amount_due', 'sender'] as const;
export type WalletDifferenceKind = (typeof WALLET_DIFFERENCES)[number];
export const WalletDifferenceSchema = z.object({
  kind: z.enum(WALLET_DIFFERENCES),
  expected: z.union([z.number(), z.string()]).nullable(),
  received: z.union([z.number(), z.string()]).nullable(),
});
export type WalletDifference = z.infer<typeof WalletDifferenceSchema>;

export const AdminWalletTransactionSchema = z.object({
  id: z.string(),
  wallet: z.enum(WALLETS),
  trx_id: z.string(),
  amount: z.number(),
  sender: z.string().nullable(),
  received_at: z.string().nullable(),
  source: z.enum(['sms', 'webhook']),
  match: z.enum(WALLET_MATCHES),
  /** The proof it settled or nearly matches, with its order. */
  proof: z
    .object({
      id: z.string(),
      order_id: z.string(),
      order_number: z.string(),
      /** What the proof says (taka) and who it says sent it. */
      amount: z.number(),
      sender_number: z.string(),
      status: z.enum(['submitted', 'paid', 'rejected']),
    })
    .nullable(),
  /** How a near match differs, each difference as data the screens word (amounts in taka). */
  differences: z.array(WalletDifferenceSchema),
  /** Staff's note when they resolved it. */
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AdminWalletTransaction = z.infer<typeof AdminWalletTransactionSchema>;
export const AdminWalletListSchema = z.object({ transactions: z.array(AdminWalletTransactionSchema) }).extend(QueuePageSchema.shape);
export type AdminWalletList = z.infer<typeof AdminWalletListSchema>;
/** POST /admin/wallet-transactions/{id}/resolve (body `DecisionNoteInputSchema`): staff dealt with it; answers it as it now stands. */
export const AdminWalletAnswerSchema = z.object({ transaction: AdminWalletTransactionSchema });
export type AdminWalletAnswer = z.infer<typeof AdminWalletAnswerSchema>;
