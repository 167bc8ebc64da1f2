import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/shared';
import { Price, useFormatPrice } from '../../../components/ui/price';
import { useLocalName } from '../../../lib/use-local-name';

type Props = { product: Pick<Product, 'name' | 'name_bn' | 'brand' | 'sold' | 'price' | 'oldPrice'> };

/** Name, brand, sales and price; prices stay whole taka, so the saving is a plain difference. */
export function ProductHeading({ product }: Props) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const format = useFormatPrice();
  const onSale = product.oldPrice != null && product.oldPrice > product.price;
  const percent = onSale ? Math.round((1 - product.price / product.oldPrice!) * 100) : 0;
  const saving = onSale ? format(product.oldPrice! - product.price) : null;
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl dark:text-white">{localName(product.name, product.name_bn)}</h1>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span>
          {t('product.brand')}: <span className="font-medium text-slate-800 dark:text-slate-200">{product.brand}</span>
        </span>
        <span aria-hidden="true">·</span>
        <span>{t('product.sold', { count: product.sold })}</span>
        <span aria-hidden="true">·</span>
        <a href="#reviews" className="text-brand-700 hover:underline dark:text-brand-300">{t('productPage.reviews.none')}</a>
      </p>
      <div className="flex flex-wrap items-center gap-3 border-y border-slate-200 py-3 dark:border-slate-800">
        <Price amount={product.price} oldAmount={product.oldPrice} size="lg" />
        {onSale && percent > 0 && (
          <span className="rounded bg-red-600 px-2 py-0.5 text-sm font-bold text-white">{t('product.discount', { percent })}</span>
        )}
        {saving && <span className="text-sm font-medium text-green-700 dark:text-green-400">{t('productPage.saving', { amount: saving })}</span>}
      </div>
    </div>
  );
}
