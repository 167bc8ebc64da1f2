import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  toTaka, type AdminWalletList, type AdminWalletQuery, type AdminWalletTransaction, type WalletDifferenceKind, type WalletMatch, type WalletName,
} from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { orders, paymentProofs, walletTransactions } from '../../db/schema/index';
import { likeContains } from '../../lib/like';
import { isUuid } from '../orders/orders.service';

/**
 * The money that reached the shop's own wallet numbers (docs/decisions/069): the wallet_transactions rows, once per
 * wallet and TrxID whichever way they came (the forwarded SMS or bKash's webhook). Written only here, in the
 * caller's transaction; what a transaction settles is decided by the workflow `settle-wallet-payment.ts`.
 */

export type WalletRow = typeof walletTransactions.$inferSelect;

export interface WalletReceiptInput {
  wallet: WalletName;
  /** Upper case. */
  trxId: string;
  /** Poisha, above 0. */
  amount: number;
  /** 01XXXXXXXXX when the wallet names one; else as written (a masked Rocket account), or null. */
  sender: string | null;
  receivedAt: Date | null;
  source: 'sms' | 'webhook';
}

/** Stores a transaction once by (wallet, TrxID): `stored` false, and the row already there, when it was seen before. */
export async function storeWalletTransaction(tx: Tx, input: WalletReceiptInput): Promise<{ row: WalletRow; stored: boolean }> {
  const [inserted] = await tx
    .insert(walletTransactions)
    .values({ ...input, trxId: input.trxId.toUpperCase() })
    .onConflictDoNothing({ target: [walletTransactions.wallet, walletTransactions.trxId] })
    .returning();
  if (inserted) return { row: inserted, stored: true };
  const [existing] = await tx
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.wallet, input.wallet), eq(walletTransactions.trxId, input.trxId.toUpperCase())));
  return { row: existing!, stored: false };
}

/**
 * The transaction of (wallet, TrxID) still open to a match ('unmatched', or 'near' whose proof staff have not
 * settled), locked for the caller's transaction; undefined when there is none.
 */
export async function lockOpenWalletTransaction(tx: Tx, wallet: string, trxId: string): Promise<WalletRow | undefined> {
  const [row] = await tx
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.wallet, wallet), eq(walletTransactions.trxId, trxId.toUpperCase()), inArray(walletTransactions.match, ['unmatched', 'near'])))
    .for('update');
  return row;
}

/** The transaction of (wallet, TrxID) as it stands, or undefined. */
export async function walletTransactionByTrx(db: Database | Tx, wallet: string, trxId: string): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(walletTransactions).where(and(eq(walletTransactions.wallet, wallet), eq(walletTransactions.trxId, trxId.toUpperCase())));
  return row;
}

/** The transaction by id, locked for the caller's transaction. */
export async function lockWalletTransaction(tx: Tx, id: string): Promise<WalletRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, id)).for('update');
  return row;
}

/** A near match's difference as kept (amounts in poisha). */
export type WalletDifferenceRow = { kind: WalletDifferenceKind; expected: number | string | null; received: number | string | null };

/** What became of a transaction: its match, the proof it settled or nearly matches, how it differs, and staff's note. */
export async function setWalletMatch(
  tx: Tx, id: string, change: { match: WalletMatch; proofId: string | null; differences?: WalletDifferenceRow[]; note?: string | null },
): Promise<void> {
  await tx.update(walletTransactions).set({ ...change, updatedAt: new Date() }).where(eq(walletTransactions.id, id));
}

function listRows(db: Database | Tx, where: SQL | undefined) {
  return db
    .select({
      row: walletTransactions,
      proof: {
        id: paymentProofs.id,
        orderId: paymentProofs.orderId,
        amount: paymentProofs.amount,
        senderNumber: paymentProofs.senderNumber,
        status: paymentProofs.status,
      },
      orderNumber: orders.orderNumber,
    })
    .from(walletTransactions)
    .leftJoin(paymentProofs, eq(paymentProofs.id, walletTransactions.proofId))
    .leftJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(where);
}

type ListRow = Awaited<ReturnType<typeof listRows>>[number];

const AMOUNT_DIFFERENCES: ReadonlySet<string> = new Set(['amount_proof', 'amount_due']);

function toAnswer({ row, proof, orderNumber }: ListRow): AdminWalletTransaction {
  return {
    id: row.id,
    wallet: row.wallet as WalletName,
    trx_id: row.trxId,
    amount: toTaka(row.amount),
    sender: row.sender,
    received_at: row.receivedAt?.toISOString() ?? null,
    source: row.source as 'sms' | 'webhook',
    match: row.match as WalletMatch,
    proof:
      proof && orderNumber
        ? {
            id: proof.id,
            order_id: proof.orderId,
            order_number: orderNumber,
            amount: toTaka(proof.amount),
            sender_number: proof.senderNumber,
            status: proof.status as 'submitted' | 'paid' | 'rejected',
          }
        : null,
    differences: (row.differences ?? []).map((found) => ({
      kind: found.kind as WalletDifferenceKind,
      // Amounts are kept in poisha and answered in taka, as every amount here.
      expected: AMOUNT_DIFFERENCES.has(found.kind) && typeof found.expected === 'number' ? toTaka(found.expected) : found.expected,
      received: AMOUNT_DIFFERENCES.has(found.kind) && typeof found.received === 'number' ? toTaka(found.received) : found.received,
    })),
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** The back office's list: newest first, of one match and wallet, `q` part of a TrxID or a sender's number. */
export async function listWalletTransactions(db: Database, query: AdminWalletQuery): Promise<AdminWalletList> {
  const conditions: SQL[] = [];
  if (query.match) conditions.push(eq(walletTransactions.match, query.match));
  if (query.wallet) conditions.push(eq(walletTransactions.wallet, query.wallet));
  if (query.q) {
    const pattern = likeContains(query.q);
    conditions.push(or(ilike(walletTransactions.trxId, pattern), ilike(walletTransactions.sender, pattern))!);
  }
  const where = and(...conditions);
  const rows = await listRows(db, where)
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(walletTransactions).where(where);
  return { transactions: rows.map(toAnswer), page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

/** One transaction as the back office shows it, or undefined. */
export async function walletTransactionAnswer(db: Database | Tx, id: string): Promise<AdminWalletTransaction | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await listRows(db, eq(walletTransactions.id, id));
  return row ? toAnswer(row) : undefined;
}
