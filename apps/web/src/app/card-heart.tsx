import { lazy, Suspense } from 'react';
import type { CardActionComponent } from '../components/ui/card-action';

// Its own chunk: the heart (and the wishlist's server sync) loads after the first screen's script.
const WishlistHeart = lazy(() => import('../features/wishlist/components/wishlist-heart').then((m) => ({ default: m.WishlistHeart })));

/** The wishlist heart over every product card (accounts spec §2 Wishlist; issue: hearts on cards). */
export const CardHeart: CardActionComponent = ({ product, className }) => (
  <Suspense fallback={null}>
    <WishlistHeart item={product} className={className} />
  </Suspense>
);
