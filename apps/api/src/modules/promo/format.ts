import { toTaka } from '@shop/shared';

/** '৳1,250' or '৳99.50': taka for messages the API writes itself. */
export function formatTaka(poisha: number): string {
  return `৳${toTaka(poisha).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}
