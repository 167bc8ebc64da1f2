import { randomInt } from 'node:crypto';
import { BD_OFFSET_MS } from '../../lib/bangladesh-days';

/**
 * 'BZ-2611-48213907': shop prefix, year and month in Bangladesh time, 8 random digits. Random rather
 * than a counter so a number says nothing about the shop's volume or its neighbours; the insert retries
 * on the rare collision (orders.order_number is unique).
 */
export function newOrderNumber(now = new Date()): string {
  const dhaka = new Date(now.getTime() + BD_OFFSET_MS);
  const yymm = `${String(dhaka.getUTCFullYear() % 100).padStart(2, '0')}${String(dhaka.getUTCMonth() + 1).padStart(2, '0')}`;
  return `BZ-${yymm}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
