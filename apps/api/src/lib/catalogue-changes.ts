import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

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
}

/**
 * Listeners in every shop process that shares REDIS_URL: a change is told here at once and published on a Redis
 * channel, which every process (this one too, on a separate subscriber connection) hears and tells its own
 * listeners. A process ignores its own message, already told. A Redis fault never ends the process: it is logged
 * once, this process keeps telling its own listeners, and the others fall back on their caches' short lifetime
 * until Redis is back (ioredis reconnects and subscribes again by itself).
 */
export function createSharedCatalogueChanges(options: SharedCatalogueChangesOptions): CatalogueChanges {
  const local = createCatalogueChanges();
  const channel = `${options.keyPrefix ?? 'shop:'}catalogue-changed`;
  const me = randomUUID();
  const connection = { lazyConnect: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, enableOfflineQueue: false };
  const publisher = new Redis(options.redisUrl, connection);
  const subscriber = new Redis(options.redisUrl, { ...connection, enableOfflineQueue: true });
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
      publisher.publish(channel, me).catch(fault);
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await Promise.all([publisher, subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())));
    },
  };
}
