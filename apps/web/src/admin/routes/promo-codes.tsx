import { PromoScreen } from '../features/promo/promo-screen';

/**
 * /admin/promo-codes: every code with its uses and limits; a code's detail with who used it; for roles with
 * promo.change, creating a code, changing its limits and dates, and ending it early.
 */
export default function PromoCodesPage() {
  return <PromoScreen />;
}
