import { z } from 'zod';
import { multiLine, singleLine } from '../input/text';
import { WALLET_MATCHES } from '../admin/online-payments';

/**
 * Money that reaches the shop's own bKash, Nagad and Rocket numbers (issue 24, docs/decisions/069): the wallet's
 * "money received" SMS, forwarded by an SMS forwarder app on the shop's phone, and bKash's merchant webhook.
 */

export const WALLET_PATHS = {
  /** The forwarded SMS (the same address as ONLINE_PAYMENT_PATHS.walletSms). */
  sms: '/api/v1/wallet/sms',
  /** bKash's merchant payment notifications (Amazon SNS messages, signed). */
  bkashWebhook: '/api/v1/wallet/bkash-webhook',
} as const;

/**
 * POST /api/v1/wallet/sms with the shared secret in `X-Wallet-Secret` or `?secret=`: one SMS as the forwarder app
 * posts it. `received_at` is the phone's time of the SMS, in whatever form the app writes it (an ISO date, or
 * milliseconds since 1970); the time written in the text wins when it has one.
 */
export const WalletSmsInputSchema = z
  .object({
    from: singleLine('from must be the SMS sender, e.g. bKash.').min(1, 'from must be the SMS sender, e.g. bKash.').max(40, 'from must be at most 40 characters.'),
    text: multiLine('text must be the text of the SMS.').min(1, 'text must be the text of the SMS.').max(2000, 'text must be at most 2000 characters.'),
    received_at: z.union([singleLine().max(64), z.number().finite()], { error: 'received_at must be a date or a number of milliseconds.' }).optional(),
  })
  .strict();
export type WalletSmsInput = z.infer<typeof WalletSmsInputSchema>;

/**
 * The answer, 200 whatever the text was (a forwarder app retries an error, and would retry a text that is no
 * payment forever): `stored` is true when the text was a wallet's "money received" SMS seen for the first time;
 * `match` is what became of its transaction (absent when the text was no payment).
 */
export const WalletSmsAnswerSchema = z.object({
  stored: z.boolean(),
  match: z.enum(WALLET_MATCHES).optional(),
});
export type WalletSmsAnswer = z.infer<typeof WalletSmsAnswerSchema>;
