/** Drizzle wraps the driver's error in `cause` (DrizzleQueryError); walks the chain, outermost first. */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as Record<string, unknown>;
  }
}

/** True when a query failed on a unique constraint (optionally a named one), on PGlite and on node-postgres alike. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of causes(error)) {
    const { code, constraint: name } = e;
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/** True when a query failed on a foreign key: a row still referenced (a delete), or a reference to none. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '23503') return true;
  return false;
}

/*
 * The database is away or cannot take the query now, as opposed to a query that is wrong: worth a 503 and a
 * retry (docs/decisions/028). SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting),
 * 53300 (too many connections), 57014 (statement_timeout); the socket's own codes; node-postgres's and pg-pool's
 * messages for a connection that ended, a client left unusable by one, a pool closed or full past its wait.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => m.test(e.message as string))) return true;
  }
  return false;
}

/*
 * PostgreSQL ended the transaction so that another could go on: a deadlock (40P01) or a serialization failure
 * (40001). Nothing is wrong with it, and the same transaction run again normally succeeds (docs/decisions/054).
 */
const CONFLICT_SQLSTATES = new Set(['40P01', '40001']);

export function isTransactionConflict(error: unknown): boolean {
  for (const e of causes(error)) if (typeof e.code === 'string' && CONFLICT_SQLSTATES.has(e.code)) return true;
  return false;
}

/** How many times a transaction ended by a conflict is run again before the request is answered 503. */
export const CONFLICT_RETRIES = 3;

/** A short random wait, longer each time, so two transactions that collided do not collide again in step. */
const conflictPause = (attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, (5 + Math.random() * 20) * 2 ** attempt));

/**
 * Runs `run` and, while it fails with a transaction conflict, up to `retries` times more; any other error, or the
 * last conflict, is thrown as it is. `db.transaction` of the database client goes through here (db/client.ts), so
 * every transaction of the shop is retried; its callback must therefore be safe to run again (it writes through
 * its transaction; what it does outside, a throttle's count, may count once more).
 */
export async function retryOnConflict<T>(
  run: () => Promise<T>,
  { retries = CONFLICT_RETRIES, pause = conflictPause }: { retries?: number; pause?: (attempt: number) => Promise<void> } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= retries || !isTransactionConflict(error)) throw error;
      await pause(attempt);
    }
  }
}

/** What a log may say about a failed query: never its parameters nor the row values PostgreSQL puts in `detail`. */
export interface DatabaseErrorSummary {
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The server's or driver's message with every quoted text that is not one of the names above masked. */
  message: string;
  /** The statement with its $1… placeholders (Drizzle sends values apart), cut short. */
  query?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * A summary of the database error in `error`'s cause chain, or undefined when there is none. Drizzle's own message
 * embeds `params: …` and PostgreSQL's `detail` holds values (`Key (email)=(…)`, `Failing row contains (…)`);
 * the message of an invalid value quotes it (`invalid input syntax for type uuid: "…"`): none of that is kept.
 */
export function describeDatabaseError(error: unknown): DatabaseErrorSummary | undefined {
  let query: string | undefined;
  let driver: Record<string, unknown> | undefined;
  for (const e of causes(error)) {
    if (query === undefined && typeof e.query === 'string' && 'params' in e) query = e.query.slice(0, 500);
    const isServerError = typeof e.code === 'string' && SQLSTATE.test(e.code) && 'severity' in e;
    if (!driver && (isServerError || (query !== undefined && e !== error))) driver = e;
  }
  if (!driver && query === undefined) return isDatabaseUnavailable(error) ? { message: maskQuoted(String((error as Error)?.message), []) } : undefined;
  const source = driver ?? {};
  const names = { constraint: text(source.constraint), table: text(source.table), column: text(source.column) };
  const keep = [...Object.values(names), text(source.schema), text(source.dataType)].filter((v): v is string => !!v);
  return {
    ...(text(source.code) ? { sqlState: source.code as string } : {}),
    ...Object.fromEntries(Object.entries(names).filter(([, v]) => v)),
    message: maskQuoted(driver ? String(source.message) : 'query failed', keep),
    ...(query !== undefined ? { query } : {}),
  };
}

function maskQuoted(message: string, keep: string[]): string {
  return message.replace(/"([^"]*)"/g, (whole, inner: string) => (keep.includes(inner) ? whole : '"…"')).slice(0, 300);
}

/**
 * True when the database refused a text it cannot store (a NUL byte: 22021; a character outside its encoding:
 * 22P05). The request schemas refuse those first (docs/decisions/029); this is the net under them.
 */
export function isUnstorableText(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '22021' || e.code === '22P05') return true;
  return false;
}
