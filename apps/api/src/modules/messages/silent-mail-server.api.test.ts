import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import { startSilentServer } from '../../../test/silent-server';
import { signUp } from '../../../test/users';

// Issue 22 (docs/decisions/052): a mail server that takes the connection and never greets. The worker's send gives up
// within the channel's wait, the message stays queued for a later attempt, and the sweep ends instead of hanging.
// The waits are shortened here (the real ones are SMTP_TIMEOUTS in channels/email.ts); the clock is the test's.

const MINUTE = 60_000;
const BOUND_MS = 3_000;
let server: Awaited<ReturnType<typeof startSilentServer>>;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let skew = 0;
const now = () => Date.now() + skew;

beforeAll(async () => {
  server = await startSilentServer();
  const { port } = server;
  t = await buildTestApp({
    messages: {
      channels: { email: { url: `smtp://127.0.0.1:${port}`, from: 'Bazar <orders@bazar.test>', timeouts: { connectMs: 400, greetingMs: 400, readMs: 400 }, breakerNow: now } },
      now,
      retryBaseMs: MINUTE,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await server?.stop();
});

async function sweepWithinBound() {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), BOUND_MS);
  });
  const outcome = await Promise.race([t.app.outbox.deliverDue(), late]);
  clearTimeout(timer);
  expect(outcome, `the sweep was still waiting on the mail server after ${BOUND_MS} ms`).not.toBe('late');
  return Date.now() - started;
}

describe('a mail server that never greets', () => {
  it('fails the attempt within the wait and keeps the message for a later one', async () => {
    const shopper = await signUp(t.app);
    const mailOf = async () =>
      (await t.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.userId, shopper.user.id), eq(outboxMessages.kind, 'email_verification'))))[0]!;
    // The address's verification e-mail (docs/decisions/047) is due at once.
    expect((await mailOf()).status).toBe('queued');

    await sweepWithinBound();
    const first = await mailOf();
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringMatching(/greeting|timeout/i) });
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(now());

    // Its time comes again, past the channel's cool-down: the server is asked once more, still within the wait.
    skew += 2 * MINUTE;
    await sweepWithinBound();
    expect(await mailOf()).toMatchObject({ status: 'queued', attempts: 2, lastError: expect.stringMatching(/greeting|timeout/i) });
  });
});
