import { PickupScreen } from '../features/pickup/pickup-screen';

/**
 * /admin/pickup-points: every pickup point, in use or not, with its orders; for roles with pickup_points.change,
 * adding, editing, and taking one out of use (the checkout stops offering it; past orders keep it) and back.
 */
export default function PickupPointsPage() {
  return <PickupScreen />;
}
