import type { Product } from '@shop/shared';
import { ProductCard } from '../../../components/product-card';

/** Cards in as many columns as fit, 2 on a phone to 5 on a desktop. */
const COLUMNS_AT_WIDEST = 5;

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < COLUMNS_AT_WIDEST} />
        </li>
      ))}
    </ul>
  );
}
