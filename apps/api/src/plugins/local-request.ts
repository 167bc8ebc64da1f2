import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether the request comes from this machine: the socket's own address (never X-Forwarded-For, which a
 * client writes), and no proxy in between (a reverse proxy on this machine connects from loopback too).
 * The staff API and /metrics answer such requests without asking where else they may come from.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(address) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
