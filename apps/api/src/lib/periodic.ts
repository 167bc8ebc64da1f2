/** A task the shop process runs by itself now and then (the unpaid-order expiry, the retention clean-up). */
export interface Periodic {
  /** Runs the task now, or waits for the run under way; resolves when it is done, never rejects. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` (0: only when asked), one run at a time. A run that fails (the database away) goes to
 * `onError` and the next one tries again: the process is never ended by it. The timer does not keep the process up.
 */
export function startPeriodic(opts: { everyMs: number; run: () => Promise<void>; onError: (error: unknown) => void }): Periodic {
  let running: Promise<void> | null = null;
  const runNow = () => {
    running ??= opts
      .run()
      .then(
        () => undefined,
        (error: unknown) => {
          opts.onError(error);
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = opts.everyMs > 0 ? setInterval(() => void runNow(), opts.everyMs) : null;
  timer?.unref();
  return {
    runNow,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
