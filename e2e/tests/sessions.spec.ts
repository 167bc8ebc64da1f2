import type { Page } from '@playwright/test';
import { registerUser, signInAs, storedSession } from './auth-fixtures';
import { expect, test } from './shop-test';

// 'Sign out everywhere' (docs/decisions/027): one shopper signed in on two browsers; the button in the account
// area ends both sessions, this browser at once and the other at its next personal call.

const appReady = (page: Page) => expect(page.locator('#root[data-app="ready"]')).toBeAttached();

test('Sign out everywhere signs out this browser and, at its next personal call, the other one', async ({ page, browser, request }) => {
  const shopper = await registerUser(request, { name: 'Farhana Akter' });
  // The other device signs in on its own, so it holds a session (token) of its own.
  const login = await request.post('/api/v1/auth/login', { data: { email: shopper.email, password: shopper.password } });
  expect(login.status()).toBe(200);
  const otherSession = (await login.json()) as Parameters<typeof signInAs>[1];

  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await signInAs(phone, otherSession);
    await phone.goto('/manageaccount/dashboard');
    await appReady(phone);
    await expect(phone.getByRole('heading', { level: 1, name: 'Manage My Account' })).toBeVisible();

    await signInAs(page, shopper);
    await page.goto('/manageaccount/profilecart');
    const section = page.getByRole('region', { name: 'Signed-in devices' });
    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toContainText('including this one');
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedSession(page)).token).toBe(shopper.token);

    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("You're signed out on every device. Sign in again to continue.")).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();

    // The other browser still shows the account until it next asks the server for something personal.
    await phone.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(phone).toHaveURL(/\/login$/);
    expect((await storedSession(phone)).token).toBeNull();
    const revoked = await request.get('/api/v1/profile', { headers: { authorization: `Bearer ${otherSession.token}` } });
    expect(revoked.status()).toBe(401);
  } finally {
    await other.close();
  }
});
