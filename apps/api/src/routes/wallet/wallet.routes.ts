import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseBdPhone, WalletSmsInputSchema, type WalletSmsAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { inMinutes, type RateGate, type RateRule } from '../../lib/rate-gate';
import { parseInput } from '../../lib/validate';
import { parseWalletSms } from '../../modules/online-payments/wallet-sms/parse';
import { keysMatch } from '../../modules/staff/staff-key';
import { receiveWalletPayment } from '../../workflows/settle-wallet-payment';
import { bkashWebhookRoutes, type BkashWebhookOptions } from './bkash-webhook.routes';

export interface WalletRouteOptions {
  db: Database;
  gate: RateGate;
  /** WALLET_SMS_SECRET; unset, POST /wallet/sms does not exist (404 like any unknown address). */
  smsSecret?: string;
  /** Posts one address may make to /wallet/sms in ten minutes, good secret or not (default 300). */
  smsPerTenMinutes?: number;
  /** bKash's merchant webhook: the certificate hosts allowed to sign it. */
  bkashWebhook?: BkashWebhookOptions;
}

const wrongSecret = () => new AppError(401, 'unauthorized', 'The wallet secret is missing or wrong.');

/** The secret from X-Wallet-Secret or ?secret= (forwarder apps allow one or the other). */
function givenSecret(request: FastifyRequest): string | undefined {
  const header = request.headers['x-wallet-secret'];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.secret === 'string' && query.secret ? query.secret : undefined;
}

/** The phone's own time of the SMS, when the app gives a usable one. */
function phoneTime(value: string | number | undefined): Date | null {
  if (value === undefined) return null;
  // Milliseconds since 1970 (13 digits), or seconds (10 digits), or a written date.
  const count = typeof value === 'number' ? value : /^\d{10}$|^\d{13}$/.test(value) ? Number(value) : null;
  const at = new Date(count === null ? String(value) : count < 1e11 ? count * 1000 : count);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Money received on the shop's own wallet numbers (docs/decisions/069): the wallet's SMS forwarded by the shop's
 * phone, and bKash's merchant webhook. Public addresses: the SMS's is guarded by its shared secret and a rate, the
 * webhook's by the signature of each message.
 */
export async function walletRoutes(app: FastifyInstance, opts: WalletRouteOptions) {
  const { db, gate } = opts;
  const smsRule: RateRule = {
    name: 'wallet SMS',
    limit: opts.smsPerTenMinutes ?? 300,
    windowMs: 10 * 60_000,
    message: ({ minutes }) => `Too many wallet messages. Please try again in ${inMinutes(minutes)}.`,
  };

  const secret = opts.smsSecret;
  if (secret) {
    app.post('/wallet/sms', async (request): Promise<WalletSmsAnswer> => {
      await gate.take(`wallet-sms:${request.ip}`, smsRule);
      const given = givenSecret(request);
      if (!given || !keysMatch(given, secret)) throw wrongSecret();
      const input = parseInput(WalletSmsInputSchema, request.body ?? {});
      const receipt = parseWalletSms({ from: input.from, text: input.text });
      // Not a wallet's "money received" text (an offer, a code, a personal number's look-alike): taken, not stored,
      // so the forwarder does not send it again and again.
      if (!receipt) {
        request.log.info({ wallet: { sms: 'not a payment' } }, 'wallet SMS is not a payment received');
        return { stored: false };
      }
      const result = await receiveWalletPayment(db, {
        wallet: receipt.wallet,
        trxId: receipt.trxId,
        amount: receipt.amountPoisha,
        sender: normaliseBdPhone(receipt.sender) ?? receipt.sender,
        receivedAt: receipt.receivedAt ? new Date(receipt.receivedAt) : phoneTime(input.received_at),
        source: 'sms',
      });
      request.log.info({ wallet: { wallet: receipt.wallet, trx: receipt.trxId, ...result } }, 'wallet SMS received');
      return result;
    });
  }

  if (opts.bkashWebhook) await app.register(bkashWebhookRoutes, { db, gate, ...opts.bkashWebhook });
}
