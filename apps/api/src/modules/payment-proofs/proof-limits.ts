import { PAYMENT_PROOF_ERRORS as E } from '@shop/shared';
import { AppError } from '../../lib/errors';
import type { UsageLimits } from '../../lib/usage-limits';
import { RateLimitedError } from '../auth/throttle';

const DAY = 86_400_000;
/** Longer than any upload takes (the request timeout is 30 s); a crashed process frees its claim then. */
const CLAIM_MS = 120_000;

/** What one shopper may ask of the screenshot decoder (docs/decisions/025); settings in env.ts. */
export interface PaymentProofLimits {
  /** Proofs one order takes in all: the first and the ones after a rejection (PAYMENT_PROOFS_PER_ORDER). */
  perOrder: number;
  /** Screenshots one account sends to be decoded in 24 hours, taken or not (PAYMENT_PROOFS_PER_DAY). */
  perDay: number;
  /** Decodes at a time in one process (PAYMENT_PROOF_DECODES). */
  decodes: number;
  /** Bytes a screenshot may take once decoded: width x height x channels x bytes per sample (PAYMENT_PROOF_MAX_DECODED_MB). */
  maxDecodedBytes: number;
}

export const DEFAULT_PROOF_LIMITS: PaymentProofLimits = { perOrder: 3, perDay: 10, decodes: 2, maxDecodedBytes: 100 * 1024 * 1024 };

export function assertProofsLeft(taken: number, limits: PaymentProofLimits): void {
  if (taken >= limits.perOrder) {
    throw new AppError(409, E.tooManyProofs, `This order has had ${taken} payment proofs, as many as it takes. Please contact us and we will sort out the payment with you.`);
  }
}

/**
 * One upload per order at a time, across processes: the others answer at once, before their image is
 * decoded, as a second proof does once the first is in.
 */
export async function claimOrder(limits: UsageLimits, orderId: string): Promise<() => Promise<void>> {
  const release = await limits.claim(`proof:order:${orderId}`, CLAIM_MS);
  if (!release) throw new AppError(409, E.proofPending, 'A payment proof for this order is already being sent.');
  return release;
}

/** Counts one screenshot about to be decoded against the account's day. */
export async function countDecode(limits: UsageLimits, userId: string, settings: PaymentProofLimits): Promise<void> {
  const waitMs = await limits.overLimit(`proof:day:${userId}`, settings.perDay, DAY);
  if (waitMs === null) return;
  const hours = Math.max(1, Math.ceil(waitMs / 3_600_000));
  const message = `You have sent ${settings.perDay} payment screenshots today, the most we check in a day. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
  throw new RateLimitedError(Math.ceil(waitMs / 1000), message);
}
