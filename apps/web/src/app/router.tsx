import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { categoriesQuery, searchSuggestionsQuery } from '../api/catalogue';
import type { PageKey } from '../i18n/catalogue';
import { answerOf, landingLoader } from '../lib/landing-loader';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

/** A route's module: its screen, and for a landing page the loader that names what it is drawn with. */
type PageModule = { default: ComponentType; loader?: LoaderFunction };

/**
 * Loaders are the server's (docs/decisions/034): it runs them before it draws a landing page. The browser's
 * router has none, so it goes from page to page as it always did (the next page at once, fetching for itself,
 * and scroll restoration unchanged). Vite sets this at build time: the browser's bundle has no loaders at all.
 */
const ON_SERVER = import.meta.env.SSR;

/** A route whose screen is its own chunk, fetched on first visit. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: () => load().then(({ default: Component, loader }) => (ON_SERVER && loader ? { Component, loader } : { Component })),
});

/**
 * What the server needs of a route: `drawn`, the route module's key in Vite's build manifest, on the landing
 * pages the server draws (docs/decisions/034), whose loaders say what they are drawn with; the server preloads
 * that module's chunks. `title`, for the tab title and menus.
 */
export interface RouteHandle {
  title?: PageKey;
  drawn?: `src/app/routes/${string}.tsx`;
  /** A page search engines should not list (the cart, checkout, sign-in, the shopper's own pages): docs/decisions/065. */
  noindex?: boolean;
}

/** A landing page: drawn by the server, from its module's loader. */
const landing = (drawn: RouteHandle['drawn'], load: () => Promise<PageModule>, title?: PageKey): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title, drawn } satisfies RouteHandle,
  ...page(load),
});

/** A screen still to be built: the shared placeholder, titled from the catalogue (see routes/placeholder.tsx). */
const soon = (title: PageKey): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title },
  ...page(() => import('./routes/placeholder')),
});

/**
 * A built screen, still titled through `handle.title` for the tab title and menus; a shopper's own (a cart, a
 * checkout, sign-in) is shown but never listed by search engines (`noindex`).
 */
const screen = (title: PageKey, load: () => Promise<PageModule>, noindex = false): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title, ...(noindex ? { noindex } : {}) } satisfies RouteHandle,
  ...page(load),
});
const own = (title: PageKey, load: () => Promise<PageModule>) => screen(title, load, true);

const home = landing('src/app/routes/home.tsx', () => import('./routes/home'));
const product = landing('src/app/routes/product.tsx', () => import('./routes/product'));
const products = landing('src/app/routes/products.tsx', () => import('./routes/products'), 'products');
const category = landing('src/app/routes/category.tsx', () => import('./routes/category'), 'category');
const helpCenter = screen('helpCenter', () => import('./routes/help-center'));
const about = screen('about', () => import('./routes/about'));
const cart = own('cart', () => import('./routes/cart'));

/**
 * The account area, reachable as /manageaccount and as the old site's /mangaeaccount.
 * The first matching path wins; anything else lands on the dashboard.
 */
function accountArea(base: string): RouteObject {
  const dashboard = `/${base}/dashboard`;
  return {
    path: base,
    handle: { noindex: true } satisfies RouteHandle,
    ...page(() => import('./routes/account-layout')),
    children: [
      { index: true, element: <Navigate to={dashboard} replace /> },
      { path: 'dashboard', ...screen('accountDashboard', () => import('./routes/account-dashboard')) },
      { path: 'profilecart', ...screen('accountProfile', () => import('./routes/account-profile')) },
      { path: 'addresses', ...screen('accountAddresses', () => import('./routes/account-addresses')) },
      { path: 'payments', ...screen('accountPayments', () => import('./routes/account-payments')) },
      { path: 'payments/:id', ...screen('accountPayment', () => import('./routes/account-payment')) },
      { path: 'returns', ...screen('accountReturns', () => import('./routes/account-returns')) },
      { path: 'cancellations', ...screen('accountCancellations', () => import('./routes/account-cancellations')) },
      { path: 'order/:id', ...screen('accountOrder', () => import('./routes/account-order')) },
      { path: 'reviews', ...screen('accountReviews', () => import('./routes/account-reviews')) },
      { path: 'wishlist', ...screen('accountWishlist', () => import('./routes/account-wishlist')) },
      { path: 'orders', ...screen('accountOrders', () => import('./routes/account-orders')) },
      { path: '*', element: <Navigate to={dashboard} replace /> },
    ],
  };
}

/**
 * Every drawn page comes with what its header shows: the categories of its menus (the home page's tiles and a
 * category page's banner use them too), and the suggestions for the search the address carries, if any.
 */
const headerLoader = landingLoader(async (client, { request }) => {
  const search = new URL(request.url).searchParams.get('search')?.trim();
  await Promise.all([answerOf(client, categoriesQuery()), search ? answerOf(client, searchSuggestionsQuery(search)) : undefined]);
  return {};
});

/** The route of an address the shop does not have: its server answers such a page 404 (entry-server.tsx). */
export const NOT_FOUND_ROUTE = 'not-found';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    ...(ON_SERVER ? { loader: headerLoader } : {}),
    // While the first page's chunk arrives, the header and footer are already on screen.
    hydrateFallbackElement: <RootLayout pending />,
    // Only if the layout itself fails: the fallback on its own.
    errorElement: <RouteError />,
    children: [
      {
        // A failing page shows the fallback between the header and the footer.
        errorElement: <RouteError />,
        children: [
          // Storefront (docs/product/catalog.md, help-and-about.md)
          { index: true, ...home },
          { path: 'home', ...home },
          { path: 'shop', ...products },
          { path: 'products', ...products },
          { path: 'product/:id', ...product },
          { path: 'productdetails', ...product },
          { path: 'categories', ...landing('src/app/routes/category.tsx', () => import('./routes/category'), 'categories') },
          { path: 'category', ...category },
          { path: 'category/:slug', ...category },
          { path: 'subcategory/:slug', ...landing('src/app/routes/category.tsx', () => import('./routes/category'), 'subcategory') },
          { path: 'help-center', ...helpCenter },
          { path: 'helpdesk', ...helpCenter },
          { path: 'about', ...about },
          { path: 'aboutus', ...about },
          { path: 'terms', ...soon('terms') },
          { path: 'privacy', ...soon('privacy') },
          { path: 'contact', ...soon('contact') },
          { path: 'returns', ...screen('returns', () => import('./routes/returns-policy')) },
          { path: 'orderstatus', ...own('orderStatus', () => import('./routes/order-status')) },
          { path: 'paymentoptions', ...soon('paymentOptions') },
          // Cart, checkout and payment (docs/product/cart.md, checkout.md, payments.md)
          { path: 'cart', ...cart },
          { path: 'cart/:id', ...cart },
          { path: 'cartpayment', ...own('checkout', () => import('./routes/checkout')) },
          { path: 'checkout', ...own('simpleCheckout', () => import('./routes/simple-checkout')) },
          { path: 'payment', ...own('payment', () => import('./routes/payment')) },
          { path: 'payments/:id', ...own('paymentProof', () => import('./routes/payment-proof')) },
          // Sign-in
          { path: 'auth', ...own('auth', () => import('./routes/auth')) },
          { path: 'login', ...own('login', () => import('./routes/auth')) },
          { path: 'register', ...own('register', () => import('./routes/auth')) },
          { path: 'auth/success', ...own('authSuccess', () => import('./routes/auth-success')) },
          { path: 'auth/google/callback', ...own('googleCallback', () => import('./routes/google-callback')) },
          { path: 'auth/forgot-password', ...own('forgotPassword', () => import('./routes/forgot-password')) },
          { path: 'auth/reset-password', ...own('resetPassword', () => import('./routes/reset-password')) },
          { path: 'auth/verify-email', ...own('verifyEmail', () => import('./routes/verify-email')) },
          { path: 'auth/restore-email', ...own('restoreEmail', () => import('./routes/restore-email')) },
          // Personal pages
          { path: 'profile', ...soon('profile'), handle: { title: 'profile', noindex: true } },
          { path: 'orders', ...own('orders', () => import('./routes/orders')) },
          { path: 'wishlist', ...own('wishlist', () => import('./routes/wishlist')) },
          { path: 'messages', ...soon('messages'), handle: { title: 'messages', noindex: true } },
          accountArea('manageaccount'),
          accountArea('mangaeaccount'),
          { id: NOT_FOUND_ROUTE, path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
