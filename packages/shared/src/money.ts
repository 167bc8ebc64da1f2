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
