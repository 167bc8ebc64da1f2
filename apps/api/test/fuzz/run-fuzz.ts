import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { isErrorCode, isFieldErrorCode } from '@shop/shared';
import type { FuzzContext } from './context';
import { fuzzRequest, type FuzzRequest } from './requests';
import { routesOf, type Route } from './routes';
import { templates } from './templates';

/** A stack frame (`at fn (file.ts:12:5)`), an internal path or a `stack` field: never in an answer. */
const STACK_TRACE = /\n\s+at |\bat [^\s]+ \([^)]*:\d+:\d+\)|node:internal|node_modules|\.[cm]?[jt]s:\d+:\d+|"stack"\s*:/;

export interface FuzzFailure {
  method: string;
  url: string;
  payload?: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  requests: number;
  routes: number;
  byStatus: Record<number, number>;
  /** Answers 5xx, carrying a stack trace or a code outside the shared list: the first 50, with how to send them again. */
  failures: FuzzFailure[];
  failureCount: number;
  /** Requests per `METHOD path` route, to show every route was reached. */
  perRoute: Record<string, number>;
  durationMs: number;
}

/**
 * An error answer in JSON whose `code` is not in the shared list, or whose `fieldCodes` carry a code outside
 * FIELD_ERROR_CODES or name a field `fields` does not (docs/decisions/032): what it carries, else null.
 */
export function strayErrorCode(res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>): string | null {
  if (res.statusCode < 400 || !String(res.headers['content-type'] ?? '').startsWith('application/json')) return null;
  let body: { code?: unknown; fields?: unknown; fieldCodes?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return 'an answer that is not JSON';
  }
  if (!isErrorCode(body.code)) return `code ${JSON.stringify(body.code)}`;
  if (body.fieldCodes === undefined) return null;
  const fields: object = typeof body.fields === 'object' && body.fields !== null ? body.fields : {};
  const codes: [string, unknown][] = typeof body.fieldCodes === 'object' && body.fieldCodes !== null ? Object.entries(body.fieldCodes) : [['', body.fieldCodes]];
  const stray = codes.find(([field, code]) => !isFieldErrorCode(code) || !(field in fields));
  return stray ? `field code ${JSON.stringify(stray[1])} for ${JSON.stringify(stray[0])}` : null;
}

const short = (text: string | undefined, n = 300) => (text && text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);

/** Sends `count` requests, spread evenly over every route of the app, one after another (so a seed replays). */
export async function runFuzz(app: FastifyInstance, ctx: FuzzContext, count: number, onProgress?: (done: number) => void): Promise<FuzzReport> {
  const routes: Route[] = routesOf(app);
  const bodies = templates(ctx);
  const report: FuzzReport = { requests: 0, routes: routes.length, byStatus: {}, failures: [], failureCount: 0, perRoute: {}, durationMs: 0 };
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const route = routes[i % routes.length]!;
    const request: FuzzRequest = fuzzRequest(ctx, route, bodies);
    const res = await app.inject(request);
    report.requests += 1;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    const key = `${route.method} ${route.path}`;
    report.perRoute[key] = (report.perRoute[key] ?? 0) + 1;
    if (res.statusCode >= 500 || STACK_TRACE.test(res.body) || strayErrorCode(res)) {
      report.failureCount += 1;
      if (report.failures.length < 50) {
        report.failures.push({ method: request.method, url: short(request.url)!, payload: short(request.payload as string | undefined), status: res.statusCode, body: short(res.body)! });
      }
    }
    if (onProgress && (i + 1) % 1000 === 0) onProgress(i + 1);
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
