import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Address } from '@shop/shared';
import { Dialog } from '../../components/ui/dialog';
import { PageStatus } from '../../components/ui/page-status';
import { RedirectToLogin } from '../../features/account/components/redirect-to-login';
import { startCartSync } from '../../api/cart/cart-sync';
import { useCart } from '../../api/cart/use-cart';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const AddressFormDialog = lazy(() => import('../../features/account/components/address-form-dialog'));

/** The account's address form, on demand (its own chunk with the place list), for the checkout's EDIT. */
function AddressForm({ address, onClose }: { address: Address | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const title = address ? t('account.addressForm.editTitle') : t('account.addressForm.addTitle');
  return (
    <Suspense fallback={<Dialog open onClose={onClose} title={title}><PageStatus busy title={t('account.addressForm.loading')} /></Dialog>}>
      <AddressFormDialog address={address} onClose={onClose} />
    </Suspense>
  );
}

const refreshCart = () => startCartSync().refresh();

/**
 * /cartpayment (docs/product/checkout.md): signed-in shoppers only; a guest goes to /login and comes back
 * here, with the cart screen's choice of lines still in the address.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const title = t('pages.checkout');
  usePageTitle(title);
  const session = useSession();
  const location = useLocation();
  const cart = useCart();
  if (!session) return <RedirectToLogin from={`${location.pathname}${location.search}`} />;
  return (
    <div className="flex flex-col gap-4 pb-12">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <CheckoutScreen
        userId={session.user.id}
        cartSyncing={cart.pending}
        onOrderPlaced={refreshCart}
        renderAddressForm={(address, onClose) => <AddressForm address={address} onClose={onClose} />}
      />
    </div>
  );
}
