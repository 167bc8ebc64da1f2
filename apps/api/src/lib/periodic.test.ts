import { describe, expect, it } from 'vitest';
import { startPeriodic } from './periodic';

describe('startPeriodic', () => {
  it('runs one at a time: asked again while running, it waits for the run under way', async () => {
    let runs = 0;
    let release!: () => void;
    const periodic = startPeriodic({
      everyMs: 0,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
      onError: () => undefined,
    });
    const first = periodic.runNow();
    const second = periodic.runNow();
    expect(runs).toBe(1);
    release();
    await Promise.all([first, second]);
    // Once it is over, the next ask is a new run.
    const third = periodic.runNow();
    expect(runs).toBe(2);
    release();
    await third;
    await periodic.stop();
  });

  it('hands a failed run to onError, never to the caller, and runs again next time', async () => {
    const errors: unknown[] = [];
    let fail = true;
    let done = 0;
    const periodic = startPeriodic({
      everyMs: 0,
      run: async () => {
        if (fail) throw new Error('database away');
        done += 1;
      },
      onError: (error) => errors.push(error),
    });
    await expect(periodic.runNow()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    fail = false;
    await periodic.runNow();
    expect(done).toBe(1);
    await periodic.stop();
  });
});
