import type { BehindBreaker } from '../../../lib/circuit-breaker';

/** What the worker hands a channel: the outbox row's id travels with it as the peer's duplicate key. */
export interface OutgoingEmail {
  /** The outbox row: the Message-ID is made from it, the same on every attempt. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingSms {
  /** The outbox row: csms_id / Idempotency-Key are made from it, the same on every attempt. */
  id: string;
  /** +8801XXXXXXXXX */
  to: string;
  text: string;
}

export interface EmailChannel extends BehindBreaker {
  send(message: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
  close(): void;
}

export interface SmsChannel extends BehindBreaker {
  /** 'gateway' (SSL Wireless) or 'webhook', shown to staff beside each SMS. */
  name: string;
  send(message: OutgoingSms): Promise<{ providerMessageId: string | null }>;
}

/** The peer refused the message for good (a 5xx SMTP reply, a 4xx HTTP answer): retrying would be refused again. */
export class PermanentSendError extends Error {}

/** The shop's channels: null when not configured, with the one line start-up prints about it. */
export interface MessageChannels {
  email: EmailChannel | null;
  sms: SmsChannel | null;
}

/** The reasons staff read on a message of a channel that is off (and start-up prints). */
export const CHANNEL_OFF = {
  email: 'E-mail is off: SMTP_URL is not set.',
  sms: 'SMS is off: neither SSL_SMS_API_TOKEN nor SMS_WEBHOOK_URL is set.',
} as const;

/** Text of a peer's answer that fits staff's list: one line, at most 300 characters. */
export function shortError(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/**
 * After a channel's peer could not be reached (a refused connection, a timeout, a 5xx), the worker's next sends on
 * that channel fail at once for this long instead of each waiting out the same timeouts (docs/decisions/052): a
 * batch of messages to a dead server ends in seconds, each tried again later as any failed attempt is.
 */
export const CHANNEL_COOL_DOWN_MS = 30_000;
