import { useTranslation } from 'react-i18next';

/** Below this many units the page says how many are left, so nobody is surprised at checkout. */
const LOW_STOCK = 10;

/** What the shopper may still add: the stock less what their cart already holds. */
export function StockStatus({ stock, available }: { stock: number; available: number }) {
  const { t } = useTranslation();
  let text: string;
  let tone: string;
  if (stock <= 0) {
    text = t('productPage.stock.soldOut');
    tone = 'text-red-700 dark:text-red-400';
  } else if (available <= 0) {
    text = t('productPage.stock.allInCart', { count: stock });
    tone = 'text-amber-700 dark:text-amber-400';
  } else if (stock <= LOW_STOCK) {
    text = t('productPage.stock.few', { count: stock });
    tone = 'text-amber-700 dark:text-amber-400';
  } else {
    text = t('product.inStock');
    tone = 'text-green-700 dark:text-green-400';
  }
  return <p className={`text-sm font-medium ${tone}`}>{text}</p>;
}
