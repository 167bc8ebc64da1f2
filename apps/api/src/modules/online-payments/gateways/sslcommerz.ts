import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { gatewayAmountToPoisha, poishaToGatewayAmount } from '../amount';
import { createOutsideCaller, OutsideServiceError, type OutsideCaller, type OutsideTimeouts } from '../../../lib/outside-http';

/**
 * SSLCommerz (docs/decisions/064), a small client of the shop's own over its documented HTTP API:
 * - session: POST /gwprocess/v4/api.php (form) -> { status: SUCCESS, sessionkey, GatewayPageURL };
 * - validation: GET /validator/api/validationserverAPI.php?val_id&store_id&store_passwd&v=1&format=json;
 * - transaction query, refund and refund status: GET /validator/api/merchantTransIDvalidationAPI.php with tran_id,
 *   or bank_tran_id + refund_amount + refund_remarks + refe_id, or refund_ref_id;
 * - the IPN's signature: md5 over the fields named in verify_key plus store_passwd = md5(store password), sorted by
 *   name and joined as name=value&...
 * Nothing the shopper's browser or the IPN brings is believed until `confirmPayment` has asked the validation API.
 */

export interface SslcommerzOptions {
  /** SSLCOMMERZ_API_URL: https://securepay.sslcommerz.com, the sandbox, or a stand-in. */
  url: string;
  storeId: string;
  storePassword: string;
  timeouts?: Partial<OutsideTimeouts>;
  retryDelayMs?: number;
  breakerNow?: () => number;
}

export interface SessionRequest {
  /** Unique per payment attempt (at most 30 characters); the same id comes back in validation and the IPN. */
  tranId: string;
  amountPoisha: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: { name: string; email: string; phone: string; address: string; city: string; postcode?: string };
  productName: string;
  productCategory: string;
  items: number;
}

export interface Session {
  sessionKey: string;
  /** Where the shopper is sent to pay. */
  gatewayPageUrl: string;
}

const SESSION_ANSWER = z.union([
  z.object({ status: z.literal('SUCCESS'), sessionkey: z.string().min(1), GatewayPageURL: z.url({ protocol: /^https?$/ }) }),
  z.object({ status: z.string().refine((s) => s !== 'SUCCESS'), failedreason: z.string().optional() }),
]);

/** The validation API's answer; only what the shop reads. Absent fields are absent on an INVALID_TRANSACTION. */
const VALIDATION_ANSWER = z.object({
  status: z.string(),
  tran_id: z.string().optional(),
  val_id: z.string().optional(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  currency_type: z.string().optional(),
  currency_amount: z.string().optional(),
  bank_tran_id: z.string().optional(),
  card_type: z.string().optional(),
  risk_level: z.string().optional(),
  risk_title: z.string().optional(),
  APIConnect: z.string().optional(),
});
export type Validation = z.infer<typeof VALIDATION_ANSWER>;

const QUERY_ANSWER = z.object({
  APIConnect: z.string(),
  no_of_trans_found: z.coerce.number().int().optional(),
  element: z
    .array(
      z.object({
        val_id: z.string().optional(),
        status: z.string(),
        tran_id: z.string(),
        amount: z.string().optional(),
        bank_tran_id: z.string().optional(),
        currency_type: z.string().optional(),
        currency_amount: z.string().optional(),
        risk_level: z.string().optional(),
        tran_date: z.string().optional(),
      }),
    )
    .optional(),
});

const REFUND_ANSWER = z.object({
  APIConnect: z.string(),
  status: z.string().optional(),
  bank_tran_id: z.string().optional(),
  trans_id: z.string().optional(),
  refund_ref_id: z.string().optional(),
  errorReason: z.string().optional(),
});

const REFUND_STATUS_ANSWER = z.object({
  APIConnect: z.string(),
  status: z.string().optional(),
  bank_tran_id: z.string().optional(),
  tran_id: z.string().optional(),
  refund_ref_id: z.string().optional(),
  initiated_on: z.string().optional(),
  refunded_on: z.string().optional(),
  errorReason: z.string().optional(),
});

/**
 * What the validation API says of one payment, judged against the order:
 * - 'paid': VALID or VALIDATED, same transaction id, amount and currency, not marked risky: the order is paid;
 * - 'risky': the same, but the gateway marks it risky (risk_level 1): held for staff, neither paid nor refused;
 * - 'mismatch': money moved but not for this order's total or currency: held for staff;
 * - 'invalid': not a payment (INVALID_TRANSACTION, FAILED, another transaction): nothing is believed.
 */
export type PaymentVerdict =
  | { verdict: 'paid' | 'risky'; valId: string; bankTranId: string | null; amountPoisha: number; riskTitle: string | null; instrument: string | null }
  | { verdict: 'mismatch'; valId: string; bankTranId: string | null; amountPoisha: number | null; reason: string; instrument: string | null }
  | { verdict: 'invalid'; reason: string };

export interface TransactionAttempt {
  status: string;
  valId: string | null;
  bankTranId: string | null;
  amountPoisha: number | null;
  risky: boolean;
}

/** A refund as the gateway sees it: 'done' refunded, 'pending' still processing, 'refused' failed or cancelled. */
export interface RefundState {
  state: 'done' | 'pending' | 'refused';
  refundRefId: string | null;
  reason: string | null;
}

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** The signature SSLCommerz puts in verify_sign for `fields` (those named in verify_key) and the store password. */
export function ipnSignature(fields: Record<string, string>, keys: string[], storePassword: string): string {
  const signed: Record<string, string> = {};
  for (const key of keys) if (fields[key] !== undefined) signed[key] = fields[key];
  signed.store_passwd = md5(storePassword);
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return md5(text);
}

/**
 * Whether an IPN (or a return to the success address) was signed with the store password: verify_key names the
 * signed fields, verify_sign is their signature. A missing or forged signature is false. Even a true one only says
 * the message came from SSLCommerz: the payment is believed after `confirmPayment`.
 */
export function verifyIpnSignature(fields: Record<string, string>, storePassword: string): boolean {
  const sign = fields.verify_sign;
  const keyList = fields.verify_key;
  if (!sign || !keyList || !/^[0-9a-f]{32}$/i.test(sign)) return false;
  const keys = keyList.split(',').filter(Boolean);
  // The signed fields must include what the shop reads from the message.
  if (!['tran_id', 'val_id', 'amount', 'status'].every((key) => keys.includes(key))) return false;
  const expected = Buffer.from(ipnSignature(fields, keys, storePassword), 'hex');
  return timingSafeEqual(expected, Buffer.from(sign.toLowerCase(), 'hex'));
}

function stripped(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

export interface SslcommerzClient {
  state: OutsideCaller['state'];
  createSession(request: SessionRequest): Promise<Session>;
  /** The validation API's answer for a val_id, as it is. */
  validate(valId: string): Promise<Validation>;
  /** The validation API's answer judged against the order's transaction id and total (BDT). */
  confirmPayment(expected: { valId: string; tranId: string; amountPoisha: number }): Promise<PaymentVerdict>;
  verifyIpn(fields: Record<string, string>): boolean;
  /** Every attempt the gateway knows under a transaction id (for an IPN that never came, or a lost return). */
  queryTransaction(tranId: string): Promise<TransactionAttempt[]>;
  /** Asks for a refund of a paid transaction; `refeId` is the shop's own reference of this refund. */
  refund(request: { bankTranId: string; amountPoisha: number; remarks: string; refeId: string }): Promise<RefundState>;
  refundStatus(refundRefId: string): Promise<RefundState>;
}

export function createSslcommerzClient(options: SslcommerzOptions): SslcommerzClient {
  const caller = createOutsideCaller({ name: 'SSLCommerz', url: options.url, timeouts: options.timeouts, retryDelayMs: options.retryDelayMs, breakerNow: options.breakerNow });
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };

  function connected(answer: { APIConnect?: string }, path: string) {
    if (answer.APIConnect !== undefined && answer.APIConnect !== 'DONE') {
      throw new OutsideServiceError('SSLCommerz', `refused the call: APIConnect ${answer.APIConnect.slice(0, 40)} (${path})`, 'answer', 200, answer.APIConnect.slice(0, 40));
    }
  }

  const client: SslcommerzClient = {
    state: caller.state,

    async createSession(request) {
      const c = request.customer;
      const answer = await caller.json(
        {
          method: 'POST',
          path: '/gwprocess/v4/api.php',
          form: {
            ...credentials,
            total_amount: poishaToGatewayAmount(request.amountPoisha),
            currency: 'BDT',
            tran_id: request.tranId,
            success_url: request.successUrl,
            fail_url: request.failUrl,
            cancel_url: request.cancelUrl,
            ipn_url: request.ipnUrl,
            cus_name: c.name,
            cus_email: c.email,
            cus_add1: c.address,
            cus_city: c.city,
            cus_postcode: c.postcode ?? '',
            cus_country: 'Bangladesh',
            cus_phone: c.phone,
            shipping_method: 'NO',
            num_of_item: String(request.items),
            product_name: request.productName,
            product_category: request.productCategory,
            product_profile: 'physical-goods',
          },
        },
        SESSION_ANSWER,
      );
      if (answer.status !== 'SUCCESS' || !('sessionkey' in answer)) {
        const reason = 'failedreason' in answer && answer.failedreason ? answer.failedreason.slice(0, 200) : 'no reason given';
        throw new OutsideServiceError('SSLCommerz', `refused the session: ${reason} (/gwprocess/v4/api.php)`, 'answer', 200, answer.status);
      }
      return { sessionKey: answer.sessionkey, gatewayPageUrl: answer.GatewayPageURL };
    },

    async validate(valId) {
      const path = '/validator/api/validationserverAPI.php';
      const answer = await caller.json({ method: 'GET', path, query: { val_id: valId, ...credentials, v: '1', format: 'json' }, safeToRepeat: true }, VALIDATION_ANSWER);
      connected(answer, path);
      return answer;
    },

    async confirmPayment(expected) {
      const answer = await client.validate(expected.valId);
      if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') return { verdict: 'invalid', reason: `validation status ${answer.status.slice(0, 40)}` };
      if (answer.tran_id !== expected.tranId) return { verdict: 'invalid', reason: 'the validated payment is of another transaction' };
      const valId = answer.val_id ?? expected.valId;
      const bankTranId = stripped(answer.bank_tran_id);
      // What the shopper paid with ('VISA-Dutch Bangla'), as the validation API names it.
      const instrument = stripped(answer.card_type)?.slice(0, 60) ?? null;
      // A payment in another currency keeps its own in currency_type/currency_amount; the shop sells in BDT only.
      const currency = answer.currency_type ?? answer.currency;
      const amountPoisha = gatewayAmountToPoisha(answer.currency_amount ?? answer.amount ?? '');
      if (currency !== 'BDT') return { verdict: 'mismatch', valId, bankTranId, amountPoisha, instrument, reason: `paid in ${String(currency).slice(0, 10)}, not BDT` };
      if (amountPoisha === null) return { verdict: 'mismatch', valId, bankTranId, amountPoisha, instrument, reason: 'the gateway gave no clean amount' };
      if (amountPoisha !== expected.amountPoisha) return { verdict: 'mismatch', valId, bankTranId, amountPoisha, instrument, reason: `paid ${amountPoisha} poisha, the order is ${expected.amountPoisha}` };
      const risky = answer.risk_level === '1';
      return { verdict: risky ? 'risky' : 'paid', valId, bankTranId, amountPoisha, riskTitle: stripped(answer.risk_title), instrument };
    },

    verifyIpn(fields) {
      return verifyIpnSignature(fields, options.storePassword);
    },

    async queryTransaction(tranId) {
      const path = '/validator/api/merchantTransIDvalidationAPI.php';
      const answer = await caller.json({ method: 'GET', path, query: { tran_id: tranId, ...credentials, v: '1', format: 'json' }, safeToRepeat: true }, QUERY_ANSWER);
      connected(answer, path);
      return (answer.element ?? [])
        .filter((element) => element.tran_id === tranId)
        .map((element) => ({
          status: element.status,
          valId: stripped(element.val_id),
          bankTranId: stripped(element.bank_tran_id),
          amountPoisha: gatewayAmountToPoisha(element.currency_amount ?? element.amount ?? ''),
          risky: element.risk_level === '1',
        }));
    },

    async refund(request) {
      const path = '/validator/api/merchantTransIDvalidationAPI.php';
      const answer = await caller.json(
        {
          method: 'GET',
          path,
          query: {
            bank_tran_id: request.bankTranId,
            refund_amount: poishaToGatewayAmount(request.amountPoisha),
            refund_remarks: request.remarks,
            refe_id: request.refeId,
            ...credentials,
            v: '1',
            format: 'json',
          },
        },
        REFUND_ANSWER,
      );
      connected(answer, path);
      const status = (answer.status ?? '').toLowerCase();
      // 'success' means the refund was taken: it is done once its status says refunded.
      if (status === 'success' || status === 'processing') return { state: 'pending', refundRefId: stripped(answer.refund_ref_id), reason: null };
      return { state: 'refused', refundRefId: stripped(answer.refund_ref_id), reason: (answer.errorReason ?? (status || 'no reason given')).slice(0, 200) };
    },

    async refundStatus(refundRefId) {
      const path = '/validator/api/merchantTransIDvalidationAPI.php';
      const answer = await caller.json({ method: 'GET', path, query: { refund_ref_id: refundRefId, ...credentials, v: '1', format: 'json' }, safeToRepeat: true }, REFUND_STATUS_ANSWER);
      connected(answer, path);
      const status = (answer.status ?? '').toLowerCase();
      if (status === 'refunded') return { state: 'done', refundRefId, reason: null };
      if (status === 'processing' || status === 'initiated') return { state: 'pending', refundRefId, reason: null };
      return { state: 'refused', refundRefId, reason: (answer.errorReason ?? (status || 'no reason given')).slice(0, 200) };
    },
  };
  return client;
}
