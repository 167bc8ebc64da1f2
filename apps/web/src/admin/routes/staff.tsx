import { StaffScreen } from '../features/staff/staff-screen';

/**
 * /admin/staff (owners): every staff account with its role, status, one-time codes and last sign-in; adding
 * one (with a password, or a one-time link to hand over), changing a role, disabling and enabling, asking for
 * one-time codes, a new sign-in link, and signing someone out. Refusals (the last owner) are said plainly.
 */
export default function StaffPage() {
  return <StaffScreen />;
}
