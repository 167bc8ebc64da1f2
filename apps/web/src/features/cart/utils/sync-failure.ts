import { ApiError } from '../../../lib/api-client';

type FailureKind = 'transient' | 'refused' | 'signed-out';

/**
 * Offline, a server error, a timeout or throttling may pass: try again. 401 means the session ended
 * (the app signs out): wait for the next sign-in. Any other 4xx is the server refusing this change.
 */
export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'transient';
  if (error.status === 401) return 'signed-out';
  if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429) return 'transient';
  return 'refused';
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

/** 1 s, 2 s, 4 s … up to a minute, or what the server asked for in Retry-After. */
export function retryDelay(attempt: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : null;
  if (asked !== null && asked !== undefined) return Math.min(asked * 1000, MAX_RETRY_MS);
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);
}
