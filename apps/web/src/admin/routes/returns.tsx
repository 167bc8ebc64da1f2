import { ReturnsScreen } from '../features/returns/returns-screen';

/**
 * /admin/returns (docs/product/back-office-payments-and-returns.md): return requests waiting for a decision,
 * oldest first, with the item, its order, the shopper and their reason; approve, reject with a reason the shopper
 * reads, and refund an approved one once the item is back. Decided returns can be browsed by status.
 */
export default function ReturnsPage() {
  return <ReturnsScreen />;
}
