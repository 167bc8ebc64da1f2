import type { FastifyInstance, FastifyReply } from 'fastify';
import { ONLINE_PAYMENT_PATHS, type OnlineGateway, type OnlinePaymentsAnswer, type PaymentWay } from '@shop/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { RateGate, RateRule } from '../../lib/rate-gate';
import { shopOrigin } from '../../lib/shop-origin';
import { attemptByGatewayKey, attemptsOfOrder, attemptTally, toPaymentAttempt, type AttemptRow } from '../../modules/online-payments/attempts.service';
import { paymentOptions, wayOf, type OnlineGateways } from '../../modules/online-payments/ways';
import { getOrder } from '../../modules/orders/orders.service';
import { checkAttempt } from '../../workflows/check-online-payment';
import { payOnDelivery } from '../../workflows/pay-on-delivery';
import { canPay, startOnlinePayment, type OnlinePaymentLimits } from '../../workflows/start-online-payment';

export interface OnlinePaymentRouteOptions {
  db: Database;
  gateways: OnlineGateways;
  gate: RateGate;
  limits: OnlinePaymentLimits;
  publicUrl?: string;
  now: () => number;
}

/** The gateway is asked about one attempt at most this often from outside (returns, IPNs, callbacks). */
const ASKS_PER_ATTEMPT: RateRule = { name: 'gateway asks per attempt', limit: 20, windowMs: 10 * 60_000, message: () => 'Too many notifications for this payment.' };

/** The shop's payment page of an attempt, which reads its state from the server (never from the address). */
const paymentPage = (attempt: AttemptRow) => `/payments/${attempt.orderId}?attempt=${attempt.id}`;

/** A form post's fields (SSLCommerz posts the browser and its IPN as application/x-www-form-urlencoded). */
function formFields(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * Public (docs/decisions/068): the checkout's options, and the gateways' return addresses. Nothing a browser or an
 * IPN brings is believed: each only names the attempt (SSLCommerz's tran_id, bKash's paymentID), and the shop asks
 * the gateway itself, then sends the browser to the shop's payment page with a 303.
 */
export async function onlinePaymentPublicRoutes(app: FastifyInstance, opts: OnlinePaymentRouteOptions) {
  const { db, gateways } = opts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/payments/options', async () => paymentOptions(gateways));

  /** Asks the gateway about an attempt a return named; a gateway away leaves it for the reconciliation. */
  async function ask(attempt: AttemptRow, execute = false): Promise<void> {
    if (attempt.state !== 'started') return;
    await opts.gate.take(`online-ask:${attempt.id}`, ASKS_PER_ATTEMPT);
    try {
      await checkAttempt(db, gateways, attempt.id, { now: opts.now(), execute });
    } catch (error) {
      app.log.warn({ err: error, attempt: attempt.id }, 'the gateway could not be asked about a returning payment; the reconciliation will');
    }
  }

  async function browserReturn(body: unknown, reply: FastifyReply) {
    const tranId = formFields(body).tran_id ?? '';
    const attempt = await attemptByGatewayKey(db, 'sslcommerz', tranId);
    if (!attempt) return reply.redirect('/', 303);
    await ask(attempt).catch(() => undefined);
    return reply.redirect(paymentPage(attempt), 303);
  }

  app.post(ONLINE_PAYMENT_PATHS.sslcommerzSuccess.replace('/api/v1', ''), async (request, reply) => browserReturn(request.body, reply));
  app.post(ONLINE_PAYMENT_PATHS.sslcommerzFail.replace('/api/v1', ''), async (request, reply) => browserReturn(request.body, reply));
  app.post(ONLINE_PAYMENT_PATHS.sslcommerzCancel.replace('/api/v1', ''), async (request, reply) => browserReturn(request.body, reply));

  app.post(ONLINE_PAYMENT_PATHS.sslcommerzIpn.replace('/api/v1', ''), async (request) => {
    const fields = formFields(request.body);
    const client = gateways.sslcommerz;
    if (!client) throw notFound('SSLCommerz is not configured.');
    // A forged notification changes nothing; a good signature only says it came from SSLCommerz.
    if (!client.verifyIpn(fields)) throw new AppError(400, 'validation_error', 'The notification is not signed by the gateway.');
    const attempt = await attemptByGatewayKey(db, 'sslcommerz', fields.tran_id ?? '');
    if (!attempt) throw notFound('No such payment.');
    // A signed IPN of an attempt given up (failed, cancelled) is asked about too: the money may have moved late.
    if (attempt.state === 'started' || attempt.state === 'failed' || attempt.state === 'cancelled') {
      await opts.gate.take(`online-ask:${attempt.id}`, ASKS_PER_ATTEMPT);
      try {
        await checkAttempt(db, gateways, attempt.id, { now: opts.now(), force: true });
      } catch (error) {
        app.log.warn({ err: error, attempt: attempt.id }, 'the gateway could not be asked about an IPN');
        throw new AppError(503, 'gateway_unavailable', 'The gateway could not be asked now; send the notification again.');
      }
    }
    return { status: 'received' };
  });

  app.get<{ Querystring: Record<string, unknown> }>(ONLINE_PAYMENT_PATHS.bkashCallback.replace('/api/v1', ''), async (request, reply) => {
    const paymentId = typeof request.query.paymentID === 'string' ? request.query.paymentID : '';
    const attempt = await attemptByGatewayKey(db, 'bkash', paymentId);
    if (!attempt) return reply.redirect('/', 303);
    // Only the shopper's approval leads to execute; whatever the address says, bKash's answer decides.
    await ask(attempt, request.query.status === 'success').catch(() => undefined);
    return reply.redirect(paymentPage(attempt), 303);
  });
}

/** Personal: the shopper's own orders only (another's is not found). */
export async function onlinePaymentRoutes(app: FastifyInstance, opts: OnlinePaymentRouteOptions) {
  const { db, gateways } = opts;

  app.post<{ Params: { id: string } }>('/orders/:id/online-payments', async (request, reply) => {
    const answer = await startOnlinePayment({ db, gateways, gate: opts.gate, limits: opts.limits, log: request.log }, request.userId, request.params.id, shopOrigin(request, opts.publicUrl));
    return reply.code(201).send(answer);
  });

  app.get<{ Params: { id: string } }>('/orders/:id/online-payments', async (request): Promise<OnlinePaymentsAnswer> => {
    const order = await getOrder(db, request.userId, request.params.id);
    const attempts = await attemptsOfOrder(db, order.id);
    const tally = await attemptTally(db, order.id);
    const lastGateway = attempts[0]?.gateway as OnlineGateway | undefined;
    const way: PaymentWay = wayOf(gateways, order.payment_method) ?? lastGateway ?? 'proof';
    return { order_id: order.id, way, attempts: attempts.map(toPaymentAttempt), refunds: order.refunds, can_pay: canPay(gateways, order, tally, opts.limits) };
  });

  app.post<{ Params: { id: string } }>('/orders/:id/pay-on-delivery', async (request) => ({ order: await payOnDelivery(db, request.userId, request.params.id) }));
}
