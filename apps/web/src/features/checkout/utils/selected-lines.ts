import { lineKey, parseLineSelection, type CartItem } from '@shop/shared';

interface ChosenLines {
  lines: CartItem[];
  /** How many lines of the cart screen's choice are no longer in the cart. */
  missing: number;
}

/**
 * The lines this checkout orders: those chosen on the cart screen (`?lines=12:M,40:ONE`, decision 012),
 * or the whole cart without the parameter. Lines are matched by product and size, so the choice
 * survives the merge of a guest cart at sign-in.
 */
export function chooseLines(items: readonly CartItem[], param: string | null): ChosenLines {
  const refs = parseLineSelection(param);
  if (refs === null) return { lines: [...items], missing: 0 };
  const wanted = new Set(refs.map(lineKey));
  const lines = items.filter((item) => wanted.has(lineKey(item)));
  return { lines, missing: wanted.size - lines.length };
}
