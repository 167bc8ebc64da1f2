import { AuditScreen } from '../features/audit/audit-screen';

/**
 * /admin/audit (owners): every staff change, newest first, filtered by person, action, entity and days
 * (Bangladesh days), fifty at a time with "Load more".
 */
export default function AuditPage() {
  return <AuditScreen />;
}
