import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createCircuitBreaker } from './circuit-breaker';
import { closeRedis, REDIS_TIMEOUTS, redisClientOptions } from './redis-client';

/**
 * "The catalogue changed": every staff change of a product, its stock, images, a category or a brand says so, and
 * whatever keeps copies of catalogue answers (the response cache, drawn pages) drops them at once instead of
 * waiting for them to expire (docs/decisions/041).
 */
export interface CatalogueChanges {
  /** Tell every listener, in this process (and, where configured, in the shop's other processes). */
  changed(): void;
  /** `listener` runs on every change; the answer stops it. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Listeners in this process only. */
export function createCatalogueChanges(): CatalogueChanges {
  const listeners = new Set<() => void>();
  return {
    changed() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

export interface SharedCatalogueChangesOptions {
  redisUrl: string;
  /** The channel is `${keyPrefix}catalogue-changed` (tests: a prefix of their own on a shared Redis). */
  keyPrefix?: string;
  /** Told once when Redis fails (and once again after it came back and failed again). */
  onFault?: (error: unknown) => void;
  /** The publisher's circuit breaker's clock (tests move it past the cool-down). */
  breakerNow?: () => number;
}

/**
 * Listeners in every shop process that shares REDIS_URL: a change is told here at once and published on a Redis
 * channel, which every process (this one too, on a separate subscriber connection) hears and tells its own
 * listeners. A process ignores its own message, already told. A Redis fault never ends the process: it is logged
 * once, this process keeps telling its own listeners, and the others fall back on their caches' short lifetime
 * until Redis is back (ioredis reconnects and subscribes again by itself). Publishing never waits on Redis: it is
 * bounded like every Redis call (docs/decisions/052) and skipped for a cool-down after it failed.
 */
export function createSharedCatalogueChanges(options: SharedCatalogueChangesOptions): CatalogueChanges {
  const local = createCatalogueChanges();
  const channel = `${options.keyPrefix ?? 'shop:'}catalogue-changed`;
  const me = randomUUID();
  const publisher = new Redis(options.redisUrl, { lazyConnect: false, ...redisClientOptions });
  // The subscriber only listens and no request waits on it: its SUBSCRIBE may wait for the connection, and it has no
  // command timeout, which would cut a subscription whose answer is late.
  const subscriber = new Redis(options.redisUrl, { lazyConnect: false, connectTimeout: REDIS_TIMEOUTS.connectMs, maxRetriesPerRequest: 1, enableOfflineQueue: true });
  const breaker = createCircuitBreaker({ name: 'Redis', timeoutMs: REDIS_TIMEOUTS.callMs, coolDownMs: REDIS_TIMEOUTS.coolDownMs, now: options.breakerNow });
  let faulty = false;
  const fault = (error: unknown) => {
    if (faulty) return;
    faulty = true;
    options.onFault?.(error);
  };
  const healthy = () => {
    faulty = false;
  };
  publisher.on('error', fault);
  subscriber.on('error', fault);
  publisher.on('ready', healthy);
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel && message !== me) local.changed();
  });
  subscriber.subscribe(channel).catch(fault);
  return {
    changed() {
      local.changed();
      breaker.run(() => publisher.publish(channel, me)).catch(fault);
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await Promise.all([publisher, subscriber].map(closeRedis));
    },
  };
}
