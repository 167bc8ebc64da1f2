import { usePaymentFormat } from '../hooks/use-payment-format';
import { paymentStatusClass } from '../utils/labels';

/** An order's payment status in its colour; 'submitted' reads 'Proof submitted'. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const format = usePaymentFormat();
  return (
    <span data-testid="payment-status" className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${paymentStatusClass(status)}`}>
      {format.paymentStatus(status)}
    </span>
  );
}
