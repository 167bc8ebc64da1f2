import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { keysMatch } from '../modules/staff/staff-key';
import { isLocalRequest } from './local-request';


/**
 * onRequest hook of the staff scope: `Authorization: Staff <key>` (not the shoppers' Bearer scheme, so no
 * shopper token is ever taken for staff), and only from this machine unless remote use was allowed.
 */
export function requireStaff(key: string, allowRemote: boolean) {
  return async function staffOnly(request: FastifyRequest, reply: FastifyReply) {
    if (!allowRemote && !isLocalRequest(request)) {
      throw new AppError(403, 'forbidden', 'The staff API answers on this machine only (set STAFF_API_REMOTE=true to allow other addresses).');
    }
    const header = request.headers.authorization;
    const given = typeof header === 'string' ? /^Staff\s+(\S+)$/i.exec(header)?.[1] : undefined;
    if (!given || !keysMatch(given, key)) {
      reply.header('www-authenticate', 'Staff');
      throw new AppError(401, 'unauthorized', 'A staff key is required: send Authorization: Staff <key> (the key is in DATA_DIR/secrets/staff-key, or STAFF_API_KEY).');
    }
  };
}
