import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentMethod } from '@shop/shared';
import { PageStatus } from '../../../components/ui/page-status';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../components/ui/toast';
import { usePickupPoints } from '../../../api/pickup-points';
import { refreshDeliveryFees, useDeliveryFees } from '../../../api/delivery';
import { usePromo } from '../../../api/promo';
import { useCheckoutDraft } from '../hooks/use-checkout-draft';
import { useFreshCart } from '../hooks/use-fresh-cart';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CASH_ON_DELIVERY } from '../utils/after-order';
import { useAfterOrder } from '../hooks/use-after-order';
import { summariseOrder as summarise } from '@shop/shared';
import { orderProblem } from '../utils/validate-order';
import { CheckoutEmpty } from './checkout-states';
import { CheckoutLine } from './checkout-line';
import { FailureNotice } from './failure-notice';
import { PlaceOrderPanel } from './place-order-panel';
import { SimplePaymentOptions, WALLET_METHODS, type WalletMethod } from './simple-payment-options';
import { cardClass, fieldClass, labelClass, linkClass } from './styles';
import { SummaryList } from './summary-list';

const isWallet = (method: PaymentMethod | null): method is WalletMethod => (WALLET_METHODS as readonly unknown[]).includes(method);

interface Props {
  userId: string;
  cartSyncing: boolean;
  onOrderPlaced: () => void;
}

/**
 * /checkout (docs/product/checkout.md): the whole cart, a pickup point (at the pickup fee; home delivery is on the
 * full checkout), cash or online, and 'Proceed to Pay'. No voucher box, but a voucher the cart keeps is shown,
 * counted and can be removed, and the order is never placed above the total shown (docs/decisions/049, 050).
 */
export function SimpleCheckoutScreen({ userId, cartSyncing, onOrderPlaced }: Props) {
  const { t } = useTranslation();
  const pickupId = useId();
  const cart = useFreshCart(userId, cartSyncing);
  const points = usePickupPoints();
  const fees = useDeliveryFees();
  const promo = usePromo(cart.data?.promo);
  const client = useQueryClient();
  const { draft, update, forget } = useCheckoutDraft(userId);
  const [online, setOnline] = useState(draft.paymentMethod !== null && draft.paymentMethod !== CASH_ON_DELIVERY);
  const afterOrder = useAfterOrder();
  const order = usePlaceOrder(
    useCallback((id: string, method: PaymentMethod) => {
      forget();
      showToast(t('checkout.placed'), t('checkout.dismiss'));
      onOrderPlaced();
      void afterOrder(id, method);
    }, [forget, t, onOrderPlaced, afterOrder]),
  );
  const refetchCart = cart.refetch;
  useEffect(() => {
    if (order.failure && order.failure.kind !== 'network' && order.failure.kind !== 'failed') void refetchCart();
    if (order.failure?.kind === 'totalChanged') void refreshDeliveryFees(client).catch(() => undefined);
  }, [order.failure, refetchCart, client]);

  if (cart.isPending || points.isPending || (cartSyncing && !cart.data?.items.length)) return <PageStatus busy title={t('checkout.loading')} />;
  if (cart.isError) {
    const network = cart.error instanceof ApiError && cart.error.status === 0;
    return <PageStatus role="alert" title={network ? t('checkout.simple.cartError') : t('checkout.simple.cartFailed')} />;
  }
  const lines = cart.data.items;
  if (lines.length === 0) return <CheckoutEmpty />;

  const method = draft.paymentMethod === CASH_ON_DELIVERY ? CASH_ON_DELIVERY : online && isWallet(draft.paymentMethod) ? draft.paymentMethod : null;
  const pickupPoints = points.data ?? [];
  const problem = orderProblem({ lineCount: lines.length, method: 'pickup', hasAddress: false, pickupPointId: draft.pickupPointId, pickupPoints, paymentMethod: method });
  const blocker = problem ? t(`checkout.errors.${problem}`) : !fees.data ? t('delivery.choice.loading') : cartSyncing ? t('checkout.syncing') : null;
  const summary = summarise(lines, promo.applied, fees.data ? { fees: fees.data, destination: { method: 'pickup' } } : null);
  const submit = () => {
    if (!problem && method && draft.pickupPointId !== null && fees.data) {
      void order.submit({
        pickup_point_id: draft.pickupPointId,
        payment_method: method,
        promo_code: promo.applied?.code,
        line_ids: lines.map((line) => line.id),
        expected_total: summary.total ?? undefined,
      });
    }
  };

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="simple-details" className={cardClass}>
        <h2 id="simple-details" className="text-lg font-semibold">{t('checkout.simple.details')}</h2>
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {lines.map((line) => <CheckoutLine key={line.id} line={line} />)}
        </ul>
        <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700">
          <SummaryList
            summary={summary}
            promoCode={promo.applied?.code ?? null}
            method="pickup"
            freeOver={fees.data?.free_over ?? null}
          />
        </div>
      </section>
      <section aria-label={t('checkout.simple.paymentLegend')} className={`${cardClass} flex flex-col gap-4`}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={pickupId} className={labelClass}>{t('checkout.simple.pickupLabel')}</label>
          <select
            id={pickupId}
            value={draft.pickupPointId ?? ''}
            disabled={order.busy}
            onChange={(event) => update({ pickupPointId: event.target.value ? Number(event.target.value) : null })}
            className={`${fieldClass} h-11`}
          >
            <option value="">{t('checkout.simple.pickupPlaceholder')}</option>
            {pickupPoints.map((point) => (
              <option key={point.id} value={point.id}>{`${point.name} — ${point.address}, ${point.city}`}</option>
            ))}
          </select>
          {points.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-400">{t('checkout.pickup.failed')}</p>}
          {points.data?.length === 0 && <p role="status" className="text-sm">{t('checkout.pickup.empty')}</p>}
        </div>
        <SimplePaymentOptions
          option={method === CASH_ON_DELIVERY ? 'cod' : online ? 'online' : null}
          wallet={isWallet(draft.paymentMethod) ? draft.paymentMethod : null}
          disabled={order.busy}
          onOption={(option) => {
            setOnline(option === 'online');
            update({ paymentMethod: option === 'cod' ? CASH_ON_DELIVERY : isWallet(draft.paymentMethod) ? draft.paymentMethod : null });
          }}
          onWallet={(paymentMethod) => update({ paymentMethod })}
        />
        {order.failure && (
          <FailureNotice
            failure={order.failure}
            lines={lines}
            onRemovePromo={() => promo.remove.mutate(undefined, { onSuccess: () => order.setFailure(null) })}
            format={(detail) =>
              order.failure?.kind === 'failed' || order.failure?.kind === 'network' ? t('checkout.simple.orderFailed') : t('checkout.simple.orderFailedDetail', { detail })
            }
          />
        )}
        <PlaceOrderPanel blocker={blocker} busy={order.busy} onSubmit={submit} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('checkout.simple.otherCheckout')} <Link to="/cartpayment" className={linkClass}>{t('checkout.simple.otherCheckoutLink')}</Link>
        </p>
      </section>
    </div>
  );
}
