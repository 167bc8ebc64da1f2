import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type SessionUser } from '@shop/shared';
import { jwtVerify, SignJWT } from 'jose';

/** One algorithm, fixed on both sides: a token naming another (or `none`) never verifies. */
const ALGORITHM = 'HS256';
const MIN_SECRET_BYTES = 32;

/** Who a verified token speaks for, and which of the account's session versions it was issued under. */
export interface TokenSubject {
  userId: string;
  sessionVersion: number;
}

/** The claim holding the account's session version (docs/decisions/027). */
const VERSION_CLAIM = 'sv';

export interface TokenService {
  /**
   * A signed token whose claims are enough to rebuild the user on the client (docs/product/auth.md), bound to the
   * account's current session version: it stops counting once the version is raised.
   */
  sign(user: SessionUser, sessionVersion: number): Promise<string>;
  /** The subject of a valid token, or null for anything tampered, unsigned, expired or foreign. */
  verify(token: string): Promise<TokenSubject | null>;
}

/** A token from before session versions has no claim: it belongs to version 0, so the first raise ends it. */
function versionOf(claim: unknown): number | null {
  if (claim === undefined) return 0;
  return typeof claim === 'number' && Number.isSafeInteger(claim) && claim >= 0 ? claim : null;
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    sign: (user, sessionVersion) =>
      new SignJWT({
        email: user.email,
        name: user.name,
        given_name: user.given_name,
        family_name: user.family_name,
        picture: user.picture,
        verified_email: user.verified_email,
        [VERSION_CLAIM]: sessionVersion,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const sessionVersion = versionOf(payload[VERSION_CLAIM]);
        if (typeof payload.sub !== 'string' || !payload.sub || sessionVersion === null) return null;
        return { userId: payload.sub, sessionVersion };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when set (required when several API processes share one PostgreSQL),
 * else one generated on first start and kept in DATA_DIR, so sessions survive restarts.
 */
export function loadTokenSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'secrets', 'jwt-secret');
  try {
    const saved = readFileSync(file);
    if (saved.length >= MIN_SECRET_BYTES) return new Uint8Array(saved);
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(48);
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  writeFileSync(file, secret, { mode: 0o600 });
  return new Uint8Array(secret);
}
