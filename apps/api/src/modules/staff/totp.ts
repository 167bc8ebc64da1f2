import { createHmac, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator app reads
 * them) through otplib. A code is accepted one step either side of now, and once: the step of the last
 * accepted code is kept, and a code of that step or an earlier one is refused (RFC 6238, section 5.2).
 */
const ISSUER = 'Bazar back office';
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret({ length: 20 });

/** The step the code belongs to, or null when it is wrong or was used already. */
export async function checkTotp(secret: string, code: string, lastStep: number | null, nowMs = Date.now()): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed code or secret is a wrong code, never a fault.
    return null;
  }
}

/** What an authenticator app scans: the otpauth:// address and its QR code as SVG. */
export async function totpEnrolment(secret: string, email: string) {
  const url = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, svg };
}

/**
 * The enrolment in progress, held by the browser between the password and the first code: the account and
 * the new secret, signed with the shop's secret and good for 10 minutes. Nothing is stored until a code
 * from the app proves the secret was scanned.
 */
const ENROLMENT_MS = 10 * 60_000;

export function signEnrolment(key: Uint8Array, staffId: string, secret: string, nowMs = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ s: staffId, k: secret, e: nowMs + ENROLMENT_MS })).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

export function readEnrolment(key: Uint8Array, token: string, nowMs = Date.now()): { staffId: string; secret: string } | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { s, k, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { s: unknown; k: unknown; e: unknown };
    if (typeof s !== 'string' || typeof k !== 'string' || typeof e !== 'number' || e < nowMs) return null;
    return { staffId: s, secret: k };
  } catch {
    return null;
  }
}

const mac = (key: Uint8Array, body: string) => createHmac('sha256', key).update(`staff-enrolment:${body}`).digest('base64url');
