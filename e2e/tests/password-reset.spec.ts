import type { Page } from '@playwright/test';
import { registerUser, signInAs, storedSession, uniqueEmail, uniquePassword } from './auth-fixtures';
import { waitForMail } from './mailbox';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';
import { expect, test } from './shop-test';

// 'Forgot password?' and e-mail verification (docs/product/password-reset.md, docs/decisions/047): the e-mails
// arrive in the test run's mailbox (a real SMTP server) and their links are opened as a shopper would.

const appReady = (page: Page) => expect(page.locator('#root[data-app="ready"]')).toBeAttached();
/** A field of the sign-in card's visible tab (the hidden tab has fields of the same names). */
const field = (page: Page, label: string) => page.getByRole('tabpanel').getByLabel(label, { exact: true });
const linkTo = (links: string[], path: string) => {
  const link = links.find((l) => new URL(l).pathname === path);
  expect(link, `a link to ${path} in ${links.join(', ')}`).toBeTruthy();
  return link!;
};

test("a forgotten password is reset from the e-mail's link, and the old session no longer works", async ({ page, browser, request }) => {
  // Two browsers, two e-mails, two accessibility checks and password hashes: about a minute and a half on a
  // loaded machine, most of it axe and starting the second browser.
  test.setTimeout(180_000);
  const shopper = await registerUser(request, { name: 'Farhana Akter' });
  // One browser is signed in, and keeps its session while the shopper, elsewhere, forgets the password.
  await signInAs(page, shopper);
  await page.goto('/manageaccount/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

  const other = await browser.newContext();
  try {
    const laptop = await other.newPage();
    await laptop.goto('/login');
    await appReady(laptop);
    await field(laptop, 'Email').fill(shopper.email);
    await laptop.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(laptop).toHaveURL(/\/auth\/forgot-password$/);
    await expect(laptop.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    // The address typed on the sign-in screen came along.
    await expect(laptop.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
    await expectNoSeriousA11yViolations(laptop);
    await shoot(laptop, 'forgot-password');
    await laptop.getByRole('button', { name: 'Send reset link' }).click();
    await expect(laptop.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(laptop.getByRole('status').filter({ hasText: `If an account uses ${shopper.email}, we have sent it a link` })).toBeVisible();
    await shoot(laptop, 'forgot-password-sent');

    const mail = await waitForMail(shopper.email, /reset your bazar password/i);
    const link = linkTo(mail.links, '/auth/reset-password');
    await laptop.goto(link);
    await appReady(laptop);
    await expect(laptop.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    const password = uniquePassword();
    await laptop.getByLabel('New password', { exact: true }).fill(password);
    await laptop.getByLabel('Repeat the new password').fill(`${password}x`);
    await laptop.getByRole('button', { name: 'Save new password' }).click();
    await expect(laptop.getByText('The two passwords are not the same.')).toBeVisible();
    await laptop.getByLabel('Repeat the new password').fill(password);
    await expectNoSeriousA11yViolations(laptop);
    await shoot(laptop, 'reset-password');
    await laptop.getByRole('button', { name: 'Save new password' }).click();
    await expect(laptop.getByRole('status').filter({ hasText: 'Your password has been changed and you are signed in.' })).toBeVisible();
    const fresh = await storedSession(laptop);
    expect(fresh.token).toBeTruthy();
    expect(fresh.token).not.toBe(shopper.token);
    // The token left the address once used.
    expect(new URL(laptop.url()).hash).toBe('');
    await shoot(laptop, 'reset-password-done');
    await laptop.getByRole('link', { name: 'Go to my account' }).click();
    await expect(laptop.getByRole('heading', { level: 1, name: 'Manage My Account' })).toBeVisible();

    // The link works once.
    await laptop.goto(link);
    await appReady(laptop);
    await expect(laptop.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(laptop.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
    await shoot(laptop, 'reset-password-gone');
  } finally {
    await other.close();
  }

  // The first browser's session ended with the new password: My Orders sends it to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).token).toBeNull();
  const old = await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(old.status()).toBe(401);
});

test('the verification e-mail arrives after sign-up, and its link marks the account verified', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('verify');
  const password = uniquePassword();
  await page.goto('/register');
  await field(page, 'Full Name').fill('Sadia Islam');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: "We've also sent you an email with a link to verify your address." })).toBeVisible();
  await field(page, 'Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();

  await page.goto('/manageaccount/dashboard');
  const banner = page.getByRole('region', { name: 'Verify your email' });
  await expect(banner).toContainText(`Please verify your email address. We sent a link to ${email}. You can keep ordering meanwhile.`);
  // The sidebar does not call the account verified before it is.
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Email not verified', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Verified Account')).toHaveCount(0);
  await banner.getByRole('button', { name: 'Send the email again' }).click();
  await expect(banner.getByRole('status')).toHaveText(`We sent a new link to ${email}.`);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'verify-banner');

  const mail = await waitForMail(email, /confirm your e-mail address/i);
  await page.goto(linkTo(mail.links, '/auth/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified. Thank you!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'verify-done');
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage My Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);
  await expect(sidebar.getByText('Verified Account')).toBeVisible();

  // A new address in the profile is not verified: its own link arrives there without asking, and verifies it; the old
  // address is told of the change.
  const moved = uniqueEmail('moved');
  await page.goto('/manageaccount/profilecart?edit=1');
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(moved);
  await main.getByLabel('Mobile').fill('01712345678');
  await main.getByLabel('Day', { exact: true }).selectOption('7');
  await main.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
  await main.getByLabel('Year', { exact: true }).selectOption('1995');
  await main.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page).toHaveURL(/\/manageaccount\/dashboard$/);
  await expect(banner).toContainText(`We sent a link to ${moved}.`);
  await expect(sidebar.getByText('Email not verified', { exact: true })).toBeVisible();
  // The old mailbox is told, without the new address in full.
  const notice = await waitForMail(email, /address of your Bazar account was changed/i);
  expect(notice.text).toContain(`was changed to ${moved.slice(0, 2)}…@`);
  expect(notice.text).not.toContain(moved);
  const second = await waitForMail(moved, /confirm your e-mail address/i);
  await page.goto(linkTo(second.links, '/auth/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified. Thank you!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(sidebar.getByText('Verified Account')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("the old mailbox takes the account back from the change notice: its address returns, a new password is set, the taker's session ends", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const shopper = await registerUser(request, { name: 'Nasrin Sultana' });
  // Whoever holds a session of the account (here, this browser) moves it to an address of their own.
  await signInAs(page, shopper);
  const taker = uniqueEmail('taker');
  const moved = await request.put('/api/v1/profile', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { name: 'Nasrin Sultana', email: taker, phone: '01712345678', birthday: '1990-05-14', gender: 'Female' },
  });
  expect(moved.status()).toBe(200);

  const other = await browser.newContext();
  try {
    const owner = await other.newPage();
    const notice = await waitForMail(shopper.email, /address of your Bazar account was changed/i);
    expect(notice.text).toContain('Restore my e-mail address');
    const link = linkTo(notice.links, '/auth/restore-email');
    await owner.goto(link);
    await appReady(owner);
    await expect(owner.getByRole('heading', { level: 1, name: 'Take your account back' })).toBeVisible();
    // Opening the link changed nothing: the address moves back only with the press.
    const before = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } });
    expect((await before.json()).email).toBe(taker);
    await expectNoSeriousA11yViolations(owner);
    await shoot(owner, 'restore-email');
    await owner.getByRole('button', { name: 'Restore my email address' }).click();

    await expect(owner).toHaveURL(/\/auth\/reset-password#token=/);
    await expect(owner.getByRole('status').filter({ hasText: `Your email address ${shopper.email} is back and every device has been signed out.` })).toBeVisible();
    const password = uniquePassword();
    await owner.getByLabel('New password', { exact: true }).fill(password);
    await owner.getByLabel('Repeat the new password').fill(password);
    await shoot(owner, 'restore-email-new-password');
    await owner.getByRole('button', { name: 'Save new password' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Your password has been changed and you are signed in.' })).toBeVisible();
    const fresh = await storedSession(owner);
    const me = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${fresh.token}` } });
    expect(await me.json()).toMatchObject({ email: shopper.email, verified_email: true });

    // Once is all: the notice's link now says so.
    await owner.goto(link);
    await appReady(owner);
    await expect(owner.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(owner.getByRole('main').getByRole('link', { name: 'Help Center' })).toBeVisible();
  } finally {
    await other.close();
  }

  // The session that moved the address has ended.
  await page.goto('/manageaccount/orders');
  await expect(page).toHaveURL(/\/login$/);
  const old = await request.get('/api/v1/orders', { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(old.status()).toBe(401);
});
