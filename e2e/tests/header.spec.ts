import type { Locator, Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { registerUser, signInAs } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './screen-checks';

// The header of docs/product/catalog.md on a wide screen (the config's 1366 px): top bar, mega-menus, cart
// dropdown, sign-in dropdown and the scroll behaviour. Phones are in mobile-menu.spec.ts.

const cartItems = [
  { id: 1, selectedSize: 'M', qty: 2, name: 'Oxford Shirt', price: 1290, oldPrice: 1590, image: '/favicon.svg' },
  { id: 2, selectedSize: 'L', qty: 3, name: 'Silk Punjabi', price: 1790, oldPrice: null, image: '/favicon.svg' },
];

/** Storage a returning shopper already has, written before the shop's scripts run (first load only). */
async function preset(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('preset')) return;
    sessionStorage.setItem('preset', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** The panel a menu trigger controls (its aria-controls, set while open). */
async function panelOf(page: Page, trigger: Locator) {
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('mega-menus', () => {
  test('the Shop menu opens on hover, lists up to 6 categories of up to 6 subcategories, and closes 500 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Shop', exact: true });
    await trigger.hover();
    const panel = await panelOf(page, trigger);
    await expect(panel.getByRole('heading', { name: 'Men', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Punjabi', exact: true })).toBeVisible();
    const sections = panel.locator('section');
    expect(await sections.count()).toBeLessThanOrEqual(6);
    for (const section of await sections.all()) expect(await section.getByRole('listitem').count()).toBeLessThanOrEqual(6);

    // Leave, and count the menu's 500 ms on the page's own clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await page.mouse.move(700, 700);
    await page.clock.runFor(400);
    await expect(panel).toBeVisible();
    await page.clock.runFor(150);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a subcategory of the Shop menu opens the product list filtered by it', async ({ page }) => {
    await page.goto('/');
    const shop = page.getByRole('button', { name: 'Shop', exact: true });
    await shop.hover();
    await (await panelOf(page, shop)).getByRole('link', { name: 'Punjabi', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?subcategory=punjabi$/);
    await expect(page.getByRole('button', { name: 'Shop', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mega-menus work from the keyboard: Enter and ArrowDown open, Escape closes and gives focus back', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Help Center', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    const shop = page.getByRole('button', { name: 'Shop', exact: true });
    await shop.focus();
    await page.keyboard.press('ArrowDown');
    const panel = await panelOf(page, shop);
    await expect(panel.getByRole('link', { name: 'Men', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Shirts', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
    await expect(shop).toBeFocused();
  });

  test('the CATEGORY button opens three levels: category, subcategory, items leading to the category page', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'CATEGORY' });
    await trigger.hover();
    const panel = await panelOf(page, trigger);
    await panel.getByRole('link', { name: 'Women', exact: true }).hover();
    await panel.getByRole('link', { name: 'Sarees', exact: true }).hover();
    const item = panel.getByRole('link', { name: 'Jamdani Sarees' });
    await expect(item).toHaveAttribute('href', '/category/women');
    await item.click();
    await expect(page).toHaveURL(/\/category\/women$/);
  });

  test('the CATEGORY menu is walked with the arrow keys, level by level', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'CATEGORY' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const panel = await panelOf(page, trigger);
    await expect(panel.getByRole('link', { name: 'Men', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Women', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('link', { name: 'Sarees', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('link', { name: 'Jamdani Sarees' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('link', { name: 'Sarees', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menus say when categories fail to load, when subcategories fail, and when there are none', async ({ page }) => {
    // On a page the app draws itself: a landing page comes with its categories (decision 023).
    await page.route('**/api/v1/categories', (route) => route.fulfill({ status: 500, json: { message: 'Down', code: 'internal' } }));
    await page.goto('/about');
    await page.getByRole('button', { name: 'Shop', exact: true }).hover();
    await expect(page.getByText('Error loading categories', { exact: true })).toBeVisible();

    await page.unroute('**/api/v1/categories');
    await page.route('**/api/v1/subcategories', (route) => route.fulfill({ status: 500, json: { message: 'Down', code: 'internal' } }));
    await page.reload();
    const shop = page.getByRole('button', { name: 'Shop', exact: true });
    await shop.hover();
    const panel = await panelOf(page, shop);
    await expect(panel.getByText('Error loading subcategories', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Men', exact: true })).toBeVisible();

    await page.route('**/api/v1/categories', (route) => route.fulfill({ json: [] }));
    await page.reload();
    await page.getByRole('button', { name: 'Shop', exact: true }).hover();
    await expect(page.getByText('No categories available', { exact: true }).first()).toBeVisible();
  });
});

test.describe('cart', () => {
  test('the badge sums the quantities of the stored cart', async ({ page }) => {
    await preset(page, { cartItems: JSON.stringify(cartItems) });
    await page.goto('/');
    await expect(page.getByTestId('cart-count')).toHaveText('5');
    await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  });

  test('the dropdown changes quantities (never below 1), removes lines, totals, and leads to checkout', async ({ page }) => {
    await preset(page, { cartItems: JSON.stringify(cartItems) });
    await page.goto('/');
    const cart = page.getByRole('link', { name: /^Cart,/ });
    await cart.hover();
    const panel = await panelOf(page, cart);
    const total = panel.getByTestId('cart-total');
    await expect(total).toHaveText('৳7,950'); // 2 × 1,290 + 3 × 1,790
    await expect(panel.getByRole('link', { name: 'Oxford Shirt' })).toHaveAttribute('href', '/product/1');
    await expect(panel.getByText('৳1,290', { exact: true })).toBeVisible();
    await expect(panel.locator('img')).toHaveCount(2);

    await page.getByRole('button', { name: 'Increase quantity of Oxford Shirt' }).click();
    await expect(page.getByRole('group', { name: 'Quantity of Oxford Shirt' })).toContainText('3');
    await expect(total).toHaveText('৳9,240');
    await expect(page.getByTestId('cart-count')).toHaveText('6');

    const decrease = page.getByRole('button', { name: 'Decrease quantity of Oxford Shirt' });
    await decrease.click();
    await decrease.click();
    await expect(page.getByRole('group', { name: 'Quantity of Oxford Shirt' })).toContainText('1');
    await expect(decrease).toBeDisabled();
    await decrease.click({ force: true });
    await expect(page.getByRole('group', { name: 'Quantity of Oxford Shirt' })).toContainText('1');
    await expect(total).toHaveText('৳6,660');

    await page.getByRole('button', { name: 'Remove Silk Punjabi from cart' }).click();
    await expect(panel.getByText('Silk Punjabi')).toBeHidden();
    await expect(total).toHaveText('৳1,290');
    const stored = JSON.parse((await storage(page, 'cartItems')) ?? '[]') as { id: number; qty: number }[];
    expect(stored.map((line) => [line.id, line.qty])).toEqual([[1, 1]]);

    // Checkout needs a session: a guest is sent to sign in, and checkout is where signing in leads back to.
    const checkout = page.getByRole('link', { name: 'Proceed to Checkout' });
    await expect(checkout).toHaveAttribute('href', '/cartpayment');
    await checkout.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page, 'redirect_after_login')).toBe('/cartpayment');
  });

  test('keyboard focus on the cart opens the dropdown; Escape closes it and keeps the focus', async ({ page }) => {
    await preset(page, { cartItems: JSON.stringify(cartItems) });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Tab');
    const cart = page.getByRole('link', { name: /^Cart,/ });
    await expect(cart).toBeFocused();
    const panel = await panelOf(page, cart);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Oxford Shirt' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cart).toHaveAttribute('aria-expanded', 'false');
    await expect(cart).toBeFocused();
  });

  test('an empty cart says so', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await page.getByRole('link', { name: /^Cart,/ }).hover();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});

test.describe('top bar choices', () => {
  test('বাংলা turns the header Bengali and stays after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('bn');
    await expect(page.getByRole('button', { name: 'সাইন ইন' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'শপ', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'পণ্য খুঁজুন' })).toHaveAttribute('placeholder', 'পণ্যের নাম লিখে খুঁজুন');
    await page.reload();
    await expect(page.getByRole('link', { name: 'প্রোফাইল' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });

  test('in Bengali the menus name the categories and subcategories in Bengali, with English addresses', async ({ page }) => {
    await preset(page, { language: 'bn' });
    await page.goto('/');
    const category = page.getByRole('button', { name: 'ক্যাটাগরি', exact: true });
    await category.hover();
    const panel = await panelOf(page, category);
    const men = panel.getByRole('link', { name: 'পুরুষ', exact: true });
    await expect(men).toHaveAttribute('href', '/category/men');
    await panel.getByRole('link', { name: 'নারী', exact: true }).hover();
    await expect(panel.getByRole('link', { name: 'শাড়ি', exact: true })).toHaveAttribute('href', '/products?subcategory=sarees');
    await expect(panel.getByRole('link', { name: 'Women', exact: true })).toHaveCount(0);

    await page.mouse.move(700, 700);
    const shop = page.getByRole('button', { name: 'শপ', exact: true });
    await shop.hover();
    const shopPanel = await panelOf(page, shop);
    await expect(shopPanel.getByRole('heading', { name: 'পুরুষ', exact: true })).toBeVisible();
    await expect(shopPanel.getByRole('link', { name: 'পাঞ্জাবি', exact: true })).toHaveAttribute('href', '/products?subcategory=punjabi');
  });

  test('the delivery postcode is checked, remembered, and explained in both languages', async ({ page }) => {
    await page.goto('/');
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toHaveValue('');
    // Bangladesh: four digits.
    await postcode.fill('12');
    await postcode.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a 4-digit Bangladeshi postcode, such as 1207.' })).toBeVisible();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(await storage(page, 'deliveryPostcode')).toBeNull();
    // Bengali digits are read as the same number.
    await postcode.fill('১২০৯');
    await postcode.press('Tab');
    await expect(postcode).toHaveValue('1209');
    await expect(postcode).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await storage(page, 'deliveryPostcode')).toBe('1209');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('1209');

    // Another country takes its own codes; the message comes in Bengali too.
    await page.getByLabel('Deliver to').selectOption('UK');
    await postcode.fill('SW1A 1AA');
    await postcode.press('Enter');
    expect(await storage(page, 'deliveryPostcode')).toBe('SW1A 1AA');
    await page.getByLabel('Deliver to').selectOption('BD');
    await page.getByLabel('Language').selectOption('bn');
    await expect(page.getByRole('alert').filter({ hasText: '৪ অঙ্কের বাংলাদেশি পোস্টকোড লিখুন, যেমন ১২০৭।' })).toBeVisible();
    const bnPostcode = page.getByRole('textbox', { name: 'পোস্টকোড' });
    await bnPostcode.fill('');
    await bnPostcode.press('Enter');
    expect(await storage(page, 'deliveryPostcode')).toBeNull();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('USD shows converted prices and stays after a reload', async ({ page }) => {
    await page.goto('/');
    const firstCard = page.locator('a[href^="/product/"]').first();
    await expect(firstCard).toContainText('৳');
    await page.getByLabel('Currency').selectOption('USD');
    await expect(firstCard).toContainText('$');
    await expect(firstCard).not.toContainText('৳');
    await page.reload();
    await expect(page.getByLabel('Currency')).toHaveValue('USD');
    await expect(page.locator('a[href^="/product/"]').first()).toContainText(/\$\d+\.\d\d/);
  });

  test('the delivery country is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('Deliver to')).toHaveValue('BD');
    await page.getByLabel('Deliver to').selectOption('UK');
    await page.reload();
    await expect(page.getByLabel('Deliver to')).toHaveValue('UK');
  });

  test('PROFILE and the MENU dropdown lead to the shopper pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'PROFILE' })).toHaveAttribute('href', '/manageaccount');
    await page.getByRole('button', { name: 'MENU' }).click();
    const menu = page.getByRole('navigation', { name: 'Quick links' });
    for (const [name, href] of [['Orders', '/orders'], ['Messages', '/messages'], ['Cart', '/cart'], ['Favorites', '/wishlist'], ['Account', '/manageaccount']]) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  });
});

test.describe('sign-in dropdown', () => {
  test('signed out: SIGN IN with the ways in and the terms', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'SIGN IN' });
    await trigger.hover();
    const panel = await panelOf(page, trigger);
    await expect(panel.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth?google=1');
    await expect(panel.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    await expect(panel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await panel.getByRole('link', { name: 'Sign In / Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signed in: Hi and the name, the account links, and Sign Out clears the session', async ({ page, request }) => {
    // A real account: the shop checks the token's signature and expiry, so a made-up one is signed out.
    const shopper = await registerUser(request, { name: 'Rahim Uddin' });
    await signInAs(page, shopper);
    await preset(page, { redirect_after_login: '/orders' });
    await page.goto('/help-center');
    const trigger = page.getByRole('button', { name: 'Hi, Rahim Uddin' });
    await trigger.hover();
    await expect(page.getByText(shopper.email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/manageaccount/profilecart');
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    expect(await Promise.all(['token', 'user', 'redirect_after_login'].map((key) => storage(page, key)))).toEqual([null, null, null]);
  });
});

test('after 50 px of scroll the header turns translucent and the search stays at the top', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  // The alpha of the computed background: rgba(…, a) or a modern colour function's '/ a'.
  const alpha = () =>
    header.evaluate((element) => {
      const colour = getComputedStyle(element).backgroundColor;
      const match = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour) ?? /^rgba\(.*,\s*([\d.]+)()\s*\)$/.exec(colour);
      return match?.[1] ? Number.parseFloat(match[1]) / (match[2] ? 100 : 1) : 1;
    });
  expect(await alpha()).toBe(1);
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(alpha).toBeLessThan(1);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeInViewport();
  expect((await header.boundingBox())?.y).toBe(0);
});

test('the header with each menu open has no serious accessibility problems', async ({ page }) => {
  test.slow(); // five menus, an axe run each: give a busy machine time
  await preset(page, { cartItems: JSON.stringify(cartItems) });
  await page.goto('/');
  await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();

  // Each menu, checking the header part where it opens; the home page under them is checked whole in
  // home.spec.ts.
  const cases: [Locator, string | RegExp][] = [
    [page.getByRole('button', { name: 'Shop', exact: true }), /^Punjabi$/],
    [page.getByRole('button', { name: 'CATEGORY' }), 'Casual Shirts'],
    [page.getByRole('link', { name: /^Cart,/ }), 'Proceed to Checkout'],
    [page.getByRole('button', { name: 'SIGN IN' }), 'Sign In / Sign Up'],
    [page.getByRole('button', { name: 'MENU' }), 'Favorites'],
  ];
  for (const [trigger, link] of cases) {
    await trigger.hover();
    await expect((await panelOf(page, trigger)).getByRole('link', { name: link })).toBeVisible();
    await expectNoSeriousA11yViolations(page, trigger.locator('..'));
  }
});
