import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): docs/decisions/008. */
const ARGON2_OPTIONS: Options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** The whole password is hashed (argon2 takes any length): nothing is truncated. */
export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** A stored hash made with other parameters, to be replaced on the next successful sign-in. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PARAMS);

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown e-mail, Google-only account) it still
 * verifies against a throwaway hash, so the answer takes about as long and reveals nothing.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword(randomBytes(18).toString('base64'));
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
