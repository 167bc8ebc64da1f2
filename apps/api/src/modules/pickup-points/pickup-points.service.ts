import { asc, eq } from 'drizzle-orm';
import type { PickupPoint } from '@shop/shared';
import type { Database } from '../../db/client';
import { pickupPoints } from '../../db/schema/index';

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
