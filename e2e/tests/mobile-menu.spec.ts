import type { Page } from '@playwright/test';
import { expect, test } from './shop-test';
import { registerUser, signInAs } from './auth-fixtures';
import { expectNoSeriousA11yViolations } from './screen-checks';

// docs/product/catalog.md: below 768 px the header becomes a slide-in side menu, with the categories as a
// three-level accordion. A phone-sized window (375 px).
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test('the menu button opens the side menu with its links; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'CATEGORY' })).toHaveCount(0);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await menuButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  // Focus moved into the panel.
  expect(await panel(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);

  const links = panel(page).getByRole('navigation', { name: 'Menu' }).getByRole('link');
  await expect(links).toHaveText(['Home', 'Products', 'About', 'Help-Center', 'Login']);
  await expect(panel(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  await expect(panel(page).getByRole('link', { name: 'My Account' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the categories are an accordion of three levels', async ({ page }) => {
  await page.goto('/');
  await menuButton(page).click();
  const men = panel(page).getByRole('button', { name: 'Men', exact: true });
  await expect(men).toHaveAttribute('aria-expanded', 'false');
  await men.click();
  await expect(men).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByRole('link', { name: 'All of Men' })).toHaveAttribute('href', '/category/men');

  const shirts = panel(page).getByRole('button', { name: 'Shirts', exact: true });
  await shirts.click();
  await expect(shirts).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page).getByRole('link', { name: 'All of Shirts' })).toHaveAttribute('href', '/products?subcategory=shirts');
  const item = panel(page).getByRole('link', { name: 'Casual Shirts' });
  await expect(item).toHaveAttribute('href', '/category/men');

  // Opening another category folds the first one away.
  await panel(page).getByRole('button', { name: 'Women', exact: true }).click();
  await expect(men).toHaveAttribute('aria-expanded', 'false');
  await expect(item).toBeHidden();

  await panel(page).getByRole('button', { name: 'Sarees', exact: true }).click();
  await panel(page).getByRole('link', { name: 'Jamdani Sarees' }).click();
  await expect(page).toHaveURL(/\/category\/women$/);
  await expect(panel(page)).toBeHidden();
});

test('signed in, the menu offers My Account and Logout, which signs out', async ({ page, request }) => {
  // A real account: the shop checks the token's signature and expiry, so a made-up one is signed out.
  await signInAs(page, await registerUser(request, { name: 'Nadia Islam' }));
  await page.goto('/about');
  await menuButton(page).click();
  await expect(panel(page).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/manageaccount');
  await expect(panel(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await menuButton(page).click();
  await expect(panel(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('on a phone the cart and sign-in menus open with a tap, and the search sits under the logo', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeVisible();
  const cart = page.getByRole('link', { name: /^Cart,/ });
  await cart.tap();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'SIGN IN' }).tap();
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeHidden();
});

test('the open side menu has no serious accessibility problems', async ({ page }) => {
  await page.goto('/');
  await menuButton(page).click();
  await panel(page).getByRole('button', { name: 'Men', exact: true }).click();
  await expect(panel(page).getByRole('link', { name: 'All of Men' })).toBeVisible();
  // The menu over the page; the home page itself is checked whole in home.spec.ts.
  await expectNoSeriousA11yViolations(page, panel(page));
});
