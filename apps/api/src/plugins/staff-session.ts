import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleMay, STAFF_CSRF_HEADER, type StaffPermission, type StaffRole } from '@shop/shared';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import type { StaffActor } from '../modules/audit/audit.service';
import { readStaffSession, STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS, type StaffSessionRow } from '../modules/staff/staff-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaffSession` on every back-office route. */
    staff: StaffSessionRow & { actor: StaffActor; role: StaffRole };
  }
}

/**
 * The back office's session cookie (docs/decisions/037): HttpOnly, SameSite=Strict, Path=/; under https
 * `__Host-` prefixed and Secure, so no other site and no script of the page can read or plant it.
 */
const COOKIE = 'bazar_staff';
const SECURE_COOKIE = '__Host-bazar_staff';
const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export function staffSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[isSecure(request) ? SECURE_COOKIE : COOKIE];
  return value && value.length <= 100 ? value : undefined;
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(isSecure(request) ? SECURE_COOKIE : COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(request),
    path: '/',
    maxAge: STAFF_SESSION_MAX_MS / 1000,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(isSecure(request) ? SECURE_COOKIE : COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: isSecure(request) });
}

const notSignedIn = () => new AppError(401, 'unauthorized', 'Please sign in to the back office.');
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * A change from another site is refused before anything else: a browser names the page's origin on every
 * cross-site POST, and the back office only ever sends its own.
 */
export function refuseForeignOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (!UNSAFE.has(request.method) || origin === undefined) return;
  // The host the browser asked for (X-Forwarded-Host only from a trusted proxy).
  const host = request.host;
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  if (originHost !== host) throw new AppError(403, 'forbidden', 'This change did not come from the back office.');
}

/**
 * Answers of the back office are never kept by a browser or a proxy, and never indexed.
 */
export function registerStaffAnswerHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });
}

/**
 * onRequest hook of the signed-in part of the back office: a live session of an enabled account (else 401),
 * and on every change the session's CSRF token in X-CSRF-Token (else 403), besides SameSite=Strict.
 */
export function requireStaffSession(db: Database, opts: { now: () => number; idleMs?: number }) {
  return async function staffSession(request: FastifyRequest) {
    refuseForeignOrigin(request);
    const token = staffSessionToken(request);
    const row = token ? await readStaffSession(db, token, opts.now(), opts.idleMs ?? STAFF_SESSION_IDLE_MS) : null;
    if (!row) throw notSignedIn();
    if (UNSAFE.has(request.method)) {
      const given = request.headers[STAFF_CSRF_HEADER];
      if (typeof given !== 'string' || !sameText(given, row.session.csrfToken)) {
        throw new AppError(403, 'forbidden', 'This change lacks the back office\'s CSRF token: reload the page and try again.');
      }
    }
    request.staff = {
      ...row,
      role: row.staff.role as StaffRole,
      actor: { kind: 'staff', staffId: row.staff.id, label: row.staff.email, ip: request.ip },
    };
  };
}

/** preHandler of one back-office route: the signed-in role must hold the permission (docs/decisions/037). */
export function requirePermission(permission: StaffPermission) {
  return async function permitted(request: FastifyRequest) {
    if (!roleMay(request.staff.role, permission)) {
      throw new AppError(403, 'forbidden', 'Your role cannot do this. Ask an owner if you need it.');
    }
  };
}
