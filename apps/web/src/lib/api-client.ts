/**
 * The one way the web app talks to the API: JSON in, JSON out, under /api/v1 on the same origin.
 * Every failure becomes an ApiError so screens choose their text from `status` and `code`
 * (the server's English `message` is a fallback, not the text to show in Bengali).
 */
export const API_BASE = '/api/v1';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** status 0: the request never got an answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR = 'network_error';
/** An answer that is not the API's error shape, e.g. a proxy's HTML page. */
export const HTTP_ERROR = 'http_error';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  if (isRecord(body) && typeof body.message === 'string') {
    const fields = isRecord(body.fields)
      ? Object.fromEntries(Object.entries(body.fields).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
    return new ApiError(status, body.message, typeof body.code === 'string' ? body.code : HTTP_ERROR, fields);
  }
  return new ApiError(status, statusText || `Request failed with status ${status}`, HTTP_ERROR);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
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
  if (!response.ok) throw toApiError(response.status, body, response.statusText);
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
