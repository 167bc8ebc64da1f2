import { ONE_SIZE, toPoisha, toTaka, type CartItem } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { useFormatPrice } from '../../../components/ui/price';
import { useLocalName } from '../../../lib/use-local-name';
import { PriceChangeNote } from '../../../components/price-change-note';

/** One ordered line: picture, linked name, size, unit price × quantity and the line total. */
export function CheckoutLine({ line }: { line: CartItem }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const format = useFormatPrice();
  const lineTotal = toTaka(toPoisha(line.price) * line.quantity);
  return (
    <li data-testid="checkout-line" data-product-id={line.product_id} className="flex gap-3 py-3">
      <div className="w-16 shrink-0 sm:w-20">
        <ProductImage src={line.product.images[0]} alt="" className="rounded-md" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link to={`/product/${line.product_id}`} className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-700 dark:text-slate-100 dark:hover:text-brand-400">
            {localName(line.product.name, line.product.name_bn)}
          </Link>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {line.size !== ONE_SIZE && <>{t('checkout.package.size', { size: line.size })} · </>}
            {t('checkout.package.quantity', { n: line.quantity })} × {format(line.price)}
          </p>
          <PriceChangeNote from={line.price_changed_from} />
        </div>
        <p className="text-sm font-semibold text-slate-900 sm:text-right dark:text-white">
          <span className="sr-only">{t('checkout.package.lineTotal')}: </span>
          {format(lineTotal)}
        </p>
      </div>
    </li>
  );
}
