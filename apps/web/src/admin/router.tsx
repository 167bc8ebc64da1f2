import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout, type AdminRouteHandle } from './layout/admin-layout';
import { SECTIONS, type SectionPath } from './sections';

type PageModule = { default: ComponentType };

/** A screen in its own chunk, fetched on first visit. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({ lazy: () => load().then(({ default: Component }) => ({ Component })) });

/** Each section's screen: a thin file under routes/ (docs/decisions/038) that composes a feature of features/. */
const screens: Record<SectionPath, () => Promise<PageModule>> = {
  '': () => import('./routes/dashboard'),
  orders: () => import('./routes/orders'),
  payments: () => import('./routes/payments'),
  returns: () => import('./routes/returns'),
  customers: () => import('./routes/customers'),
  'promo-codes': () => import('./routes/promo-codes'),
  'pickup-points': () => import('./routes/pickup-points'),
  delivery: () => import('./routes/delivery'),
  products: () => import('./routes/products'),
  stock: () => import('./routes/stock'),
  categories: () => import('./routes/categories'),
  brands: () => import('./routes/brands'),
  'catalogue-csv': () => import('./routes/catalogue-csv'),
  staff: () => import('./routes/staff'),
  audit: () => import('./routes/audit'),
  messages: () => import('./routes/messages'),
};

export function adminRoutes(): RouteObject[] {
  return [
    { path: '/admin/sign-in', ...page(() => import('./routes/sign-in')) },
    // The one-time link to choose a password: /admin/link#<token> (or the older /admin/link/<token>).
    { path: '/admin/link/:token?', ...page(() => import('./routes/link')) },
    // The printable invoice or receipt: outside the layout, so only the document goes on paper.
    { path: '/admin/orders/:orderNumber/print', ...page(() => import('./routes/order-print')) },
    // Parcel labels of booked orders (issue 25): outside the layout too, one label a page.
    { path: '/admin/labels', ...page(() => import('./routes/labels')) },
    {
      path: '/admin',
      Component: AdminLayout,
      children: [
        ...SECTIONS.map(({ path, permission }): RouteObject => ({
          ...(path ? { path } : { index: true }),
          handle: { permission } satisfies AdminRouteHandle,
          ...page(screens[path]),
        })),
        // The payments section's other views (features/payments/payment-tabs.tsx).
        { path: 'payments/gateway', handle: { permission: 'payments.read' } satisfies AdminRouteHandle, ...page(() => import('./routes/payment-attempts')) },
        { path: 'payments/refunds', handle: { permission: 'payments.read' } satisfies AdminRouteHandle, ...page(() => import('./routes/payment-refunds')) },
        { path: 'payments/couriers', handle: { permission: 'payments.read' } satisfies AdminRouteHandle, ...page(() => import('./routes/courier-cash')) },
        { path: 'payments/wallet', handle: { permission: 'payments.read' } satisfies AdminRouteHandle, ...page(() => import('./routes/wallet-money')) },
        { path: 'orders/:orderNumber', handle: { permission: 'orders.view' } satisfies AdminRouteHandle, ...page(() => import('./routes/order')) },
        // One product's form, photos and stock; 'new' is the empty form.
        { path: 'products/new', handle: { permission: 'catalog.view' } satisfies AdminRouteHandle, ...page(() => import('./routes/product')) },
        { path: 'products/:id', handle: { permission: 'catalog.view' } satisfies AdminRouteHandle, ...page(() => import('./routes/product')) },
        { path: '*', ...page(() => import('./routes/not-found')) },
      ],
    },
  ];
}

export const createAdminRouter = () => createBrowserRouter(adminRoutes());
