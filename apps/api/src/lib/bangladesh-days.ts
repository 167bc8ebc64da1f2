import { BD_OFFSET, dhakaDate } from '@shop/shared';

/**
 * The back office's date filters name Bangladesh days (UTC+6, no daylight saving, one definition in
 * @shop/shared's bangladesh-time.ts): a day runs from its midnight in Dhaka to the next.
 */
export { BD_OFFSET_MS } from '@shop/shared';

/** The first instant of a Bangladesh day ('2026-11-25'). */
export const bdDayStart = (day: string) => new Date(`${day}T00:00:00${BD_OFFSET}`);

/** The first instant after a Bangladesh day. */
export const bdDayEnd = (day: string) => new Date(bdDayStart(day).getTime() + 86_400_000);

/** The Bangladesh day of an instant (milliseconds), as 'YYYY-MM-DD'. */
export const bdDayOf = (ms: number) => dhakaDate(ms);
