import type { Page } from '@playwright/test';
import { registerUser, signInAs, storedSession, uniqueEmail, uniquePassword } from './auth-fixtures';
import { expect, test } from './listing-fixtures';
import { expectNoSeriousA11yViolations } from './screen-checks';

// Sign-up, login and the session of docs/product/auth.md, against the real API.
// Accounts come from auth-fixtures.ts (registerUser, signInAs), one per test that needs one.

// Password hashing and the 1.5 s pause after a login on a shared 2-core machine: room for the longer flows.
test.describe.configure({ timeout: 90_000 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const field = (page: Page, label: string) => panel(page).getByLabel(label, { exact: true });

async function fillLogin(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await panel(page).getByRole('button', { name: 'Login', exact: true }).click();
}

test('sign up: the success message, name and password cleared, e-mail kept, and the Login tab shown', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/register');
  await expect(tab(page, 'Sign Up')).toHaveAttribute('aria-selected', 'true');
  await field(page, 'Full Name').fill('Farhana Akter');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(uniquePassword());
  await panel(page).getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page.getByText('Sign-up successful!', { exact: true })).toBeVisible();
  await expect(tab(page, 'Login')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveValue('');
  await expect(field(page, 'Password')).toBeFocused();
  // The Login tab is shown after a sign-up: not signed in yet (docs/product/auth.md).
  expect((await storedSession(page)).token).toBeNull();
  await tab(page, 'Sign Up').click();
  await expect(field(page, 'Full Name')).toHaveValue('');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveValue('');
});

test('sign up with an e-mail that has an account (in other letter case) gets the duplicate message', async ({ page, request }) => {
  const existing = await registerUser(request);
  await page.goto('/register');
  await field(page, 'Full Name').fill('Someone Else');
  await field(page, 'Email').fill(existing.email.toUpperCase());
  await field(page, 'Password').fill(uniquePassword());
  await panel(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Email already exists. Please use a different email.');
  await expect(tab(page, 'Sign Up')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Full Name')).toHaveValue('Someone Else');
});

test('sign up with a too common password says so under the password field', async ({ page }) => {
  await page.goto('/register');
  await field(page, 'Full Name').fill('Farhana Akter');
  await field(page, 'Email').fill(uniqueEmail('common'));
  await field(page, 'Password').fill('12345678');
  await panel(page).getByRole('button', { name: 'Sign Up', exact: true }).click();
  const password = field(page, 'Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/This password is too common and easy to guess\./);
  await expect(password).toBeFocused();
});

test('login: a wrong password first, then Login successful!, home, Hi and the name; a reload keeps the session; Sign Out ends it', async ({ page, request }) => {
  const shopper = await registerUser(request, { name: 'Tanvir Hasan' });
  await page.goto('/auth');
  await expect(tab(page, 'Login')).toHaveAttribute('aria-selected', 'true');

  await fillLogin(page, shopper.email, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  expect((await storedSession(page)).token).toBeNull();

  await field(page, 'Password').fill(shopper.password);
  await panel(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const greeting = page.getByRole('button', { name: 'Hi, Tanvir Hasan' });
  await expect(greeting).toBeVisible();
  const stored = await storedSession(page);
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ name: 'Tanvir Hasan', email: shopper.email });

  await page.reload();
  await expect(greeting).toBeVisible();

  await greeting.hover();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null, redirect: null });
  await page.reload();
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
});

test('after login the shop goes to the stored post-login target and forgets it', async ({ page, request }) => {
  const shopper = await registerUser(request);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('redirect_after_login', '/help-center'));
  await fillLogin(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/help-center$/);
  expect((await storedSession(page)).redirect).toBeNull();
  // The login screen was replaced: Back does not return to it.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('/login opens the Login tab, /register the Sign Up tab, and the tabs work from the keyboard', async ({ page }) => {
  await page.goto('/login');
  await expect(tab(page, 'Login')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Password')).toHaveAttribute('autocomplete', 'current-password');
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
  await expect(page).toHaveTitle('Login | Bazar');

  await page.goto('/register');
  await expect(tab(page, 'Sign Up')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Password')).toHaveAttribute('autocomplete', 'new-password');
  await expect(field(page, 'Full Name')).toHaveAttribute('autocomplete', 'name');

  await tab(page, 'Sign Up').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Login')).toBeFocused();
  await expect(tab(page, 'Login')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Email')).toBeFocused();

  const toggle = panel(page).getByRole('button', { name: 'Show password' });
  await field(page, 'Password').fill('secret-words');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
});

test('empty fields are named under each field, without a call', async ({ page }) => {
  await page.goto('/auth');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/auth/login')) calls += 1;
  });
  await panel(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter your email address.');
  await expect(field(page, 'Password')).toHaveAccessibleDescription('Please enter your password.');
  await expect(field(page, 'Email')).toBeFocused();
  expect(calls).toBe(0);
});

test('repeated wrong passwords are throttled with the minutes to wait, in English and in Bengali', async ({ page }) => {
  const email = uniqueEmail('throttle');
  await page.goto('/auth');
  await field(page, 'Email').fill(email);
  // The account limit of apps/api/src/modules/auth/throttle.ts: five failures lock it for five minutes.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await field(page, 'Password').fill(`wrong-${attempt}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
    await panel(page).getByRole('button', { name: 'Login', exact: true }).click();
    expect((await answered).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  }
  await field(page, 'Password').fill('wrong-6');
  await panel(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Please try again in [45] minutes\.$/);

  await page.getByLabel('Language').selectOption('bn');
  await expect(tab(page, 'লগইন')).toBeVisible();
  await panel(page).getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/^অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে [৪৫] মিনিট পরে আবার চেষ্টা করুন।$/);
});

test('in Bengali every label of the screen is Bengali', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Language').selectOption('bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bazar-এ স্বাগতম');
  await expect(tab(page, 'লগইন')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'ইমেইল')).toBeVisible();
  await expect(field(page, 'পাসওয়ার্ড')).toBeVisible();
  await tab(page, 'সাইন আপ').click();
  await expect(field(page, 'পুরো নাম')).toBeVisible();
  await panel(page).getByRole('button', { name: 'সাইন আপ', exact: true }).click();
  await expect(field(page, 'পুরো নাম')).toHaveAccessibleDescription('অনুগ্রহ করে আপনার পুরো নাম লিখুন।');
  const card = page.getByRole('main');
  // Brand names stay as they are: the shop's own and Google's.
  const latin = (await card.innerText()).replace(/Bazar|Google/g, '').match(/[A-Za-z]{2,}/g);
  expect(latin).toBeNull();
});

test('a signed-in shopper visiting /auth is told so, and can sign out there to use another account', async ({ page, request }) => {
  const shopper = await registerUser(request, { name: 'Mitu Rahman' });
  await signInAs(page, shopper);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
  await expect(page.getByText('Signed in as Mitu Rahman')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/manageaccount/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(tab(page, 'Login')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  expect((await storedSession(page)).token).toBeNull();
});

test('a token the server no longer accepts signs the shopper out on the next page load', async ({ page }) => {
  // Well formed and unexpired, but not signed by this shop: GET /auth/me answers 401.
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 3600 })}.forged`;
  const user = { id: 'x', email: 'ghost@example.com', name: 'Ghost', given_name: null, family_name: null, picture: null, verified_email: false };
  await signInAs(page, { token, user });
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: null, user: null, redirect: null });
});

test.describe('header account parts', () => {
  test('signed out, the sign-in dropdown leads to /auth and to /register', async ({ page }) => {
    await page.goto('/about');
    const trigger = page.getByRole('button', { name: 'SIGN IN' });
    await trigger.hover();
    await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toHaveAttribute('href', '/auth');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(tab(page, 'Sign Up')).toHaveAttribute('aria-selected', 'true');
  });

  test('on a phone, the side menu greets the signed-in shopper and Logout signs out', async ({ page, request }) => {
    const shopper = await registerUser(request, { name: 'Sadia Islam' });
    await page.setViewportSize({ width: 375, height: 780 });
    await signInAs(page, shopper);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByText('Hi, Sadia Islam')).toBeVisible();
    await expect(dialog.getByText(shopper.email)).toBeVisible();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page is in (the side menu closes on each page change), and the header is signed out.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PREMIUM CLOTHING. AUTHENTIC STYLE.');
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByText('Hi, Sadia Islam')).toHaveCount(0);
  });
});

test('/auth has no serious accessibility problems on either tab', async ({ page }) => {
  await page.goto('/auth');
  await expect(tab(page, 'Login')).toBeVisible();
  // Show a message and field errors too, so their colours are checked.
  await panel(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  for (const name of ['Login', 'Sign Up']) {
    await tab(page, name).click();
    await expectNoSeriousA11yViolations(page, page.locator('main'));
  }
});
