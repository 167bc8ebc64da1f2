import type { Product } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardAction } from './ui/card-action';
import { Price } from './ui/price';
import { ProductImage } from './ui/product-image';
import { useLocalName } from '../lib/use-local-name';

interface Props {
  product: Product;
  /** The first row is in view on arrival: load it at once instead of lazily. */
  eager?: boolean;
}

export function ProductCard({ product, eager = false }: Props) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const onSale = product.oldPrice != null && product.oldPrice > product.price;
  const percent = onSale ? Math.round((1 - product.price / product.oldPrice!) * 100) : 0;
  return (
    // The heart is a sibling of the card's link: a button inside a link is not allowed.
    <div className="relative h-full">
      <Link
        to={`/product/${product.id}`}
        className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transform-none dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="relative overflow-hidden">
          <ProductImage
            src={product.image}
            alt={localName(product.name, product.name_bn)}
            eager={eager}
            className="transition duration-300 group-hover:scale-105 motion-reduce:transform-none"
          />
          {onSale && percent > 0 && (
            <span className="absolute top-2 left-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
              {t('product.discount', { percent })}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm text-slate-800 group-hover:text-brand-600 dark:text-slate-100 dark:group-hover:text-brand-400">
            {localName(product.name, product.name_bn)}
          </h3>
          <div className="mt-auto">
            <Price amount={product.price} oldAmount={product.oldPrice} />
          </div>
        </div>
      </Link>
      <CardAction product={product} className="absolute top-2 right-2" />
    </div>
  );
}
