import { ApiError } from '../../../lib/api-client';

/** The reasons the payment page words by code (online.reasons.*); any other failure is 'unknown'. */
export const ONLINE_REASONS = ['gateway_unavailable', 'payment_unavailable', 'already_paid', 'order_cancelled', 'rate_limited', 'network', 'unknown'] as const;
export type OnlineReason = (typeof ONLINE_REASONS)[number];

const isReason = (value: unknown): value is OnlineReason => (ONLINE_REASONS as readonly unknown[]).includes(value);

/** Why starting a payment (or switching to cash) failed, by the server's code, never by its message. */
export function onlineReason(error: unknown): OnlineReason {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.status === 0) return 'network';
  if (error.status === 429) return 'rate_limited';
  return isReason(error.code) ? error.code : error.status === 503 ? 'gateway_unavailable' : 'unknown';
}

/** A reason carried in the address (`?failed=`, from the checkout): only a known one is shown. */
export const reasonFromSearch = (value: string | null): OnlineReason | null => (value === null ? null : isReason(value) ? value : 'unknown');
