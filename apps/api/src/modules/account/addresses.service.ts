import type { Address, AddressLabel } from '@shop/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, users } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { resolvePlace } from './places';

type Row = typeof addresses.$inferSelect;
/** What the schemas leave after parsing: phone already normalised, label known. */
export interface AddressFields {
  name: string;
  phone: string;
  province: string;
  city: string;
  zone: string;
  address: string;
  landmark?: string | null;
  label: AddressLabel;
}

export const addressNotFound = () => notFound('Address not found.');

function toAddress(row: Row): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    province: row.province,
    city: row.city,
    zone: row.zone,
    address: row.address,
    landmark: row.landmark,
    label: row.label as AddressLabel,
    postcode: `${row.province} - ${row.city} - ${row.zone}`,
  };
}

/** Column values of checked fields: canonical place names, an empty landmark kept as none. */
function toColumns(fields: AddressFields) {
  const place = resolvePlace(fields.province, fields.city, fields.zone);
  return { name: fields.name, phone: fields.phone, ...place, address: fields.address, landmark: fields.landmark || null, label: fields.label };
}

export async function listAddresses(db: Database, userId: string): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

export async function getAddress(db: Database, userId: string, id: string): Promise<Address> {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw addressNotFound();
  return toAddress(row);
}

/**
 * Saves a new address while the account holds fewer than `limit`. The count and the insert run in one
 * transaction holding the account's row (FOR UPDATE), so saves sent at once are counted one after
 * another, whichever process takes them (docs/decisions/025).
 */
export async function createAddress(db: Database, userId: string, fields: AddressFields, limit: number): Promise<Address> {
  const values = toColumns(fields);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((held?.n ?? 0) >= limit) {
      throw new AppError(409, 'conflict', `You can keep up to ${limit} addresses. Please delete one you no longer need.`);
    }
    const [inserted] = await tx.insert(addresses).values({ ...values, userId }).returning();
    return inserted!;
  });
  return toAddress(row);
}

/** Merges a full or partial change into the caller's own address and checks the result as a whole. */
export async function updateAddress(db: Database, userId: string, id: string, change: Partial<AddressFields>): Promise<Address> {
  const current = await getAddress(db, userId, id);
  const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  const values = toColumns({ ...current, ...defined });
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw addressNotFound();
  return toAddress(row);
}

export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  const gone = await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
  if (gone.length === 0) throw addressNotFound();
}
