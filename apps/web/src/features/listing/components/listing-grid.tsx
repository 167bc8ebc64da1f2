import type { Product } from '@shop/shared';
import { ListingCard } from './listing-card';

interface Props {
  products: Product[];
  highlight: number | null;
  onQuickView: (product: Product) => void;
  onBuyNow: (product: Product) => void;
}

/** The first row loads at once; the rest of the pictures wait until they are scrolled near. */
const EAGER_CARDS = 4;

/** 2 columns on a phone, 3 on a tablet, 4 on a desktop (docs/product/catalog.md). */
export function ListingGrid({ products, highlight, onQuickView, onBuyNow }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ListingCard
            product={product}
            eager={index < EAGER_CARDS}
            highlighted={product.id === highlight}
            onQuickView={onQuickView}
            onBuyNow={onBuyNow}
          />
        </li>
      ))}
    </ul>
  );
}
