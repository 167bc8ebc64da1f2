import { STAFF_CSRF_HEADER } from '@shop/shared';
import { ApiError, request, type RequestOptions } from '../../lib/api-client';

/**
 * The back office's one way to the API (docs/decisions/038): the shop's client (lib/api-client.ts: fetch on the
 * same origin, so the HttpOnly `bazar_staff` cookie goes along, and every failure an ApiError), under
 * /api/v1/admin. Each change carries the session's CSRF token in X-CSRF-Token; every answer is parsed with its
 * shared schema; a 401 to a call made inside a session ends that session here, once (the screens then send the
 * person to sign in, and back where they were).
 */
export const ADMIN_BASE = '/api/v1/admin';

/** What the client needs of the session (api/session.ts links it once the query client exists). */
export interface SessionLink {
  /** The CSRF token of the signed-in session, or null when nobody is signed in. */
  csrfToken: () => string | null;
  /** A call made inside a session was answered 401: the session has ended. */
  ended: () => void;
}

let session: SessionLink = { csrfToken: () => null, ended: () => undefined };

export function linkSession(link: SessionLink): void {
  session = link;
}

/** A shared zod schema of an answer (only its `parse` is used). */
export interface AnswerSchema<T> {
  parse: (value: unknown) => T;
}

export interface AdminRequestOptions extends Pick<RequestOptions, 'query' | 'body' | 'file' | 'signal'> {
  /**
   * The sign-in calls and the session's own GET: a 401 there is an answer (wrong password, nobody signed in),
   * not a session that ended.
   */
  outsideSession?: boolean;
}

/**
 * One call. With a schema, the answer parsed by it; with `null`, an answer without a body (204).
 */
export async function adminRequest<T>(method: string, path: string, schema: AnswerSchema<T>, options?: AdminRequestOptions): Promise<T>;
export async function adminRequest(method: string, path: string, schema: null, options?: AdminRequestOptions): Promise<void>;
export async function adminRequest(method: string, path: string, schema: AnswerSchema<unknown> | null, options: AdminRequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = {};
  const csrf = method === 'GET' || method === 'HEAD' ? null : session.csrfToken();
  if (csrf) headers[STAFF_CSRF_HEADER] = csrf;
  try {
    const body = await request<unknown>(method, path, { query: options.query, body: options.body, file: options.file, signal: options.signal, headers, base: ADMIN_BASE });
    return schema ? schema.parse(body) : undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !options.outsideSession) session.ended();
    throw error;
  }
}

export const adminApi = {
  get: <T>(path: string, schema: AnswerSchema<T>, options?: Omit<AdminRequestOptions, 'body'>) => adminRequest('GET', path, schema, options),
  post: <T>(path: string, body: unknown, schema: AnswerSchema<T>, options?: AdminRequestOptions) => adminRequest('POST', path, schema, { ...options, body }),
  patch: <T>(path: string, body: unknown, schema: AnswerSchema<T>, options?: AdminRequestOptions) => adminRequest('PATCH', path, schema, { ...options, body }),
  /** A file as the request's body (an image, a catalogue CSV): sent as it is, with its own content type. */
  upload: <T>(method: 'POST' | 'PUT', path: string, file: Blob, schema: AnswerSchema<T>, options?: AdminRequestOptions) => adminRequest(method, path, schema, { ...options, file }),
  put: <T>(path: string, body: unknown, schema: AnswerSchema<T>, options?: AdminRequestOptions) => adminRequest('PUT', path, schema, { ...options, body }),
  delete: <T>(path: string, schema: AnswerSchema<T>, options?: AdminRequestOptions) => adminRequest('DELETE', path, schema, options),
  /** A change answered 204. */
  send: (method: 'POST' | 'DELETE', path: string, options?: AdminRequestOptions) => adminRequest(method, path, null, options),
};

export { ApiError };
