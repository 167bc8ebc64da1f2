import { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { CatalogueImportQuerySchema, type CatalogueImportAnswer } from '@shop/shared';
import type { Database } from '../../db/client';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { catalogueCsv } from '../../modules/catalog/catalogue-csv.service';
import { requirePermission } from '../../plugins/staff-session';
import { importCatalogue } from '../../workflows/import-catalogue';

/** The most an import's body may be: 10 000 products with long descriptions fit well under it. */
export const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
// text/plain is the framework's own parser (a string too); these are what browsers and spreadsheets call a .csv file.
const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel'];

/**
 * The catalogue as CSV (docs/product/back-office-catalogue-csv.md, docs/decisions/042): GET /products.csv exports
 * every product; POST /products/import?dry_run=true|false checks or applies a file sent as the body (text/csv).
 */
export async function catalogueCsvRoutes(app: FastifyInstance, { db, catalogueChanges }: { db: Database; catalogueChanges: CatalogueChanges }) {
  // In this scope only: a CSV body arrives as text, up to IMPORT_BODY_LIMIT.
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError(413, 'payload_too_large', `The file is larger than ${IMPORT_BODY_LIMIT / 1024 / 1024} MB. Split it into smaller files and import each.`);
    }
    throw error;
  });

  app.get('/products.csv', { preHandler: requirePermission('catalog.view') }, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bazar-products-${day}.csv"`)
      .send(Readable.from(catalogueCsv(db)));
  });

  // The permission is checked before the body is read (onRequest), so a role that may not import never uploads 20 MB.
  app.post('/products/import', { onRequest: requirePermission('catalog.change'), bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    const { dry_run } = parseInput(CatalogueImportQuerySchema, request.query ?? {});
    if (typeof request.body !== 'string') {
      throw new AppError(400, 'validation_error', 'Send the CSV file as the body, with Content-Type: text/csv.', { body: 'Send the CSV file as text/csv.' });
    }
    const result = await importCatalogue(db, request.staff.actor, request.body, { dryRun: dry_run === 'true', catalogueChanges });
    if (result.ok || dry_run === 'true') return result.answer satisfies CatalogueImportAnswer;
    return reply.code(400).send({ message: 'The file has errors; nothing was changed.', code: 'validation_error', report: result.answer });
  });
}
