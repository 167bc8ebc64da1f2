import type { Page } from '@playwright/test';
import { expect, test } from './shop-test';

// Google sign-in end to end (docs/product/auth.md): the shop's button, the OpenID provider the test
// run starts in Google's place (e2e/oidc/provider.ts), the API's code exchange, and the result screens.
// The page clock is paused on the way back, so each state of the result screen is seen before it moves on.

// Each test crosses two servers and several page loads on a shared, noisy machine.
test.describe.configure({ timeout: 120_000 });

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The provider's own pages: log in as `login`, then allow the shop to see the profile. */
async function logInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
}

/** The result screen's card, named by its heading. */
const resultCard = (page: Page) => page.getByRole('region', { name: 'Google sign-in' });

/** Stops the page's timers before the browser comes back from the provider. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
}

/**
 * Waits until the result screen is on the page and its effects have run: its timers are set then, so advancing the
 * paused clock before it would run past timers that did not exist yet. The app's ready mark alone is not enough: the
 * app may mark itself ready while the screen's chunk is still on its way (the frame is drawn first), and the screen's
 * timers are set only once it mounts (a CI run advanced the clock in that gap and waited for a message forever).
 */
async function timersSet(page: Page) {
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached();
  await expect(resultCard(page)).toBeVisible();
}

test('a guest sent to sign in signs in with Google and lands on the page they wanted, signed in', async ({ page }) => {
  await page.clock.install();
  // The account area sends a guest to /login and saves where they were going.
  await page.goto('/manageaccount/orders');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await logInAtProvider(page, 'sadia');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/auth\/google\/callback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Google sign-in' })).toBeVisible();
  const status = resultCard(page).getByRole('status');
  await expect(status).toContainText('Completing your Google sign-in...');
  await timersSet(page);
  await page.clock.runFor(100);
  await expect(status).toContainText("You're signed in!");
  await expect(status).toContainText('Welcome, Sadia Islam.');
  // The token is in storage, not in the address bar or the history.
  expect(page.url()).not.toContain('token');
  expect(await page.evaluate(() => location.search)).toBe('');
  // The API hands the session over in the fragment (never sent to a server); it is gone from the address too.
  expect(await page.evaluate(() => location.hash)).toBe('');
  expect(await storage(page, 'token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(1);

  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/manageaccount\/orders$/);
  await expect(page.getByRole('button', { name: 'Hi, Sadia Islam' })).toBeVisible();
  expect(await storage(page, 'redirect_after_login')).toBeNull();
});

test('a sign-in started from a product page returns to that product', async ({ page }) => {
  await page.goto('/product/1');
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  // What the button does on any page: remember it, then go to the API with it.
  await page.evaluate(() => localStorage.setItem('redirect_after_login', '/product/1'));
  await page.goto('/api/v1/auth/google?redirect=%2Fproduct%2F1');
  await logInAtProvider(page, 'tanvir');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/product\/1$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  await expect(page.getByRole('button', { name: 'Hi, Tanvir Ahmed' })).toBeVisible();
});

test('cancelling at Google shows why, offers Try Again, and goes back to sign in', async ({ page }) => {
  await page.clock.install();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('button', { name: 'Sign-in' })).toBeVisible();
  await pauseClock(page);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/\/auth\/google\/callback$/);
  await timersSet(page);
  await page.clock.runFor(100);
  const alert = resultCard(page).getByRole('alert');
  await expect(alert).toContainText("We couldn't sign you in");
  await expect(alert).toContainText('Authentication failed: the sign-in was cancelled at Google.');
  await expect(alert).toContainText('Taking you back to the sign-in page...');
  expect(await storage(page, 'token')).toBeNull();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // The shop's own timers (the button's status check) run again.
  await page.clock.resume();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('a failed sign-in moves on to the sign-in screen by itself, with the reason', async ({ page }) => {
  await page.clock.install();
  await pauseClock(page);
  await page.goto('/auth/google/callback?error=invalid_state');
  await timersSet(page);
  await page.clock.runFor(100);
  await expect(resultCard(page).getByRole('alert')).toContainText('the sign-in took too long or was started in another tab');
  await page.clock.runFor(4000);
  await expect(page).toHaveURL(/\/auth\?error=invalid_state$/);
});
