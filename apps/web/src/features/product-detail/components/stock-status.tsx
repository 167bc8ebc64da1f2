import { useTranslation } from 'react-i18next';

/** Below this many units the page says how many are left, so nobody is surprised at checkout. */
const LOW_STOCK = 10;

interface Props {
  /** Units left: of the chosen size, or of the whole product before one is chosen. */
  stock: number;
  /** What the shopper may still add: the stock less what their cart already holds. */
  available: number;
  /** The chosen size, named in the message; null for one-size goods or no choice yet. */
  size: string | null;
}

export function StockStatus({ stock, available, size }: Props) {
  const { t } = useTranslation();
  let text: string;
  let tone: string;
  if (stock <= 0) {
    text = size ? t('productPage.stock.sizeSoldOut', { size }) : t('productPage.stock.soldOut');
    tone = 'text-red-700 dark:text-red-400';
  } else if (available <= 0) {
    text = size ? t('productPage.stock.sizeAllInCart', { count: stock, size }) : t('productPage.stock.allInCart', { count: stock });
    tone = 'text-amber-700 dark:text-amber-400';
  } else if (stock <= LOW_STOCK) {
    text = size ? t('productPage.stock.sizeFew', { count: stock, size }) : t('productPage.stock.few', { count: stock });
    tone = 'text-amber-700 dark:text-amber-400';
  } else {
    text = t('product.inStock');
    tone = 'text-green-700 dark:text-green-400';
  }
  return <p role="status" className={`text-sm font-medium ${tone}`}>{text}</p>;
}
