import { asc, desc, eq } from 'drizzle-orm';
import {
  areaOfPlace, toPoisha, toTaka, type DeliveryDestination, type DeliveryFees, type DeliveryFeesInput,
} from '@shop/shared';
import type { Database } from '../../db/client';
import { addresses, deliveryDistrictFees, deliveryFees } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/audit.service';

/**
 * The delivery fee table (docs/decisions/044), in taka as answered. The migration writes its one row;
 * a database without it (never the case after migrating) answers the default ৳150 everywhere rather than fail.
 */
export async function readDeliveryFees(db: Database): Promise<DeliveryFees> {
  const [row] = await db.select().from(deliveryFees).where(eq(deliveryFees.id, 1));
  const districts = await db.select().from(deliveryDistrictFees).orderBy(asc(deliveryDistrictFees.district));
  const fee = (poisha: number | undefined) => toTaka(poisha ?? 15000);
  return {
    areas: { dhaka_city: fee(row?.dhakaCity), dhaka_surroundings: fee(row?.dhakaSurroundings), outside_dhaka: fee(row?.outsideDhaka) },
    districts: districts.map((d) => ({ district: d.district, fee: toTaka(d.fee) })),
    pickup_point: fee(row?.pickupPoint),
    free_over: row?.freeOver == null ? null : toTaka(row.freeOver),
  };
}

/**
 * Replaces the whole table, as the back office's form sends it, with one audit row holding the table before
 * and after. The row is locked so two staff saving at once are written one after the other.
 */
export async function changeDeliveryFees(db: Database, actor: StaffActor, input: DeliveryFeesInput): Promise<DeliveryFees> {
  return db.transaction(async (tx) => {
    await tx.select({ id: deliveryFees.id }).from(deliveryFees).where(eq(deliveryFees.id, 1)).for('update');
    const before = await readDeliveryFees(tx);
    const values = {
      dhakaCity: toPoisha(input.areas.dhaka_city),
      dhakaSurroundings: toPoisha(input.areas.dhaka_surroundings),
      outsideDhaka: toPoisha(input.areas.outside_dhaka),
      pickupPoint: toPoisha(input.pickup_point),
      freeOver: input.free_over === null ? null : toPoisha(input.free_over),
      updatedAt: new Date(),
    };
    await tx.insert(deliveryFees).values({ id: 1, ...values }).onConflictDoUpdate({ target: deliveryFees.id, set: values });
    await tx.delete(deliveryDistrictFees);
    if (input.districts.length > 0) {
      await tx.insert(deliveryDistrictFees).values(input.districts.map((row) => ({ district: row.district, fee: toPoisha(row.fee) })));
    }
    const after = await readDeliveryFees(tx);
    await recordAudit(tx, actor, { action: 'delivery_fees.change', entityType: 'delivery_fees', entityId: 'delivery_fees', before, after });
    return after;
  });
}

/**
 * Where the cart prices delivery before a choice is made: the newest address of the shopper's address book
 * (the checkout's first choice too), else the area an unknown address falls to.
 */
export async function defaultDestination(db: Database, userId: string): Promise<DeliveryDestination> {
  const [newest] = await db
    .select({ city: addresses.city, zone: addresses.zone })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return newest ? { method: 'home', district: newest.city, area: areaOfPlace(newest.city, newest.zone) } : { method: 'home', district: null, area: 'outside_dhaka' };
}
