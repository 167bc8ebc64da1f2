import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  toTaka, type AdminProof, type AdminProofList, type AdminProofQuery, type OrderStatus, type PaymentStatus, type ProofMethod, type ProofStatus,
  type StaffPaymentProofList,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema/index';
import { isUuid } from '../orders/orders.service';
import { likeContains } from '../../lib/like';
import { toProof } from './proof-answer';

/** Where staff open a proof's screenshot, with their session (the shopper's address takes the shopper's token). */
const staffScreenshotUrl = (proofId: string) => `/api/v1/admin/payment-proofs/${proofId}/screenshot`;

/** Transaction IDs compare without case, as the check on submitting does (payment-proofs.service.ts). */
const upperTransactionId = sql<string>`upper(${paymentProofs.transactionId})`;

/**
 * The back office's payment-proof queue (docs/product/back-office-payments-and-returns.md): submitted proofs
 * oldest first, so the longest waiting come first; decided ones newest first. Each with its order's total
 * (a mismatch flagged) and the other orders' proofs that gave the same transaction ID.
 */
export async function proofQueue(db: Database, query: AdminProofQuery): Promise<AdminProofList> {
  const conditions: SQL[] = [eq(paymentProofs.status, query.status)];
  if (query.q) {
    const pattern = likeContains(query.q);
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(paymentProofs.transactionId, pattern),
        ilike(paymentProofs.senderNumber, pattern),
        ilike(paymentProofs.senderName, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const order = query.status === 'submitted' ? [asc(paymentProofs.createdAt), asc(paymentProofs.id)] : [desc(paymentProofs.createdAt), desc(paymentProofs.id)];
  const rows = await proofRows(db, where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(paymentProofs).innerJoin(orders, eq(orders.id, paymentProofs.orderId)).where(where);
  return { proofs: await withDuplicates(db, rows), page: query.page, limit: query.limit, total: total?.n ?? 0 };
}

/**
 * The staff key's and the command line's list (`payments list`, decision 016), from the same reader as the queue:
 * newest first, of one status or all, each with its order's number and status, without the screenshot's address
 * (the shopper's token opens it).
 */
export async function staffPaymentProofs(db: Database, filter: { status?: ProofStatus; limit: number }): Promise<StaffPaymentProofList> {
  const rows = await proofRows(db, filter.status ? eq(paymentProofs.status, filter.status) : undefined)
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(filter.limit);
  return {
    payment_proofs: rows.map(({ proof, orderNumber, orderStatus }) => {
      const { screenshot_url: _, ...answer } = toProof(proof);
      return { ...answer, order_number: orderNumber, order_status: orderStatus as OrderStatus };
    }),
  };
}

/** One proof as the queue shows it, or null. */
export async function queuedProof(db: Database, proofId: string): Promise<AdminProof | null> {
  if (!isUuid(proofId)) return null;
  const rows = await proofRows(db, eq(paymentProofs.id, proofId));
  const [proof] = await withDuplicates(db, rows);
  return proof ?? null;
}

function proofRows(db: Database, where: SQL | undefined) {
  return db
    .select({ proof: paymentProofs, orderNumber: orders.orderNumber, orderStatus: orders.status, paymentStatus: orders.paymentStatus, total: orders.total })
    .from(paymentProofs)
    .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
    .where(where)
    .$dynamic();
}

type ProofRow = Awaited<ReturnType<typeof proofRows>>[number];

async function withDuplicates(db: Database, rows: ProofRow[]): Promise<AdminProof[]> {
  const ids = [...new Set(rows.map((row) => row.proof.transactionId.toUpperCase()))];
  const sameIds = ids.length === 0
    ? []
    : await db
        .select({ id: paymentProofs.id, orderId: paymentProofs.orderId, transactionId: upperTransactionId, status: paymentProofs.status, method: paymentProofs.method, orderNumber: orders.orderNumber })
        .from(paymentProofs)
        .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
        .where(inArray(upperTransactionId, ids))
        .orderBy(asc(paymentProofs.createdAt), asc(paymentProofs.id));
  return rows.map((row) => {
    const duplicates = sameIds
      .filter((other) => other.transactionId === row.proof.transactionId.toUpperCase() && other.orderId !== row.proof.orderId)
      .map((other) => ({ proof_id: other.id, order_number: other.orderNumber, status: other.status as ProofStatus, payment_method: other.method as ProofMethod }));
    return toAdminProof(row, duplicates);
  });
}

function toAdminProof({ proof, orderNumber, orderStatus, paymentStatus, total }: ProofRow, duplicates: AdminProof['duplicates']): AdminProof {
  return {
    id: proof.id,
    order_id: proof.orderId,
    order_number: orderNumber,
    order_status: orderStatus as OrderStatus,
    order_payment_status: paymentStatus as PaymentStatus,
    order_total: toTaka(total),
    amount: toTaka(proof.amount),
    amount_mismatch: proof.amount !== total,
    payment_method: proof.method as ProofMethod,
    sender_number: proof.senderNumber,
    sender_name: proof.senderName,
    transaction_id: proof.transactionId,
    payment_date: proof.paymentDate,
    submitted_at: proof.createdAt.toISOString(),
    status: proof.status as ProofStatus,
    reject_reason: proof.rejectReason,
    decided_at: proof.decidedAt?.toISOString() ?? null,
    screenshot_url: proof.screenshot ? staffScreenshotUrl(proof.id) : null,
    duplicates,
  };
}
