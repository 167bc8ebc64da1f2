import type { ReviewSummary } from './review';

/**
 * The summary from each star's count: the average to one decimal, computed in whole numbers
 * (tenths, half rounded up) so the server and any test agree to the digit.
 */
export function summarise(counts: Partial<Record<1 | 2 | 3 | 4 | 5, number>>): ReviewSummary {
  const histogram = { 1: counts[1] ?? 0, 2: counts[2] ?? 0, 3: counts[3] ?? 0, 4: counts[4] ?? 0, 5: counts[5] ?? 0 };
  const count = histogram[1] + histogram[2] + histogram[3] + histogram[4] + histogram[5];
  const stars = histogram[1] + 2 * histogram[2] + 3 * histogram[3] + 4 * histogram[4] + 5 * histogram[5];
  const tenths = count === 0 ? 0 : Math.floor((stars * 20 + count) / (2 * count));
  return { average: tenths / 10, count, histogram };
}
