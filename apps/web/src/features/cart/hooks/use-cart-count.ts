import { useSyncExternalStore } from 'react';
import { readJson, subscribeToKey } from '../../../lib/storage';

/** The spec's local cart key: an array of lines, each with a `qty`. */
import { CART_ITEMS_KEY } from './use-cart';
export { CART_ITEMS_KEY };

/** Sum of quantities; lines with a missing or broken `qty` count as nothing rather than breaking the header. */
export function countCartItems(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  return value.reduce<number>((sum, line: unknown) => {
    const qty = typeof line === 'object' && line !== null ? (line as { qty?: unknown }).qty : undefined;
    return typeof qty === 'number' && Number.isFinite(qty) && qty > 0 ? sum + Math.floor(qty) : sum;
  }, 0);
}

const subscribe = (onChange: () => void) => subscribeToKey(CART_ITEMS_KEY, onChange);
const read = () => countCartItems(readJson(CART_ITEMS_KEY));

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}
