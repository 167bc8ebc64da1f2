import type { FastifyError, FastifyInstance } from 'fastify';
import {
  AwaitingCashQuerySchema, CourierPayoutQuerySchema, HandPayoutInputSchema, LabelQuerySchema, PayoutImportQuerySchema, toTaka,
  type CourierCashAnswer,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { parcelLabels } from '../../modules/couriers/labels.service';
import { awaitingCash, courierCash, importPayoutCsv, PayoutCsvRejected, payoutList, recordHandPayout } from '../../modules/couriers/payouts.service';
import { requirePermission } from '../../plugins/staff-session';

/** The most a payout CSV may be: 5000 parcels of a few hundred bytes each. */
const PAYOUT_CSV_LIMIT = 2 * 1024 * 1024;
const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel'];

/** What the cash screen reads of a courier client: Steadfast's balance (no write). */
export interface CourierBalances {
  steadfast?: { balance(): Promise<number> };
}

/**
 * Parcel labels and the cash couriers pay out (issue 25, docs/decisions/078): GET /labels (who may see orders), the
 * cash per courier, its payouts and the parcels whose cash has not arrived (who may read payments), and a payout
 * recorded by hand or from the courier's CSV (owner and manager, courier_cash.record), each with its audit row.
 */
export async function courierCashRoutes(app: FastifyInstance, opts: { db: Database; now: () => number; couriers: CourierBalances }) {
  const { db } = opts;
  const read = { preHandler: requirePermission('payments.read') };

  app.addContentTypeParser(CSV_TYPES, { parseAs: 'string', bodyLimit: PAYOUT_CSV_LIMIT }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError | PayoutCsvRejected) => {
    if (error instanceof PayoutCsvRejected) {
      throw new AppError(400, 'validation_error', error.message, Object.fromEntries(error.errors.map((e) => [`row ${e.row}`, e.message])));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'payload_too_large', 'The file is larger than 2 MB. Split it into smaller files.');
    throw error;
  });

  app.get('/labels', { preHandler: requirePermission('orders.view') }, async (request) => {
    const { orders } = parseInput(LabelQuerySchema, request.query ?? {});
    return parcelLabels(db, orders);
  });

  app.get('/courier-cash', read, async (request) => {
    let steadfastBalance: number | null = null;
    if (opts.couriers.steadfast) {
      try {
        steadfastBalance = toTaka(await opts.couriers.steadfast.balance());
      } catch (error) {
        // Shown as unknown beside the numbers; the client's error names no key or secret.
        request.log.warn({ courier: 'steadfast', err: (error as Error).message }, 'steadfast balance not read');
      }
    }
    return { couriers: await courierCash(db), steadfast_balance: steadfastBalance } satisfies CourierCashAnswer;
  });

  app.get('/courier-cash/awaiting', read, async (request) => awaitingCash(db, parseInput(AwaitingCashQuerySchema, request.query ?? {}), new Date(opts.now())));

  app.get('/courier-payouts', read, async (request) => payoutList(db, parseInput(CourierPayoutQuerySchema, request.query ?? {})));

  app.post('/courier-payouts', { preHandler: requirePermission('courier_cash.record') }, async (request) => {
    const payout = await recordHandPayout(db, request.staff.actor, parseInput(HandPayoutInputSchema, request.body ?? {}));
    request.log.info({ staff: { payout: payout.id, courier: payout.courier } }, 'staff recorded a courier payout');
    return { payout };
  });

  app.post('/courier-payouts/import', { onRequest: requirePermission('courier_cash.record'), bodyLimit: PAYOUT_CSV_LIMIT }, async (request) => {
    const { courier } = parseInput(PayoutImportQuerySchema, request.query ?? {});
    if (typeof request.body !== 'string') {
      throw new AppError(400, 'validation_error', 'Send the CSV file as the body, with Content-Type: text/csv.', { body: 'Send the CSV file as text/csv.' });
    }
    const answer = await importPayoutCsv(db, request.staff.actor, courier, request.body);
    request.log.info({ staff: { courier, recorded: answer.recorded.length, unchanged: answer.unchanged.length } }, 'staff imported courier payouts');
    return answer;
  });
}
