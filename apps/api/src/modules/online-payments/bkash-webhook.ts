import { verify as verifySignature, X509Certificate } from 'node:crypto';
import { normaliseBdPhone } from '@shop/shared';
import { z } from 'zod';
import { gatewayAmountToPoisha } from './amount';
import { createOutsideCaller, type OutsideCaller, type OutsideTimeouts } from '../../lib/outside-http';

/**
 * bKash's merchant payment webhook (docs/decisions/069): bKash sends each payment into a merchant wallet as an
 * Amazon SNS message, signed with the RSA key of the certificate at its `SigningCertURL`. A message is believed only
 * when that address is https (plain http only for a loopback host: the tests' stand-in), ends in .pem, its host is
 * one the shop allows (BKASH_WEBHOOK_CERT_HOSTS), and the signature over SNS's fields checks out with the
 * certificate's key. Certificates are fetched with the gateways' bounded caller and kept.
 */

export const SnsMessageSchema = z.object({
  Type: z.enum(['SubscriptionConfirmation', 'Notification', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1).max(200),
  TopicArn: z.string().min(1).max(500),
  Message: z.string().max(20_000),
  Timestamp: z.string().min(1).max(64),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1).max(2000),
  SigningCertURL: z.string().min(1).max(1000),
  Subject: z.string().max(500).optional(),
  SubscribeURL: z.string().max(2000).optional(),
  Token: z.string().max(2000).optional(),
});
export type SnsMessage = z.infer<typeof SnsMessageSchema>;

/** The payment in a Notification's Message, as bKash writes it. */
const PaymentSchema = z.object({
  trxID: z.string().regex(/^[A-Za-z0-9]{6,20}$/),
  amount: z.union([z.string(), z.number()]),
  transactionStatus: z.string().optional(),
  currency: z.string().optional(),
  debitMSISDN: z.string().optional(),
  dateTime: z.string().optional(),
});

export interface WebhookPayment {
  trxId: string;
  amountPoisha: number;
  sender: string | null;
  receivedAt: Date | null;
}

/**
 * Why a message is refused: 'shape' (not an SNS message), 'host' (a certificate or address the shop does not trust),
 * 'signature' (it does not check out), 'certificate' (the certificate could not be had).
 */
export class WebhookRefused extends Error {
  constructor(readonly reason: 'shape' | 'host' | 'signature' | 'certificate') {
    super(`bKash webhook refused: ${reason}`);
  }
}

/** A host pattern: 'sns.*.amazonaws.com' (one label for each *), or a host itself. */
export function hostAllowed(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase();
  return patterns.some((pattern) => {
    const labels = pattern.toLowerCase().split('.');
    const given = name.split('.');
    return labels.length === given.length && labels.every((label, i) => label === '*' ? /^[a-z0-9-]+$/.test(given[i] ?? '') : label === given[i]);
  });
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** SNS's string to sign: the fields of the message's type that are present, each name and value on its line. */
export function stringToSign(message: SnsMessage): string {
  const fields = message.Type === 'Notification'
    ? (['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const)
    : (['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const);
  return fields.filter((field) => message[field] !== undefined).map((field) => `${field}\n${message[field]}\n`).join('');
}

/** "20261128101532" (Bangladesh time) as a date, or null. */
function bkashTime(text: string | undefined): Date | null {
  const m = text ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text) : null;
  if (!m) return null;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+06:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The payment a verified Notification reports, or null when it reports none (not completed, not taka). */
export function paymentOf(message: SnsMessage): WebhookPayment | null {
  let body: unknown;
  try {
    body = JSON.parse(message.Message);
  } catch {
    return null;
  }
  const parsed = PaymentSchema.safeParse(body);
  if (!parsed.success) return null;
  const payment = parsed.data;
  if (payment.transactionStatus !== undefined && payment.transactionStatus.toLowerCase() !== 'completed') return null;
  if (payment.currency !== undefined && payment.currency.toUpperCase() !== 'BDT') return null;
  const amountPoisha = gatewayAmountToPoisha(String(payment.amount));
  if (amountPoisha === null || amountPoisha <= 0) return null;
  return {
    trxId: payment.trxID.toUpperCase(),
    amountPoisha,
    sender: payment.debitMSISDN ? (normaliseBdPhone(payment.debitMSISDN) ?? payment.debitMSISDN) : null,
    receivedAt: bkashTime(payment.dateTime),
  };
}

export interface WebhookVerifierOptions {
  /** Allowed certificate hosts (BKASH_WEBHOOK_CERT_HOSTS). */
  certHosts: readonly string[];
  /** Tests: shorter waits. */
  timeouts?: Partial<OutsideTimeouts>;
}

/** Certificates kept at most (an SNS region signs with one at a time). */
const KEPT_CERTIFICATES = 20;

export function createWebhookVerifier(options: WebhookVerifierOptions) {
  const callers = new Map<string, OutsideCaller>();
  const certificates = new Map<string, X509Certificate>();

  /** An address of an allowed host, https (or http on a loopback host), or a refusal. */
  function allowedUrl(address: string, pem: boolean): URL {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new WebhookRefused('host');
    }
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    if (!secure || url.username || url.password || (pem && !url.pathname.endsWith('.pem'))) throw new WebhookRefused('host');
    if (!hostAllowed(url.hostname, options.certHosts)) throw new WebhookRefused('host');
    return url;
  }

  function callerOf(url: URL): OutsideCaller {
    let caller = callers.get(url.origin);
    if (!caller) {
      caller = createOutsideCaller({ name: 'bKash webhook', url: url.origin, timeouts: options.timeouts, retryDelayMs: 200 });
      callers.set(url.origin, caller);
    }
    return caller;
  }

  async function certificate(address: string): Promise<X509Certificate> {
    const kept = certificates.get(address);
    if (kept) return kept;
    const url = allowedUrl(address, true);
    const answer = await callerOf(url).send({ method: 'GET', path: `${url.pathname}${url.search}`, safeToRepeat: true });
    if (answer.status !== 200) throw new WebhookRefused('certificate');
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(answer.text);
    } catch {
      throw new WebhookRefused('certificate');
    }
    if (certificates.size >= KEPT_CERTIFICATES) certificates.delete(certificates.keys().next().value!);
    certificates.set(address, cert);
    return cert;
  }

  return {
    /** The message, once its certificate's host is allowed and its signature holds; else WebhookRefused. */
    async verify(body: unknown): Promise<SnsMessage> {
      let raw = body;
      if (typeof raw === 'string') {
        try {
          raw = JSON.parse(raw);
        } catch {
          throw new WebhookRefused('shape');
        }
      }
      // SNS sends the Message as a string, and that string is what is signed: anything else is refused.
      const parsed = SnsMessageSchema.safeParse(raw);
      if (!parsed.success) throw new WebhookRefused('shape');
      const message = parsed.data;
      allowedUrl(message.SigningCertURL, true);
      const cert = await certificate(message.SigningCertURL);
      const good = verifySignature(
        message.SignatureVersion === '1' ? 'sha1' : 'sha256',
        Buffer.from(stringToSign(message), 'utf8'),
        cert.publicKey,
        Buffer.from(message.Signature, 'base64'),
      );
      if (!good) throw new WebhookRefused('signature');
      return message;
    },
    /** Confirms a verified subscription by visiting its SubscribeURL (an allowed host too). */
    async confirm(message: SnsMessage): Promise<void> {
      if (!message.SubscribeURL) throw new WebhookRefused('shape');
      const url = allowedUrl(message.SubscribeURL, false);
      const answer = await callerOf(url).send({ method: 'GET', path: `${url.pathname}${url.search}`, safeToRepeat: true });
      if (answer.status !== 200) throw new WebhookRefused('certificate');
    },
  };
}
export type WebhookVerifier = ReturnType<typeof createWebhookVerifier>;
