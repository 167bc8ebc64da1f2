// A real SMTP server in the test process (smtp-server) that keeps what arrives, parsed (mailparser): the API tests
// point the shop's SMTP_URL at it, and the browser tests' mailbox (e2e/mailbox/server.ts) is this one behind HTTP.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { noteSecretsInText } from './log-scan';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** Every href of the HTML, in order. */
  links: string[];
  receivedAt: number;
}

export interface Mailbox {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** What arrived for `to` (any case) whose subject or text matches. */
  find(to: string, match?: RegExp): ReceivedMail[];
  /** Refuse the next `count` messages with `code` (4xx: try later, 5xx: for good). */
  refuseNext(count: number, code: number, text?: string): void;
  /**
   * A slow server: each message is answered only once `wait()` settles (a promise the test resolves when it likes,
   * or a timer); null answers at once again. The message counts as received when it is answered.
   */
  answerAfter(wait: (() => Promise<void>) | null): void;
  close(): Promise<void>;
}

export function linksOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

export async function startMailbox(options: { port?: number; host?: string } = {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  let refusals: { count: number; code: number; text: string } | null = null;
  let answerWait: (() => Promise<void>) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals && refusals.count > 0) {
          refusals.count -= 1;
          const error = Object.assign(new Error(refusals.text), { responseCode: refusals.code });
          callback(error);
          return;
        }
        Promise.resolve(answerWait?.())
          .then(() => simpleParser(Buffer.concat(chunks)))
          .then((mail) => {
            const html = typeof mail.html === 'string' ? mail.html : '';
            // What a mail carries (its links' tokens) must not be in any log (log-scan.ts).
            noteSecretsInText(`${mail.text ?? ''}\n${html}`);
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              messageId: mail.messageId ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html,
              links: linksOf(html),
              receivedAt: Date.now(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    find: (to, match) => received.filter((m) => m.to.includes(to.toLowerCase()) && (!match || match.test(m.subject) || match.test(m.text))),
    refuseNext(count, code, text = code >= 500 ? 'Mailbox unavailable' : 'Try again later') {
      refusals = { count, code, text };
    },
    answerAfter(wait) {
      answerWait = wait;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
