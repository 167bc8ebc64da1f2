// A stand-in for SSLCommerz in the test process: a real HTTP server on 127.0.0.1 speaking the gateway's documented
// API (session, hosted page with Pay / Fail / Cancel, IPN, validation, transaction query, refund, refund status),
// with its failure modes switched by plain methods (docs/decisions/064).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../loopback';

export type IpnMode = 'never' | 'once' | 'twice';
/** What the validation API says: as the real one ('valid': VALID, then VALIDATED), or one failure mode. */
export type ValidationMode = 'valid' | 'validated' | 'invalid' | 'other-amount' | 'risky';
export type Button = 'pay' | 'fail' | 'cancel';

interface Attempt {
  sessionKey: string;
  tranId: string;
  amount: string;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  status: 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';
  valId: string | null;
  bankTranId: string | null;
  validated: boolean;
}

interface Refund {
  refundRefId: string;
  bankTranId: string;
  tranId: string;
  amount: string;
  refeId: string;
  status: 'processing' | 'refunded';
}

export interface IpnDelivery {
  url: string;
  fields: Record<string, string>;
  status: number | null;
}

export interface SslcommerzStandIn {
  url: string;
  storeId: string;
  storePassword: string;
  /** How many IPNs each payment sends to the shop (default once). */
  ipn(mode: IpnMode): void;
  validation(mode: ValidationMode): void;
  /** true: refunds stay 'processing' until finishRefunds(). */
  refundsStayPending(pending: boolean): void;
  finishRefunds(): void;
  /** true: every API call is taken and never answered (a stalled gateway). */
  stall(stalled: boolean): void;
  /** The IPNs sent, in order. */
  ipns: IpnDelivery[];
  /** Calls per API path (session, validation, query...). */
  calls: Record<string, number>;
  close(): Promise<void>;
}

/** The hidden fields of the auto-submitting form the hosted page answers after a button: what the browser posts back. */
export function returnForm(html: string): { action: string; fields: PaymentFields } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
  return { action: unescape(action), fields: paymentFieldsOf([...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((m) => [unescape(m[1] ?? ''), unescape(m[2] ?? '')])) };
}

/** The fields of a return or an IPN; those every one carries are typed. */
export type PaymentFields = Record<string, string> & { status: string; tran_id: string; val_id: string; amount: string; bank_tran_id: string; verify_sign: string; verify_key: string };

/** Name/value pairs (a form's inputs, a posted body) as PaymentFields; an absent common field is ''. */
export function paymentFieldsOf(pairs: Iterable<[string, string]>): PaymentFields {
  return { status: '', tran_id: '', val_id: '', amount: '', bank_tran_id: '', verify_sign: '', verify_key: '', ...Object.fromEntries(pairs) };
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function unescape(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

const SIGNED_KEYS = ['amount', 'bank_tran_id', 'card_type', 'currency', 'currency_amount', 'currency_type', 'risk_level', 'risk_title', 'status', 'store_amount', 'tran_date', 'tran_id', 'val_id'];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function postForm(url: string, fields: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const body = new URLSearchParams(fields).toString();
    const req = httpRequest(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }, timeout: 2_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? null));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

export async function startSslcommerzStandIn(options: { storeId?: string; storePassword?: string; port?: number } = {}): Promise<SslcommerzStandIn> {
  const storeId = options.storeId ?? 'bazar0test';
  const storePassword = options.storePassword ?? 'bazar0test@ssl';
  const attempts = new Map<string, Attempt>();
  const refunds = new Map<string, Refund>();
  const ipns: IpnDelivery[] = [];
  const calls: Record<string, number> = {};
  let ipnMode: IpnMode = 'once';
  let validationMode: ValidationMode = 'valid';
  let refundsPending = false;
  let stalled = false;
  let base = '';

  const json = (res: ServerResponse, body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const html = (res: ServerResponse, body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSLCommerz stand-in</title></head><body>${body}</body></html>`);
  const authorised = (params: URLSearchParams) => params.get('store_id') === storeId && params.get('store_passwd') === storePassword;

  /** The fields SSLCommerz sends in an IPN and in the browser's return, signed as the real one signs them. */
  function paymentFields(attempt: Attempt): Record<string, string> {
    const fields: Record<string, string> = {
      status: attempt.status,
      tran_date: '2026-11-28 10:15:00',
      tran_id: attempt.tranId,
      val_id: attempt.valId ?? '',
      amount: attempt.amount,
      store_amount: (Number(attempt.amount) * 0.975).toFixed(2),
      card_type: 'BKASH-BKash',
      currency: 'BDT',
      bank_tran_id: attempt.bankTranId ?? '',
      currency_type: 'BDT',
      currency_amount: attempt.amount,
      risk_level: validationMode === 'risky' ? '1' : '0',
      risk_title: validationMode === 'risky' ? 'Not Safe' : 'Safe',
    };
    const keys = SIGNED_KEYS.filter((key) => fields[key] !== undefined);
    const signed: Record<string, string> = Object.fromEntries(keys.map((key) => [key, fields[key] ?? '']));
    signed.store_passwd = md5(storePassword);
    fields.verify_sign = md5(
      Object.keys(signed)
        .sort()
        .map((key) => `${key}=${signed[key]}`)
        .join('&'),
    );
    fields.verify_key = keys.join(',');
    return fields;
  }

  function session(params: URLSearchParams, res: ServerResponse) {
    if (!authorised(params)) return json(res, { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
    const required = ['total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email', 'cus_add1', 'cus_city', 'cus_country', 'cus_phone', 'shipping_method', 'product_name', 'product_category', 'product_profile'];
    const missing = required.filter((name) => !params.get(name));
    if (missing.length) return json(res, { status: 'FAILED', failedreason: `Invalid Information: ${missing.join(', ')}` });
    const amount = params.get('total_amount') ?? '';
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) < 10 || Number(amount) > 500_000) return json(res, { status: 'FAILED', failedreason: 'Invalid Amount' });
    const sessionKey = randomBytes(16).toString('hex').toUpperCase();
    attempts.set(sessionKey, {
      sessionKey,
      tranId: params.get('tran_id') ?? '',
      amount: Number(amount).toFixed(2),
      currency: params.get('currency') ?? '',
      successUrl: params.get('success_url') ?? '',
      failUrl: params.get('fail_url') ?? '',
      cancelUrl: params.get('cancel_url') ?? '',
      ipnUrl: params.get('ipn_url') ?? '',
      status: 'PENDING',
      valId: null,
      bankTranId: null,
      validated: false,
    });
    const page = `${base}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionKey}`;
    json(res, { status: 'SUCCESS', failedreason: '', sessionkey: sessionKey, GatewayPageURL: page, redirectGatewayURL: page, storeBanner: '', storeLogo: '', desc: [] });
  }

  function hostedPage(attempt: Attempt, res: ServerResponse) {
    const buttons = (['pay', 'fail', 'cancel'] as const)
      .map((button) => `<form method="post" action="/gwprocess/v4/gw.php?Q=${button}&amp;SESSIONKEY=${attempt.sessionKey}"><button type="submit" name="button" value="${button}">${button === 'pay' ? 'Pay' : button === 'fail' ? 'Fail' : 'Cancel'}</button></form>`)
      .join('');
    html(res, `<h1>Pay BDT ${escape(attempt.amount)}</h1><p>Transaction ${escape(attempt.tranId)}</p>${buttons}`);
  }

  async function press(attempt: Attempt, button: Button, res: ServerResponse) {
    if (attempt.status === 'PENDING') {
      attempt.status = button === 'pay' ? 'VALID' : button === 'fail' ? 'FAILED' : 'CANCELLED';
      if (button === 'pay') {
        attempt.valId = `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
        attempt.bankTranId = `${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
      }
      const fields = paymentFields(attempt);
      const times = attempt.ipnUrl ? { never: 0, once: 1, twice: 2 }[ipnMode] : 0;
      for (let i = 0; i < times; i += 1) {
        const delivery: IpnDelivery = { url: attempt.ipnUrl, fields, status: null };
        ipns.push(delivery);
        delivery.status = await postForm(attempt.ipnUrl, fields);
      }
    }
    const target = attempt.status === 'VALID' ? attempt.successUrl : attempt.status === 'FAILED' ? attempt.failUrl : attempt.cancelUrl;
    const inputs = Object.entries(paymentFields(attempt))
      .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
      .join('');
    html(res, `<form method="post" action="${escape(target)}">${inputs}<noscript><button type="submit">Back to the shop</button></noscript></form><script>document.forms[0].submit()</script>`);
  }

  function validation(params: URLSearchParams, res: ServerResponse) {
    if (!authorised(params)) return json(res, { APIConnect: 'INVALID_REQUEST' });
    const attempt = [...attempts.values()].find((a) => a.valId !== null && a.valId === params.get('val_id'));
    if (!attempt || attempt.status !== 'VALID' || validationMode === 'invalid') return json(res, { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
    const fields = paymentFields(attempt);
    let status = attempt.validated || validationMode === 'validated' ? 'VALIDATED' : 'VALID';
    attempt.validated = true;
    if (validationMode === 'other-amount') {
      const other = (Number(attempt.amount) - 100).toFixed(2);
      fields.amount = other;
      fields.currency_amount = other;
    }
    if (validationMode === 'risky') status = 'VALID';
    json(res, { ...fields, verify_sign: undefined, verify_key: undefined, status, APIConnect: 'DONE', validated_on: '2026-11-28 10:15:30', gw_version: '' });
  }

  function merchantApi(params: URLSearchParams, res: ServerResponse) {
    if (!authorised(params)) return json(res, { APIConnect: 'INVALID_REQUEST' });
    const refundRefId = params.get('refund_ref_id');
    if (refundRefId) {
      const refund = refunds.get(refundRefId);
      if (!refund) return json(res, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' });
      return json(res, { APIConnect: 'DONE', bank_tran_id: refund.bankTranId, tran_id: refund.tranId, refund_ref_id: refund.refundRefId, initiated_on: '2026-11-28 10:20:00', refunded_on: refund.status === 'refunded' ? '2026-11-28 10:21:00' : '', status: refund.status, errorReason: '' });
    }
    const bankTranId = params.get('bank_tran_id');
    if (bankTranId) {
      const attempt = [...attempts.values()].find((a) => a.bankTranId === bankTranId && a.status === 'VALID');
      if (!attempt) return json(res, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid bank_tran_id' });
      const asked = Number(params.get('refund_amount'));
      const already = [...refunds.values()].filter((r) => r.bankTranId === bankTranId).reduce((sum, r) => sum + Number(r.amount), 0);
      if (!(asked > 0) || asked + already > Number(attempt.amount) + 1e-9) return json(res, { APIConnect: 'DONE', bank_tran_id: bankTranId, status: 'failed', errorReason: 'Refund amount exceeds the paid amount' });
      const existing = [...refunds.values()].find((r) => r.refeId === params.get('refe_id') && r.bankTranId === bankTranId);
      const refund = existing ?? { refundRefId: randomBytes(8).toString('hex'), bankTranId, tranId: attempt.tranId, amount: asked.toFixed(2), refeId: params.get('refe_id') ?? '', status: refundsPending ? 'processing' : 'refunded' };
      refunds.set(refund.refundRefId, refund);
      return json(res, { APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: attempt.tranId, refund_ref_id: refund.refundRefId, status: 'success', errorReason: '' });
    }
    const tranId = params.get('tran_id');
    const found = [...attempts.values()].filter((a) => a.tranId === tranId && a.status !== 'PENDING');
    json(res, {
      APIConnect: 'DONE',
      no_of_trans_found: found.length,
      element: found.map((attempt) => {
        const fields = paymentFields(attempt);
        return { val_id: fields.val_id, status: attempt.status, validated_on: '', currency_type: 'BDT', currency_amount: fields.amount, currency_rate: '1.0000', base_fair: '0.00', value_a: '', value_b: '', value_c: '', value_d: '', risk_title: fields.risk_title, risk_level: fields.risk_level, APIConnect: 'DONE', tran_date: fields.tran_date, tran_id: attempt.tranId, amount: fields.amount, bank_tran_id: fields.bank_tran_id, card_type: fields.card_type };
      }),
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const body = await readBody(req);
      const params = new URLSearchParams(req.method === 'POST' && !url.pathname.startsWith('/gwprocess/v4/gw.php') ? body : url.search);
      const api = url.pathname.startsWith('/gwprocess/v4/api.php') || url.pathname.startsWith('/validator/');
      if (api) {
        const name = url.pathname.endsWith('/api.php')
          ? 'session'
          : url.pathname.endsWith('/validationserverAPI.php')
            ? 'validation'
            : params.get('refund_ref_id')
              ? 'refundStatus'
              : params.get('bank_tran_id')
                ? 'refund'
                : 'query';
        calls[name] = (calls[name] ?? 0) + 1;
        if (stalled) return; // Taken, never answered.
      }
      if (url.pathname === '/gwprocess/v4/api.php' && req.method === 'POST') return session(params, res);
      if (url.pathname === '/gwprocess/v4/gw.php') {
        const attempt = attempts.get(url.searchParams.get('SESSIONKEY') ?? '');
        if (!attempt) return res.writeHead(404).end('No such session');
        const button = url.searchParams.get('Q');
        if (req.method === 'POST' && (button === 'pay' || button === 'fail' || button === 'cancel')) return press(attempt, button, res);
        return hostedPage(attempt, res);
      }
      if (url.pathname === '/validator/api/validationserverAPI.php') return validation(params, res);
      if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') return merchantApi(params, res);
      res.writeHead(404).end('Not found');
    })();
  });
  const listening = await listenOnLoopback(server, options.port);
  base = listening.url;

  return {
    url: base,
    storeId,
    storePassword,
    ipn(mode) {
      ipnMode = mode;
    },
    validation(mode) {
      validationMode = mode;
    },
    refundsStayPending(pending) {
      refundsPending = pending;
    },
    finishRefunds() {
      for (const refund of refunds.values()) refund.status = 'refunded';
    },
    stall(value) {
      stalled = value;
    },
    ipns,
    calls,
    close: () => listening.stop(),
  };
}

/**
 * The shopper on the hosted page: opens it, presses a button as a browser submits its form, and returns the form
 * the page then posts back to the shop (its address and the signed payment fields).
 */
export async function shopperPresses(gatewayPageUrl: string, button: Button): Promise<{ action: string; fields: PaymentFields }> {
  const page = await (await fetch(gatewayPageUrl)).text();
  const label = { pay: 'Pay', fail: 'Fail', cancel: 'Cancel' }[button];
  const form = [...page.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/g)].find((match) => (match[2] ?? '').includes(`>${label}</button>`));
  if (!form) throw new Error(`no ${label} button on the hosted page`);
  const answer = await fetch(new URL(unescape(form[1] ?? ''), gatewayPageUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `button=${button}` });
  return returnForm(await answer.text());
}
