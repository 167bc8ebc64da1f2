import { StatusBadge } from '../../../components/ui/status-badge';
import { paymentStatusTone } from '@shop/shared';
import { useOrderLabels } from '../../../lib/order-labels';

/** An order's payment status in its colour; 'submitted' reads 'Proof submitted'. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const labels = useOrderLabels();
  return (
    <StatusBadge data-testid="payment-status" tone={paymentStatusTone(status)}>
      {labels.paymentStatus(status)}
    </StatusBadge>
  );
}
