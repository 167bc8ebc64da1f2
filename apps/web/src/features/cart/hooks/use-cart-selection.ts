import { useCallback, useMemo, useState } from 'react';
import type { CartLine } from '../../../api/cart/cart-lines';

const keyOf = (line: Pick<CartLine, 'id' | 'selectedSize'>) => `${line.id}:${line.selectedSize}`;

/**
 * Which lines are chosen for checkout (docs/product/cart.md: selection is local). The lines left out are
 * remembered, so every line, including one that arrives later, starts chosen.
 */
export function useCartSelection(lines: CartLine[]) {
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => lines.filter((line) => !leftOut.has(keyOf(line))), [lines, leftOut]);
  const allSelected = lines.length > 0 && selected.length === lines.length;

  const isSelected = useCallback((line: CartLine) => !leftOut.has(keyOf(line)), [leftOut]);
  const toggle = useCallback((line: CartLine) => {
    setLeftOut((current) => {
      const next = new Set(current);
      if (!next.delete(keyOf(line))) next.add(keyOf(line));
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => setLeftOut(allSelected ? new Set(lines.map(keyOf)) : new Set()), [allSelected, lines]);

  return { selected, allSelected, isSelected, toggle, toggleAll };
}
