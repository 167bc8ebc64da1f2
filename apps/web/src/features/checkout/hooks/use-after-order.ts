import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod } from '@shop/shared';
import { goToGateway, onlineReason, startOnlinePayment, usePaymentOptions, wayOf } from '../../../api/online-payments';
import { afterOrderPath } from '../utils/after-order';

/**
 * Where the shopper goes once the order exists (docs/product/payments.md): a method paid through a gateway starts
 * a payment at once and leaves for the gateway's page; one that cannot start lands on the order's payment page with
 * the reason (?failed=) and a way to try again. Cash goes to the orders, a proof's way to the payment page.
 */
export function useAfterOrder() {
  const navigate = useNavigate();
  const options = usePaymentOptions();
  return useCallback(
    async (orderId: string, method: PaymentMethod) => {
      const way = wayOf(options.data, method);
      if (way !== 'sslcommerz' && way !== 'bkash') return void navigate(afterOrderPath(method, orderId), { replace: true });
      try {
        const started = await startOnlinePayment(orderId);
        goToGateway(started.redirect_url);
      } catch (error) {
        void navigate(`/payments/${encodeURIComponent(orderId)}?failed=${onlineReason(error)}`, { replace: true });
      }
    },
    [navigate, options.data],
  );
}
