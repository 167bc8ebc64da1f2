import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, AppliedPromo, CartItem, DeliveryFees, PaymentMethod, PickupPoint } from '@shop/shared';
import { refreshDeliveryFees } from '../../../api/delivery';
import { usePromo } from '../../../api/promo';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { usePlaceOrder } from '../hooks/use-place-order';
import { summariseOrder as summarise } from '@shop/shared';
import { checkoutPricing, deliveryMethodOf } from '../utils/delivery-pricing';
import { orderProblem } from '../utils/validate-order';
import { FailureNotice } from './failure-notice';
import { NotesField } from './notes-field';
import { PackageBlock } from './package-block';
import { PaymentMethodField } from './payment-method-field';
import { PickupPointDialog } from './pickup-point-dialog';
import { PlaceOrderPanel } from './place-order-panel';
import { PromoField } from './promo-field';
import { ShippingBilling } from './shipping-billing';
import { cardClass } from './styles';
import { SummaryList } from './summary-list';

const STALE_CART = new Set(['stock', 'unavailable', 'cartChanged', 'totalChanged']);
/** The API's limit on `line_ids`; a cart that large is ordered whole. */
const MAX_LINE_IDS = 200;

interface Props {
  userId: string;
  lines: CartItem[];
  /** The voucher the cart keeps, shown and counted until the shopper removes it (docs/decisions/050). */
  keptPromo: AppliedPromo | null | undefined;
  points: UseQueryResult<PickupPoint[]>;
  fees: UseQueryResult<DeliveryFees>;
  addresses: UseQueryResult<Address[]>;
  /** The cart still has changes on their way to the server. */
  cartSyncing: boolean;
  onEditAddress: (address: Address | undefined) => void;
  onCartStale: () => void;
  onPlaced: (orderId: string, method: PaymentMethod) => void;
}

/** /cartpayment once the cart is in: contact, home delivery or pickup, the package, payment, voucher and Proceed to Pay. */
export function CheckoutForm({ userId, lines, keptPromo, points, fees, addresses, cartSyncing, onEditAddress, onCartStale, onPlaced }: Props) {
  const { t } = useTranslation();
  const { draft, update, forget } = useCheckoutDraft(userId);
  const promo = usePromo(keptPromo);
  const [choosing, setChoosing] = useState(false);
  const order = usePlaceOrder((id, method) => {
    forget();
    onPlaced(id, method);
  });
  const pickupPoints = points.data ?? [];
  const contact = addresses.data?.find((a) => a.id === draft.addressId) ?? addresses.data?.[0];
  const method = deliveryMethodOf(draft.deliveryMethod, contact !== undefined);
  const summary = summarise(lines, promo.applied, checkoutPricing(fees.data, method, contact));
  const problem = orderProblem({ lineCount: lines.length, method, hasAddress: contact !== undefined, pickupPointId: draft.pickupPointId, pickupPoints, paymentMethod: draft.paymentMethod });
  // The fee is shown before the shopper pays: no order while the table is not in.
  const blocker = problem ? t(`checkout.errors.${problem}`) : !fees.data ? t('delivery.choice.loading') : cartSyncing ? t('checkout.syncing') : null;

  const submit = async () => {
    if (problem || !draft.paymentMethod || !fees.data) return;
    const destination = method === 'home'
      ? { address_id: contact!.id }
      : { pickup_point_id: draft.pickupPointId!, customer_name: contact?.name, customer_phone: contact?.phone };
    await order.submit({
      ...destination,
      payment_method: draft.paymentMethod,
      notes: draft.notes.trim() || undefined,
      promo_code: promo.applied?.code,
      // Exactly the lines on screen; a line that left the cart meanwhile makes the server refuse (409).
      line_ids: lines.length <= MAX_LINE_IDS ? lines.map((line) => line.id) : undefined,
      // And never more than the total on screen: a price or fee raised meanwhile makes the server refuse (409 total_changed).
      expected_total: summary.total ?? undefined,
    });
  };
  const failure = order.failure;
  const refetchPoints = points.refetch;
  const client = useQueryClient();
  // The server says the cart, the fees or the pickup points are not what the screen shows: read them again.
  useEffect(() => {
    if (!failure) return;
    if (STALE_CART.has(failure.kind) || (failure.kind === 'problem' && failure.problem === 'cartEmpty')) onCartStale();
    if (failure.kind === 'totalChanged') void refreshDeliveryFees(client).catch(() => undefined);
    if (failure.kind === 'problem' && failure.problem.startsWith('pickupPoint')) void refetchPoints();
  }, [failure, onCartStale, refetchPoints, client]);

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-4">
        <ShippingBilling
          addresses={addresses}
          contact={contact}
          onSelectAddress={(addressId) => update({ addressId })}
          onEditAddress={onEditAddress}
          method={method}
          onChooseMethod={(deliveryMethod) => update({ deliveryMethod })}
          fees={fees}
          points={points}
          chosenPoint={pickupPoints.find((p) => p.id === draft.pickupPointId)}
          onChoosePoint={() => setChoosing(true)}
        />
        <PackageBlock lines={lines} method={method} fee={summary.delivery} />
      </div>
      <aside aria-label={t('checkout.summary.title')} className="flex flex-col gap-4 lg:sticky lg:top-28">
        <section className={`${cardClass} flex flex-col gap-4`}>
          <PaymentMethodField value={draft.paymentMethod} onChange={(paymentMethod) => update({ paymentMethod })} disabled={order.busy} home={method === 'home'} />
          <NotesField value={draft.notes} onChange={(notes) => update({ notes })} disabled={order.busy} home={method === 'home'} />
        </section>
        <section aria-labelledby="checkout-summary-title" className={`${cardClass} flex flex-col gap-4`}>
          <h2 id="checkout-summary-title" className="text-lg font-semibold">{t('checkout.summary.title')}</h2>
          <PromoField promo={promo} disabled={order.busy} />
          <SummaryList summary={summary} promoCode={promo.applied?.code ?? null} place={method === 'home' ? contact?.city ?? null : null} method={method} freeOver={fees.data?.free_over ?? null} />
          {failure && (
            <FailureNotice
              failure={failure}
              lines={lines}
              onRemovePromo={() => promo.remove.mutate(undefined, { onSuccess: () => order.setFailure(null) })}
            />
          )}
          <PlaceOrderPanel blocker={blocker} busy={order.busy} onSubmit={() => void submit()} />
        </section>
      </aside>
      {choosing && (
        <PickupPointDialog
          points={pickupPoints}
          chosenId={draft.pickupPointId}
          onCancel={() => setChoosing(false)}
          onConfirm={(pickupPointId) => {
            update({ pickupPointId });
            setChoosing(false);
          }}
        />
      )}
    </div>
  );
}
