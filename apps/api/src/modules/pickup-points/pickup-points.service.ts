import { asc, count, eq } from 'drizzle-orm';
import type { AdminPickupPoint, PickupPoint, PickupPointChange, PickupPointInput } from '@shop/shared';
import type { Database } from '../../db/client';
import { orders, pickupPoints } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { recordAudit, type StaffActor } from '../audit/audit.service';

const columns = {
  id: pickupPoints.id,
  name: pickupPoints.fullName,
  address: pickupPoints.address,
  city: pickupPoints.city,
  phone: pickupPoints.phone,
};

export function listPickupPoints(db: Database): Promise<PickupPoint[]> {
  return db.select(columns).from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id));
}

/** An active pickup point, or undefined for an unknown or closed one. */
export async function findPickupPoint(db: Database, id: number): Promise<PickupPoint | undefined> {
  const [row] = await db.select({ ...columns, active: pickupPoints.active }).from(pickupPoints).where(eq(pickupPoints.id, id));
  if (!row?.active) return undefined;
  const { active: _active, ...point } = row;
  return point;
}

/** Every pickup point, in use or not, with the orders placed for it: the back office's list. */
export async function listAllPickupPoints(db: Database): Promise<AdminPickupPoint[]> {
  const rows = await db
    .select({ ...columns, active: pickupPoints.active, orderCount: count(orders.id) })
    .from(pickupPoints)
    .leftJoin(orders, eq(orders.pickupPointId, pickupPoints.id))
    .groupBy(pickupPoints.id)
    .orderBy(asc(pickupPoints.id));
  return rows.map(({ orderCount, ...row }) => ({ ...row, order_count: orderCount }));
}

async function adminPickupPoint(db: Database, id: number): Promise<AdminPickupPoint> {
  const [row] = await db
    .select({ ...columns, active: pickupPoints.active, orderCount: count(orders.id) })
    .from(pickupPoints)
    .leftJoin(orders, eq(orders.pickupPointId, pickupPoints.id))
    .where(eq(pickupPoints.id, id))
    .groupBy(pickupPoints.id);
  if (!row) throw notFound('No such pickup point.');
  const { orderCount, ...point } = row;
  return { ...point, order_count: orderCount };
}

const toColumns = (input: Partial<PickupPointInput> & { active?: boolean }) => ({
  ...(input.name !== undefined ? { fullName: input.name } : {}),
  ...(input.address !== undefined ? { address: input.address } : {}),
  ...(input.city !== undefined ? { city: input.city } : {}),
  ...(input.phone !== undefined ? { phone: input.phone } : {}),
  ...(input.active !== undefined ? { active: input.active } : {}),
});

export async function addPickupPoint(db: Database, actor: StaffActor, input: PickupPointInput): Promise<AdminPickupPoint> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(pickupPoints).values({ fullName: input.name, address: input.address, city: input.city, phone: input.phone }).returning({ id: pickupPoints.id });
    const point = await adminPickupPoint(tx, row!.id);
    await recordAudit(tx, actor, { action: 'pickup_point.add', entityType: 'pickup_point', entityId: String(point.id), after: point });
    return point;
  });
}

/**
 * Edits a pickup point or takes it out of use (active false) and back. Orders placed for it keep it: they
 * carry its id and the address written when they were placed; the checkout neither lists nor takes an
 * inactive one (listPickupPoints, findPickupPoint).
 */
export async function changePickupPoint(db: Database, actor: StaffActor, id: number, change: PickupPointChange): Promise<AdminPickupPoint> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.id, id)).for('update');
    if (!locked) throw notFound('No such pickup point.');
    const before = await adminPickupPoint(tx, id);
    await tx.update(pickupPoints).set(toColumns(change)).where(eq(pickupPoints.id, id));
    const after = await adminPickupPoint(tx, id);
    const action = change.active === false && before.active ? 'pickup_point.deactivate' : change.active === true && !before.active ? 'pickup_point.activate' : 'pickup_point.change';
    const { order_count: _b, ...was } = before;
    const { order_count: _a, ...now } = after;
    await recordAudit(tx, actor, { action, entityType: 'pickup_point', entityId: String(id), before: was, after: now });
    return after;
  });
}
