// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../features/account/test-helpers';
import { initI18n } from '../i18n/i18n';
import { AppProvider } from './provider';
import { routes } from './router';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await initI18n('en');
  window.scrollTo = () => undefined; // ScrollRestoration; jsdom does not implement scrolling
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const CATEGORIES = [
  { id: 4, slug: 't-shirt', name: 'T-Shirt', name_bn: 'টি-শার্ট', image: '', bannerImage: '', subcategories: [{ id: 1, slug: 'shirts', name: 'Shirts', name_bn: 'শার্ট', items: [] }] },
];

function visit(path: string) {
  // The account area and the checkouts are for signed-in shoppers only (a guest goes to /login).
  if (/^\/(manageaccount|mangaeaccount|cartpayment|checkout|payments\/)/.test(path)) signInForTest();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/v1/profile') return json({ name: 'Rahim Uddin', email: 'rahim@example.com', phone: null, birthday: null, gender: null });
    if (url === '/api/v1/addresses') return json({ addresses: [] });
    if (url === '/api/v1/orders') return json({ orders: [] });
    if (url.startsWith('/api/v1/categories')) return json(CATEGORIES);
    if (url.startsWith('/api/v1/products/')) return json({ message: 'Product not found.', code: 'not_found' }, 404);
    if (url.startsWith('/api/v1/products')) return json({ products: [], total: 0 });
    return json({ message: 'Not found.', code: 'not_found' }, 404);
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

// Every route of docs/product/, with the heading its page shows for now.
const PAGES: [string, string][] = [
  ['/', 'PREMIUM CLOTHING. AUTHENTIC STYLE.'],
  ['/home', 'PREMIUM CLOTHING. AUTHENTIC STYLE.'],
  ['/shop', 'Products'],
  ['/products', 'Products'],
  ['/product/42', 'Product not found.'],
  ['/productdetails', 'Product not found.'],
  ['/category', 'Discover the Best of All Categories'],
  ['/category/t-shirt', 'Discover the Best of T-Shirt'],
  ['/subcategory/shirts', 'Discover the Best of Shirts'],
  ['/category/winter-wear', 'Category not found.'],
  ['/help-center', 'Help Center'],
  ['/helpdesk', 'Help Center'],
  ['/about', 'About Us'],
  ['/aboutus', 'About Us'],
  ['/cart', 'My Cart'],
  ['/cart/7', 'My Cart'],
  ['/cartpayment', 'Shipping & Billing'],
  ['/checkout', 'Checkout'],
  ['/payment', 'Online Payment'],
  ['/payments/12', 'Payment'],
  ['/auth', 'Welcome to Bazar'],
  ['/login', 'Welcome to Bazar'],
  ['/register', 'Welcome to Bazar'],
  ['/auth/success', 'Signing you in'],
  ['/auth/google/callback', 'Google sign-in'],
  ['/profile', 'My Profile'],
  ['/orders', 'My Orders'],
  ['/wishlist', 'My Wishlist'],
  ['/messages', 'Messages'],
  ['/terms', 'Terms & Conditions'],
  ['/privacy', 'Privacy Policy'],
  ['/categories', 'Discover the Best of All Categories'],
  ['/contact', 'Contact Us'],
  ['/returns', 'Returns & Refunds'],
  ['/orderstatus', 'Track your order'],
  ['/paymentoptions', 'Payment Options'],
  ['/manageaccount/addresses', 'Address Book'],
  ['/manageaccount/payments/3', 'Payment details'],
  ['/mangaeaccount/order/5', 'Order details'],
  ['/mangaeaccount/cancellations', 'My Cancellations'],
  ['/no-such-page', 'Page not found'],
];

describe('routes', () => {
  it.each(PAGES)('%s renders "%s" between the header and the footer', async (path, heading) => {
    visit(path);
    // The first visit of a route loads its chunk: on a busy shared machine that takes seconds, not one.
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).textContent).toBe(heading);
    expect(screen.getByRole('banner')).toBeDefined();
    expect(within(screen.getByRole('contentinfo')).getByText('© 2025 Bazar. All rights reserved.')).toBeDefined();
  });

  it.each([
    ['/manageaccount', '/manageaccount/dashboard'],
    ['/manageaccount/anything/else', '/manageaccount/dashboard'],
    ['/mangaeaccount', '/mangaeaccount/dashboard'],
  ])('%s falls back to the dashboard', async (path, target) => {
    const router = visit(path);
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).textContent).toBe('Manage My Account');
    expect(router.state.location.pathname).toBe(target);
  });
});
