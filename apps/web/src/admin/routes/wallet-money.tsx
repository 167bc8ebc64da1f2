import { WalletScreen } from '../features/payments/wallet-screen';

/**
 * /admin/payments/wallet (docs/product/back-office-payments-and-returns.md): money received on the shop's bKash, Nagad and Rocket numbers (forwarded SMS, bKash's webhook), the proof each settled or nearly matches and how it differs; 'Mark resolved' with a note on a near or unmatched one.
 */
export default function Page() {
  return <WalletScreen />;
}
