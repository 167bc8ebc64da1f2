import type { FastifyInstance } from 'fastify';
import type { WalletSmsAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { CircuitOpenError } from '../../lib/circuit-breaker';
import { AppError } from '../../lib/errors';
import { inMinutes, type RateGate } from '../../lib/rate-gate';
import { createWebhookVerifier, paymentOf, WebhookRefused, type WebhookVerifierOptions } from '../../modules/online-payments/bkash-webhook';
import { OutsideServiceError } from '../../lib/outside-http';
import { receiveWalletPayment } from '../../workflows/settle-wallet-payment';

export type BkashWebhookOptions = WebhookVerifierOptions;

const REFUSALS: Record<WebhookRefused['reason'], () => AppError> = {
  shape: () => new AppError(400, 'validation_error', 'Not an SNS message of bKash.'),
  host: () => new AppError(403, 'forbidden', 'The signing certificate is not from a host the shop trusts.'),
  signature: () => new AppError(403, 'forbidden', 'The signature of the message does not check out.'),
  // The certificate could not be had now: SNS sends the message again later.
  certificate: () => new AppError(503, 'service_unavailable', 'The signing certificate cannot be read now; send the message again later.'),
};

/**
 * POST /api/v1/wallet/bkash-webhook: bKash's notifications of money into the shop's merchant wallet, as Amazon SNS
 * messages (docs/decisions/069). A subscription is confirmed once its message is verified; a notification's payment
 * is stored like a forwarded SMS, once by TrxID whichever arrives first, and matched. SNS posts its JSON as
 * text/plain, which Fastify hands over as a string.
 */
export async function bkashWebhookRoutes(app: FastifyInstance, opts: BkashWebhookOptions & { db: Database; gate: RateGate }) {
  const verifier = createWebhookVerifier(opts);
  const rule = {
    name: 'bKash webhook',
    limit: 600,
    windowMs: 10 * 60_000,
    message: ({ minutes }: { minutes: number }) => `Too many notifications. Please try again in ${inMinutes(minutes)}.`,
  };

  app.post('/wallet/bkash-webhook', async (request): Promise<WalletSmsAnswer & { confirmed?: boolean }> => {
    await opts.gate.take(`bkash-webhook:${request.ip}`, rule);
    let message;
    try {
      message = await verifier.verify(request.body);
      if (message.Type === 'SubscriptionConfirmation') {
        await verifier.confirm(message);
        request.log.info({ wallet: { webhook: 'subscription confirmed' } }, 'bKash webhook subscription confirmed');
        return { stored: false, confirmed: true };
      }
    } catch (error) {
      if (error instanceof WebhookRefused) {
        request.log.warn({ wallet: { webhook: error.reason } }, 'bKash webhook message refused');
        throw REFUSALS[error.reason]();
      }
      if (error instanceof OutsideServiceError || error instanceof CircuitOpenError) throw REFUSALS.certificate();
      throw error;
    }
    const payment = message.Type === 'Notification' ? paymentOf(message) : null;
    if (!payment) return { stored: false };
    const result = await receiveWalletPayment(opts.db, {
      wallet: 'bkash', trxId: payment.trxId, amount: payment.amountPoisha, sender: payment.sender, receivedAt: payment.receivedAt, source: 'webhook',
    });
    request.log.info({ wallet: { wallet: 'bkash', trx: payment.trxId, ...result } }, 'bKash webhook payment received');
    return result;
  });
}
