import { DashboardScreen } from '../features/dashboard/dashboard-screen';

/**
 * /admin: today's and this week's orders and revenue (Bangladesh days, weeks from Saturday, cancelled orders
 * left out), the last seven days, what waits for staff with links to it, and the latest staff changes.
 */
export default function DashboardPage() {
  return <DashboardScreen />;
}
