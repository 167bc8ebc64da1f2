import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  permissionsOf, StaffEnrolSchema, StaffLinkPasswordSchema, StaffSignInSchema, type StaffMe, type StaffRole, type StaffSignInAnswer,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { createDeviceCookies } from '../../modules/auth/device-cookie';
import type { Throttle } from '../../modules/auth/throttle';
import {
  checkStaffCredentials, enrolStaffCode, findStaff, setPasswordFromLink, signOutStaffEverywhere, useStaffCode, wrongStaffCredentials, type StaffRow,
} from '../../modules/staff/staff-accounts.service';
import { closeStaffSession, hashToken, openStaffSession } from '../../modules/staff/staff-sessions';
import { openTotpSecret, type TotpKey } from '../../modules/staff/totp-secret';
import { newTotpSecret, readEnrolment, signEnrolment, totpEnrolment } from '../../modules/staff/totp';
import { clearStaffCookie, refuseForeignOrigin, setStaffCookie, staffSessionToken } from '../../plugins/staff-session';

interface Options {
  db: Database;
  throttle: Throttle;
  /** Signs the enrolment in progress (modules/staff/totp.ts). */
  secret: Uint8Array;
  /** Seals and opens one-time-code secrets at rest (modules/staff/totp-secret.ts). */
  totpKey: TotpKey;
  now: () => number;
}

/** The sign-in throttle is the shoppers' (docs/decisions/008) with keys of their own, so neither locks the other. */
const throttleKey = (email: string) => `staff:${email.trim().toLowerCase()}`;
/**
 * A one-time link's failures count against that link only (and the address): bad tokens sent by a stranger lock
 * no one else's link (docs/decisions/053). A link is 32 random bytes, so guessing one is not what this stops.
 */
const linkThrottleKey = (token: string) => `staff-link:${hashToken(token).slice(0, 32)}`;

/**
 * "This browser signed in to this staff account before" (docs/decisions/053, as the shoppers' in 008): such a browser
 * is judged by its own failures, so a stranger who knows the e-mail cannot lock the person out. Sent back only to
 * the sign-in calls.
 */
const STAFF_DEVICE_COOKIE = 'bazar_staff_device';

const meOf = (row: StaffRow, csrfToken: string): StaffMe => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  permissions: permissionsOf(row.role as StaffRole),
  csrf_token: csrfToken,
});

/**
 * Signing in and out of the back office (docs/decisions/037). Sign-in, enrolment and the one-time link need no
 * session (they open one); `GET /admin/session` and the sign-outs are in the signed-in scope.
 */
export async function staffSignInRoutes(app: FastifyInstance, { db, throttle, secret, totpKey, now }: Options) {
  const devices = createDeviceCookies(secret, { purpose: 'bazar staff trusted device v1', path: '/api/v1/admin/session' });
  const deviceOf = (request: FastifyRequest, email: string) => devices.verify(request.cookies[STAFF_DEVICE_COOKIE], email);

  /** The account's secret; one that cannot be opened (TOTP_ENCRYPTION_KEY changed) is logged and no code matches it. */
  function openSecret(request: FastifyRequest, row: StaffRow): string {
    const opened = openTotpSecret(totpKey, row.id, row.totpSecret!);
    if (opened === null) request.log.error({ staffId: row.id }, 'a staff one-time-code secret cannot be opened: is TOTP_ENCRYPTION_KEY the key it was sealed with?');
    return opened ?? '';
  }

  async function signedIn(request: FastifyRequest, reply: FastifyReply, row: StaffRow): Promise<StaffSignInAnswer> {
    const { token, csrfToken } = await openStaffSession(db, row.id, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }, now());
    setStaffCookie(request, reply, token);
    const device = deviceOf(request, row.email) ?? devices.issue();
    reply.setCookie(STAFF_DEVICE_COOKIE, devices.value(device, row.email), devices.options(request.protocol === 'https'));
    request.log.info({ staffId: row.id }, 'staff signed in');
    return { status: 'signed_in', me: meOf(row, csrfToken) };
  }

  app.post('/session', async (request, reply) => {
    refuseForeignOrigin(request);
    const input = parseInput(StaffSignInSchema, request.body ?? {});
    const key = throttleKey(input.email);
    const device = deviceOf(request, input.email);
    await throttle.checkLogin(key, request.ip, device);
    const row = await checkStaffCredentials(db, input.email, input.password);
    if (!row) {
      await throttle.loginFailed(key, request.ip, device);
      throw wrongStaffCredentials();
    }
    if (row.totpSecret) {
      if (!input.code) return { status: 'code_required' } satisfies StaffSignInAnswer;
      try {
        await useStaffCode(db, row, openSecret(request, row), input.code, now());
      } catch (error) {
        await throttle.loginFailed(key, request.ip, device);
        throw error;
      }
    } else if (row.totpRequired) {
      const totpSecret = newTotpSecret();
      const { url, svg } = await totpEnrolment(totpSecret, row.email);
      return { status: 'enrol', enrolment: signEnrolment(secret, row.id, totpSecret, now()), secret: totpSecret, otpauth_url: url, qr_svg: svg } satisfies StaffSignInAnswer;
    }
    await throttle.loginSucceeded(key, device);
    return signedIn(request, reply, row);
  });

  app.post('/session/enrol', async (request, reply) => {
    refuseForeignOrigin(request);
    const input = parseInput(StaffEnrolSchema, request.body ?? {});
    const enrolment = readEnrolment(secret, input.enrolment, now());
    if (!enrolment) throw new AppError(401, 'unauthorized', 'This set-up has expired: sign in again.');
    const row = await findStaff(db, enrolment.staffId).catch(() => null);
    if (!row || row.disabledAt || !row.totpRequired) throw new AppError(401, 'unauthorized', 'This set-up has expired: sign in again.');
    const key = throttleKey(row.email);
    const device = deviceOf(request, row.email);
    await throttle.checkLogin(key, request.ip, device);
    let enrolled: StaffRow;
    try {
      enrolled = await enrolStaffCode(db, totpKey, row.id, enrolment.secret, input.code, request.ip, now());
    } catch (error) {
      await throttle.loginFailed(key, request.ip, device);
      throw error;
    }
    return signedIn(request, reply, enrolled);
  });

  app.post('/session/link', async (request, reply) => {
    refuseForeignOrigin(request);
    const input = parseInput(StaffLinkPasswordSchema, request.body ?? {});
    // Failures count against this link and the address, as a password's against its account and the address.
    const key = linkThrottleKey(input.token);
    await throttle.checkLogin(key, request.ip);
    let row: StaffRow;
    try {
      row = await setPasswordFromLink(db, input.token, input.password, now(), request.ip);
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') await throttle.loginFailed(key, request.ip);
      throw error;
    }
    // An account that must use codes signs in again with one (or enrols then).
    if (row.totpRequired) return { status: 'code_required' } satisfies StaffSignInAnswer;
    return signedIn(request, reply, row);
  });
}

/** In the signed-in scope: who am I, sign out, sign out everywhere. */
export async function staffSessionRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/session', async (request) => meOf(request.staff.staff, request.staff.session.csrfToken));

  app.delete('/session', async (request, reply) => {
    const token = staffSessionToken(request);
    if (token) await closeStaffSession(db, token);
    clearStaffCookie(request, reply);
    return reply.code(204).send();
  });

  app.post('/session/sign-out-everywhere', async (request, reply) => {
    await signOutStaffEverywhere(db, request.staff.actor, request.staff.staff.id);
    clearStaffCookie(request, reply);
    return reply.code(204).send();
  });
}
