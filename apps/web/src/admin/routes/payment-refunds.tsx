import { RefundsScreen } from '../features/payments/refunds-screen';

/**
 * /admin/payments/refunds (docs/product/back-office-payments-and-returns.md): the refunds, newest first, through the gateway the money came by or recorded by hand, with their state, the gateway's refund id and tries; 'Retry' on a failed one.
 */
export default function Page() {
  return <RefundsScreen />;
}
