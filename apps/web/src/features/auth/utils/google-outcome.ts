import { safeRedirectPath, SessionUserSchema, type AuthAnswer, type SessionUser } from '@shop/shared';
import { readClaims, usableUntil } from '../../../lib/session';

/** What a Google result screen received: a session to start, or why there is none. */
type GoogleOutcome =
  | { ok: true; answer: AuthAnswer; target: string | null }
  | { ok: false; error: string; target: string | null };

type Claims = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The user the token describes, for an answer without (or with an unreadable) `user` (docs/product/auth.md). */
function userFromClaims(claims: Claims, sub: string): SessionUser {
  const email = text(claims.email) ?? '';
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  return {
    id: sub,
    email,
    name: text(claims.name) ?? ([given, family].filter(Boolean).join(' ') || email.split('@')[0] || ''),
    given_name: given,
    family_name: family,
    picture: text(claims.picture),
    verified_email: claims.verified_email === true,
  };
}

function userFromText(userText: string | null, sub: string): SessionUser | null {
  if (!userText) return null;
  try {
    const parsed = SessionUserSchema.safeParse(JSON.parse(userText));
    // A user that is not the token's subject is not trusted over the token.
    return parsed.success && parsed.data.id === sub ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What the API sent: the session in the fragment (`#token=…&user=…&redirect=…`), which the browser never sends to
 * a server, an error code in the query (docs/decisions/027). Links in the older form (all in the query) still read.
 */
export function googleResultParams(search: string, hash: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [name, value] of new URLSearchParams(hash.replace(/^#/, ''))) params.set(name, value);
  return params;
}

/**
 * Reads `token`, optional `user` (JSON) and `error` (docs/product/auth.md): the token must be present
 * and decodable, and still usable beyond the five-minute margin.
 */
export function readGoogleOutcome(params: URLSearchParams, nowSeconds: number): GoogleOutcome {
  const redirect = params.get('redirect');
  const target = redirect === null ? null : safeRedirectPath(redirect);
  const error = params.get('error');
  if (error !== null) return { ok: false, error: error || 'unknown', target };
  const token = params.get('token');
  if (!token) return { ok: false, error: 'no_token', target };
  const claims = readClaims(token);
  const sub = text(claims?.sub);
  if (!claims || !sub) return { ok: false, error: 'invalid_token', target };
  const until = usableUntil(token);
  if (until === null || until <= nowSeconds) return { ok: false, error: 'expired_token', target };
  const user = userFromText(params.get('user'), sub) ?? userFromClaims(claims, sub);
  return { ok: true, answer: { token, user }, target };
}
