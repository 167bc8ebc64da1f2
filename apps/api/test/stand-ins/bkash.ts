// A stand-in for bKash Tokenized Checkout in the test process: a real HTTP server on 127.0.0.1 speaking its JSON API
// under /tokenized/checkout (token grant and refresh, create, the approval page and its callback, execute, status
// query, refund and refund status), with its failure modes switched by plain methods (docs/decisions/064).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../loopback';

interface Payment {
  paymentID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  /** Initiated until the shopper approves; Completed once executed. */
  transactionStatus: 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';
  trxID: string | null;
  executed: boolean;
  refunds: { refundTrxID: string; amount: string }[];
}

export interface BkashStandIn {
  url: string;
  credentials: { appKey: string; appSecret: string; username: string; password: string };
  /** The life of the tokens granted next, in seconds (bKash's is 3600). */
  tokenLifetime(seconds: number): void;
  /** Every token granted so far stops being taken (401), as an ended one does. */
  expireTokens(): void;
  /** Execute completes the payment at once but answers only after this many ms (0: at once). */
  executeDelay(ms: number): void;
  /** true: every call is taken and never answered. */
  stall(stalled: boolean): void;
  /** Grants, refreshes and other calls per path. */
  calls: Record<string, number>;
  close(): Promise<void>;
}

function readJson(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? (JSON.parse(text) as Record<string, string>) : {});
      } catch {
        resolve(Object.fromEntries(new URLSearchParams(text)));
      }
    });
  });
}

const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });

/** port: a fixed one for the browser tests (default: a free one). */
export async function startBkashStandIn(options: { port?: number } = {}): Promise<BkashStandIn> {
  const credentials = { appKey: 'bazar-app-key', appSecret: 'bazar-app-secret', username: 'bazarTokenizedUser', password: 'bazarTokenizedUser@12345' };
  const payments = new Map<string, Payment>();
  const idTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const calls: Record<string, number> = {};
  let lifetime = 3600;
  let delayMs = 0;
  let stalled = false;
  let base = '';

  const json = (res: ServerResponse, body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function grant(res: ServerResponse) {
    const idToken = `id.${randomBytes(24).toString('base64url')}`;
    const refreshToken = `refresh.${randomBytes(24).toString('base64url')}`;
    idTokens.add(idToken);
    refreshTokens.add(refreshToken);
    json(res, { statusCode: '0000', statusMessage: 'Successful', id_token: idToken, token_type: 'Bearer', expires_in: lifetime, refresh_token: refreshToken });
  }

  function paymentAnswer(payment: Payment) {
    return {
      paymentID: payment.paymentID,
      mode: '0011',
      payerReference: payment.payerReference,
      paymentCreateTime: '2026-11-28T10:15:00:000 GMT+0600',
      paymentExecuteTime: payment.executed ? '2026-11-28T10:16:00:000 GMT+0600' : undefined,
      trxID: payment.trxID ?? undefined,
      transactionStatus: payment.transactionStatus,
      amount: payment.amount,
      currency: payment.currency,
      intent: 'sale',
      merchantInvoice: payment.merchantInvoiceNumber,
      customerMsisdn: payment.executed ? '01770618575' : undefined,
      statusCode: '0000',
      statusMessage: 'Successful',
    };
  }

  function approvalPage(payment: Payment, res: ServerResponse) {
    const buttons = (['success', 'failure', 'cancel'] as const)
      .map((choice) => `<form method="post" action="/checkout/approve?paymentID=${payment.paymentID}"><button type="submit" name="status" value="${choice}">${{ success: 'Pay', failure: 'Fail', cancel: 'Cancel' }[choice]}</button></form>`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bKash stand-in</title></head><body><h1>Pay ৳${payment.amount}</h1><p>Invoice ${payment.merchantInvoiceNumber.replace(/[<>&"]/g, '')}</p>${buttons}</body></html>`);
  }

  async function checkout(path: string, body: Record<string, string>, res: ServerResponse) {
    if (path === '/create') {
      if (body.mode !== '0011' || !body.callbackURL || !body.merchantInvoiceNumber || body.currency !== 'BDT' || body.intent !== 'sale') return json(res, refusal('2006', 'Invalid Request Body'));
      if (!/^\d+(\.\d{1,2})?$/.test(body.amount ?? '') || Number(body.amount) < 1) return json(res, refusal('2007', 'Invalid Amount'));
      const paymentID = `TR0011${randomBytes(8).toString('hex').toUpperCase()}`;
      const payment: Payment = { paymentID, amount: body.amount ?? '', currency: 'BDT', merchantInvoiceNumber: body.merchantInvoiceNumber, payerReference: body.payerReference ?? '', callbackURL: body.callbackURL, transactionStatus: 'Initiated', trxID: null, executed: false, refunds: [] };
      payments.set(paymentID, payment);
      const callback = (status: string) => `${body.callbackURL}?paymentID=${paymentID}&status=${status}&signature=stand-in&apiVersion=1.2.0-beta`;
      return json(res, {
        paymentID,
        paymentCreateTime: '2026-11-28T10:15:00:000 GMT+0600',
        transactionStatus: 'Initiated',
        amount: payment.amount,
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
        bkashURL: `${base}/checkout/approve?paymentID=${paymentID}`,
        callbackURL: body.callbackURL,
        successCallbackURL: callback('success'),
        failureCallbackURL: callback('failure'),
        cancelledCallbackURL: callback('cancel'),
        statusCode: '0000',
        statusMessage: 'Successful',
      });
    }
    const payment = payments.get(body.paymentID ?? '');
    if (!payment) return json(res, refusal('2056', 'Invalid Payment State'));
    if (path === '/execute') {
      if (payment.executed) return json(res, refusal('2117', 'Payment execution already been called before'));
      if (payment.transactionStatus !== 'Authorized') return json(res, refusal('2056', 'Invalid Payment State'));
      payment.executed = true;
      payment.transactionStatus = 'Completed';
      payment.trxID = randomBytes(5).toString('hex').toUpperCase();
      const answer = { ...paymentAnswer(payment), merchantInvoiceNumber: payment.merchantInvoiceNumber, merchantInvoice: undefined };
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (res.destroyed) return;
      return json(res, answer);
    }
    if (path === '/payment/status') return json(res, paymentAnswer(payment));
    if (path === '/payment/refund') {
      if (payment.transactionStatus !== 'Completed' || body.trxID !== payment.trxID) return json(res, refusal('2068', 'Invalid trxID'));
      if (body.amount === undefined) {
        const last = payment.refunds.at(-1);
        if (!last) return json(res, refusal('2069', 'No refund found'));
        return json(res, { originalTrxID: payment.trxID, refundTrxID: last.refundTrxID, transactionStatus: 'Completed', amount: last.amount, currency: 'BDT', charge: '0.00', completedTime: '2026-11-28T10:20:00:000 GMT+0600' });
      }
      const refunded = payment.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
      if (!(Number(body.amount) > 0) || Number(body.amount) + refunded > Number(payment.amount) + 1e-9) return json(res, refusal('2071', 'Refund amount exceeds the paid amount'));
      const refund = { refundTrxID: randomBytes(5).toString('hex').toUpperCase(), amount: Number(body.amount).toFixed(2) };
      payment.refunds.push(refund);
      return json(res, { originalTrxID: payment.trxID, refundTrxID: refund.refundTrxID, transactionStatus: 'Completed', amount: refund.amount, currency: 'BDT', charge: '0.00', completedTime: '2026-11-28T10:20:00:000 GMT+0600' });
    }
    json(res, { message: 'Not Found' }, 404);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const body = await readJson(req);
      const path = url.pathname.replace(/^\/tokenized\/checkout/, '');
      const api = url.pathname.startsWith('/tokenized/checkout/');
      if (api) {
        calls[path] = (calls[path] ?? 0) + 1;
        if (stalled) return; // Taken, never answered.
      }
      if (url.pathname === '/checkout/approve') {
        const payment = payments.get(url.searchParams.get('paymentID') ?? '');
        if (!payment) return res.writeHead(404).end('No such payment');
        if (req.method !== 'POST') return approvalPage(payment, res);
        const status = ['success', 'failure', 'cancel'].includes(body.status ?? '') ? (body.status as string) : 'cancel';
        if (payment.transactionStatus === 'Initiated') payment.transactionStatus = status === 'success' ? 'Authorized' : status === 'failure' ? 'Failed' : 'Cancelled';
        // The shopper's browser goes back to the shop with the outcome; the shop then executes (or not).
        return res.writeHead(302, { location: `${payment.callbackURL}?paymentID=${payment.paymentID}&status=${status}&signature=stand-in&apiVersion=1.2.0-beta` }).end();
      }
      if (!api || req.method !== 'POST') return json(res, { message: 'Not Found' }, 404);
      if (path === '/token/grant' || path === '/token/refresh') {
        if (req.headers.username !== credentials.username || req.headers.password !== credentials.password || body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
          return json(res, refusal('2001', 'Invalid App Key'));
        }
        if (path === '/token/refresh' && !refreshTokens.has(body.refresh_token ?? '')) return json(res, refusal('2079', 'Invalid refresh token'));
        return grant(res);
      }
      if (!idTokens.has(String(req.headers.authorization ?? ''))) return json(res, { message: 'The incoming token has expired' }, 401);
      if (req.headers['x-app-key'] !== credentials.appKey) return json(res, refusal('2001', 'Invalid App Key'));
      await checkout(path, body, res);
    })();
  });
  const listening = await listenOnLoopback(server, options.port);
  base = listening.url;

  return {
    url: base,
    credentials,
    tokenLifetime(seconds) {
      lifetime = seconds;
    },
    expireTokens() {
      idTokens.clear();
    },
    executeDelay(ms) {
      delayMs = ms;
    },
    stall(value) {
      stalled = value;
    },
    calls,
    close: () => listening.stop(),
  };
}

/**
 * The shopper on bKash's page: opens it, presses Pay, Fail or Cancel as a browser submits its form, and returns the
 * callback address bKash sends the browser back to (paymentID and status in its query).
 */
export async function shopperApproves(bkashUrl: string, choice: 'success' | 'failure' | 'cancel'): Promise<URL> {
  const page = await (await fetch(bkashUrl)).text();
  const label = { success: 'Pay', failure: 'Fail', cancel: 'Cancel' }[choice];
  const form = [...page.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/g)].find((match) => (match[2] ?? '').includes(`>${label}</button>`));
  if (!form) throw new Error(`no ${label} button on the approval page`);
  const answer = await fetch(new URL(form[1] ?? '', bkashUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `status=${choice}`, redirect: 'manual' });
  return new URL(answer.headers.get('location') ?? '');
}
