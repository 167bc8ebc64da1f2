import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import { onCallOutcome } from '../lib/circuit-breaker';
import { keysMatch } from '../modules/staff/staff-key';
import { notFound } from '../lib/errors';
import { isLocalRequest } from './local-request';

/*
 * What an operator watches (docs/decisions/057), in Prometheus' text format at /metrics. One registry per app, never
 * prom-client's global one: tests build many apps in one process. Labels are never a raw URL: a route is Fastify's
 * pattern ('/api/v1/orders/:id'), so an id or a token in a path never becomes a series of its own.
 */

export interface ShopMetrics {
  registry: Registry;
  /** The outbox worker's hook: one message handled, and how it ended. */
  messageHandled(status: string, channel: string): void;
  /** Stops listening to the circuit breakers. */
  close(): void;
}

export function createMetrics(database: DatabaseHandle): ShopMetrics {
  const registry = new Registry();
  // Event-loop lag, heap, CPU, handles: prom-client's defaults (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'shop_database_info',
    help: 'The database the shop runs on (pglite: embedded, one connection inside the process, no pool to wait for).',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });
  const pool = database.poolStats?.bind(database);
  if (pool) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and in use.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const now = pool();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'in_use' }, now.total - now.idle);
      },
    });
    new Gauge({
      name: 'shop_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection.',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  // Counted at scrape time: every process sees the same shared backlog.
  new Gauge({
    name: 'shop_outbox_messages',
    help: 'Outbox messages by state: queued (all waiting), due (queued and due now), sending, failed (given up).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const db = database.db;
      const [byStatus, [due]] = await Promise.all([
        db
          .select({ status: outboxMessages.status, n: count() })
          .from(outboxMessages)
          .where(sql`${outboxMessages.status} in ('queued', 'sending', 'failed')`)
          .groupBy(outboxMessages.status),
        db
          .select({ n: count() })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.status, 'queued'), lte(outboxMessages.nextAttemptAt, new Date()))),
      ]);
      const counts = new Map(byStatus.map((row) => [row.status, Number(row.n)]));
      for (const state of ['queued', 'sending', 'failed']) this.set({ state }, counts.get(state) ?? 0);
      this.set({ state: 'due' }, Number(due?.n ?? 0));
    },
  });
  const messages = new Counter({
    name: 'shop_outbox_handled_total',
    help: 'Outbox messages this process handled, by outcome (sent, skipped, failed: given up, queued: to retry) and channel.',
    labelNames: ['outcome', 'channel'],
    registers: [registry],
  });

  const calls = new Counter({
    name: 'shop_outside_calls_total',
    help: 'Calls to outside services through their circuit breakers, by service and outcome (ok, fault, timeout, refused: breaker open).',
    labelNames: ['service', 'outcome'],
    registers: [registry],
  });
  const stopListening = onCallOutcome((service, outcome) => calls.inc({ service, outcome }));

  return {
    registry,
    messageHandled: (status, channel) => messages.inc({ outcome: status, channel }),
    close: stopListening,
  };
}

/**
 * The request series and the /metrics route, on the root instance itself (not a plugin of its own, whose hook would
 * see only its own routes): called before any route scope is registered, so every request is counted.
 */
export function registerMetrics(app: FastifyInstance, opts: { metrics: ShopMetrics; token?: string }) {
  const { registry } = opts.metrics;
  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Requests by method, route pattern (never the raw path) and status code, and how long they took.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // A path no route matched (a page of the web app, drawn by the not-found handler, or a 404) is one series.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const header = request.headers.authorization;
    const given = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    const allowed = isLocalRequest(request) || (opts.token !== undefined && given !== undefined && keysMatch(given, opts.token));
    // Anyone else learns nothing, not even that it exists.
    if (!allowed) throw notFound();
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
