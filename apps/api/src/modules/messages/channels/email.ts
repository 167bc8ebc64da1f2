import nodemailer from 'nodemailer';
import { createCircuitBreaker } from '../../../lib/circuit-breaker';
import { CHANNEL_COOL_DOWN_MS, PermanentSendError, shortError, type EmailChannel } from './channel';

export interface EmailOptions {
  /** smtp://user:pass@host:587 or smtps://...:465 (SMTP_URL). */
  url: string;
  /** The sender, e.g. 'Bazar <orders@bazar.com.bd>' (MAIL_FROM). */
  from: string;
  /** Tests: shorter waits than SMTP_TIMEOUTS, and the circuit breaker's clock. */
  timeouts?: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>>;
  breakerNow?: () => number;
}

/**
 * How long one send waits on the SMTP server (docs/decisions/052): a stuck server holds one message's attempt, not
 * the worker; the message is tried again later. Not settings: a mail server that needs longer is not working.
 */
export const SMTP_TIMEOUTS = {
  /** Opening the connection, DNS included, and the server's greeting (nodemailer's connectionTimeout). */
  connectMs: 15_000,
  /** The greeting once connected (within connectMs). */
  greetingMs: 15_000,
  /** Silence from the server at any later step (a reply to a command, to the message's end). */
  readMs: 30_000,
} as const;

/** The domain of the sender's address: the right-hand side of every Message-ID. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'bazar.invalid';
}

/**
 * E-mail over SMTP (nodemailer): HTML with a plain-text alternative. The Message-ID is made from the outbox row, so
 * a repeat after a crash (docs/decisions/046) carries the same one and a receiving system can tell it is a repeat.
 */
export function createEmailChannel(options: EmailOptions): EmailChannel {
  const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  // The waits go in with the URL: nodemailer copies its options into the transport when it is made, so setting them
  // afterwards (as this did before) changed nothing, and its own waits (2 and 10 minutes) applied.
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.readMs,
  });
  // A reply of the server (a 4xx or 5xx code) says it is there; no reply at all (refused, timed out) says it is away.
  const breaker = createCircuitBreaker({
    name: 'The mail server',
    coolDownMs: CHANNEL_COOL_DOWN_MS,
    now: options.breakerNow,
    isFault: (error) => typeof (error as { responseCode?: unknown }).responseCode !== 'number',
  });
  const domain = senderDomain(options.from);
  return {
    state: breaker.state,
    async send(message) {
      const messageId = `<${message.id}@${domain}>`;
      try {
        await breaker.run(() =>
          transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            messageId,
          }),
        );
      } catch (error) {
        const err = error as { message?: string; responseCode?: number; permanent?: boolean };
        const reason = shortError(err.message ?? String(error));
        if (err.permanent === true) throw new PermanentSendError(reason, { cause: error });
        throw new Error(reason, { cause: error });
      }
      return { providerMessageId: messageId };
    },
    close() {
      transport.close();
    },
  };
}
