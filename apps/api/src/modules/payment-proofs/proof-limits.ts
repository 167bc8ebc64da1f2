import { AppError } from '../../lib/errors';
import type { ShopLimits } from '../../lib/limits';
import { inHours, type RateGate } from '../../lib/rate-gate';

const DAY = 86_400_000;
/** Longer than any upload takes (the request timeout is 30 s); a crashed process frees its claim then. */
const CLAIM_MS = 120_000;

/** What one shopper may ask of the screenshot decoder (docs/decisions/025); settings in env.ts. */
export type PaymentProofLimits = Pick<ShopLimits, 'proofsPerOrder' | 'proofsPerDay' | 'proofDecodes' | 'proofMaxDecodedBytes'>;

export function assertProofsLeft(taken: number, limits: PaymentProofLimits): void {
  if (taken >= limits.proofsPerOrder) {
    throw new AppError(409, 'proof_limit', `This order has had ${taken} payment proofs, as many as it takes. Please contact us and we will sort out the payment with you.`);
  }
}

/**
 * One upload per order at a time, across processes: the others answer at once, before their image is
 * decoded, as a second proof does once the first is in.
 */
export async function claimOrder(gate: RateGate, orderId: string): Promise<() => Promise<void>> {
  const release = await gate.claim(`proof:order:${orderId}`, CLAIM_MS);
  if (!release) throw new AppError(409, 'proof_pending', 'A payment proof for this order is already being sent.');
  return release;
}

/** Counts one screenshot about to be decoded against the account's day. */
export function countDecode(gate: RateGate, userId: string, settings: PaymentProofLimits): Promise<void> {
  return gate.take(`proof:day:${userId}`, {
    name: 'payment proofs per day',
    limit: settings.proofsPerDay,
    windowMs: DAY,
    message: ({ hours }) =>
      `You have sent ${settings.proofsPerDay} payment screenshots today, the most we check in a day. Please try again in ${inHours(hours)}.`,
  });
}
