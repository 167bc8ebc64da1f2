import type { StaffPermission } from '@shop/shared';
import type { en } from './i18n/en';

/**
 * The back office's sections, in the order of the side navigation: each is a route under /admin and opens only
 * for a role with its permission (packages/shared/src/admin/roles.ts). The router and the navigation both read
 * this list, so a section the menu hides is also refused at its address.
 */
export interface Section {
  /** Under /admin; '' is /admin itself. */
  path: string;
  label: keyof typeof en.nav;
  permission: StaffPermission;
}

export const SECTIONS = [
  { path: '', label: 'dashboard', permission: 'orders.view' },
  { path: 'orders', label: 'orders', permission: 'orders.view' },
  { path: 'payments', label: 'payments', permission: 'payments.decide' },
  { path: 'returns', label: 'returns', permission: 'returns.decide' },
  { path: 'products', label: 'products', permission: 'catalog.view' },
  { path: 'stock', label: 'stock', permission: 'catalog.view' },
  { path: 'categories', label: 'categories', permission: 'catalog.view' },
  { path: 'brands', label: 'brands', permission: 'catalog.view' },
  { path: 'catalogue-csv', label: 'catalogueCsv', permission: 'catalog.view' },
  { path: 'customers', label: 'customers', permission: 'customers.view' },
  { path: 'promo-codes', label: 'promoCodes', permission: 'promo.view' },
  { path: 'pickup-points', label: 'pickupPoints', permission: 'pickup_points.view' },
  { path: 'delivery', label: 'delivery', permission: 'delivery.view' },
  { path: 'messages', label: 'messages', permission: 'messages.view' },
  { path: 'staff', label: 'staff', permission: 'staff.manage' },
  { path: 'audit', label: 'audit', permission: 'audit.view' },
] as const satisfies readonly Section[];

export type SectionPath = (typeof SECTIONS)[number]['path'];

export const sectionHref = (path: string) => (path ? `/admin/${path}` : '/admin');

/** Where a signed-out person goes, to come back to `where` (only an address of the back office). */
export const signInHref = (where?: string) => (where ? `/admin/sign-in?next=${encodeURIComponent(where)}` : '/admin/sign-in');

/** The page to open after signing in: `next` when it is a back-office address, else the dashboard. */
export function safeNext(next: string | null): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith('/admin/sign-in') ? next : '/admin';
}
