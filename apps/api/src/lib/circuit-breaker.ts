/**
 * A small circuit breaker for an outside service (docs/decisions/052): after `failures` failures in a row the service
 * is skipped for `coolDownMs` (calls fail at once with CircuitOpenError, so no request waits on a service known to be
 * away); then one call goes through as a probe, and its outcome closes the breaker or opens it for another
 * cool-down. Every call through it is also bounded by `timeoutMs`, whatever the client library does.
 * What a refused call means (let the request through, refuse it, retry later) is the caller's choice, per use.
 */
export interface CircuitBreakerOptions {
  /** For errors and logs: 'redis', 'smtp', ... */
  name: string;
  /** How long the service is skipped after it failed. */
  coolDownMs: number;
  /** The longest one call may take before it counts as failed (0: no bound of the breaker's own). */
  timeoutMs?: number;
  /** Failures in a row that open the breaker (default 1: an outside service that failed once is skipped at once). */
  failures?: number;
  /** Which errors say the service is away (default: every error). A peer's own refusal is an answer, not a fault. */
  isFault?: (error: unknown) => boolean;
  /** Tests move time instead of waiting. */
  now?: () => number;
  /** Told when the breaker opens (with the error) and when a probe closes it again: one log line each, not one per call. */
  onOpen?: (error: unknown) => void;
  onClose?: () => void;
}

export type CircuitState = 'closed' | 'open' | 'probing';

/** An outside service reached through a breaker, which /readyz asks whether it is being skipped (docs/decisions/052). */
export interface BehindBreaker {
  state(): CircuitState;
}

/** Refused without calling: the service failed a moment ago. */
export class CircuitOpenError extends Error {
  constructor(readonly service: string) {
    super(`${service} is skipped for a moment after it failed`);
    this.name = 'CircuitOpenError';
  }
}

/** The call took longer than the breaker's bound. */
export class CallTimeoutError extends Error {
  constructor(service: string, ms: number) {
    super(`${service} gave no answer within ${ms} ms`);
    this.name = 'CallTimeoutError';
  }
}

/**
 * A request cannot be served because an outside service it needs is away (a timeout, a refused connection, its
 * breaker open): plugins/errors.ts answers 503 with Retry-After, as for a database outage, and logs this message (for
 * operators, never shown to the shopper). For the uses that fail closed (docs/decisions/052).
 */
export class ServiceUnavailableError extends Error {
  constructor(service: string, cause: unknown) {
    super(`${service} is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ServiceUnavailableError';
  }
}

/** How one call through a breaker ended: answered, failed, past its time bound, or refused while the breaker was open. */
export type CallOutcome = 'ok' | 'fault' | 'timeout' | 'refused';
export type CallOutcomeListener = (service: string, outcome: CallOutcome) => void;

const outcomeListeners = new Set<CallOutcomeListener>();

/**
 * Told the outcome of every call through every breaker of the process (the metrics count them, docs/decisions/057);
 * returns the way to stop listening. A peer's own refusal (not a fault) counts as 'ok': the service answered.
 */
export function onCallOutcome(listener: CallOutcomeListener): () => void {
  outcomeListeners.add(listener);
  return () => outcomeListeners.delete(listener);
}

function told(service: string, outcome: CallOutcome) {
  for (const listener of outcomeListeners) listener(service, outcome);
}

export interface CircuitBreaker {
  /** Runs `call` unless the service is being skipped; its failure (or its timeout) counts against the service. */
  run<T>(call: () => Promise<T>): Promise<T>;
  /** 'closed' while the service answers, 'open' while it is skipped, 'probing' while one probe is out. */
  state(): CircuitState;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  const threshold = Math.max(1, options.failures ?? 1);
  const isFault = options.isFault ?? (() => true);
  let failuresInARow = 0;
  let openUntil = 0;
  let open = false;
  let probing = false;

  const succeeded = () => {
    failuresInARow = 0;
    if (open) {
      open = false;
      options.onClose?.();
    }
  };
  const failed = (error: unknown) => {
    failuresInARow += 1;
    if (!open && failuresInARow < threshold) return;
    openUntil = now() + options.coolDownMs;
    if (!open) {
      open = true;
      options.onOpen?.(error);
    }
  };

  function bounded<T>(call: () => Promise<T>): Promise<T> {
    const ms = options.timeoutMs ?? 0;
    if (ms <= 0) return call();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CallTimeoutError(options.name, ms)), ms);
    });
    return Promise.race([call(), timeout]).finally(() => clearTimeout(timer));
  }

  return {
    async run(call) {
      let probe = false;
      if (open) {
        // One probe at a time once the cool-down is over; every other call is refused at once meanwhile.
        if (probing || now() < openUntil) {
          told(options.name, 'refused');
          throw new CircuitOpenError(options.name);
        }
        probing = probe = true;
      }
      try {
        const value = await bounded(call);
        succeeded();
        told(options.name, 'ok');
        return value;
      } catch (error) {
        const timedOut = error instanceof CallTimeoutError;
        const fault = timedOut || isFault(error);
        if (fault) failed(error);
        else succeeded();
        told(options.name, timedOut ? 'timeout' : fault ? 'fault' : 'ok');
        throw error;
      } finally {
        if (probe) probing = false;
      }
    },
    state() {
      if (!open) return 'closed';
      return probing ? 'probing' : 'open';
    },
  };
}
