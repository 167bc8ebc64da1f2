import { z } from 'zod';
import { gatewayAmountToPoisha, poishaToGatewayAmount } from '../amount';
import { createOutsideCaller, OutsideServiceError, type OutsideCaller, type OutsideTimeouts } from '../../../lib/outside-http';

/**
 * bKash Tokenized Checkout (docs/decisions/064), under BKASH_API_URL (https://tokenized.pay.bka.sh/v1.2.0-beta):
 * - POST /tokenized/checkout/token/grant (headers username, password; { app_key, app_secret }) and
 *   /token/refresh ({ app_key, app_secret, refresh_token }) -> { id_token, refresh_token, expires_in };
 * - with headers Authorization: <id_token> and X-APP-Key: POST /tokenized/checkout/create
 *   ({ mode 0011, payerReference, callbackURL, amount "1290.00", currency BDT, intent sale, merchantInvoiceNumber })
 *   -> { paymentID, bkashURL }; the shopper approves on bkashURL and comes back to callbackURL?paymentID&status;
 *   POST /tokenized/checkout/execute, /payment/status ({ paymentID }) -> { trxID, transactionStatus, amount };
 *   POST /tokenized/checkout/payment/refund ({ paymentID, amount, trxID, sku, reason }), and with only
 *   { paymentID, trxID } its status.
 * A success carries statusCode "0000"; a refusal another statusCode (or errorCode) with its message.
 */

export interface BkashOptions {
  /** BKASH_API_URL: the base of the tokenized checkout API, the sandbox's, or a stand-in's. */
  url: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  timeouts?: Partial<OutsideTimeouts>;
  retryDelayMs?: number;
  breakerNow?: () => number;
  /** The token's clock (tests move it past the token's life). */
  now?: () => number;
}

/** A token is renewed this long before bKash says it ends (its life is an hour), or halfway through a shorter life. */
export const TOKEN_RENEW_BEFORE_MS = 5 * 60_000;

const REFUSAL = z.object({ statusCode: z.string().optional(), statusMessage: z.string().optional(), errorCode: z.string().optional(), errorMessage: z.string().optional() });

const TOKEN_ANSWER = REFUSAL.extend({ id_token: z.string().min(1).optional(), refresh_token: z.string().min(1).optional(), expires_in: z.coerce.number().int().positive().optional() });

const CREATE_ANSWER = REFUSAL.extend({ paymentID: z.string().min(1).optional(), bkashURL: z.url({ protocol: /^https?$/ }).optional(), transactionStatus: z.string().optional(), amount: z.string().optional(), merchantInvoiceNumber: z.string().optional() });

const PAYMENT_ANSWER = REFUSAL.extend({
  paymentID: z.string().optional(),
  trxID: z.string().optional(),
  transactionStatus: z.string().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  merchantInvoiceNumber: z.string().optional(),
  // The status query names it merchantInvoice.
  merchantInvoice: z.string().optional(),
  customerMsisdn: z.string().optional(),
});

const REFUND_ANSWER = REFUSAL.extend({ originalTrxID: z.string().optional(), refundTrxID: z.string().optional(), transactionStatus: z.string().optional(), amount: z.string().optional(), currency: z.string().optional() });

export interface CreatedPayment {
  paymentId: string;
  /** Where the shopper approves the payment. */
  bkashUrl: string;
}

/**
 * A payment's state, settled: 'completed' (paid, `trxId` set), 'failed' (refused, cancelled, expired), 'pending'
 * (not executed yet: the shopper has not approved, or bKash has not decided), 'mismatch' (completed, but not for
 * this order's amount or number: held for staff).
 */
export interface PaymentState {
  state: 'completed' | 'failed' | 'pending' | 'mismatch';
  paymentId: string;
  trxId: string | null;
  amountPoisha: number | null;
  /** bKash's own words for a refusal or a mismatch, for staff. */
  reason: string | null;
}

export interface BkashRefund {
  state: 'done' | 'pending' | 'refused';
  refundTrxId: string | null;
  reason: string | null;
}

export interface BkashClient {
  state: OutsideCaller['state'];
  /** The id_token for the next call: kept, renewed before it ends, one grant at a time. */
  token(): Promise<string>;
  createPayment(request: { amountPoisha: number; invoice: string; payerReference: string; callbackUrl: string }): Promise<CreatedPayment>;
  /** Executes an approved payment; an answer lost or late is settled by the status query. */
  executePayment(paymentId: string, expected: { amountPoisha: number; invoice: string }): Promise<PaymentState>;
  queryPayment(paymentId: string, expected: { amountPoisha: number; invoice: string }): Promise<PaymentState>;
  refund(request: { paymentId: string; trxId: string; amountPoisha: number; sku: string; reason: string }): Promise<BkashRefund>;
  refundStatus(request: { paymentId: string; trxId: string }): Promise<BkashRefund>;
}

function refusalOf(answer: z.infer<typeof REFUSAL>): { code: string; message: string } | null {
  if (answer.errorCode) return { code: answer.errorCode.slice(0, 20), message: (answer.errorMessage ?? 'no reason given').slice(0, 200) };
  if (answer.statusCode && answer.statusCode !== '0000') return { code: answer.statusCode.slice(0, 20), message: (answer.statusMessage ?? 'no reason given').slice(0, 200) };
  return null;
}

export function createBkashClient(options: BkashOptions): BkashClient {
  const caller = createOutsideCaller({ name: 'bKash', url: options.url, timeouts: options.timeouts, retryDelayMs: options.retryDelayMs, breakerNow: options.breakerNow });
  const now = options.now ?? Date.now;
  let kept: { idToken: string; refreshToken: string | null; renewAt: number } | null = null;
  let renewing: Promise<string> | null = null;

  async function tokenCall(path: string, body: Record<string, string>): Promise<string> {
    const answer = await caller.json(
      { method: 'POST', path, headers: { username: options.username, password: options.password }, json: { app_key: options.appKey, app_secret: options.appSecret, ...body }, safeToRepeat: true },
      TOKEN_ANSWER,
    );
    const refused = refusalOf(answer);
    if (refused || !answer.id_token || !answer.expires_in) {
      throw new OutsideServiceError('bKash', `refused the token: ${refused?.message ?? 'no token in the answer'} (${path})`, 'answer', 200, refused?.code);
    }
    const lifeMs = answer.expires_in * 1000;
    kept = { idToken: answer.id_token, refreshToken: answer.refresh_token ?? null, renewAt: now() + lifeMs - Math.min(TOKEN_RENEW_BEFORE_MS, lifeMs / 2) };
    return answer.id_token;
  }

  async function renew(): Promise<string> {
    const refreshToken = kept?.refreshToken;
    if (refreshToken) {
      try {
        return await tokenCall('/tokenized/checkout/token/refresh', { refresh_token: refreshToken });
      } catch (error) {
        // A refresh token bKash no longer takes: a new grant. A gateway that is away stays away for the grant too.
        if (!(error instanceof OutsideServiceError) || error.stage !== 'answer') throw error;
      }
    }
    return tokenCall('/tokenized/checkout/token/grant', {});
  }

  async function token(): Promise<string> {
    if (kept && now() < kept.renewAt) return kept.idToken;
    renewing ??= renew().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /**
   * A call with the token. A 401 means bKash's gateway refused the token before the call reached the checkout (it
   * ended early, or was revoked): the call was not made, so it is made again once with a new token.
   */
  async function authorised<S extends z.ZodType>(path: string, json: Record<string, string>, schema: S, safeToRepeat: boolean): Promise<z.infer<S>> {
    const call = async () => caller.json({ method: 'POST', path, headers: { authorization: await token(), 'x-app-key': options.appKey }, json, safeToRepeat }, schema);
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof OutsideServiceError) || error.status !== 401) throw error;
      kept = null;
      return call();
    }
  }

  function judged(paymentId: string, answer: z.infer<typeof PAYMENT_ANSWER>, expected: { amountPoisha: number; invoice: string }): PaymentState {
    const amountPoisha = answer.amount === undefined ? null : gatewayAmountToPoisha(answer.amount);
    const status = answer.transactionStatus ?? '';
    const trxId = answer.trxID || null;
    if (status === 'Completed') {
      const invoice = answer.merchantInvoiceNumber ?? answer.merchantInvoice;
      if (!trxId) return { state: 'mismatch', paymentId, trxId, amountPoisha, reason: 'completed without a trxID' };
      if (amountPoisha !== expected.amountPoisha) return { state: 'mismatch', paymentId, trxId, amountPoisha, reason: `paid ${amountPoisha ?? 'an unclear amount'} poisha, the order is ${expected.amountPoisha}` };
      if (invoice !== undefined && invoice !== expected.invoice) return { state: 'mismatch', paymentId, trxId, amountPoisha, reason: 'the payment is of another invoice' };
      if (answer.currency !== undefined && answer.currency !== 'BDT') return { state: 'mismatch', paymentId, trxId, amountPoisha, reason: 'not paid in BDT' };
      return { state: 'completed', paymentId, trxId, amountPoisha, reason: null };
    }
    if (status === 'Initiated' || status === 'Pending Authorized' || status === 'Authorized' || status === '') return { state: 'pending', paymentId, trxId, amountPoisha, reason: status || null };
    return { state: 'failed', paymentId, trxId, amountPoisha, reason: status.slice(0, 60) };
  }

  const client: BkashClient = {
    state: caller.state,
    token,

    async createPayment(request) {
      const path = '/tokenized/checkout/create';
      const answer = await authorised(
        path,
        {
          mode: '0011',
          payerReference: request.payerReference,
          callbackURL: request.callbackUrl,
          amount: poishaToGatewayAmount(request.amountPoisha),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: request.invoice,
        },
        CREATE_ANSWER,
        false,
      );
      const refused = refusalOf(answer);
      if (refused || !answer.paymentID || !answer.bkashURL) {
        throw new OutsideServiceError('bKash', `refused the payment: ${refused?.message ?? 'no paymentID in the answer'} (${path})`, 'answer', 200, refused?.code);
      }
      return { paymentId: answer.paymentID, bkashUrl: answer.bkashURL };
    },

    async executePayment(paymentId, expected) {
      let answer: z.infer<typeof PAYMENT_ANSWER>;
      try {
        answer = await authorised('/tokenized/checkout/execute', { paymentID: paymentId }, PAYMENT_ANSWER, false);
      } catch (error) {
        // Sent and not answered (or a 5xx): bKash may have executed it. Its state is read, never executed twice.
        if (error instanceof OutsideServiceError && error.outcomeUnknown) return client.queryPayment(paymentId, expected);
        throw error;
      }
      // A refusal (already executed, not approved, the shopper's balance short) leaves the payment in a state bKash
      // keeps: the status query reads it, so a refused execute never passes for a failed payment on its own word.
      if (refusalOf(answer)) return client.queryPayment(paymentId, expected);
      return judged(paymentId, answer, expected);
    },

    async queryPayment(paymentId, expected) {
      const answer = await authorised('/tokenized/checkout/payment/status', { paymentID: paymentId }, PAYMENT_ANSWER, true);
      const refused = refusalOf(answer);
      if (refused) throw new OutsideServiceError('bKash', `refused the status query: ${refused.message} (/tokenized/checkout/payment/status)`, 'answer', 200, refused.code);
      return judged(paymentId, answer, expected);
    },

    async refund(request) {
      const answer = await authorised(
        '/tokenized/checkout/payment/refund',
        { paymentID: request.paymentId, amount: poishaToGatewayAmount(request.amountPoisha), trxID: request.trxId, sku: request.sku, reason: request.reason },
        REFUND_ANSWER,
        false,
      );
      return refundOf(answer);
    },

    async refundStatus(request) {
      const answer = await authorised('/tokenized/checkout/payment/refund', { paymentID: request.paymentId, trxID: request.trxId }, REFUND_ANSWER, true);
      return refundOf(answer);
    },
  };
  return client;
}

function refundOf(answer: z.infer<typeof REFUND_ANSWER>): BkashRefund {
  const refused = refusalOf(answer);
  if (refused) return { state: 'refused', refundTrxId: null, reason: `${refused.code} ${refused.message}` };
  const refundTrxId = answer.refundTrxID || null;
  if (answer.transactionStatus === 'Completed' && refundTrxId) return { state: 'done', refundTrxId, reason: null };
  return { state: 'pending', refundTrxId, reason: answer.transactionStatus ?? null };
}
