import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { checkPassword, hashPassword, needsRehash } from './passwords';

describe('password hashing', () => {
  it('makes argon2id hashes with the chosen parameters and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Kathal-gach-42'), hashPassword('Kathal-gach-42')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('checks the whole password, however long', async () => {
    const long = 'x'.repeat(255) + 'y';
    const stored = await hashPassword(long);
    expect(await checkPassword(stored, long)).toBe(true);
    expect(await checkPassword(stored, 'x'.repeat(255) + 'z')).toBe(false);
    expect(await checkPassword(stored, 'x'.repeat(255))).toBe(false);
  });

  it('answers false without a stored hash, and for a damaged one, without throwing', async () => {
    expect(await checkPassword(null, 'anything')).toBe(false);
    expect(await checkPassword(undefined, 'anything')).toBe(false);
    expect(await checkPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('asks to rehash hashes made with weaker parameters', async () => {
    expect(needsRehash(await hash('Kathal-gach-42', { memoryCost: 4096, timeCost: 1 }))).toBe(true);
  });
});

describe('common passwords', () => {
  it('knows the classics in any letter case, and not a passphrase', () => {
    for (const p of ['password', 'PASSWORD1', 'qwertyuiop', 'iloveyou', '12345678', 'Bangladesh123', 'bismillah']) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('Kathal-gach-42')).toBe(false);
  });
});
