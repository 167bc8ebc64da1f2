import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { PageKey } from '../i18n/catalogue';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

/** A route whose screen is its own chunk, fetched on first visit. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: () => load().then((module) => ({ Component: module.default })),
});

/** A screen still to be built: the shared placeholder, titled from the catalogue (see routes/placeholder.tsx). */
const soon = (title: PageKey): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title },
  ...page(() => import('./routes/placeholder')),
});

/** A built screen, still titled through `handle.title` for the tab title and menus. */
const screen = (title: PageKey, load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title },
  ...page(load),
});

const home = page(() => import('./routes/home'));
const product = page(() => import('./routes/product'));
const products = screen('products', () => import('./routes/products'));
const category = screen('category', () => import('./routes/category'));
const helpCenter = screen('helpCenter', () => import('./routes/help-center'));
const about = screen('about', () => import('./routes/about'));

/**
 * The account area, reachable as /manageaccount and as the old site's /mangaeaccount.
 * The first matching path wins; anything else lands on the dashboard.
 */
function accountArea(base: string): RouteObject {
  const dashboard = `/${base}/dashboard`;
  return {
    path: base,
    ...page(() => import('./routes/account-layout')),
    children: [
      { index: true, element: <Navigate to={dashboard} replace /> },
      { path: 'dashboard', ...soon('accountDashboard') },
      { path: 'profilecart', ...soon('accountProfile') },
      { path: 'addresses', ...soon('accountAddresses') },
      { path: 'payments', ...soon('accountPayments') },
      { path: 'payments/:id', ...soon('accountPayment') },
      { path: 'returns', ...soon('accountReturns') },
      { path: 'cancellations', ...soon('accountCancellations') },
      { path: 'order/:id', ...soon('accountOrder') },
      { path: 'reviews', ...soon('accountReviews') },
      { path: 'wishlist', ...soon('accountWishlist') },
      { path: 'orders', ...soon('accountOrders') },
      { path: '*', element: <Navigate to={dashboard} replace /> },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // While the first page's chunk arrives, the header and footer are already on screen.
    hydrateFallbackElement: <RootLayout pending />,
    // Only if the layout itself fails: the fallback on its own.
    errorElement: <RouteError />,
    children: [
      {
        // A failing page shows the fallback between the header and the footer.
        errorElement: <RouteError />,
        children: [
          // Storefront (storefront.md §2)
          { index: true, ...home },
          { path: 'home', ...home },
          { path: 'shop', ...products },
          { path: 'products', ...products },
          { path: 'product/:id', ...product },
          { path: 'productdetails', ...product },
          { path: 'categories', ...screen('categories', () => import('./routes/category')) },
          { path: 'category', ...category },
          { path: 'category/:slug', ...category },
          { path: 'subcategory/:slug', ...screen('subcategory', () => import('./routes/category')) },
          { path: 'help-center', ...helpCenter },
          { path: 'helpdesk', ...helpCenter },
          { path: 'about', ...about },
          { path: 'aboutus', ...about },
          { path: 'terms', ...soon('terms') },
          { path: 'privacy', ...soon('privacy') },
          { path: 'contact', ...soon('contact') },
          { path: 'returns', ...soon('returns') },
          { path: 'orderstatus', ...soon('orderStatus') },
          { path: 'paymentoptions', ...soon('paymentOptions') },
          // Cart, checkout and payment (accounts-and-purchase.md §2)
          { path: 'cart', ...soon('cart') },
          { path: 'cart/:id', ...soon('cart') },
          { path: 'cartpayment', ...soon('checkout') },
          { path: 'checkout', ...soon('simpleCheckout') },
          { path: 'payment', ...soon('payment') },
          { path: 'payments/:id', ...soon('paymentProof') },
          // Sign-in
          { path: 'auth', ...soon('auth') },
          { path: 'login', ...soon('login') },
          { path: 'register', ...soon('register') },
          { path: 'auth/success', ...soon('authSuccess') },
          { path: 'auth/google/callback', ...soon('googleCallback') },
          // Personal pages
          { path: 'profile', ...soon('profile') },
          { path: 'orders', ...soon('orders') },
          { path: 'wishlist', ...soon('wishlist') },
          { path: 'messages', ...soon('messages') },
          accountArea('manageaccount'),
          accountArea('mangaeaccount'),
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
