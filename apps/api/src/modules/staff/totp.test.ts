import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret, readEnrolment, signEnrolment, totpEnrolment } from './totp';

const KEY = new TextEncoder().encode('a-test-key-of-at-least-thirty-two-bytes!');

describe('one-time codes', () => {
  it('accepts the current code once, and the neighbouring step, and nothing further', async () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 10, 26, 10, 0, 15);
    const code = await generate({ secret, epoch: now / 1000 });
    const step = await checkTotp(secret, code, null, now);
    expect(step).toBe(Math.floor(now / 30_000));
    // The same code again: refused (replay).
    expect(await checkTotp(secret, code, step, now)).toBeNull();
    // A code of the previous step is still good 30 seconds late, when nothing newer was used.
    expect(await checkTotp(secret, code, null, now + 30_000)).toBe(step);
    // Two steps later it is not.
    expect(await checkTotp(secret, code, null, now + 75_000)).toBeNull();
    expect(await checkTotp(secret, '000000x', null, now)).toBeNull();
  });

  it('hands out an otpauth address and a QR code an app can scan', async () => {
    const { url, svg } = await totpEnrolment('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'owner@example.com');
    expect(url).toMatch(/^otpauth:\/\/totp\/.*secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/);
    expect(svg).toMatch(/^<svg/);
  });

  it('reads back an enrolment it signed, and nothing altered or expired', () => {
    const now = Date.now();
    const token = signEnrolment(KEY, 'staff-1', 'SECRET', now);
    expect(readEnrolment(KEY, token, now)).toEqual({ staffId: 'staff-1', secret: 'SECRET' });
    expect(readEnrolment(KEY, token, now + 11 * 60_000)).toBeNull();
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'staff-2', k: 'SECRET', e: now + 60_000 })).toString('base64url');
    expect(readEnrolment(KEY, `${forged}.${sig}`, now)).toBeNull();
    expect(readEnrolment(new TextEncoder().encode('another-key-of-at-least-thirty-two-bytes'), token, now)).toBeNull();
    expect(body).toBeTruthy();
  });
});
