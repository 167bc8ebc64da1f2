import { ErrorCode, PAYMENT_PROOF_ERRORS } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import { proofFieldErrors, type ProofErrors } from './proof-form';

export type FailureReason =
  | 'fields'
  | 'notFound'
  | 'notNeeded'
  | 'orderCancelled'
  | 'proofPending'
  | 'alreadyPaid'
  | 'duplicateTransaction'
  | 'proofLimit'
  | 'tooLarge'
  | 'tooMany'
  | 'unknown';

/** How a failed submit is told (spec §8): no answer, a server fault, or 'Error: …' with a reason. */
export type SubmitFailure =
  | { kind: 'network' }
  | { kind: 'server' }
  | { kind: 'other'; reason: FailureReason; fields: ProofErrors; orderChanged: boolean };

const BY_CODE: Record<string, FailureReason> = {
  [PAYMENT_PROOF_ERRORS.notNeeded]: 'notNeeded',
  [PAYMENT_PROOF_ERRORS.orderCancelled]: 'orderCancelled',
  [PAYMENT_PROOF_ERRORS.proofPending]: 'proofPending',
  [PAYMENT_PROOF_ERRORS.alreadyPaid]: 'alreadyPaid',
  [PAYMENT_PROOF_ERRORS.duplicateTransaction]: 'duplicateTransaction',
  [PAYMENT_PROOF_ERRORS.tooManyProofs]: 'proofLimit',
  [ErrorCode.notFound]: 'notFound',
  [ErrorCode.rateLimited]: 'tooMany',
};

/** Codes that mean the order moved on meanwhile (another tab, staff): the page should read it again. */
const ORDER_CHANGED: FailureReason[] = ['notNeeded', 'orderCancelled', 'proofPending', 'alreadyPaid'];

export function submitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', reason: 'unknown', fields: {}, orderChanged: false };
  if (error.status === 0) return { kind: 'network' };
  if (error.status >= 500) return { kind: 'server' };
  const fields = proofFieldErrors(Object.entries(error.fields));
  const reason = BY_CODE[error.code] ?? (Object.keys(fields).length > 0 ? 'fields' : error.status === 413 ? 'tooLarge' : 'unknown');
  return { kind: 'other', reason, fields, orderChanged: ORDER_CHANGED.includes(reason) };
}
