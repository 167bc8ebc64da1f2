import { z } from 'zod';

/**
 * Whole numbers a client sends, bounded by what their columns hold (docs/decisions/029): an id or a
 * count past PostgreSQL's `integer` is refused here with a 400 rather than by the database with a 500.
 */
export const INT32_MAX = 2_147_483_647;

interface Bounds {
  min?: number;
  max?: number;
}

/** A JSON number that is whole and within [min, max] (default 1 to INT32_MAX); one message for every way it is wrong. */
export function wholeNumber(message: string, { min = 1, max = INT32_MAX }: Bounds = {}) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The same from a query string or a path segment ('12'); '', '1.5', '-3' and '99999999999' are refused. */
export function wholeNumberText(message: string, { min = 1, max = INT32_MAX }: Bounds = {}) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A database id (serial): 1 to INT32_MAX. */
export const int32Id = (message: string) => wholeNumber(message);
