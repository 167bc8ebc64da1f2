/**
 * Money is integer poisha (1 taka = 100 poisha) wherever it is stored or computed.
 * Taka only appears at the edge: in API answers and on screen.
 */
export const POISHA_PER_TAKA = 100;

export function toTaka(poisha: number): number {
  return poisha / POISHA_PER_TAKA;
}

/** Rounds to the nearest poisha so a taka value read from JSON never carries float noise. */
export function toPoisha(taka: number): number {
  return Math.round(taka * POISHA_PER_TAKA);
}

/** Percentage of an amount in poisha, rounded half up to a whole poisha. */
export function percentOf(poisha: number, percent: number): number {
  return Math.floor((poisha * percent + 50) / 100);
}

/**
 * 129000 -> "1290.00": taka with two decimals, written from the digits of whole poisha, never through floating point
 * (a payment gateway's amount, a product feed's price). Refuses anything but a whole, non-negative number of poisha.
 */
export function takaDecimal(poisha: number): string {
  if (!Number.isSafeInteger(poisha) || poisha < 0) throw new RangeError(`not a whole number of poisha: ${poisha}`);
  return `${Math.floor(poisha / POISHA_PER_TAKA)}.${String(poisha % POISHA_PER_TAKA).padStart(2, '0')}`;
}
