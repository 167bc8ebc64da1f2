import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CHECKOUT_LINES_PARAM, type Address, type PaymentMethod } from '@shop/shared';
import { showToast } from '../../../components/ui/toast';
import { useAddresses } from '../../../api/addresses';
import { usePickupPoints } from '../../../api/pickup-points';
import { useDeliveryFees } from '../../../api/delivery';
import { useFreshCart } from '../hooks/use-fresh-cart';
import { useSlowGuard } from '../hooks/use-slow-guard';
import { useAfterOrder } from '../hooks/use-after-order';
import { chooseLines } from '../utils/selected-lines';
import { CheckoutForm } from './checkout-form';
import { CheckoutEmpty, CheckoutLoadFailed, CheckoutLoading, SlowBanner } from './checkout-states';

interface Props {
  userId: string;
  /** The cart's outbox still has changes to send (a merge at sign-in, a quantity just changed). */
  cartSyncing: boolean;
  /** After an order: the header's cart reads the server again. */
  onOrderPlaced: () => void;
  /** The account's address form, composed by the route (features do not import each other). */
  renderAddressForm: (address: Address | undefined, onClose: () => void) => ReactNode;
}

/** The checkout with home delivery or a pickup point (docs/product/checkout.md /cartpayment), for a signed-in shopper. */
export function CheckoutScreen({ userId, cartSyncing, onOrderPlaced, renderAddressForm }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cart = useFreshCart(userId, cartSyncing);
  const points = usePickupPoints();
  const fees = useDeliveryFees();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<{ address?: Address } | null>(null);
  // A cart still being merged or sent may be empty or behind on the server: wait for it.
  const waitingForCart = cartSyncing && !cart.data?.items.length;
  const loading = cart.isPending || points.isPending || addresses.isPending || fees.isPending || waitingForCart;
  const slow = useSlowGuard(loading);

  const refetchCart = cart.refetch;

  const afterOrder = useAfterOrder();
  const onPlaced = useCallback(
    (orderId: string, method: PaymentMethod) => {
      showToast(t('checkout.placed'), t('checkout.dismiss'));
      onOrderPlaced();
      // Replace: Back from the next page goes to the cart, not to a checkout that has been used.
      void afterOrder(orderId, method);
    },
    [t, onOrderPlaced, afterOrder],
  );
  const onCartStale = useCallback(() => void refetchCart(), [refetchCart]);

  if (loading && !slow) return <CheckoutLoading slow={false} />;
  if (cart.isError && !cart.data) return <CheckoutLoadFailed onRetry={() => void refetchCart()} />;
  if (!cart.data || waitingForCart) return <CheckoutLoading slow />;
  if (cart.data.items.length === 0) return <CheckoutEmpty />;
  const chosen = chooseLines(cart.data.items, params.get(CHECKOUT_LINES_PARAM));
  if (chosen.lines.length === 0) return <CheckoutEmpty selectionGone />;

  return (
    <div className="flex flex-col gap-4">
      {slow && <SlowBanner />}
      {chosen.missing > 0 && (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">{t('checkout.selectionPartial')}</p>
      )}
      <CheckoutForm
        userId={userId}
        lines={chosen.lines}
        keptPromo={cart.data.promo}
        points={points}
        fees={fees}
        addresses={addresses}
        cartSyncing={cartSyncing}
        onEditAddress={(address) => setEditing({ address })}
        onCartStale={onCartStale}
        onPlaced={onPlaced}
      />
      {editing &&
        renderAddressForm(editing.address, () => {
          setEditing(null);
          void addresses.refetch();
        })}
    </div>
  );
}
