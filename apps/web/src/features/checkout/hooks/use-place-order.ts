import { useCallback, useRef, useState } from 'react';
import type { PaymentMethod, PlaceOrderInput } from '@shop/shared';
import { getToken } from '../../../lib/session';
import { placeOrder } from '../api/place-order';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { orderFailure, orderIdOf, type OrderFailure } from '../utils/order-failure';

export type OrderRequest = PlaceOrderInput & { payment_method: PaymentMethod };

/** The order's own payment method: a replayed order keeps the one it was placed with. */
function methodOf(answer: unknown, fallback: PaymentMethod): PaymentMethod {
  const method = (answer as { order?: { payment_method?: unknown } } | null)?.order?.payment_method;
  return typeof method === 'string' ? (method as PaymentMethod) : fallback;
}

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
      const token = getToken();
      if (!token) return setFailure({ kind: 'signedOut' });
      inFlight.current = true;
      setBusy(true);
      setFailure(null);
      key.current ??= newIdempotencyKey();
      try {
        const answer = await placeOrder(token, request, key.current);
        const id = orderIdOf(answer);
        if (id !== null) {
          key.current = null;
          // Still busy: the screen is leaving, and the button must not come back for a moment.
          onPlaced(id, methodOf(answer, request.payment_method));
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
