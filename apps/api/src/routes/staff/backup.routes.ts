import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requireStaff } from '../../plugins/require-staff';

const gzipAsync = promisify(gzip);

/**
 * GET /api/v1/staff/backup/database: the embedded database as a gzipped tarball, for `npm run backup` while
 * the shop runs (docs/decisions/026). The database belongs to this process, so only it can copy the files
 * whole: queries wait while it reads them (after a checkpoint), and the compression runs after they resume.
 */
export async function staffBackupRoutes(app: FastifyInstance, opts: { database: DatabaseHandle; key: string; allowRemote: boolean }) {
  app.addHook('onRequest', requireStaff(opts.key, opts.allowRemote));

  app.get('/backup/database', async (request, reply) => {
    const dump = opts.database.dumpDataDir;
    if (!dump) {
      throw new AppError(409, 'conflict', 'This shop runs on PostgreSQL: npm run backup copies it with pg_dump, not through the shop.');
    }
    const tarball = await gzipAsync(Buffer.from(await (await dump()).arrayBuffer()));
    request.log.info({ staff: { backup: tarball.length } }, 'staff took a backup of the database');
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', 'attachment; filename="database.tar.gz"')
      .header('cache-control', 'no-store')
      .send(tarball);
  });
}
