import { lazy, Suspense } from 'react';
import type { CardActionComponent } from '../components/ui/card-action';
import { WishlistHeart } from '../features/wishlist/components/wishlist-heart';

// The wishlist itself (its query, its server sync) loads after the first screen's script, in its own chunk.
const Source = lazy(() => import('../features/wishlist/hooks/card-hearts').then((m) => ({ default: m.CardHeartsSource })));

/**
 * The wishlist heart over every product card (docs/product/wishlist.md). Not a
 * lazy part: a heart drawn by the server and taken over only once its own chunk had arrived ignored a press
 * in between (React drops a click on a part it cannot take over at once).
 */
export const CardHeart: CardActionComponent = ({ product, className }) => <WishlistHeart item={product} className={className} />;

/** Mounted once beside the pages: the one wishlist all card hearts read. */
export function CardHeartsSource() {
  return (
    <Suspense fallback={null}>
      <Source />
    </Suspense>
  );
}
