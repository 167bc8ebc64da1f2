import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { BehindBreaker } from '../lib/circuit-breaker';
import type { RateLimitStore } from '../lib/rate-limit';
import { describeDatabaseError } from '../lib/pg-errors';
import { RETRY_AFTER_SECONDS, UNAVAILABLE } from './errors';

/** A load balancer waits a few seconds for a probe; a check that takes longer counts as failed. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'unavailable';

/**
 * Probes for load balancers and orchestrators (docs/decisions/028):
 * - `/healthz`: alive. 200 while the process runs and answers; restart it only when this fails.
 * - `/readyz`: ready for shoppers. 200 when the database answers a trivial query, else 503: send traffic elsewhere
 *   until it is back. Redis (when REDIS_URL is set) is reported, not required (docs/decisions/052): while it is away
 *   the shop still sells, its limits letting requests through, and every process shares the one Redis, so failing
 *   readiness would only take the whole shop out of the load balancer. Then 200 with status 'degraded' and which
 *   dependency is away. The outside services reached through a circuit breaker (the S3 bucket, the mail server, the
 *   SMS peer: `outside`, those configured) are not called by a probe; each is listed as unavailable while its breaker skips it, the
 *   same 'degraded' answer, since the shop still sells without them (a message waits in the outbox, an image is
 *   answered 503).
 * Probes come every few seconds, so only their failures reach the log.
 */
export async function healthRoutes(app: FastifyInstance, opts: { db: Database; rateLimits: RateLimitStore; outside?: Record<string, Partial<BehindBreaker> | null> }) {
  const probe = { logLevel: 'warn' as const };
  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', probe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks: Record<string, Check> = {};
    const failures: Record<string, unknown> = {};
    const run = async (name: string, check: () => Promise<unknown>) => {
      try {
        await withTimeout(check());
        checks[name] = 'ok';
      } catch (error) {
        checks[name] = 'unavailable';
        failures[name] = describeDatabaseError(error) ?? { message: error instanceof Error ? error.message : String(error) };
      }
    };
    const ping = opts.rateLimits.ping?.bind(opts.rateLimits);
    await Promise.all([run('database', () => opts.db.execute(sql`SELECT 1`)), ...(ping ? [run('redis', ping)] : [])]);
    for (const [name, service] of Object.entries(opts.outside ?? {})) {
      if (service?.state?.() !== 'open') continue;
      checks[name] = 'unavailable';
      failures[name] = { message: 'skipped after it failed (circuit breaker open)' };
    }
    if (Object.keys(failures).length === 0) return { status: 'ready', checks };
    if (checks.database === 'ok') {
      request.log.warn({ checks: failures }, 'ready, without an optional dependency');
      return { status: 'degraded', checks };
    }
    request.log.warn({ checks: failures }, 'not ready');
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ ...UNAVAILABLE, status: 'unavailable', checks });
  });
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
