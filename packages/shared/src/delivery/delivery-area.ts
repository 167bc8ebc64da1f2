import { BD_DIVISIONS } from '../account/bd-geo/index';

/**
 * The three areas every delivery fee falls back to (docs/decisions/044): inside Dhaka city, Dhaka's
 * surroundings (the outer upazilas of Dhaka district and the five districts around it), the rest of the country.
 */
export const DELIVERY_AREAS = ['dhaka_city', 'dhaka_surroundings', 'outside_dhaka'] as const;
export type DeliveryArea = (typeof DELIVERY_AREAS)[number];
/** Where an address nobody can place is priced: the rest of the country (decision 044). */
export const FALLBACK_AREA: DeliveryArea = 'outside_dhaka';

/** Dhaka district's upazilas outside the city corporations. */
const DHAKA_OUTER_UPAZILAS = ['Dhamrai', 'Dohar', 'Keraniganj', 'Nawabganj', 'Savar'];
/** The districts around Dhaka that couriers price as "Dhaka's surroundings". */
export const DHAKA_SURROUNDING_DISTRICTS = ['Gazipur', 'Manikganj', 'Munshiganj', 'Narayanganj', 'Narsingdi'];

/** The 64 districts by their English names, as the address book stores them. */
export const BD_DISTRICTS: readonly string[] = BD_DIVISIONS.flatMap((division) => division[2].map((district) => district[0])).sort();

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The district's name as stored (any case in), or null for a name that is not one of the 64. */
export function districtNamed(name: string): string | null {
  return BD_DISTRICTS.find((district) => same(district, name)) ?? null;
}

/** The area of a district and upazila (English names, as the address book holds them). */
export function areaOfPlace(district: string, upazila: string | null): DeliveryArea {
  if (same(district, 'Dhaka')) return upazila && DHAKA_OUTER_UPAZILAS.some((u) => same(u, upazila)) ? 'dhaka_surroundings' : 'dhaka_city';
  return DHAKA_SURROUNDING_DISTRICTS.some((d) => same(d, district)) ? 'dhaka_surroundings' : 'outside_dhaka';
}

/** Where a home delivery goes, as the fee rules see it: a district when one is known, and its area. */
export interface DeliveryPlace {
  district: string | null;
  area: DeliveryArea;
}

// ---- Free text (the documented payload's `shipping_address`) --------------------------------------------------------

/** Lower case, every run of other characters (digits, Bengali digits, punctuation) one space, padded. */
const normalise = (text: string) => ` ${text.toLowerCase().replace(/[^a-z\u0980-\u09e5\u09f0-\u09ff]+/g, ' ').trim()} `;

/** Spellings people write that the dataset spells otherwise. */
const DISTRICT_ALIASES: Record<string, string[]> = {
  Barisal: ['barishal'],
  Bogura: ['bogra'],
  Chapainawabganj: ['chapai nawabganj', 'chapai'],
  Chattogram: ['chittagong', 'ctg'],
  Comilla: ['cumilla'],
  Coxsbazar: ['cox s bazar', 'coxs bazar', 'cox bazar'],
  Jashore: ['jessore'],
  Jhalakathi: ['jhalokati', 'jhalokathi'],
  Moulvibazar: ['maulvibazar', 'moulvi bazar'],
  Netrokona: ['netrakona'],
};

/** Places of Dhaka city people write that are no upazila of the dataset. */
const DHAKA_CITY_EXTRA = [
  'Mohakhali', 'Baridhara', 'Bashundhara', 'Banasree', 'Farmgate', 'Malibagh', 'Moghbazar', 'Mogbazar', 'Shyamoli',
  'Azimpur', 'Kakrail', 'Niketan', 'Lalmatia', 'Shantinagar', 'Segunbagicha', 'Kawran Bazar', 'Karwan Bazar',
  'Dhaka Cantonment', 'Mirpur DOHS', 'Banani DOHS', 'Aftabnagar', 'Shewrapara', 'Kazipara', 'Agargaon',
];

interface Name {
  text: string;
  place: DeliveryPlace;
}

let names: { districts: Name[]; dhaka: Name[] } | undefined;

function placeNames() {
  if (names) return names;
  const districts: Name[] = [];
  const dhaka: Name[] = [];
  for (const division of BD_DIVISIONS) {
    for (const [name, bn, upazilas] of division[2]) {
      const place: DeliveryPlace = { district: name, area: areaOfPlace(name, null) };
      for (const text of [name, bn, ...(DISTRICT_ALIASES[name] ?? [])]) districts.push({ text: normalise(text), place });
      if (name !== 'Dhaka') continue;
      for (const [upazila, upazilaBn] of upazilas) {
        // 'Kotwali' names a thana of many towns; it says nothing about which.
        if (upazila.startsWith('Kotwali')) continue;
        const area = areaOfPlace('Dhaka', upazila);
        for (const text of [upazila, upazilaBn]) dhaka.push({ text: normalise(text), place: { district: 'Dhaka', area } });
      }
    }
  }
  for (const extra of DHAKA_CITY_EXTRA) dhaka.push({ text: normalise(extra), place: { district: 'Dhaka', area: 'dhaka_city' } });
  names = { districts, dhaka };
  return names;
}

/** The name of the list that ends latest in the text (addresses run from the house to the district). */
function lastNamed(text: string, list: Name[]): Name | undefined {
  let best: { name: Name; end: number } | undefined;
  for (const name of list) {
    const at = text.lastIndexOf(name.text);
    if (at < 0) continue;
    const end = at + name.text.length;
    if (!best || end > best.end || (end === best.end && name.text.length > best.name.text.length)) best = { name, end };
  }
  return best?.name;
}

/**
 * Where a free-text address is (docs/decisions/044): the district named last (English, Bengali or a common
 * spelling); in Dhaka district, or with no district, a named area of Dhaka (Dhanmondi, Gulshan, Savar...)
 * says whether it is the city or its surroundings, and "Dhaka" alone is the city. Nothing found: the rest
 * of the country, with no district.
 */
export function placeOfText(address: string): DeliveryPlace {
  const text = normalise(address);
  const { districts, dhaka } = placeNames();
  const district = lastNamed(text, districts)?.place;
  if (district && district.district !== 'Dhaka') return district;
  const area = lastNamed(text, dhaka)?.place;
  if (area) return area;
  return district ?? { district: null, area: FALLBACK_AREA };
}
