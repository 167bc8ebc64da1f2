import type { Product } from '@shop/shared';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { useLocalName } from '../../../lib/use-local-name';

/** The fields a tile needs: catalogue products and remembered (recently viewed) ones alike. */
export type TileProduct = Pick<Product, 'id' | 'name' | 'price' | 'oldPrice' | 'image'> & { name_bn?: string | null };

/** A compact product card for the rails below the product; all below the fold, so images load lazily. */
export function ProductTile({ product }: { product: TileProduct }) {
  const localName = useLocalName();
  return (
    <Link
      to={`/product/${product.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <ProductImage src={product.image} alt="" className="transition duration-300 group-hover:scale-105 motion-reduce:transform-none" />
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <h3 className="line-clamp-2 text-sm text-slate-800 group-hover:text-brand-600 dark:text-slate-100 dark:group-hover:text-brand-400">{localName(product.name, product.name_bn)}</h3>
        <div className="mt-auto">
          <Price amount={product.price} oldAmount={product.oldPrice} />
        </div>
      </div>
    </Link>
  );
}
