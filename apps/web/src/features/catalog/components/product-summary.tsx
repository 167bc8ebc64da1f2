import type { Product } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from './product-image';

/** A first product page: picture, name, price and description (gallery, sizes and cart come later). */
export function ProductSummary({ product }: { product: Product }) {
  const { t } = useTranslation();
  const inStock = product.stock > 0;
  return (
    <article className="grid gap-6 rounded-lg bg-white p-4 shadow-xs md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:p-6 dark:bg-slate-900">
      <ProductImage src={product.images[0] ?? product.image} alt={product.name} eager className="rounded-md" />
      <div className="flex flex-col gap-4">
        <nav aria-label={t('common.breadcrumb')} className="text-sm text-slate-500 dark:text-slate-400">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to="/" className="hover:text-brand-600 dark:hover:text-brand-400">{t('common.home')}</Link>
              <span aria-hidden="true"> / </span>
            </li>
            <li>
              <Link to={`/category/${product.category.toLowerCase().replace(/\s+/g, '-')}`} className="hover:text-brand-600 dark:hover:text-brand-400">
                {product.category}
              </Link>
            </li>
          </ol>
        </nav>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{product.name}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('product.brand')}: <span className="font-medium">{product.brand}</span>
          <span aria-hidden="true"> · </span>
          {t('product.sold', { count: product.sold })}
        </p>
        <div className="border-y border-slate-200 py-4 dark:border-slate-800">
          <Price amount={product.price} oldAmount={product.oldPrice} size="lg" />
        </div>
        <p className={`text-sm font-medium ${inStock ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}>
          {inStock ? t('product.inStock') : t('product.outOfStock')}
        </p>
        <p className="leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{product.description}</p>
      </div>
    </article>
  );
}
