/**
 * The back office's date filters name Bangladesh days (UTC+6, no daylight saving): a day runs from its
 * midnight in Dhaka to the next.
 */
const BD_OFFSET = '+06:00';
/** The same, in milliseconds: Bangladesh's wall clock is UTC plus this. */
export const BD_OFFSET_MS = 6 * 3_600_000;

/** The first instant of a Bangladesh day ('2026-11-25'). */
export const bdDayStart = (day: string) => new Date(`${day}T00:00:00${BD_OFFSET}`);

/** The first instant after a Bangladesh day. */
export const bdDayEnd = (day: string) => new Date(bdDayStart(day).getTime() + 86_400_000);

/** The Bangladesh day of an instant (milliseconds), as 'YYYY-MM-DD'. */
export const bdDayOf = (ms: number) => new Date(ms + BD_OFFSET_MS).toISOString().slice(0, 10);
