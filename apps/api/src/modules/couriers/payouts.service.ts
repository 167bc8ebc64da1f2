import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  BOOKABLE_COURIERS, toPoisha, toTaka,
  type AwaitingCashList, type BookableCourier, type CourierCash, type CourierPayout, type CourierPayoutList,
  type CourierPayoutQuery, type HandPayoutInput, type PayoutImportAnswer, type PayoutRowError,
} from '@shop/shared';
import type { Database, Tx } from '../../db/client';
import { courierPayouts, orders, shipments } from '../../db/schema/index';
import { bdDayStart } from '../../lib/bangladesh-days';
import { CsvSyntaxError, parseCsv } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit, type StaffActor } from '../audit/audit.service';

/*
 * The cash couriers collect at the door and pay out to the shop (issue 25, docs/decisions/078). A delivered or partly
 * delivered parcel owes the shop its collected amount less the courier's charge; a payout (typed by staff, from a CSV
 * the courier sent, or from its payment report) covers parcels, which then point at it (`shipments.payout_id`).
 * Money is integer poisha here and taka on the wire.
 */

const DELIVERED = ['delivered', 'partly_delivered'] as const;
const delivered = inArray(shipments.state, [...DELIVERED]);
const DAY_MS = 86_400_000;

/** Per courier: collected, charges, what is due, what was paid out and what still awaits a payout. */
export async function courierCash(db: Database): Promise<CourierCash[]> {
  const parcelRows = await db
    .select({
      courier: shipments.courier,
      parcels: count(),
      collected: sql<string>`coalesce(sum(${shipments.collectedAmount}), 0)`,
      charges: sql<string>`coalesce(sum(${shipments.charge}), 0)`,
      awaitingParcels: sql<string>`count(*) filter (where ${shipments.payoutId} is null)`,
      awaiting: sql<string>`coalesce(sum(coalesce(${shipments.collectedAmount}, 0) - coalesce(${shipments.charge}, 0)) filter (where ${shipments.payoutId} is null), 0)`,
    })
    .from(shipments)
    .where(delivered)
    .groupBy(shipments.courier);
  const payoutRows = await db
    .select({ courier: courierPayouts.courier, paid: sql<string>`coalesce(sum(${courierPayouts.amount}), 0)` })
    .from(courierPayouts)
    .groupBy(courierPayouts.courier);
  return BOOKABLE_COURIERS.map((courier) => {
    const p = parcelRows.find((row) => row.courier === courier);
    const collected = Number(p?.collected ?? 0);
    const charges = Number(p?.charges ?? 0);
    const awaiting = Number(p?.awaiting ?? 0);
    const paidOut = Number(payoutRows.find((row) => row.courier === courier)?.paid ?? 0);
    const due = collected - charges;
    return {
      courier,
      parcels: Number(p?.parcels ?? 0),
      collected: toTaka(collected),
      charges: toTaka(charges),
      due: toTaka(due),
      paid_out: toTaka(paidOut),
      awaiting: toTaka(awaiting),
      awaiting_parcels: Number(p?.awaitingParcels ?? 0),
      difference: toTaka(paidOut - (due - awaiting)),
    };
  });
}

/** Delivered parcels whose cash no payout covers, oldest delivery first, with the days since. */
export async function awaitingCash(db: Database, query: CourierPayoutQuery, now: Date): Promise<AwaitingCashList> {
  const where = and(delivered, isNull(shipments.payoutId), query.courier ? eq(shipments.courier, query.courier) : undefined);
  const rows = await db
    .select({ s: shipments, orderNumber: orders.orderNumber })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(where)
    .orderBy(sql`${shipments.deliveredAt} asc nulls first`, asc(shipments.createdAt))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(shipments).where(where);
  return {
    page: query.page,
    limit: query.limit,
    total: counted?.total ?? 0,
    parcels: rows.map(({ s, orderNumber }) => {
      const collected = s.collectedAmount ?? 0;
      const charge = s.charge ?? 0;
      return {
        order_number: orderNumber,
        courier: s.courier as BookableCourier,
        consignment_id: s.consignmentId,
        invoice: s.invoice,
        state: s.state as (typeof DELIVERED)[number],
        collected: toTaka(collected),
        charge: toTaka(charge),
        due: toTaka(collected - charge),
        delivered_at: s.deliveredAt?.toISOString() ?? null,
        days_since_delivery: s.deliveredAt ? Math.max(0, Math.floor((now.getTime() - s.deliveredAt.getTime()) / DAY_MS)) : null,
      };
    }),
  };
}

export async function payoutList(db: Database, query: CourierPayoutQuery): Promise<CourierPayoutList> {
  const where = query.courier ? eq(courierPayouts.courier, query.courier) : undefined;
  const rows = await db
    .select({ p: courierPayouts, parcels: sql<string>`(select count(*) from "shipments" where "shipments"."payout_id" = "courier_payouts"."id")` })
    .from(courierPayouts)
    .where(where)
    .orderBy(desc(courierPayouts.paidOn), desc(courierPayouts.createdAt))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(courierPayouts).where(where);
  return { page: query.page, limit: query.limit, total: counted?.total ?? 0, payouts: rows.map(({ p, parcels }) => toPayout(p, Number(parcels))) };
}

function toPayout(p: typeof courierPayouts.$inferSelect, parcels: number): CourierPayout {
  return {
    id: p.id,
    courier: p.courier as BookableCourier,
    reference: p.reference,
    amount: toTaka(p.amount),
    paid_on: p.paidOn.toISOString(),
    source: p.source as CourierPayout['source'],
    note: p.note,
    parcels,
    created_by: p.createdBy,
    created_at: p.createdAt.toISOString(),
  };
}

type Shipment = typeof shipments.$inferSelect;

/** The courier's delivered parcels named by consignment id or invoice (ours), keyed by each name given. */
async function parcelsNamed(tx: Tx, courier: BookableCourier, names: string[]): Promise<Map<string, Shipment>> {
  const found = new Map<string, Shipment>();
  for (let i = 0; i < names.length; i += 500) {
    const chunk = names.slice(i, i + 500);
    const rows = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.courier, courier), or(inArray(shipments.consignmentId, chunk), inArray(shipments.invoice, chunk))))
      .for('update');
    for (const row of rows) {
      if (row.consignmentId && chunk.includes(row.consignmentId)) found.set(row.consignmentId, row);
      if (chunk.includes(row.invoice)) found.set(row.invoice, row);
    }
  }
  return found;
}

/** Why a parcel cannot be covered by a new payout, or null when it can. */
function parcelProblem(name: string, parcel: Shipment | undefined, courier: BookableCourier): string | null {
  if (!parcel) return `No ${courierName(courier)} parcel with consignment id or invoice ${name}.`;
  if (!(DELIVERED as readonly string[]).includes(parcel.state)) return `Parcel ${name} is not delivered (it is ${parcel.state.replace('_', ' ')}).`;
  if (parcel.payoutId) return `Parcel ${name} is covered by another payout already.`;
  return null;
}

const courierName = (courier: BookableCourier) => ({ steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' })[courier];

/** Links parcels to a payout; every one must still be free (a second upload at the same moment loses here). */
async function coverParcels(tx: Tx, payoutId: string, parcels: Shipment[]) {
  const ids = [...new Set(parcels.map((p) => p.id))];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const updated = await tx.update(shipments).set({ payoutId }).where(and(inArray(shipments.id, chunk), isNull(shipments.payoutId))).returning({ id: shipments.id });
    if (updated.length !== chunk.length) throw new AppError(409, 'conflict', 'Some of these parcels were covered by another payout a moment ago. Load the list again.');
  }
}

async function insertPayout(tx: Tx, values: typeof courierPayouts.$inferInsert) {
  try {
    const [row] = await tx.insert(courierPayouts).values(values).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw takenReference(values.courier as BookableCourier, values.reference);
    throw error;
  }
}

const takenReference = (courier: BookableCourier, reference: string) =>
  new AppError(409, 'conflict', `A ${courierName(courier)} payout with reference ${reference} is recorded already.`, { reference: 'This reference is recorded already.' });

/** A payout typed by staff: its reference, amount, date and the parcels it covers, with an audit row. */
export async function recordHandPayout(db: Database, actor: StaffActor, input: HandPayoutInput): Promise<CourierPayout> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: courierPayouts.id }).from(courierPayouts).where(and(eq(courierPayouts.courier, input.courier), eq(courierPayouts.reference, input.reference)));
    if (taken) throw takenReference(input.courier, input.reference);
    const names = [...new Set(input.parcels.map((name) => name.trim()))];
    const found = await parcelsNamed(tx, input.courier, names);
    const problems = names.map((name) => parcelProblem(name, found.get(name), input.courier)).filter((p): p is string => p !== null);
    if (problems.length > 0) throw new AppError(409, 'conflict', problems.slice(0, 5).join(' '), { parcels: problems[0]! });
    const amount = toPoisha(input.amount);
    const row = await insertPayout(tx, {
      courier: input.courier, reference: input.reference, amount, paidOn: bdDayStart(input.paid_on), source: 'hand', note: input.note ?? null, createdBy: actor.label,
    });
    const parcels = names.map((name) => found.get(name)!);
    await coverParcels(tx, row.id, parcels);
    await recordAudit(tx, actor, {
      action: 'courier_payout.record', entityType: 'courier_payout', entityId: row.id,
      after: { courier: input.courier, reference: input.reference, amount: input.amount, paid_on: input.paid_on, parcels: names.length, source: 'hand' },
    });
    return toPayout(row, new Set(parcels.map((p) => p.id)).size);
  });
}

/*
 * A CSV the courier sent: one row per parcel. Liberal in the columns (any order, the couriers' own header words, case
 * and spacing ignored, extra columns skipped), strict in the rows: every row must name a delivered parcel of this
 * courier, amounts must be clean taka, and the collected amount must match what the courier reported when it
 * delivered. One bad row and nothing is stored; each bad row is answered by its row number.
 */
const COLUMNS = {
  consignment: ['consignmentid', 'consignment', 'cid', 'consignmentno', 'trackingid', 'parcelid'],
  invoice: ['invoice', 'invoiceno', 'invoiceid', 'merchantinvoiceid', 'merchantorderid', 'orderid', 'ordernumber', 'orderno'],
  collected: ['collected', 'collectedamount', 'cashcollected', 'codcollected', 'collection', 'codamount', 'cod'],
  charge: ['charge', 'deliverycharge', 'deliveryfee', 'fee', 'totalcharge', 'charges', 'shippingcharge'],
  reference: ['payoutreference', 'payoutref', 'reference', 'paymentreference', 'paymentid', 'payoutid', 'paymentinvoice', 'transactionid', 'payinvoice'],
  date: ['payoutdate', 'paymentdate', 'paidon', 'paiddate', 'paidat', 'date'],
} as const;
type Column = keyof typeof COLUMNS;
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** '1,250.50', '৳ 80', '80.5' → poisha; null when not a clean non-negative amount with at most 2 decimals. */
function amountOf(text: string): number | null {
  const clean = text.replace(/[৳,\s]|tk|bdt/gi, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  return toPoisha(Number(clean));
}

/** 2026-11-25, 25/11/2026 or 25-11-2026 → 2026-11-25; null otherwise. */
function dayOf(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const day = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : null;
  if (!day) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day ? null : day;
}

interface CsvParcelRow {
  row: number;
  name: string;
  collected: number;
  charge: number;
  reference: string;
  day: string;
}

const MAX_CSV_ROWS = 5000;

export class PayoutCsvRejected extends Error {
  constructor(readonly errors: PayoutRowError[]) {
    super(`The file has ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}; nothing was stored.`);
  }
}

function readPayoutCsv(text: string): CsvParcelRow[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new PayoutCsvRejected([{ row: error.row, message: error.message }]);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new PayoutCsvRejected([{ row: 1, message: 'The file is empty.' }]);
  const keys = header.cells.map(headerKey);
  const at: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(COLUMNS) as Column[]) {
    for (const word of COLUMNS[column]) {
      const index = keys.indexOf(word);
      if (index >= 0 && !Object.values(at).includes(index)) {
        at[column] = index;
        break;
      }
    }
  }
  const lacking = (['collected', 'charge', 'reference', 'date'] as const).filter((c) => at[c] === undefined);
  if (at.consignment === undefined && at.invoice === undefined) lacking.unshift('consignment id or invoice' as never);
  if (lacking.length > 0) throw new PayoutCsvRejected([{ row: 1, message: `The header has no column for: ${lacking.join(', ')}.` }]);
  if (rows.length === 0) throw new PayoutCsvRejected([{ row: 2, message: 'The file has no parcels.' }]);
  if (rows.length > MAX_CSV_ROWS) throw new PayoutCsvRejected([{ row: MAX_CSV_ROWS + 2, message: `At most ${MAX_CSV_ROWS} parcels in one file.` }]);
  const errors: PayoutRowError[] = [];
  const parsed: CsvParcelRow[] = [];
  const cell = (cells: string[], column: Column) => (at[column] === undefined ? '' : (cells[at[column]!] ?? '').trim());
  for (const { row, cells } of rows) {
    const name = cell(cells, 'consignment') || cell(cells, 'invoice');
    const collected = amountOf(cell(cells, 'collected'));
    const charge = amountOf(cell(cells, 'charge'));
    const reference = cell(cells, 'reference');
    const day = dayOf(cell(cells, 'date'));
    const wrong = [
      !name && 'no consignment id or invoice',
      collected === null && `collected "${cell(cells, 'collected')}" is not an amount`,
      charge === null && `charge "${cell(cells, 'charge')}" is not an amount`,
      (!reference || reference.length > 80) && 'no payout reference (at most 80 characters)',
      !day && `payout date "${cell(cells, 'date')}" is not a date such as 2026-11-25`,
    ].filter(Boolean);
    if (wrong.length > 0) errors.push({ row, message: `Row ${row}: ${wrong.join('; ')}.` });
    else parsed.push({ row, name, collected: collected!, charge: charge!, reference, day: day! });
  }
  if (errors.length > 0) throw new PayoutCsvRejected(errors);
  return parsed;
}

/** Stores the payouts of a courier's CSV, all or nothing; the same file again changes nothing. */
export async function importPayoutCsv(db: Database, actor: StaffActor, courier: BookableCourier, text: string): Promise<PayoutImportAnswer> {
  const rows = readPayoutCsv(text);
  return db.transaction(async (tx) => {
    const found = await parcelsNamed(tx, courier, [...new Set(rows.map((r) => r.name))]);
    const byReference = new Map<string, CsvParcelRow[]>();
    for (const row of rows) byReference.set(row.reference, [...(byReference.get(row.reference) ?? []), row]);
    const existing = await tx
      .select()
      .from(courierPayouts)
      .where(and(eq(courierPayouts.courier, courier), inArray(courierPayouts.reference, [...byReference.keys()])));
    const errors: PayoutRowError[] = [];
    const seen = new Map<string, number>();
    for (const row of rows) {
      const parcel = found.get(row.name);
      const before = existing.find((p) => p.reference === row.reference);
      const twice = parcel ? seen.get(parcel.id) : undefined;
      if (parcel) seen.set(parcel.id, row.row);
      let problem: string | null;
      if (twice !== undefined) problem = `Parcel ${row.name} is in the file twice (row ${twice}).`;
      else if (before) problem = parcel?.payoutId === before.id ? null : `Payout ${row.reference} is recorded already without parcel ${row.name}.`;
      else problem = parcelProblem(row.name, parcel, courier);
      if (!problem && parcel && parcel.collectedAmount !== null && parcel.collectedAmount !== row.collected) {
        problem = `Parcel ${row.name}: the file says ৳${toTaka(row.collected).toFixed(2)} collected, the courier reported ৳${toTaka(parcel.collectedAmount).toFixed(2)} when it delivered.`;
      }
      if (problem) errors.push({ row: row.row, message: `Row ${row.row}: ${problem}` });
    }
    for (const [reference, group] of byReference) {
      const days = new Set(group.map((r) => r.day));
      if (days.size > 1) errors.push({ row: group[0]!.row, message: `Row ${group[0]!.row}: payout ${reference} has more than one date in the file.` });
    }
    if (errors.length > 0) throw new PayoutCsvRejected(errors.sort((a, b) => a.row - b.row));

    const recorded: string[] = [];
    const unchanged: string[] = [];
    let covered = 0;
    for (const [reference, group] of byReference) {
      if (existing.some((p) => p.reference === reference)) {
        unchanged.push(reference);
        continue;
      }
      const amount = group.reduce((sum, r) => sum + r.collected - r.charge, 0);
      if (amount < 0) throw new PayoutCsvRejected([{ row: group[0]!.row, message: `Row ${group[0]!.row}: payout ${reference} comes to less than nothing (charges above collections).` }]);
      const payout = await insertPayout(tx, {
        courier, reference, amount, paidOn: bdDayStart(group[0]!.day), source: 'csv', note: null, createdBy: actor.label,
      });
      const parcels = group.map((r) => found.get(r.name)!);
      // The courier's file is its word on the charge (and the collected amount where no update gave one).
      for (const r of group) {
        const parcel = found.get(r.name)!;
        await tx.update(shipments).set({ charge: r.charge, collectedAmount: parcel.collectedAmount ?? r.collected }).where(eq(shipments.id, parcel.id));
      }
      await coverParcels(tx, payout.id, parcels);
      await recordAudit(tx, actor, {
        action: 'courier_payout.import', entityType: 'courier_payout', entityId: payout.id,
        after: { courier, reference, amount: toTaka(amount), paid_on: group[0]!.day, parcels: group.length, source: 'csv' },
      });
      recorded.push(reference);
      covered += group.length;
    }
    return { recorded, unchanged, parcels: covered };
  });
}
