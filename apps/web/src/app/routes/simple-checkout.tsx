import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RedirectToLogin } from '../../features/account/components/redirect-to-login';
import { startCartSync } from '../../api/cart/cart-sync';
import { useCart } from '../../api/cart/use-cart';
import { SimpleCheckoutScreen } from '../../features/checkout/components/simple-checkout-screen';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const refreshCart = () => startCartSync().refresh();

/** /checkout, the simple checkout (docs/product/checkout.md): the whole cart, placed through the same order API. */
export default function SimpleCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.simpleCheckout'));
  const session = useSession();
  const location = useLocation();
  const cart = useCart();
  if (!session) return <RedirectToLogin from={`${location.pathname}${location.search}`} />;
  return (
    <div className="flex flex-col gap-4 pb-12">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('checkout.simple.title')}</h1>
      <SimpleCheckoutScreen userId={session.user.id} cartSyncing={cart.pending} onOrderPlaced={refreshCart} />
    </div>
  );
}
