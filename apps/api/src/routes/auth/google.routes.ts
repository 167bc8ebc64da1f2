import type { FastifyInstance } from 'fastify';
import { safeRedirectPath, type GoogleError, type GoogleStatus } from '@shop/shared';
import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createGoogleClient, GoogleSignInError, type GoogleSettings } from '../../modules/auth/google-client';
import { deriveStateKey, openPendingSignIn, sealPendingSignIn, STATE_COOKIE, stateCookieOptions } from '../../modules/auth/google-state';
import { signInWithGoogle } from '../../modules/auth/google.service';
import { cookieLanguage } from '../../modules/account/profile.service';
import type { TokenService } from '../../modules/auth/tokens';
import { settleVerification } from '../../workflows/account-mail';

interface Options {
  db: Database;
  tokens: TokenService;
  /** The session-token secret; the sign-in cookie's key is derived from it. */
  tokenSecret: Uint8Array;
  google?: GoogleSettings;
  publicUrl?: string;
}

const CALLBACK_PATH = '/api/v1/auth/google/callback';
/** The web app's screen that finishes the sign-in (docs/product/auth.md). */
const RESULT_SCREEN = '/auth/google/callback';

/** Google sign-in: OpenID Connect authorization code with PKCE, state and nonce (docs/decisions/009). */
export async function googleRoutes(app: FastifyInstance, { db, tokens, tokenSecret, google, publicUrl }: Options) {
  const client = google ? createGoogleClient(google) : undefined;
  const key = deriveStateKey(tokenSecret);
  // Never from a request's Host or X-Forwarded-*: whoever sends the request chooses those (docs/decisions/030).
  if (client && !publicUrl) throw new Error('PUBLIC_URL is required with Google sign-in: the redirect address sent to Google is built from it');
  const base = (publicUrl ?? '').replace(/\/+$/, '');
  const secure = base.startsWith('https:');
  // A reason is no secret, and the result screen reads it from the query.
  const failed = (reason: GoogleError) => `${RESULT_SCREEN}?${new URLSearchParams({ error: reason })}`;

  app.get('/auth/google/status', async (): Promise<GoogleStatus> => ({ enabled: client !== undefined }));

  app.get('/auth/google', async (request, reply) => {
    if (!client) throw new AppError(503, 'google_unavailable', 'Google sign-in is not available on this shop.');
    const pending = {
      state: randomState(),
      nonce: randomNonce(),
      verifier: randomPKCECodeVerifier(),
      target: safeRedirectPath((request.query as Record<string, unknown>).redirect),
      redirectUri: `${base}${CALLBACK_PATH}`,
    };
    reply.header('cache-control', 'no-store');
    try {
      const authorizationUrl = await client.authorizationUrl(pending);
      reply.setCookie(STATE_COOKIE, await sealPendingSignIn(key, pending), stateCookieOptions(secure));
      return reply.redirect(authorizationUrl.href, 302);
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in could not start');
      return reply.redirect(failed('unavailable'), 302);
    }
  });

  app.get('/auth/google/callback', async (request, reply) => {
    // One use only: whatever happens, the pending sign-in is gone.
    reply.clearCookie(STATE_COOKIE, stateCookieOptions(secure));
    reply.header('cache-control', 'no-store');
    if (!client) return reply.redirect(failed('unavailable'), 302);
    const pending = await openPendingSignIn(key, request.cookies[STATE_COOKIE]);
    const search = new URL(request.url, 'http://callback.invalid').search;
    try {
      if (!pending || new URLSearchParams(search).get('state') !== pending.state) {
        throw new GoogleSignInError('invalid_state', pending ? 'The state does not match the sign-in cookie' : 'No valid sign-in cookie');
      }
      const callbackUrl = new URL(pending.redirectUri);
      callbackUrl.search = search;
      const { user, sessionVersion } = await signInWithGoogle(db, await client.exchange(callbackUrl, pending), cookieLanguage(request.cookies.lang));
      // A password account Google just verified needs no reminder to verify (docs/decisions/047).
      if (user.verified_email) await settleVerification(db, user.id, Date.now());
      const token = await tokens.sign(user, sessionVersion);
      // In the fragment, never the query: a browser sends no fragment to any server, so the token reaches no
      // request log, proxy or Referer; the screen reads it and takes it out of the address (docs/decisions/027).
      return reply.redirect(`${RESULT_SCREEN}#${new URLSearchParams({ token, user: JSON.stringify(user), redirect: pending.target })}`, 302);
    } catch (error) {
      const reason = error instanceof GoogleSignInError ? error.reason : 'server_error';
      if (reason === 'server_error' || reason === 'unavailable') request.log.error({ err: error }, 'Google sign-in failed');
      else request.log.warn({ reason, detail: error instanceof Error ? error.message : String(error) }, 'Google sign-in refused');
      return reply.redirect(failed(reason), 302);
    }
  });
}
