import { eq } from 'drizzle-orm';
import { AwaitingCashListSchema, CourierCashAnswerSchema, CourierPayoutListSchema, LabelAnswerSchema, PayoutImportAnswerSchema, type CourierCash } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courierPayouts, shipments } from '../../db/schema/index';
import { signUp } from '../../../test/fixtures/orders';
import { parcelOfOrder, type ParcelSpec } from '../../../test/fixtures/parcels';
import { staffOfEveryRole, type StaffMember } from '../../../test/fixtures/staff';
import { startSteadfastStandIn, type SteadfastStandIn } from '../../../test/stand-ins/steadfast';

// Parcel labels and the cash couriers pay out (issue 25, docs/decisions/078): the labels' data, the cash per courier
// against its payouts, a payout typed by staff, a courier's CSV (all or nothing, the same file twice changes nothing),
// the parcels whose cash has not arrived, and Steadfast's balance read beside them.

let steadfast: SteadfastStandIn;
let bed: Awaited<ReturnType<typeof staffOfEveryRole>>;
let userId: string;
beforeAll(async () => {
  steadfast = await startSteadfastStandIn();
  bed = await staffOfEveryRole({ couriers: { steadfast: { url: steadfast.url, ...steadfast.credentials, timeouts: { connectMs: 300, readMs: 300 }, retryDelayMs: 10 } } });
  userId = (await signUp(bed.t.app)).user.id;
});
afterAll(async () => {
  await bed?.t.close();
  await steadfast?.close();
});

const db = () => bed.t.db;
const get = (url: string, who: StaffMember = bed.support) => bed.t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: who.read });
const post = (url: string, payload: object, who: StaffMember = bed.manager) => bed.t.app.inject({ method: 'POST', url: `/api/v1/admin${url}`, headers: who.change, payload });
const upload = (courier: string, csv: string, who: StaffMember = bed.manager) =>
  bed.t.app.inject({ method: 'POST', url: `/api/v1/admin/courier-payouts/import?courier=${courier}`, headers: { ...who.change, 'content-type': 'text/csv' }, payload: csv });
const parcel = (spec: ParcelSpec = {}) => parcelOfOrder(db(), userId, spec);
async function cashOf(courier: string): Promise<CourierCash> {
  const res = await get('/courier-cash');
  expect(res.statusCode).toBe(200);
  return CourierCashAnswerSchema.parse(res.json()).couriers.find((c) => c.courier === courier)!;
}

describe('parcel labels', () => {
  it("answers each booked parcel's label in the order asked, and names the orders without one", async () => {
    const a = await parcel({ state: 'booked', cod: 99_050 });
    const b = await parcel({ state: 'booked', courier: 'pathao', cod: 0 });
    const refused = await parcel({ state: 'refused', consignmentId: null });
    const res = await get(`/labels?orders=${b.orderNumber},${a.orderNumber.toLowerCase()},${refused.orderNumber},BZ-NOPE`);
    expect(res.statusCode).toBe(200);
    const answer = LabelAnswerSchema.parse(res.json());
    expect(answer.labels.map((l) => l.order_number)).toEqual([b.orderNumber, a.orderNumber]);
    expect(answer.labels[1]).toMatchObject({ courier: 'steadfast', consignment_id: a.parcel.consignmentId, tracking_code: a.parcel.trackingCode, cod_amount: 990.5, recipient_phone: '01712345678' });
    expect(answer.labels[0]?.cod_amount).toBe(0);
    expect(answer.missing).toEqual([refused.orderNumber, 'BZ-NOPE']);
  });

  it('refuses more than 50 orders at once, none, and a visitor', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `BZ-${i}`).join(',');
    expect((await get(`/labels?orders=${many}`)).statusCode).toBe(400);
    expect((await get('/labels?orders=,,')).statusCode).toBe(400);
    expect((await bed.t.app.inject({ method: 'GET', url: '/api/v1/admin/labels?orders=BZ-1' })).statusCode).toBe(401);
  });
});

describe('cash from couriers', () => {
  it('sums what delivered parcels collected less charges, and lists those whose cash has not arrived, oldest first', async () => {
    const now = bed.t.clock.now;
    const old = await parcel({ courier: 'redx', collected: 150_000, charge: 7_000, deliveredAt: new Date(now - 9 * 86_400_000) });
    const partly = await parcel({ courier: 'redx', state: 'partly_delivered', collected: 40_000, charge: 7_000, deliveredAt: new Date(now - 2 * 86_400_000) });
    await parcel({ courier: 'redx', state: 'returned', collected: null, charge: 7_000 });
    await parcel({ courier: 'redx', state: 'in_transit' });
    expect(await cashOf('redx')).toMatchObject({ parcels: 2, collected: 1900, charges: 140, due: 1760, paid_out: 0, awaiting: 1760, awaiting_parcels: 2, difference: 0 });

    const list = AwaitingCashListSchema.parse((await get('/courier-cash/awaiting?courier=redx')).json());
    expect(list.parcels.map((p) => [p.order_number, p.due, p.days_since_delivery])).toEqual([[old.orderNumber, 1430, 9], [partly.orderNumber, 330, 2]]);
    expect(list.total).toBe(2);
  });

  it('records a payout typed by a manager: its parcels leave the waiting list, with an audit row; the same reference twice is refused', async () => {
    const one = await parcel({ courier: 'pathao', collected: 100_000, charge: 6_000 });
    const two = await parcel({ courier: 'pathao', collected: 50_000, charge: 6_000 });
    const res = await post('/courier-payouts', { courier: 'pathao', reference: 'PAY-001', amount: 1380, paid_on: '2026-11-27', parcels: [one.parcel.consignmentId, two.orderNumber] });
    expect(res.statusCode).toBe(200);
    expect(res.json().payout).toMatchObject({ reference: 'PAY-001', amount: 1380, source: 'hand', parcels: 2 });
    expect(await cashOf('pathao')).toMatchObject({ due: 1380, paid_out: 1380, awaiting: 0, difference: 0 });
    expect(await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, res.json().payout.id))).toEqual([{ action: 'courier_payout.record' }]);

    const again = await parcel({ courier: 'pathao', collected: 20_000, charge: 6_000 });
    expect((await post('/courier-payouts', { courier: 'pathao', reference: 'PAY-001', amount: 140, paid_on: '2026-11-28', parcels: [again.orderNumber] })).statusCode).toBe(409);
    // A parcel covered already, and one not delivered, are refused by name; nothing is stored.
    const transit = await parcel({ courier: 'pathao', state: 'in_transit' });
    const refused = await post('/courier-payouts', { courier: 'pathao', reference: 'PAY-002', amount: 140, paid_on: '2026-11-28', parcels: [again.orderNumber, one.orderNumber, transit.orderNumber] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Parcel ${one.orderNumber} is covered by another payout already.`);
    expect(await db().select().from(courierPayouts).where(eq(courierPayouts.reference, 'PAY-002'))).toEqual([]);
    expect((await db().select({ payoutId: shipments.payoutId }).from(shipments).where(eq(shipments.id, again.parcel.id)))[0]?.payoutId).toBeNull();
  });

  it('lets support read the cash but not record a payout', async () => {
    expect((await get('/courier-payouts', bed.support)).statusCode).toBe(200);
    const p = await parcel({ courier: 'pathao' });
    expect((await post('/courier-payouts', { courier: 'pathao', reference: 'PAY-S', amount: 1, paid_on: '2026-11-27', parcels: [p.orderNumber] }, bed.support)).statusCode).toBe(403);
    expect((await upload('pathao', 'invoice,collected,charge,reference,date\n', bed.support)).statusCode).toBe(403);
  });

  it("stores a courier's CSV with its own column names; the same file again changes nothing", async () => {
    const a = await parcel({ collected: 125_000, charge: 6_000 });
    const b = await parcel({ collected: null, charge: null });
    const c = await parcel({ collected: 80_000, charge: 6_000 });
    const before = await cashOf('steadfast');
    const csv = [
      'Consignment ID,Invoice,Cash Collected,Delivery Charge,Payment Invoice,Payment Date,Extra',
      `${a.parcel.consignmentId},,"1,250.00",60,SF-PAY-9,2026-11-26,x`,
      `,${b.orderNumber},1250,70,SF-PAY-9,2026-11-26,`,
      `${c.parcel.consignmentId},,800.00,60.00,SF-PAY-10,27/11/2026,`,
    ].join('\r\n');
    const res = await upload('steadfast', csv);
    expect(res.statusCode).toBe(200);
    expect(PayoutImportAnswerSchema.parse(res.json())).toEqual({ recorded: ['SF-PAY-9', 'SF-PAY-10'], unchanged: [], parcels: 3 });
    const after = await cashOf('steadfast');
    // 1250 − 60 + 1250 − 70 + 800 − 60: b's amounts came from the file.
    expect(after.paid_out - before.paid_out).toBeCloseTo(3110, 2);
    expect(after.awaiting).toBe(before.awaiting - (1190 + 740) - 0);
    expect(after.difference).toBe(0);
    const payouts = CourierPayoutListSchema.parse((await get('/courier-payouts?courier=steadfast')).json()).payouts;
    expect(payouts.find((p) => p.reference === 'SF-PAY-9')).toMatchObject({ amount: 2370, parcels: 2, source: 'csv' });

    const twice = await upload('steadfast', csv);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ recorded: [], unchanged: ['SF-PAY-9', 'SF-PAY-10'], parcels: 0 });
    expect(await cashOf('steadfast')).toEqual(after);
  });

  it('answers every bad row of a CSV by its number and stores nothing', async () => {
    const good = await parcel({ collected: 50_000, charge: 6_000 });
    const wrongAmount = await parcel({ collected: 50_000, charge: 6_000 });
    const transit = await parcel({ state: 'in_transit' });
    const pathaos = await parcel({ courier: 'pathao' });
    const csv = [
      'invoice,collected,charge,reference,date',
      `${good.orderNumber},500,60,SF-BAD-1,2026-11-26`,
      `${wrongAmount.orderNumber},450,60,SF-BAD-1,2026-11-26`,
      `${transit.orderNumber},500,60,SF-BAD-1,2026-11-26`,
      `${pathaos.orderNumber},500,60,SF-BAD-1,2026-11-26`,
      `${good.orderNumber}X,five hundred,60,,31/02/2026`,
    ].join('\n');
    const res = await upload('steadfast', csv);
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    expect(Object.keys(fields)).toEqual(['row 6']);
    expect(fields['row 6']).toMatch(/collected "five hundred" is not an amount.*no payout reference.*payout date "31\/02\/2026"/);

    const second = await upload('steadfast', csv.split('\n').slice(0, 5).join('\n'));
    expect(second.statusCode).toBe(400);
    expect(second.json().fields).toEqual({
      'row 3': `Row 3: Parcel ${wrongAmount.orderNumber}: the file says ৳450.00 collected, the courier reported ৳500.00 when it delivered.`,
      'row 4': `Row 4: Parcel ${transit.orderNumber} is not delivered (it is in transit).`,
      'row 5': `Row 5: No Steadfast parcel with consignment id or invoice ${pathaos.orderNumber}.`,
    });
    expect(await db().select().from(courierPayouts).where(eq(courierPayouts.reference, 'SF-BAD-1'))).toEqual([]);
    expect((await db().select({ payoutId: shipments.payoutId }).from(shipments).where(eq(shipments.id, good.parcel.id)))[0]?.payoutId).toBeNull();

    const noColumns = await upload('steadfast', 'order,amount\nBZ-1,5\n');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().fields['row 1']).toContain('The header has no column for');
  });

  it("shows Steadfast's own balance beside the numbers, and none when it does not answer", async () => {
    steadfast.setBalance(12_345.5);
    expect(CourierCashAnswerSchema.parse((await get('/courier-cash')).json()).steadfast_balance).toBe(12_345.5);
    steadfast.stall(true);
    try {
      const res = await get('/courier-cash');
      expect(res.statusCode).toBe(200);
      expect(res.json().steadfast_balance).toBeNull();
    } finally {
      steadfast.stall(false);
    }
  });
});
