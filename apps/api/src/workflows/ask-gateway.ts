import type { OnlineGateway } from '@shop/shared';
import type { AttemptRow } from '../modules/online-payments/attempts.service';
import type { OnlineGateways } from '../modules/online-payments/ways';
import type { PaymentOutcome } from './settle-online-payment';

/** An attempt the gateway never saw paid is given up after this long (SSLCommerz's session, bKash's payment). */
export const ATTEMPT_GIVE_UP_MS = 60 * 60_000;

export interface AskOptions {
  /** The order's number: bKash's merchant invoice. */
  orderNumber: string;
  now: number;
  /** bKash's callback said the shopper approved: execute (a lost answer is settled by the status query). */
  execute?: boolean;
}

/**
 * Asks the gateway what became of one attempt (docs/decisions/068) and answers the outcome to settle; the
 * gateway's words, never the browser's. Throws the client's OutsideServiceError when the gateway cannot be asked.
 * - SSLCommerz: the transaction query by our tran_id; a payment it lists as VALID or VALIDATED is believed only
 *   after the validation API confirms it for this tran_id, amount and BDT (`confirmPayment`); one the query lists
 *   but the validation refuses is held for staff. None listed past ATTEMPT_GIVE_UP_MS: failed.
 * - bKash: execute (only when the shopper approved) or the status query; an approved payment never executed (a
 *   lost callback) is executed now. Still initiated past ATTEMPT_GIVE_UP_MS: cancelled (bKash lets it expire).
 */
export async function askGateway(gateways: OnlineGateways, attempt: AttemptRow, options: AskOptions): Promise<PaymentOutcome> {
  const expired = options.now - attempt.createdAt.getTime() > ATTEMPT_GIVE_UP_MS;
  const gateway = attempt.gateway as OnlineGateway;
  if (gateway === 'sslcommerz') {
    const client = gateways.sslcommerz;
    if (!client) return { kind: 'pending' };
    const found = await client.queryTransaction(attempt.tranId);
    const valid = found.find((t) => (t.status === 'VALID' || t.status === 'VALIDATED') && t.valId);
    if (valid?.valId) {
      const verdict = await client.confirmPayment({ valId: valid.valId, tranId: attempt.tranId, amountPoisha: attempt.amount });
      if (verdict.verdict === 'paid') return { kind: 'paid', valId: verdict.valId, trxId: verdict.bankTranId, instrument: verdict.instrument };
      if (verdict.verdict === 'mismatch') return { kind: 'held', valId: verdict.valId, trxId: verdict.bankTranId, instrument: verdict.instrument, reason: verdict.reason };
      if (verdict.verdict === 'invalid') return { kind: 'held', valId: valid.valId, trxId: valid.bankTranId, reason: `Listed as paid, but the validation refuses it: ${verdict.reason}` };
      return { kind: 'held', valId: verdict.valId, trxId: verdict.bankTranId, instrument: verdict.instrument, reason: `The gateway marks the payment risky${verdict.riskTitle ? ` (${verdict.riskTitle})` : ''}` };
    }
    if (found.some((t) => t.status === 'CANCELLED')) return { kind: 'cancelled', reason: 'Cancelled on the payment page' };
    if (found.some((t) => t.status === 'FAILED')) return { kind: 'failed', reason: 'The payment failed' };
    return expired ? { kind: 'failed', reason: 'No payment within an hour' } : { kind: 'pending' };
  }
  const client = gateways.bkash;
  if (!client || !attempt.gatewayPaymentId) return { kind: 'pending' };
  const expected = { amountPoisha: attempt.amount, invoice: options.orderNumber };
  let state = options.execute ? await client.executePayment(attempt.gatewayPaymentId, expected) : await client.queryPayment(attempt.gatewayPaymentId, expected);
  // Approved but never executed (the callback was lost): executing takes the money the shopper agreed to pay.
  if (state.state === 'pending' && state.reason === 'Authorized' && !options.execute) state = await client.executePayment(attempt.gatewayPaymentId, expected);
  switch (state.state) {
    case 'completed':
      return { kind: 'paid', trxId: state.trxId, instrument: 'bKash' };
    case 'mismatch':
      return { kind: 'held', trxId: state.trxId, instrument: 'bKash', reason: state.reason ?? 'The payment does not match the order' };
    case 'failed':
      return state.reason === 'Cancelled' ? { kind: 'cancelled', reason: 'Cancelled on bKash' } : { kind: 'failed', reason: `bKash: ${state.reason ?? 'failed'}` };
    default:
      return expired ? { kind: 'cancelled', reason: 'Not approved within an hour' } : { kind: 'pending' };
  }
}
