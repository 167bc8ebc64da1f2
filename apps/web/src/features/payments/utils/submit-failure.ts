import { ApiError, type ApiErrorCode } from '../../../lib/api-client';
import { serverProofErrors, type ProofErrors } from './proof-form';

export type FailureReason =
  | 'fields'
  | 'notFound'
  | 'notNeeded'
  | 'orderCancelled'
  | 'proofPending'
  | 'alreadyPaid'
  | 'duplicateTransaction'
  | 'proofLimit'
  | 'paymentUnavailable'
  | 'gatewayUnavailable'
  | 'tooLarge'
  | 'tooMany'
  | 'unknown';

/** How a failed submit is told (docs/product/payments.md): no answer, a server fault, or 'Error: …' with a reason. */
export type SubmitFailure =
  | { kind: 'network' }
  | { kind: 'server' }
  | { kind: 'other'; reason: FailureReason; fields: ProofErrors; orderChanged: boolean };

const BY_CODE: Partial<Record<ApiErrorCode, FailureReason>> = {
  proof_not_needed: 'notNeeded',
  order_cancelled: 'orderCancelled',
  proof_pending: 'proofPending',
  already_paid: 'alreadyPaid',
  duplicate_transaction: 'duplicateTransaction',
  proof_limit: 'proofLimit',
  payment_unavailable: 'paymentUnavailable',
  gateway_unavailable: 'gatewayUnavailable',
  not_found: 'notFound',
  rate_limited: 'tooMany',
};

/** Codes that mean the order moved on meanwhile (another tab, staff): the page should read it again. */
const ORDER_CHANGED: FailureReason[] = ['notNeeded', 'orderCancelled', 'proofPending', 'alreadyPaid'];

export function submitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', reason: 'unknown', fields: {}, orderChanged: false };
  if (error.status === 0) return { kind: 'network' };
  // A gateway away is worded as such (nothing was charged), not as the shop's own fault.
  if (error.status >= 500 && error.code !== 'gateway_unavailable') return { kind: 'server' };
  const fields = serverProofErrors(error);
  const reason = BY_CODE[error.code] ?? (Object.keys(fields).length > 0 ? 'fields' : error.status === 413 ? 'tooLarge' : 'unknown');
  return { kind: 'other', reason, fields, orderChanged: ORDER_CHANGED.includes(reason) };
}
