import { useCallback, useRef, useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod, type PlaceOrderInput } from '@shop/shared';
import { placeOrder } from '../../../api/orders';
import { getToken } from '../../../lib/session';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { orderFailure, type OrderFailure } from '../utils/order-failure';

export type OrderRequest = PlaceOrderInput & { payment_method: PaymentMethod };

/**
 * Proceed to Pay: one request at a time (a second click while one is out does nothing), and one
 * Idempotency-Key for the whole checkout attempt, kept across failures and retries until an order
 * exists, so the server answers a repeat with the first order instead of placing a second one.
 */
export function usePlaceOrder(onPlaced: (orderId: string, method: PaymentMethod) => void) {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<OrderFailure | null>(null);

  const submit = useCallback(
    async (request: OrderRequest) => {
      if (inFlight.current) return;
      if (!getToken()) return setFailure({ kind: 'signedOut' });
      inFlight.current = true;
      setBusy(true);
      setFailure(null);
      key.current ??= newIdempotencyKey();
      try {
        // The order's own payment method: a replayed order keeps the one it was placed with.
        const order = await placeOrder(request, key.current);
        if (order) {
          key.current = null;
          // Still busy: the screen is leaving, and the button must not come back for a moment.
          onPlaced(order.id, PAYMENT_METHODS.find((m) => m === order.payment_method) ?? request.payment_method);
          return;
        }
        setFailure({ kind: 'noOrderId' });
      } catch (error) {
        setFailure(orderFailure(error));
      }
      inFlight.current = false;
      setBusy(false);
    },
    [onPlaced],
  );

  return { submit, busy, failure, setFailure };
}
