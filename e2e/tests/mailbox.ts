import { expect } from '@playwright/test';
import { mailboxPorts } from '../mailbox/ports';

export interface Mail {
  subject: string;
  text: string;
  html: string;
  /** Every link of the HTML, in order. */
  links: string[];
  messageId: string;
}

/**
 * The e-mail the shop sent to `to` whose subject or text matches, once it has arrived in the browser tests' mailbox
 * (e2e/mailbox/server.ts); the shop's worker sends within a second or two. Fails if none arrives in 20 s.
 */
export async function waitForMail(to: string, match: RegExp): Promise<Mail> {
  const { http } = mailboxPorts();
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${http}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as Mail[];
        found = messages.filter((m) => match.test(m.subject) || match.test(m.text)).at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to} matching ${match}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** Every e-mail that arrived for `to` so far (a resend makes a second one). */
export async function mailsTo(to: string): Promise<Mail[]> {
  const { http } = mailboxPorts();
  const response = await fetch(`http://127.0.0.1:${http}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}
