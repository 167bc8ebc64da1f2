/**
 * Staff roles and what each may do (docs/decisions/037). The API checks a permission on every back-office
 * route; the back office hides what the signed-in person may not do, from the same table.
 */
export const STAFF_ROLES = ['owner', 'manager', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = {
  /** The dashboard, the order list and detail, invoices and packing slips. */
  'orders.view': ['owner', 'manager', 'support'],
  /** Move an order's status (cancel with a reason). */
  'orders.change': ['owner', 'manager', 'support'],
  /** The payment-proof queue: see screenshots, approve, reject with a reason. */
  'payments.decide': ['owner', 'manager', 'support'],
  /** The online payments' lists: gateway attempts, refunds, wallet transactions (issue 24). */
  'payments.read': ['owner', 'manager', 'support'],
  /** Record the cash couriers paid out (typed or a CSV they sent), issue 25; reading it needs payments.read. */
  'courier_cash.record': ['owner', 'manager'],
  /** Send money back: record a refund made by hand, retry a gateway refund that failed (docs/decisions/070). */
  'refunds.send': ['owner', 'manager'],
  /** The returns queue: approve, reject with a reason, refund. */
  'returns.decide': ['owner', 'manager', 'support'],
  /** Find customers, see their orders, addresses, returns and reviews. */
  'customers.view': ['owner', 'manager', 'support'],
  /** Block a customer from ordering, or lift the block. */
  'customers.block': ['owner', 'manager'],
  /** See promo codes and their uses. */
  'promo.view': ['owner', 'manager', 'support'],
  /** Create promo codes, change their limits and dates, end them early. */
  'promo.change': ['owner', 'manager'],
  /** See pickup points. */
  'pickup_points.view': ['owner', 'manager', 'support'],
  /** Add, edit, take out of use. */
  'pickup_points.change': ['owner', 'manager'],
  /** See products, their stock and its history, categories and brands; export the catalogue as CSV. */
  'catalog.view': ['owner', 'manager', 'support'],
  /** Create and edit products, prices, images, categories and brands; take products off sale; import CSV. */
  'catalog.change': ['owner', 'manager'],
  /** Adjust stock with a reason (received, damaged, counted, returned). */
  'stock.adjust': ['owner', 'manager'],
  /** Staff accounts: add, change roles, disable, ask for one-time codes, sign someone out. */
  'staff.manage': ['owner'],
  /** See the delivery fees by area and district, the pickup-point fee and free delivery (docs/decisions/044). */
  'delivery.view': ['owner', 'manager', 'support'],
  /** Change them. */
  'delivery.change': ['owner', 'manager'],
  /** Read and filter the audit log. */
  'audit.view': ['owner'],
  /** Messages to shoppers (e-mail, SMS): what was sent, what waits, what failed and why. */
  'messages.view': ['owner', 'manager', 'support'],
  /** Send a message again (it reaches a shopper's inbox or phone once more). */
  'messages.resend': ['owner', 'manager'],
  /** Shop settings. */
  'settings.change': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export function permissionsOf(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSION_NAMES.filter((permission) => roleMay(role, permission));
}
