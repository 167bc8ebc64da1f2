import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { z } from 'zod';
import { CircuitOpenError, createCircuitBreaker, type BehindBreaker } from '../../../lib/circuit-breaker';

/**
 * How the payment gateways are called (docs/decisions/064): one request at a time over a fresh connection, with a
 * bound on reaching the gateway and another on its answer, through a circuit breaker (docs/decisions/052), the
 * answer parsed with zod. Calls that are safe to repeat (token grants, queries, validation) are tried a bounded
 * number of times; the others (create, execute, refund) are tried once, and a lost answer is settled by a query.
 *
 * No error made here carries a request's address, headers or body: SSLCommerz takes its store password in the query
 * string and bKash its credentials in headers, so an error names only the gateway and the path.
 */

export interface GatewayTimeouts {
  /** From the start of the call until the connection (and TLS) is up. */
  connectMs: number;
  /** From the connection being up until the whole answer has arrived. */
  readMs: number;
}

/** The waits of a real gateway: it is reached in well under a second; bKash's own limit on an answer is 30 s. */
export const GATEWAY_TIMEOUTS: GatewayTimeouts = { connectMs: 5_000, readMs: 30_000 };

/** Tries of a call that is safe to repeat, and the pause before the second (doubled before each next one). */
export const SAFE_CALL_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 500;

/** How long a gateway that failed three calls in a row is skipped. */
const GATEWAY_COOL_DOWN_MS = 30_000;
const GATEWAY_FAILURES_TO_OPEN = 3;
const MAX_ANSWER_BYTES = 1_000_000;

/**
 * A call that did not give a usable answer. `stage` says how far it got:
 * - 'connect': the gateway was not reached; the request was never sent.
 * - 'read': the request was sent and no whole answer came: the gateway may or may not have acted on it.
 * - 'answer': an answer came that is not a success (`status` is its HTTP status, `code` the gateway's own code when
 *   it gave one) or not of the shape expected.
 */
export class GatewayError extends Error {
  constructor(
    readonly gateway: string,
    message: string,
    readonly stage: 'connect' | 'read' | 'answer',
    readonly status?: number,
    readonly code?: string,
  ) {
    super(`${gateway}: ${message}`);
    this.name = 'GatewayError';
  }

  /** Whether the gateway may have acted on a request that did not succeed here: the caller settles it by a query. */
  get outcomeUnknown(): boolean {
    return this.stage === 'read' || (this.stage === 'answer' && (this.status ?? 0) >= 500);
  }
}

/** The gateway being away (not reached, silent, a 5xx), as opposed to its own refusal, which is an answer. */
export function isGatewayFault(error: unknown): boolean {
  return error instanceof GatewayError && (error.stage !== 'answer' || (error.status ?? 0) >= 500);
}

export interface GatewayRequest {
  method: 'GET' | 'POST';
  /** The path and query after the base address. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  /** Only for calls that change nothing or whose repetition the gateway ignores: queries, validation, token grants. */
  safeToRepeat?: boolean;
}

export interface GatewayCallerOptions {
  /** For errors and the breaker: 'SSLCommerz', 'bKash'. */
  name: string;
  /** The base address, e.g. https://securepay.sslcommerz.com or https://tokenized.pay.bka.sh/v1.2.0-beta. */
  url: string;
  /** Tests: shorter waits than GATEWAY_TIMEOUTS and RETRY_DELAY_MS, and the breaker's clock. */
  timeouts?: Partial<GatewayTimeouts>;
  retryDelayMs?: number;
  breakerNow?: () => number;
}

export interface GatewayAnswer {
  status: number;
  text: string;
}

export interface GatewayCaller extends BehindBreaker {
  /** The raw answer of any HTTP status; fails only when no whole answer came or the breaker refused. */
  send(request: GatewayRequest): Promise<GatewayAnswer>;
  /** A 2xx JSON answer parsed by `schema`; anything else is a GatewayError. */
  json<S extends z.ZodType>(request: GatewayRequest, schema: S): Promise<z.infer<S>>;
}

/** One request over its own connection, bounded by `timeouts`. */
function sendOnce(gateway: string, base: string, request: GatewayRequest, timeouts: GatewayTimeouts): Promise<GatewayAnswer> {
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

  return new Promise<GatewayAnswer>((resolve, reject) => {
    let stage: 'connect' | 'read' = 'connect';
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (error: GatewayError | null, answer?: GatewayAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        req.destroy();
        reject(error);
      } else resolve(answer as GatewayAnswer);
    };
    const send = secure ? httpsRequest : httpRequest;
    // agent: false — a connection of its own, so 'connect' always happens and nothing lingers after the answer.
    const req = send(url, { method: request.method, headers, agent: false });
    timer = setTimeout(() => finish(new GatewayError(gateway, `not reached within ${timeouts.connectMs} ms (${where})`, 'connect')), timeouts.connectMs);
    req.on('socket', (socket) => {
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        stage = 'read';
        clearTimeout(timer);
        timer = setTimeout(() => finish(new GatewayError(gateway, `no answer within ${timeouts.readMs} ms (${where})`, 'read')), timeouts.readMs);
      });
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) finish(new GatewayError(gateway, `answer over ${MAX_ANSWER_BYTES} bytes (${where})`, 'answer', res.statusCode));
        else chunks.push(chunk);
      });
      res.on('end', () => finish(null, { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error: NodeJS.ErrnoException) => finish(new GatewayError(gateway, `answer cut off: ${error.code ?? error.message} (${where})`, 'read')));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      const what = stage === 'connect' ? 'not reached' : 'connection lost';
      finish(new GatewayError(gateway, `${what}: ${error.code ?? error.message} (${where})`, stage));
    });
    req.end(body);
  });
}

export function createGatewayCaller(options: GatewayCallerOptions): GatewayCaller {
  const timeouts = { ...GATEWAY_TIMEOUTS, ...options.timeouts };
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const breaker = createCircuitBreaker({
    name: options.name,
    coolDownMs: GATEWAY_COOL_DOWN_MS,
    failures: GATEWAY_FAILURES_TO_OPEN,
    isFault: isGatewayFault,
    now: options.breakerNow,
  });

  async function attempt(request: GatewayRequest): Promise<GatewayAnswer> {
    const answer = await breaker.run(async () => {
      const got = await sendOnce(options.name, options.url, request, timeouts);
      // A 5xx counts against the gateway (and is tried again when safe); the caller still sees it as an answer.
      if (got.status >= 500) throw new GatewayError(options.name, `answered ${got.status} (${request.path.split('?')[0]})`, 'answer', got.status);
      return got;
    });
    return answer;
  }

  async function send(request: GatewayRequest): Promise<GatewayAnswer> {
    const attempts = request.safeToRepeat ? SAFE_CALL_ATTEMPTS : 1;
    for (let tried = 1; ; tried += 1) {
      try {
        return await attempt(request);
      } catch (error) {
        if (tried >= attempts || error instanceof CircuitOpenError || !isGatewayFault(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (tried - 1)));
      }
    }
  }

  return {
    state: breaker.state,
    send,
    async json(request, schema) {
      const answer = await send(request);
      const path = request.path.split('?')[0];
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        throw new GatewayError(options.name, `answered ${answer.status} with no JSON (${path})`, 'answer', answer.status);
      }
      if (answer.status < 200 || answer.status >= 300) {
        const message = typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message).slice(0, 200) : 'no reason given';
        throw new GatewayError(options.name, `answered ${answer.status}: ${message} (${path})`, 'answer', answer.status);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(answer)').join(', ');
        throw new GatewayError(options.name, `answer not of the expected shape at ${fields} (${path})`, 'answer', answer.status);
      }
      return parsed.data;
    },
  };
}
