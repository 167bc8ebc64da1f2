import { useEffect } from 'react';
import { takeHeartList } from './heart-store';
import { useWishlist } from './use-wishlist';

/** Mounted once by the app (in its own chunk): reads the wishlist for every card heart (heart-store.ts). */
export function CardHeartsSource() {
  const { items, toggle } = useWishlist();
  useEffect(() => {
    takeHeartList({ saved: new Set(items.map((item) => item.id)), toggle: (item) => void toggle(item) });
  }, [items, toggle]);
  useEffect(() => () => takeHeartList(null), []);
  return null;
}
