import type { AttemptState, OnlinePaymentsAnswer, Order, PaymentAttempt, RefundState } from '@shop/shared';
import type { Tone } from '../../../components/ui/tone';

/** The ways that pay through a gateway's own page (the others: cash, or a payment proof). */
export const isGatewayWay = (way: string): way is 'sslcommerz' | 'bkash' => way === 'sslcommerz' || way === 'bkash';

/** The attempt the page is about: the one the gateway sent the shopper back with (?attempt=), else the latest. */
export function attemptInView(answer: OnlinePaymentsAnswer, attemptId: string | null): PaymentAttempt | undefined {
  return answer.attempts.find((attempt) => attempt.id === attemptId) ?? answer.attempts[0];
}

/** The order can still be paid online: not paid, not being checked, not cancelled, and the server allows another try. */
export const canPayOnline = (order: Order, answer: OnlinePaymentsAnswer) =>
  answer.can_pay && isGatewayWay(answer.way) && order.status !== 'cancelled' && (order.payment_status === 'pending' || order.payment_status === 'rejected');

/** After a failed or cancelled try (or one that could not start), the shopper may switch to cash on delivery. */
export const offersCash = (attempt: PaymentAttempt | undefined, startFailed: boolean) => startFailed || attempt?.state === 'failed' || attempt?.state === 'cancelled';

export const ATTEMPT_TONES: Record<AttemptState, Tone> = { started: 'blue', paid: 'green', held: 'yellow', failed: 'red', cancelled: 'gray', refused: 'red' };
export const REFUND_TONES: Record<RefundState, Tone> = { requested: 'blue', pending: 'blue', done: 'green', failed: 'yellow' };

/** How many times the return page asks again while an attempt is 'started', and how often (ms). */
export const WAIT_POLLS = 10;
export const WAIT_POLL_MS = 3_000;
