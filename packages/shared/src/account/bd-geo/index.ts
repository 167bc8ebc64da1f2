import { BD_DIVISIONS, type District, type Division } from './data';

export { BD_DIVISIONS };
export type { District, Division, Upazila } from './data';

/** The division, district and upazila named (English names, any case), or null if they do not belong together. */
export function findPlace(province: string, city: string, zone: string) {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const division: Division | undefined = BD_DIVISIONS.find((d) => same(d[0], province));
  const district: District | undefined = division?.[2].find((d) => same(d[0], city));
  const upazila = district?.[2].find((u) => same(u[0], zone));
  return division && district && upazila ? { province: division[0], city: district[0], zone: upazila[0] } : null;
}
