import { PaymentsScreen } from '../features/payments/payments-screen';

/**
 * /admin/payments (docs/product/back-office-payments-and-returns.md): the payment proofs waiting for a decision,
 * oldest first, each with its screenshot large enough to read (a click enlarges it), the amount sent beside the
 * order's total, the sender and the transaction ID with a warning when another order gave it too; approve, or
 * reject with a reason the shopper reads. Decided proofs can be browsed by status.
 */
export default function PaymentsPage() {
  return <PaymentsScreen />;
}
