import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courierLocations } from '../../db/schema/index';
import type { PathaoClient } from './clients/pathao';
import type { RedxClient } from './clients/redx';

/**
 * The couriers' own location lists (issue 25, docs/decisions/077), fetched once and kept in `courier_locations`:
 * Pathao's cities, a city's zones and a zone's areas; RedX's areas of a district; fetched again after 30 days. An order's place is found from
 * its district (the address book's English name) and the words of its address; staff correct what is not found.
 */

export interface Place {
  id: number;
  name: string;
}

type Kind = 'city' | 'zone' | 'area';

/** A kept list is fetched again once it is this old (couriers open new areas now and then). */
export const LOCATIONS_KEPT_MS = 30 * 24 * 60 * 60_000;

/** Districts the couriers spell otherwise than the address book (the old English names). */
const DISTRICT_ALIASES: Record<string, string[]> = {
  chattogram: ['chittagong', 'ctg'],
  cumilla: ['comilla'],
  barishal: ['barisal'],
  jashore: ['jessore'],
  bogura: ['bogra'],
  chapainawabganj: ['chapai nawabganj', 'nawabganj'],
  brahmanbaria: ['b. baria', 'b.baria'],
  coxsbazar: ["cox's bazar", 'coxs bazar'],
};

const plain = (text: string) => text.toLowerCase().replace(/\(.*?\)/g, '').replace(/[^a-z0-9]+/g, ' ').trim();

/** Whether a courier's place name names the district (its own spelling or an old one). */
export function sameDistrict(courierName: string, district: string): boolean {
  const name = plain(courierName);
  const wanted = plain(district);
  if (name === wanted) return true;
  const aliases = DISTRICT_ALIASES[wanted.replace(/ /g, '')] ?? [];
  return aliases.some((alias) => plain(alias) === name);
}

/** The place whose name the address mentions (the longest such name wins: "Mirpur 10" over "Mirpur"). */
export function mentionedIn(address: string, places: Place[]): Place | null {
  const words = ` ${plain(address)} `;
  const found = places.filter((p) => plain(p.name) && words.includes(` ${plain(p.name)} `));
  return found.sort((a, b) => plain(b.name).length - plain(a.name).length)[0] ?? null;
}

async function kept(db: Database, courier: 'pathao' | 'redx', kind: Kind, parentId: number | null, district?: string): Promise<Place[]> {
  const rows = await db
    .select({ id: courierLocations.outsideId, name: courierLocations.name })
    .from(courierLocations)
    .where(
      and(
        eq(courierLocations.courier, courier),
        eq(courierLocations.kind, kind),
        parentId === null ? isNull(courierLocations.parentId) : eq(courierLocations.parentId, parentId),
        district ? sql`lower(${courierLocations.district}) = lower(${district})` : undefined,
        gt(courierLocations.fetchedAt, new Date(Date.now() - LOCATIONS_KEPT_MS)),
      ),
    )
    .orderBy(asc(courierLocations.name));
  return rows;
}

async function keep(db: Database, courier: 'pathao' | 'redx', kind: Kind, parentId: number | null, places: (Place & { district?: string | null; postCode?: string | null })[]) {
  if (!places.length) return;
  await db
    .insert(courierLocations)
    .values(places.map((p) => ({ courier, kind, outsideId: p.id, parentId, name: p.name, district: p.district ?? null, postCode: p.postCode ?? null })))
    .onConflictDoUpdate({
      target: [courierLocations.courier, courierLocations.kind, courierLocations.outsideId],
      set: { name: sql`excluded.name`, parentId: sql`excluded.parent_id`, district: sql`excluded.district`, postCode: sql`excluded.post_code`, fetchedAt: new Date() },
    });
}

/** Pathao's cities, zones of a city, areas of a zone: from the kept list, fetched from Pathao the first time. */
export async function pathaoPlaces(db: Database, pathao: PathaoClient, kind: Kind, parentId: number | null): Promise<Place[]> {
  const have = await kept(db, 'pathao', kind, parentId);
  if (have.length) return have;
  const fetched =
    kind === 'city'
      ? (await pathao.cities()).map((c) => ({ id: c.cityId, name: c.name }))
      : kind === 'zone'
        ? (await pathao.zones(parentId!)).map((z) => ({ id: z.zoneId, name: z.name }))
        : (await pathao.areas(parentId!)).filter((a) => a.homeDelivery).map((a) => ({ id: a.areaId, name: a.name }));
  await keep(db, 'pathao', kind, kind === 'city' ? null : parentId, fetched);
  return fetched.sort((a, b) => a.name.localeCompare(b.name));
}

/** RedX's areas of a district, kept with the district's address-book name. */
export async function redxAreas(db: Database, redx: RedxClient, district: string): Promise<Place[]> {
  const have = await kept(db, 'redx', 'area', null, district);
  if (have.length) return have;
  const fetched = await redx.areas({ district });
  const places = fetched.map((a) => ({ id: a.areaId, name: a.name, district, postCode: a.postCode == null ? null : String(a.postCode) }));
  await keep(db, 'redx', 'area', null, places);
  return places.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A kept place's name (the booking sends RedX's area name with its id). */
export async function placeName(db: Database, courier: 'pathao' | 'redx', kind: Kind, id: number): Promise<string | null> {
  const [row] = await db.select({ name: courierLocations.name }).from(courierLocations).where(and(eq(courierLocations.courier, courier), eq(courierLocations.kind, kind), eq(courierLocations.outsideId, id)));
  return row?.name ?? null;
}

export interface FoundPlace {
  cityId: number | null;
  zoneId: number | null;
  areaId: number | null;
  cities: Place[];
  zones: Place[];
  areas: Place[];
}

/**
 * Pathao's city (by the district), zone and area (named in the address) for an order, each correctable: a city or
 * zone given by staff replaces the one found, and the lists below it follow.
 */
export async function findPathaoPlace(db: Database, pathao: PathaoClient, order: { district: string | null; address: string }, given: { cityId?: number; zoneId?: number; areaId?: number } = {}): Promise<FoundPlace> {
  const cities = await pathaoPlaces(db, pathao, 'city', null);
  const cityId = given.cityId ?? (order.district ? (cities.find((c) => sameDistrict(c.name, order.district!))?.id ?? null) : null);
  const zones = cityId ? await pathaoPlaces(db, pathao, 'zone', cityId) : [];
  const zoneId = given.zoneId ?? mentionedIn(order.address, zones)?.id ?? null;
  const areas = zoneId ? await pathaoPlaces(db, pathao, 'area', zoneId) : [];
  const areaId = given.areaId ?? mentionedIn(order.address, areas)?.id ?? null;
  return { cityId, zoneId, areaId, cities, zones, areas };
}

/** RedX's area of an order: one its district's list names in the address, or the one named like the district. */
export async function findRedxPlace(db: Database, redx: RedxClient, order: { district: string | null; address: string }, given: { areaId?: number } = {}): Promise<FoundPlace> {
  const areas = order.district ? await redxAreas(db, redx, order.district) : [];
  const areaId = given.areaId ?? mentionedIn(order.address, areas)?.id ?? null;
  return { cityId: null, zoneId: null, areaId, cities: [], zones: [], areas };
}
