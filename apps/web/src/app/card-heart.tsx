import { lazy, Suspense } from 'react';
import type { CardActionComponent } from '../components/ui/card-action';

// Their own chunk: the hearts (and the wishlist's server sync) load after the first screen's script.
const WishlistHeart = lazy(() => import('../features/wishlist/components/wishlist-heart').then((m) => ({ default: m.WishlistHeart })));
const Source = lazy(() => import('../features/wishlist/hooks/card-hearts').then((m) => ({ default: m.CardHeartsSource })));

/** The wishlist heart over every product card (accounts spec §2 Wishlist; issue: hearts on cards). */
export const CardHeart: CardActionComponent = ({ product, className }) => (
  <Suspense fallback={null}>
    <WishlistHeart item={product} className={className} />
  </Suspense>
);

/** Mounted once beside the pages: the one wishlist all card hearts read. */
export function CardHeartsSource() {
  return (
    <Suspense fallback={null}>
      <Source />
    </Suspense>
  );
}
