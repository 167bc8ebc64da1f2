import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNEL_COOL_DOWN_MS } from './channel';
import { createEmailChannel } from './email';

// The SMTP channel's waits (docs/decisions/052) against servers that take the connection and then say nothing:
// the send fails within its wait, so the worker marks the attempt and tries again later, and nothing hangs.
// The waits are shortened here; the real ones are SMTP_TIMEOUTS.

interface SilentPeer {
  url: string;
  close(): Promise<void>;
}

/** Accepts TCP; `greeting` is written on connect (or nothing), then it never says another word. */
async function silentPeer(greeting: string | null): Promise<SilentPeer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    if (greeting) socket.write(greeting);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const message = { id: '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9', to: 'rahima@example.com', subject: 'Order placed', text: 'Thank you', html: '<p>Thank you</p>' };
const SHORT = { connectMs: 400, greetingMs: 400, readMs: 400 };
const BOUND_MS = 3_000;

/** The send's error, which must come within the bound (nodemailer's own waits are 30 s to 10 minutes). */
async function failsWithin(send: Promise<unknown>): Promise<Error> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), BOUND_MS);
  });
  const outcome = await Promise.race([send.then(() => 'sent' as const, (error: Error) => error), late]);
  clearTimeout(timer);
  if (outcome === 'late') throw new Error(`the send was still waiting after ${BOUND_MS} ms`);
  if (outcome === 'sent') throw new Error('the send succeeded');
  return outcome;
}

let peer: SilentPeer | undefined;
afterEach(async () => {
  await peer?.close();
  peer = undefined;
});

describe('e-mail channel waits', () => {
  it('gives up on a server that takes the connection and never greets, as a failure to try again', async () => {
    peer = await silentPeer(null);
    const channel = createEmailChannel({ url: peer.url, from: 'Bazar <orders@bazar.test>', timeouts: SHORT });
    try {
      const error = await failsWithin(channel.send(message));
      expect(error.message).toMatch(/greeting|timeout/i);
      // Not PermanentSendError: the worker tries the message again later.
      expect(error.constructor).toBe(Error);
    } finally {
      channel.close();
    }
  });

  it('gives up on a server that greets and then stops answering', async () => {
    peer = await silentPeer('220 mail.bazar.test ESMTP ready\r\n');
    const channel = createEmailChannel({ url: peer.url, from: 'Bazar <orders@bazar.test>', timeouts: SHORT });
    try {
      const error = await failsWithin(channel.send(message));
      expect(error.message).toMatch(/timeout/i);
      expect(error.constructor).toBe(Error);
    } finally {
      channel.close();
    }
  });

  it('skips the server for a cool-down after it failed, so the rest of a batch does not wait on it, then asks again', async () => {
    peer = await silentPeer(null);
    let clock = Date.now();
    const channel = createEmailChannel({ url: peer.url, from: 'Bazar <orders@bazar.test>', timeouts: SHORT, breakerNow: () => clock });
    try {
      expect((await failsWithin(channel.send(message))).message).toMatch(/greeting|timeout/i);
      const started = Date.now();
      const skipped = await failsWithin(channel.send({ ...message, id: '1f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9' }));
      expect(skipped.message).toMatch(/skipped/);
      expect(Date.now() - started).toBeLessThan(SHORT.greetingMs);
      clock += CHANNEL_COOL_DOWN_MS;
      expect((await failsWithin(channel.send(message))).message).toMatch(/greeting|timeout/i);
    } finally {
      channel.close();
    }
  });
});
