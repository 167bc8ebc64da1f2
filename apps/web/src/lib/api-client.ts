import { isErrorCode, isFieldErrorCode, type ApiSend, type ErrorCode, type FieldErrorCode } from '@shop/shared';
import { refuseSession } from './session';

/**
 * The one way the web app talks to the API: JSON in, JSON out, under /api/v1 on the same origin.
 * Every failure becomes an ApiError so screens choose their text from `status` and `code`, a member of the
 * shared ErrorCode list (docs/decisions/032); the server's English `message` is a fallback, never compared.
 */
export const API_BASE = '/api/v1';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    readonly fields: Record<string, string> = {},
    /** From a 429's Retry-After header: how long the server asks the client to wait. */
    readonly retryAfterSeconds: number | null = null,
    /** What is wrong with each field, by code (docs/decisions/032): the screens word `fields` from these. */
    readonly fieldCodes: Record<string, FieldErrorCode> = {},
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** status 0: the request never got an answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR = 'network_error';
/** An answer that is not the API's error shape (a proxy's HTML page, a code outside the shared list). */
export const HTTP_ERROR = 'http_error';
/** The API's codes, and the two the client gives a failure that brought no API answer. */
export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR | typeof HTTP_ERROR;

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** A file sent as it is, with its own content type, instead of a JSON body (an image upload, docs/decisions/040). */
  file?: Blob;
  token?: string | null;
  signal?: AbortSignal;
  /** Extra headers, such as `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** For the old site's few calls outside /api/v1 (`/api/cart/delete`): the prefix to use instead. */
  base?: string;
  /** Past the browser's HTTP cache: an answer the server said may be kept (the fee table) is asked for again. */
  fresh?: boolean;
}

export function apiUrl(path: string, query?: Query, base: string = API_BASE): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const qs = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Retry-After in seconds; the HTTP-date form is converted, anything unreadable is null. */
function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null;
}

function toApiError(response: Response, body: unknown): ApiError {
  const { status, statusText } = response;
  const wait = retryAfter(response.headers.get('retry-after'));
  if (isRecord(body) && typeof body.message === 'string') {
    const fields = isRecord(body.fields)
      ? Object.fromEntries(Object.entries(body.fields).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
    const fieldCodes = isRecord(body.fieldCodes)
      ? Object.fromEntries(Object.entries(body.fieldCodes).filter((e): e is [string, FieldErrorCode] => isFieldErrorCode(e[1])))
      : {};
    return new ApiError(status, body.message, isErrorCode(body.code) ? body.code : HTTP_ERROR, fields, wait, fieldCodes);
  }
  return new ApiError(status, statusText || `Request failed with status ${status}`, HTTP_ERROR, {}, wait);
}

let send: ApiSend = (url, init) => fetch(url, init);

/**
 * How calls reach the API: the browser's fetch, or, when the server draws a page (src/entry-server.tsx),
 * the API process answering in-process, so the drawn page holds the same answers the browser would get.
 */
export function setApiSend(next: ApiSend): void {
  send = next;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.file) headers['content-type'] = options.file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await send(apiUrl(path, options.query, options.base), {
      method,
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      ...(options.fresh ? { cache: 'no-cache' as const } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Network error. Please check your connection.', NETWORK_ERROR);
  }

  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
  }
  // A token the server no longer accepts ends the session, in one place for every personal call.
  if (response.status === 401 && options.token) refuseSession(options.token);
  if (!response.ok) throw toApiError(response, body);
  if (text && body === undefined) throw new ApiError(response.status, 'The server answered something other than JSON.', HTTP_ERROR);
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
