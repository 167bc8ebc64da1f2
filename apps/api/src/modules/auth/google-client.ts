import type { GoogleError } from '@shop/shared';
import * as oidc from 'openid-client';
import type { PendingSignIn } from './google-state';

export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What Google says about the shopper, read from the verified ID token (or UserInfo). */
export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

/** A sign-in that cannot go on; `reason` is what the shopper's screen is told. */
export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleError,
    message: string,
  ) {
    super(message);
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const TIMEOUT_SECONDS = 10;

/**
 * Google's endpoints are read once per process from the issuer's discovery document (lazily, so a
 * provider that is down at start-up does not stop the shop; a failed discovery is retried next time).
 */
export function createGoogleClient(settings: GoogleSettings) {
  const issuer = new URL(settings.issuer);
  // Plain http only for a provider on this machine (the tests' local provider), never across a network.
  const insecure = issuer.protocol === 'http:';
  if (insecure && !LOOPBACK.has(issuer.hostname)) {
    throw new Error(`GOOGLE_ISSUER must be an https:// URL (plain http is only accepted for localhost), got ${settings.issuer}`);
  }
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(issuer, settings.clientId, { client_secret: settings.clientSecret }, oidc.ClientSecretBasic(settings.clientSecret), {
        timeout: TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new GoogleSignInError('unavailable', `Google discovery failed: ${describe(error)}`);
      });
    return discovered;
  }

  return {
    async authorizationUrl(pending: PendingSignIn): Promise<URL> {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: pending.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
    },

    /** Verifies Google's answer (state, PKCE, nonce, ID token signature, issuer, audience, expiry). */
    async exchange(callbackUrl: URL, pending: PendingSignIn): Promise<GoogleProfile> {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.verifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new GoogleSignInError('sign_in_failed', 'No ID token in the token response');
        // Google puts the e-mail in the ID token; a provider that keeps it for UserInfo is asked there.
        const extra = typeof claims.email === 'string' ? {} : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        return toProfile({ ...extra, ...claims });
      } catch (error) {
        throw toSignInError(error);
      }
    },
  };
}

const text = (value: unknown, max = 200) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);

function toProfile(claims: Record<string, unknown>): GoogleProfile {
  const picture = text(claims.picture, 2048);
  return {
    sub: String(claims.sub),
    email: text(claims.email, 320),
    // Some providers send the string "true"; only an explicit yes counts.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    picture: picture && /^https?:\/\//i.test(picture) ? picture : null,
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function toSignInError(error: unknown): GoogleSignInError {
  if (error instanceof GoogleSignInError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    return new GoogleSignInError(error.error === 'access_denied' ? 'access_denied' : 'sign_in_failed', `Google answered ${error.error}`);
  }
  // fetch() failing (connection refused, DNS, timeout) means Google could not be reached at all.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new GoogleSignInError('unavailable', `Google could not be reached: ${describe(error)}`);
  }
  return new GoogleSignInError('sign_in_failed', `Google's answer did not verify: ${describe(error)}`);
}
