import { AttemptsScreen } from '../features/payments/attempts-screen';

/**
 * /admin/payments/gateway (docs/product/back-office-payments-and-returns.md): the gateways' payments (SSLCommerz, bKash), newest first, with every id, the state and the checks; 'Check with the gateway' on a started or held one, 'Accept' or 'Refuse' (with a reason) on a held one.
 */
export default function Page() {
  return <AttemptsScreen />;
}
