import { describe, expect, it } from 'vitest';
import { createDecodeGate } from './decode-gate';

/** A decode that ends when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return { decode: async () => ((started = true), await done, 'decoded'), finish: () => finish(), started: () => started };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createDecodeGate', () => {
  it('runs at most its places at once, lets the line wait, and refuses past the line with a 429', async () => {
    const gate = createDecodeGate(2, 1);
    const [a, b, c, d] = [held(), held(), held(), held()];
    const running = [gate.run(a.decode), gate.run(b.decode), gate.run(c.decode)];
    await settle();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);

    await expect(gate.run(d.decode)).rejects.toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      retryAfterSeconds: 30,
      message: 'Many payment screenshots are being checked right now. Please try again in a minute.',
    });
    expect(d.started()).toBe(false);

    a.finish();
    await settle();
    expect(c.started()).toBe(true);
    b.finish();
    c.finish();
    expect(await Promise.all(running)).toEqual(['decoded', 'decoded', 'decoded']);
  });

  it('frees its place when a decode fails', async () => {
    const gate = createDecodeGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
