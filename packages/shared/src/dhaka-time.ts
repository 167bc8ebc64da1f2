/** Bangladesh keeps UTC+6 all year: no daylight saving, one offset for every date. */
export const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The calendar day in Bangladesh of an instant, as YYYY-MM-DD. */
export function dhakaDate(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as a Bangladesh wall-clock minute, 'YYYY-MM-DDTHH:mm' (a datetime-local field's value). */
export function dhakaMinute(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A Bangladesh wall-clock minute ('2026-12-31T23:59') as an ISO instant. */
export function fromDhakaMinute(local: string): string {
  return new Date(Date.parse(`${local}:00Z`) - DHAKA_OFFSET_MS).toISOString();
}
