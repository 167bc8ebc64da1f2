import type { TFunction } from 'i18next';
import { ApiError, NETWORK_ERROR, type ApiErrorCode } from '../../lib/api-client';

type AdminT = TFunction<'admin'>;

/** How long to wait, from a 429's Retry-After, in words ('2 minutes'). */
function waitText(t: AdminT, seconds: number): string {
  return seconds >= 90 ? t('errors.minutes', { count: Math.ceil(seconds / 60) }) : t('errors.seconds', { count: Math.max(1, seconds) });
}

/**
 * A failed call in the back office's words, chosen by the error's code (docs/decisions/032), never by the
 * server's English message. `overrides` words a code the way one screen needs (a 401 on a one-time link).
 */
export function errorText(t: AdminT, error: unknown, overrides: Partial<Record<ApiErrorCode, string>> = {}): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  const override = overrides[error.code];
  if (override) return override;
  switch (error.code) {
    case NETWORK_ERROR:
      return t('errors.network');
    case 'unauthorized':
      return t('errors.unauthorized');
    case 'invalid_code':
      return t('errors.invalidCode');
    case 'rate_limited':
      return error.retryAfterSeconds === null ? t('errors.rateLimitedSoon') : t('errors.rateLimited', { wait: waitText(t, error.retryAfterSeconds) });
    case 'forbidden':
      return t('errors.forbidden');
    case 'last_owner':
      return t('errors.lastOwner');
    case 'conflict':
      return t('errors.conflict');
    case 'validation_error':
      return t('errors.validation');
    case 'password_too_common':
      return t('errors.passwordTooCommon');
    case 'not_found':
      return t('errors.notFound');
    default:
      return t('errors.generic');
  }
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
