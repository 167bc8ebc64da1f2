import type { Redis } from 'ioredis';

/**
 * How long the shop waits on Redis (docs/decisions/052). Not settings, as with PostgreSQL's (decision 028): a Redis
 * beside the shop answers in well under a millisecond, so half a second means it is away, and nothing the shop asks
 * of it is worth a shopper's wait. After a failure Redis is skipped for the cool-down, then one call probes it.
 */
export const REDIS_TIMEOUTS = {
  /** Opening the TCP connection. */
  connectMs: 1_000,
  /** One command, from sending to its answer (a paused Redis keeps the connection open and never answers). */
  commandMs: 500,
  /** The whole of one call, waiting for a connection included. */
  callMs: 1_000,
  coolDownMs: 5_000,
} as const;

/** The client options every Redis connection of the shop uses: bounded waits, nothing queued while Redis is away. */
export const redisClientOptions = {
  connectTimeout: REDIS_TIMEOUTS.connectMs,
  commandTimeout: REDIS_TIMEOUTS.commandMs,
  // A command sent while Redis is away fails at once instead of waiting in a queue for it to come back.
  enableOfflineQueue: false,
  // Commands in flight when the connection drops fail then, instead of being sent again after a reconnect.
  maxRetriesPerRequest: 0,
} as const;

/**
 * Resolves once the connection is ready (connecting it if it never was); fails when the attempt under way fails
 * (a refused connection answers at once) or after `ms`.
 */
export function redisReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  if (redis.status === 'end') return Promise.reject(new Error('Redis connection closed'));
  if (redis.status === 'wait') redis.connect().catch(() => {});
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
    };
    const onReady = () => {
      done();
      resolve();
    };
    const onError = (error: unknown) => {
      done();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const timer = setTimeout(() => onError(new Error(`Redis not connected within ${ms} ms`)), ms);
    redis.on('ready', onReady);
    redis.on('error', onError);
  });
}

/** Says goodbye where Redis answers, and just drops the connection where it does not (never waits longer than a command). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REDIS_TIMEOUTS.commandMs);
  });
  await Promise.race([redis.quit().catch(() => {}), late]).finally(() => clearTimeout(timer));
  // After a QUIT that was answered this does nothing; after one that was not, it drops the connection.
  redis.disconnect();
}
