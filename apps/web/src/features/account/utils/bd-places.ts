import { BD_DIVISIONS, findPlace, type District, type Division, type Upazila } from '@shop/shared/bd-geo';
import type { Language } from '../../../lib/format';

/**
 * Bangladesh's divisions → districts → upazilas for the address form. Only the form's chunk (and the
 * Bengali address list) imports this file, so the place list never weighs on other pages.
 */
export interface PlaceOption {
  /** The English name: what is saved and sent. */
  value: string;
  /** What the shopper reads in the current language. */
  label: string;
}

type Place = Division | District | Upazila;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const nameIn = (place: Place, language: Language) => (language === 'bn' ? place[1] : place[0]).trim();

function options(places: readonly Place[], language: Language): PlaceOption[] {
  const list = places.map((place) => ({ value: place[0], label: nameIn(place, language) }));
  // The data is in English order; Bengali readers look for Bengali order.
  return language === 'bn' ? list.sort((a, b) => a.label.localeCompare(b.label, 'bn')) : list;
}

const division = (province: string) => BD_DIVISIONS.find((d) => same(d[0], province));
const district = (province: string, city: string) => division(province)?.[2].find((d) => same(d[0], city));

export const provinceOptions = (language: Language) => options(BD_DIVISIONS, language);
export const cityOptions = (province: string, language: Language) => options(division(province)?.[2] ?? [], language);
export const zoneOptions = (province: string, city: string, language: Language) =>
  options(district(province, city)?.[2] ?? [], language);

/** A saved address's place in the dataset's spelling, or empty choices when it is not in the dataset. */
export function canonicalPlace(province: string, city: string, zone: string) {
  return findPlace(province, city, zone) ?? { province: '', city: '', zone: '' };
}

/** "Zone, City, Province" in the shopper's language; names not in the dataset stay as saved. */
export function placeLine(province: string, city: string, zone: string, language: Language): string {
  if (language === 'en') return [zone, city, province].join(', ');
  const d = division(province);
  const c = district(province, city);
  const z = c?.[2].find((u) => same(u[0], zone));
  return [z ? nameIn(z, 'bn') : zone, c ? nameIn(c, 'bn') : city, d ? nameIn(d, 'bn') : province].join(', ');
}
