import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** /cart and /cart/{id} (docs/product/cart.md); {id} is a product whose line is brought into view. */
export default function CartPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.cart'));
  const { id } = useParams();
  const highlightId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return (
    <div className="flex flex-col gap-4 pb-12">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('cart.title')}</h1>
      <CartScreen highlightId={highlightId} />
    </div>
  );
}
