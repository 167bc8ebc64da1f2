import { sql } from 'drizzle-orm';
import {
  bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders, paymentProofs, returnRequests } from './orders';

/**
 * One try at paying an order online through a gateway (migration 0018, issue 24). The amount is the
 * order's total when the attempt began, in poisha: the server's, never the shopper's. An order has at most one
 * paid attempt (a unique index holds it), whatever the return, the IPN, a retry and the reconciliation bring.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id),
    /** 'sslcommerz' or 'bkash'. */
    gateway: text('gateway').notNull(),
    /** Ours, unique, sent to the gateway: SSLCommerz's tran_id, bKash's merchantInvoiceNumber is the order number. */
    tranId: text('tran_id').notNull().unique(),
    /** The gateway's id of the attempt: SSLCommerz's sessionkey, bKash's paymentID. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** SSLCommerz's val_id once validated. */
    valId: text('val_id'),
    /** The money's own id: SSLCommerz's bank_tran_id, bKash's trxID (the one refunds name). */
    gatewayTrxId: text('gateway_trx_id'),
    /** Poisha. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** started → paid | held | failed | cancelled; held → paid | refused (staff). */
    state: text('state').notNull().default('started'),
    /** What the shopper paid with, as the gateway names it ('VISA-Dutch Bangla', 'BKASH-BKash'), once known. */
    instrument: text('instrument'),
    /** Why the attempt is held, failed or refused, in the gateway's or staff's words. */
    note: text('note'),
    /** When the reconciliation last asked the gateway about it, and how often. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt.desc()),
    index('payment_attempts_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The reconciliation's sweep of attempts left open.
    index('payment_attempts_open_idx').on(t.createdAt).where(sql`${t.state} = 'started'`),
    // Paid once: at most one paid attempt an order.
    uniqueIndex('payment_attempts_one_paid').on(t.orderId).where(sql`${t.state} = 'paid'`),
    check('payment_attempts_gateway_known', sql`${t.gateway} in ('sslcommerz', 'bkash')`),
    check('payment_attempts_state_known', sql`${t.state} in ('started', 'paid', 'held', 'failed', 'cancelled', 'refused')`),
    check('payment_attempts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Money going back to a shopper (migration 0018, issue 24): through the gateway it came by
 * (`sslcommerz`, `bkash`: `attempt_id` names the paid attempt) or by hand (`hand`: a proof-paid order, recorded by
 * staff). Asking for a refund is writing this row in the caller's transaction; the refund worker calls the
 * gateway and follows it to done. `key` makes each refund once: 'cancel:<order id>', 'return:<return id>',
 * 'late:<attempt id>', 'refused:<attempt id>'.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    returnId: uuid('return_id').references(() => returnRequests.id),
    channel: text('channel').notNull(),
    /** 'cancelled', 'return', 'late_payment' (paid after its order was cancelled), 'refused' (staff refused a held payment). */
    cause: text('cause').notNull(),
    /** Poisha. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** requested → pending → done; requested | pending → failed (the gateway refused: staff may retry → requested). */
    state: text('state').notNull().default('requested'),
    /** The gateway's id of the refund: SSLCommerz's refund_ref_id, bKash's refundTrxID; a hand refund's reference. */
    gatewayRefundId: text('gateway_refund_id'),
    /** The gateway's or staff's words when it failed; a hand refund's note. */
    note: text('note'),
    tries: integer('tries').notNull().default(0),
    /** When the worker next looks at it (requested: to call; pending: to ask the refund's status). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_due_idx').on(t.nextCheckAt).where(sql`${t.state} in ('requested', 'pending')`),
    check('payment_refunds_channel_known', sql`${t.channel} in ('sslcommerz', 'bkash', 'hand')`),
    check('payment_refunds_gateway_has_attempt', sql`(${t.channel} = 'hand') = (${t.attemptId} is null)`),
    check('payment_refunds_cause_known', sql`${t.cause} in ('cancelled', 'return', 'late_payment', 'refused')`),
    check('payment_refunds_state_known', sql`${t.state} in ('requested', 'pending', 'done', 'failed')`),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Money that reached one of the shop's own wallet numbers (migration 0018, issue 24), from the wallet's
 * "money received" SMS forwarded by the shop's phone or from bKash's merchant webhook: once per wallet and TrxID.
 * `match` says what became of it: 'unmatched' (no proof names it yet), 'settled' (it settled `proof_id` by itself),
 * 'near' (a proof names it but the amount or sender differs: staff decide, `note` says how), 'resolved' (staff
 * dealt with it).
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    trxId: text('trx_id').notNull(),
    /** Poisha. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The sender's number as 01XXXXXXXXX, when the text names one. */
    sender: text('sender'),
    /** The time the wallet gives, when it gives one. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** 'sms' or 'webhook'. */
    source: text('source').notNull(),
    match: text('match').notNull().default('unmatched'),
    proofId: uuid('proof_id').references(() => paymentProofs.id),
    note: text('note'),
    /**
     * How a near match differs from its proof (migration 0019): each difference as data, worded by the screens
     * (`WALLET_DIFFERENCES` of @shop/shared), with what was expected and what was received (amounts in poisha).
     */
    differences: jsonb('differences').$type<Array<{ kind: string; expected: number | string | null; received: number | string | null }>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_trx').on(t.wallet, t.trxId),
    index('wallet_transactions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('wallet_transactions_proof_idx').on(t.proofId),
    check('wallet_transactions_wallet_known', sql`${t.wallet} in ('bkash', 'nagad', 'rocket')`),
    check('wallet_transactions_source_known', sql`${t.source} in ('sms', 'webhook')`),
    check('wallet_transactions_match_known', sql`${t.match} in ('unmatched', 'settled', 'near', 'resolved')`),
    check('wallet_transactions_amount_positive', sql`${t.amount} > 0`),
  ],
);
