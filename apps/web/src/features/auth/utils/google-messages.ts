import type { TFunction } from 'i18next';
import { isGoogleError } from '@shop/shared';

/** Which result screen shows the message: their texts differ for a missing token (docs/product/auth.md). */
export type GoogleScreen = 'callback' | 'success';

/**
 * The text for a Google sign-in error code (the API's codes, or the screen's own no_token,
 * invalid_token, expired_token). Unknown codes get a general text: the address bar is not trusted
 * to put words on the shop's page.
 */
export function googleErrorMessage(t: TFunction, error: string, screen: GoogleScreen = 'callback'): string {
  if (error === 'no_token') return screen === 'success' ? t('google.noTokenFromGoogle') : t('google.noToken');
  if (error === 'invalid_token') return t('google.invalidToken');
  if (error === 'expired_token') return t('google.loginFailed', { message: t('google.reasons.expiredToken') });
  return t('google.authFailed', { error: t(`google.reasons.${isGoogleError(error) ? error : 'unknown'}`) });
}
