import { describe, expect, it, vi } from 'vitest';
import { CallTimeoutError, CircuitOpenError, createCircuitBreaker, onCallOutcome, type CallOutcome } from './circuit-breaker';

// The breaker every outside service goes through (docs/decisions/052), on a clock the test moves.
const away = () => Promise.reject(new Error('ECONNREFUSED'));
const answers = () => Promise.resolve('PONG');

function breaker(extra: Partial<Parameters<typeof createCircuitBreaker>[0]> = {}) {
  let now = 1_000_000;
  const opened: unknown[] = [];
  let closed = 0;
  const b = createCircuitBreaker({
    name: 'redis',
    coolDownMs: 5_000,
    now: () => now,
    onOpen: (error) => opened.push(error),
    onClose: () => (closed += 1),
    ...extra,
  });
  return { b, opened, closed: () => closed, move: (ms: number) => (now += ms) };
}

describe('circuit breaker', () => {
  it('skips the service for the cool-down after a failure, without calling it, then probes it once', async () => {
    const { b, opened, closed, move } = breaker();
    expect(await b.run(answers)).toBe('PONG');
    await expect(b.run(away)).rejects.toThrow('ECONNREFUSED');
    expect(b.state()).toBe('open');
    expect(opened).toHaveLength(1);

    const call = vi.fn(answers);
    await expect(b.run(call)).rejects.toBeInstanceOf(CircuitOpenError);
    move(4_999);
    await expect(b.run(call)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(call).not.toHaveBeenCalled();

    // Past the cool-down: one call goes through, and its answer closes the breaker.
    move(1);
    expect(await b.run(call)).toBe('PONG');
    expect(call).toHaveBeenCalledTimes(1);
    expect(b.state()).toBe('closed');
    expect(closed()).toBe(1);
    expect(opened).toHaveLength(1);
  });

  it('opens again for a whole cool-down when the probe fails, telling the log only once', async () => {
    const { b, opened, move } = breaker();
    await expect(b.run(away)).rejects.toThrow();
    move(5_000);
    await expect(b.run(away)).rejects.toThrow('ECONNREFUSED');
    expect(b.state()).toBe('open');
    move(4_999);
    await expect(b.run(answers)).rejects.toBeInstanceOf(CircuitOpenError);
    move(1);
    expect(await b.run(answers)).toBe('PONG');
    expect(opened).toHaveLength(1);
  });

  it('lets one probe out at a time: the calls meanwhile are refused at once', async () => {
    const { b, move } = breaker();
    await expect(b.run(away)).rejects.toThrow();
    move(5_000);
    let answer!: (value: string) => void;
    const probe = b.run(() => new Promise<string>((resolve) => (answer = resolve)));
    expect(b.state()).toBe('probing');
    await expect(b.run(answers)).rejects.toBeInstanceOf(CircuitOpenError);
    answer('PONG');
    expect(await probe).toBe('PONG');
    expect(await b.run(answers)).toBe('PONG');
  });

  it('tells its listeners how every call ended, by service: ok, fault, timeout, refused while open (the metrics, docs/decisions/057)', async () => {
    const heard: Array<[string, CallOutcome]> = [];
    const stop = onCallOutcome((service, outcome) => heard.push([service, outcome]));
    try {
      const { b, move } = breaker({ timeoutMs: 20, isFault: (error) => (error as Error).message !== 'no such key' });
      await b.run(answers);
      // The peer's own refusal is an answer: the service is there.
      await expect(b.run(() => Promise.reject(new Error('no such key')))).rejects.toThrow();
      await expect(b.run(away)).rejects.toThrow();
      await expect(b.run(answers)).rejects.toBeInstanceOf(CircuitOpenError);
      move(5_000);
      await expect(b.run(() => new Promise(() => {}))).rejects.toBeInstanceOf(CallTimeoutError);
      expect(heard).toEqual([
        ['redis', 'ok'],
        ['redis', 'ok'],
        ['redis', 'fault'],
        ['redis', 'refused'],
        ['redis', 'timeout'],
      ]);
    } finally {
      stop();
    }
    await breaker().b.run(answers);
    expect(heard).toHaveLength(5);
  });

  it('bounds a call that never answers, and counts it as a failure', async () => {
    const { b } = breaker({ timeoutMs: 20 });
    const started = Date.now();
    await expect(b.run(() => new Promise(() => {}))).rejects.toBeInstanceOf(CallTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(b.state()).toBe('open');
  });

  it('opens only after the given number of failures in a row; a success in between starts the count again', async () => {
    const { b } = breaker({ failures: 3 });
    await expect(b.run(away)).rejects.toThrow();
    await expect(b.run(away)).rejects.toThrow();
    await b.run(answers);
    await expect(b.run(away)).rejects.toThrow();
    await expect(b.run(away)).rejects.toThrow();
    expect(b.state()).toBe('closed');
    await expect(b.run(away)).rejects.toThrow();
    expect(b.state()).toBe('open');
  });

  it("does not count a peer's own refusal as the service being away", async () => {
    const { b } = breaker({ isFault: (error) => !(error instanceof Error && error.message.startsWith('550')) });
    await expect(b.run(() => Promise.reject(new Error('550 mailbox unavailable')))).rejects.toThrow('550');
    expect(b.state()).toBe('closed');
    await expect(b.run(away)).rejects.toThrow();
    expect(b.state()).toBe('open');
  });
});
