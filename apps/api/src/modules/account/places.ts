import { BD_DIVISIONS, findPlace } from '@shop/shared/bd-geo';
import { AppError } from '../../lib/errors';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The canonical names of a division, district and upazila that belong together; otherwise a 400
 * naming the first field that does not fit, so the form can point at it.
 */
export function resolvePlace(province: string, city: string, zone: string) {
  const place = findPlace(province, city, zone);
  if (place) return place;
  const division = BD_DIVISIONS.find((d) => same(d[0], province));
  const district = division?.[2].find((d) => same(d[0], city));
  const fields: Record<string, string> = !division
    ? { province: 'Please choose a province / region of Bangladesh.' }
    : !district
      ? { city: `Please choose a city in ${division[0]}.` }
      : { zone: `Please choose a zone in ${district[0]}.` };
  throw new AppError(400, 'validation_error', 'Some fields are not valid.', fields);
}
