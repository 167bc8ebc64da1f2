/** How many products 'You may also like' shows (docs/product/catalog.md: 10 suggestions). */
const SUGGESTION_COUNT = 10;

/**
 * The old site picked 10 random products on every render, so the section jumped about. We rotate one
 * page of the catalogue by the product's id instead: each product gets its own selection, and the same
 * one on every visit.
 */
export function pickSuggestions<T extends { id: number }>(pool: readonly T[], productId: number, count = SUGGESTION_COUNT): T[] {
  const others = pool.filter((p) => p.id !== productId);
  if (others.length <= count) return others;
  // A multiplier co-prime with typical page sizes spreads neighbouring ids across the page.
  const start = (productId * 7) % others.length;
  return [...others.slice(start), ...others.slice(0, start)].slice(0, count);
}
