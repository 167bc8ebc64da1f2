import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/*
 * What the request log may hold (docs/decisions/028): method, path, the client's address and a request id that
 * ties a shopper's report to every line of their request. Never a header (authorization, cookie), never the
 * query of a sign-in address (a token or a code travels there), never a value of a query parameter named like
 * a secret on any other address, and nothing after the page of a one-time link (docs/decisions/053): the shop
 * issues its links with the token in the fragment, which no browser sends, but a link written by hand or an
 * older one may carry it in the path or the query.
 */

/** A client's id is kept when it is a short plain token, so a proxy's or app's id carries through; else one is made. */
const CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_ID.test(given) ? given : randomUUID();
}

/** Sign-in addresses: the API's /api/v1/auth/… and the web app's /auth/… (e.g. the Google callback page). */
const SIGN_IN_PATH = /^\/(api\/(v\d+\/)?)?auth(\/|$)/i;
const SECRET_PARAM = /token|code|state|secret|password|key|session|auth|email|user/i;

/**
 * The pages of every one-time link the shop issues: a staff member's link to set a password (docs/decisions/037)
 * and a shopper's password reset, address verification and restore (docs/decisions/047, 051); and RedX's webhook,
 * whose address carries the shop's secret (docs/decisions/074).
 */
const LINK_PAGE = /^(\/admin\/link|\/auth\/(?:reset-password|verify-email|restore-email)|\/api\/v\d+\/couriers\/redx\/webhook)(?:[/;%]|$)/i;

/** The URL as it may be logged. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const link = LINK_PAGE.exec(path);
  if (link) return `${link[1]}${path.length > link[1]!.length ? '/[redacted]' : ''}${at >= 0 ? '?[redacted]' : ''}`;
  if (at < 0) return url;
  if (SIGN_IN_PATH.test(path)) return `${path}?[redacted]`;
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_PARAM.test(decodeSafely(name)) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${params.join('&')}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's own request serializer, minus the query values above. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Constructor options of the Fastify server: request ids and the logger with the serializer above. */
export function loggingOptions(logger: FastifyServerOptions['logger']): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  const base = logger === true ? {} : logger;
  return {
    // Each line names its request under Fastify's own label, `reqId` (setting it, deprecated since 5.12, warned at every start).
    genReqId: requestId,
    logger: base
      ? {
          ...base,
          serializers: { ...base.serializers, req: serializeRequest as never },
          // A second guard for anything that logs a request's or an error's headers itself.
          redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'err.headers'], censor: '[redacted]' },
        }
      : false,
  };
}

/** Every answer carries its request id, so a shopper or a proxy can quote it. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
