import { useTranslation } from 'react-i18next';
import { useFormatPrice } from './ui/price';

/**
 * 'Price changed from ৳1,290' on a cart or checkout line whose price changed since the shopper added it
 * (docs/decisions/043): said in words beside the new price, so it does not rest on colour.
 */
export function PriceChangeNote({ from }: { from: number | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  if (from == null) return null;
  return (
    <p data-testid="price-changed" className="flex items-center gap-1 text-xs font-semibold text-amber-800 dark:text-amber-300">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5 shrink-0">
        <path fillRule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 0-2 0v4a1 1 0 0 0 2 0V6Zm-1 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" clipRule="evenodd" />
      </svg>
      {t('cart.priceChanged', { price: format(from) })}
    </p>
  );
}
