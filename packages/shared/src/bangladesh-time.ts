/** Bangladesh keeps UTC+6 all year (no daylight saving): its wall clock is UTC plus this. The one definition of the offset. */
export const BD_OFFSET_MS = 6 * 3_600_000;
/** The same offset as an ISO 8601 suffix ('2026-11-25T00:00:00+06:00'). */
export const BD_OFFSET = '+06:00';

/** The calendar day in Bangladesh of an instant, as YYYY-MM-DD. */
export function dhakaDate(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + BD_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as a Bangladesh wall-clock minute, 'YYYY-MM-DDTHH:mm' (a datetime-local field's value). */
export function dhakaMinute(instant: Date | string | number): string {
  return new Date(new Date(instant).getTime() + BD_OFFSET_MS).toISOString().slice(0, 16);
}

/** A Bangladesh wall-clock minute ('2026-12-31T23:59') as an ISO instant. */
export function fromDhakaMinute(local: string): string {
  return new Date(Date.parse(`${local}:00Z`) - BD_OFFSET_MS).toISOString();
}
