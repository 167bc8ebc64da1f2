import nodemailer from 'nodemailer';
import { PermanentSendError, shortError, type EmailChannel } from './channel';

export interface EmailOptions {
  /** smtp://user:pass@host:587 or smtps://...:465 (SMTP_URL). */
  url: string;
  /** The sender, e.g. 'Bazar <orders@bazar.com.bd>' (MAIL_FROM). */
  from: string;
}

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
  const transport = nodemailer.createTransport(options.url, {});
  // Short waits: a stuck server holds one message's lease, not the worker.
  Object.assign(transport.options, { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  const domain = senderDomain(options.from);
  return {
    async send(message) {
      const messageId = `<${message.id}@${domain}>`;
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId,
        });
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
