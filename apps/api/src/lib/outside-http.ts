import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { z } from 'zod';
import { CircuitOpenError, createCircuitBreaker, type BehindBreaker } from './circuit-breaker';

/**
 * How every outside HTTP service is called (docs/decisions/064, 073): the payment gateways, the couriers. One request
 * at a time over a fresh connection, with a bound on reaching the service and another on its answer, through a
 * circuit breaker (docs/decisions/052), the answer parsed with zod. Calls that are safe to repeat (token grants,
 * queries, lists) are tried a bounded number of times; the others (create, execute, refund, book) are tried once, and
 * a lost answer is settled by a query.
 *
 * No error made here carries a request's address, headers or body: a service may take its password in the query
 * string or its credentials in headers, so an error names only the service and the path.
 */

export interface OutsideTimeouts {
  /** From the start of the call until the connection (and TLS) is up. */
  connectMs: number;
  /** From the connection being up until the whole answer has arrived. */
  readMs: number;
}

/** The waits of a real service: it is reached in well under a second; bKash's own limit on an answer is 30 s. */
export const OUTSIDE_TIMEOUTS: OutsideTimeouts = { connectMs: 5_000, readMs: 30_000 };

/** Tries of a call that is safe to repeat, and the pause before the second (doubled before each next one). */
export const SAFE_CALL_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 500;

/** How long a service that failed three calls in a row is skipped. */
const COOL_DOWN_MS = 30_000;
const FAILURES_TO_OPEN = 3;
const MAX_ANSWER_BYTES = 1_000_000;

/**
 * A call that did not give a usable answer. `stage` says how far it got:
 * - 'connect': the service was not reached; the request was never sent.
 * - 'read': the request was sent and no whole answer came: the service may or may not have acted on it.
 * - 'answer': an answer came that is not a success (`status` is its HTTP status, `code` the service's own code when
 *   it gave one) or not of the shape expected.
 */
export class OutsideServiceError extends Error {
  constructor(
    /** The service's name, e.g. 'bKash', 'Steadfast'. */
    readonly service: string,
    message: string,
    readonly stage: 'connect' | 'read' | 'answer',
    readonly status?: number,
    readonly code?: string,
  ) {
    super(`${service}: ${message}`);
    this.name = 'OutsideServiceError';
  }

  /** The service's name, as the payment gateways' code reads it. */
  get gateway(): string {
    return this.service;
  }

  /** Whether the service may have acted on a request that did not succeed here: the caller settles it by a query. */
  get outcomeUnknown(): boolean {
    return this.stage === 'read' || (this.stage === 'answer' && (this.status ?? 0) >= 500);
  }
}

/** The service being away (not reached, silent, a 5xx), as opposed to its own refusal, which is an answer. */
export function isOutsideFault(error: unknown): boolean {
  return error instanceof OutsideServiceError && (error.stage !== 'answer' || (error.status ?? 0) >= 500);
}

export interface OutsideRequest {
  method: 'GET' | 'POST';
  /** The path and query after the base address. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  /** Only for calls that change nothing or whose repetition the service ignores: queries, lists, token grants. */
  safeToRepeat?: boolean;
}

export interface OutsideCallerOptions {
  /** For errors and the breaker: 'SSLCommerz', 'bKash', 'Steadfast'. */
  name: string;
  /** The base address, e.g. https://securepay.sslcommerz.com or https://portal.packzy.com/api/v1. */
  url: string;
  /** Tests: shorter waits than OUTSIDE_TIMEOUTS and RETRY_DELAY_MS, and the breaker's clock. */
  timeouts?: Partial<OutsideTimeouts>;
  retryDelayMs?: number;
  breakerNow?: () => number;
}

export interface OutsideAnswer {
  status: number;
  text: string;
}

export interface OutsideCaller extends BehindBreaker {
  /** The raw answer of any HTTP status; fails only when no whole answer came or the breaker refused. */
  send(request: OutsideRequest): Promise<OutsideAnswer>;
  /** A 2xx JSON answer parsed by `schema`; anything else is an OutsideServiceError. */
  json<S extends z.ZodType>(request: OutsideRequest, schema: S): Promise<z.infer<S>>;
}

/**
 * An answer's JSON body, whatever its status, or an OutsideServiceError when it is not JSON: for services that put
 * their refusal's words in a 4xx body (the couriers), read before `parseAnswer`.
 */
export function answerBody(service: string, path: string, answer: OutsideAnswer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new OutsideServiceError(service, `answered ${answer.status} with no JSON (${path.split('?')[0]})`, 'answer', answer.status);
  }
}

/** `body` parsed by `schema`, or an OutsideServiceError naming the fields that are not of the expected shape. */
export function parseAnswer<S extends z.ZodType>(service: string, path: string, status: number, body: unknown, schema: S): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(answer)').join(', ');
    throw new OutsideServiceError(service, `answer not of the expected shape at ${fields} (${path.split('?')[0]})`, 'answer', status);
  }
  return parsed.data;
}

/** One request over its own connection, bounded by `timeouts`. */
function sendOnce(service: string, base: string, request: OutsideRequest, timeouts: OutsideTimeouts): Promise<OutsideAnswer> {
  const url = new URL(`${base.replace(/\/+$/, '')}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.form) {
    body = new URLSearchParams(request.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const where = url.pathname;
  const secure = url.protocol === 'https:';

  return new Promise<OutsideAnswer>((resolve, reject) => {
    let stage: 'connect' | 'read' = 'connect';
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (error: OutsideServiceError | null, answer?: OutsideAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(answer as OutsideAnswer);
    };
    const send = secure ? httpsRequest : httpRequest;
    // agent: false — a connection of its own, so 'connect' always happens and nothing lingers after the answer.
    const req = send(url, { method: request.method, headers, agent: false });
    timer = setTimeout(() => finish(new OutsideServiceError(service, `not reached within ${timeouts.connectMs} ms (${where})`, 'connect')), timeouts.connectMs);
    req.on('socket', (socket) => {
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        stage = 'read';
        clearTimeout(timer);
        timer = setTimeout(() => finish(new OutsideServiceError(service, `no answer within ${timeouts.readMs} ms (${where})`, 'read')), timeouts.readMs);
      });
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) finish(new OutsideServiceError(service, `answer over ${MAX_ANSWER_BYTES} bytes (${where})`, 'answer', res.statusCode));
        else chunks.push(chunk);
      });
      res.on('end', () => finish(null, { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error: NodeJS.ErrnoException) => finish(new OutsideServiceError(service, `answer cut off: ${error.code ?? error.message} (${where})`, 'read')));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      const what = stage === 'connect' ? 'not reached' : 'connection lost';
      finish(new OutsideServiceError(service, `${what}: ${error.code ?? error.message} (${where})`, stage));
    });
    req.end(body);
  });
}

export function createOutsideCaller(options: OutsideCallerOptions): OutsideCaller {
  const timeouts = { ...OUTSIDE_TIMEOUTS, ...options.timeouts };
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const breaker = createCircuitBreaker({
    name: options.name,
    coolDownMs: COOL_DOWN_MS,
    failures: FAILURES_TO_OPEN,
    isFault: isOutsideFault,
    now: options.breakerNow,
  });

  async function attempt(request: OutsideRequest): Promise<OutsideAnswer> {
    const answer = await breaker.run(async () => {
      const got = await sendOnce(options.name, options.url, request, timeouts);
      // A 5xx counts against the service (and is tried again when safe); the caller still sees it as an answer.
      if (got.status >= 500) throw new OutsideServiceError(options.name, `answered ${got.status} (${request.path.split('?')[0]})`, 'answer', got.status);
      return got;
    });
    return answer;
  }

  async function send(request: OutsideRequest): Promise<OutsideAnswer> {
    const attempts = request.safeToRepeat ? SAFE_CALL_ATTEMPTS : 1;
    for (let tried = 1; ; tried += 1) {
      try {
        return await attempt(request);
      } catch (error) {
        if (tried >= attempts || error instanceof CircuitOpenError || !isOutsideFault(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (tried - 1)));
      }
    }
  }

  return {
    state: breaker.state,
    send,
    async json(request, schema) {
      const answer = await send(request);
      const body = answerBody(options.name, request.path, answer);
      if (answer.status < 200 || answer.status >= 300) {
        const message = typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message).slice(0, 200) : 'no reason given';
        throw new OutsideServiceError(options.name, `answered ${answer.status}: ${message} (${request.path.split('?')[0]})`, 'answer', answer.status);
      }
      return parseAnswer(options.name, request.path, answer.status, body, schema);
    },
  };
}
