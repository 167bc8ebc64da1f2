import { createHmac } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { createStaff, signInToAdmin, unique } from './admin-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// The back office at /admin (decision 038): its own page and bundle, signing in with the staff session of
// /api/v1/admin, the sections a role may open, staff accounts and the audit log.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });




/** The 6-digit code an authenticator app shows for `secret` (RFC 6238: SHA-1, 30-second steps), `ahead` steps on. */
function oneTimeCode(secret: string, ahead = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + ahead));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}


const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });


async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

test('the back office is its own page: not indexed, not kept, and no shop page loads its code', async ({ page, request }) => {
  const res = await request.get('/admin/staff');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.goto('/products');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => path.startsWith('/assets/admin/'))).toEqual([]);
});

test('an owner signs in, adds a support member with a one-time link; support sees only its sections and the audit log shows the addition', async ({ page, request, browser }) => {
  const owner = await createStaff(request, 'owner', `Nasrin Owner ${unique()}`);

  // Not signed in: to sign in, and back to the page asked for.
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fstaff$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-sign-in');

  await signInToAdmin(page, { email: owner.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await signInToAdmin(page, owner);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Payments', 'Returns', 'Products', 'Stock', 'Categories', 'Brands', 'CSV import and export', 'Customers', 'Promo codes', 'Pickup points', 'Delivery', 'Messages', 'Staff', 'Audit log']);
  await expect(page.getByText(owner.name, { exact: true }).first()).toBeVisible();

  // A support member without a password: the one-time link to hand over.
  const support = { name: `Sumi Support ${unique()}`, email: `support-${unique()}@bazar.test`, password: 'support-pass-2026' };
  const add = page.getByRole('region', { name: 'Add a staff member' });
  await add.getByLabel('Full name').fill(support.name);
  await add.getByLabel('E-mail').fill(support.email);
  await add.getByLabel('Role').selectOption('support');
  await add.getByRole('button', { name: 'Add' }).click();
  const linkBox = page.getByRole('region', { name: `One-time sign-in link for ${support.name}` });
  await expect(linkBox).toBeVisible();
  const link = await linkBox.getByLabel('Sign-in link').inputValue();
  // The token is in the fragment, which the browser never sends: no log on the way holds it (docs/decisions/053).
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin\/link#[\w-]{40,}$/);
  const row = page.getByRole('row').filter({ hasText: support.email });
  await expect(row).toContainText('Waiting for link');
  await expect(row.getByRole('combobox', { name: `Role of ${support.name}` })).toHaveValue('support');
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-staff');

  // Support opens the link in their own browser, chooses a password and is signed in.
  const supportPage = await newPage(browser);
  await supportPage.goto(link);
  await expect(supportPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  // The page took the token and dropped it from the address bar (and so from the history).
  await expect(supportPage).toHaveURL(/\/admin\/link$/);
  await supportPage.getByLabel('New password').fill(support.password);
  await supportPage.getByLabel('Repeat the password').fill(support.password);
  await supportPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(supportPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(nav(supportPage).getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Payments', 'Returns', 'Products', 'Stock', 'Categories', 'Brands', 'CSV import and export', 'Customers', 'Promo codes', 'Pickup points', 'Delivery', 'Messages']);
  await expect(supportPage.getByText('Support', { exact: true })).toBeVisible();
  // The link worked once: the owner's list now has the password.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: support.email })).toContainText('Active');

  // A section the role may not open, at its address: said plainly.
  await supportPage.goto('/admin/staff');
  await expect(supportPage.getByRole('heading', { name: 'Your role cannot open this page' })).toBeVisible();
  await expect(supportPage.getByText('You are signed in as Support.', { exact: false })).toBeVisible();
  await supportPage.goto('/admin/audit');
  await expect(supportPage.getByRole('heading', { name: 'Your role cannot open this page' })).toBeVisible();

  // Signing out, then in with the new password.
  await supportPage.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(supportPage).toHaveURL(/\/admin\/sign-in$/);
  await signInToAdmin(supportPage, support);
  await expect(supportPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await supportPage.context().close();

  // The owner's audit log, newest first, has the addition, by the owner.
  await nav(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Person').selectOption({ label: owner.name });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/staff_id=/);
  const added = page.getByRole('row').filter({ hasText: 'staff.add' });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText(owner.email);
  await expect(added).toContainText(`email: ${support.email}`);
  await expect(added).toContainText('role: support');
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-audit');
});

test('an owner adds a manager with a password, changes the role, disables and enables the account', async ({ page, request, browser }) => {
  const owner = await createStaff(request, 'owner', `Nasrin Owner ${unique()}`);
  await page.goto('/admin');
  await signInToAdmin(page, owner);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Staff' }).click();

  const manager = { name: `Mina Manager ${unique()}`, email: `manager-${unique()}@bazar.test`, password: 'manager-pass-2026' };
  const add = page.getByRole('region', { name: 'Add a staff member' });
  await add.getByLabel('Full name').fill(manager.name);
  await add.getByLabel('E-mail').fill(manager.email);
  await add.getByLabel('Role').selectOption('manager');
  await add.getByLabel('Password (optional)').fill(manager.password);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${manager.name} was added.` })).toBeVisible();
  await expect(page.getByRole('region', { name: /One-time sign-in link/ })).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: manager.email });
  await row.getByRole('combobox', { name: `Role of ${manager.name}` }).selectOption('support');
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: manager.email }).getByRole('combobox')).toHaveValue('support');

  await page.getByRole('button', { name: `Disable ${manager.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Disable ${manager.name}?` });
  await dialog.getByRole('button', { name: 'Yes, go on' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: manager.email })).toContainText('Disabled');

  // Disabled: the password no longer signs in.
  const other = await newPage(browser);
  await other.goto('/admin/sign-in');
  await signInToAdmin(other, manager);
  await expect(other.getByRole('alert')).toHaveText('Wrong e-mail or password.');

  await page.getByRole('button', { name: `Enable ${manager.name}` }).click();
  await page.getByRole('alertdialog', { name: `Enable ${manager.name}?` }).getByRole('button', { name: 'Yes, go on' }).click();
  await expect(page.getByRole('row').filter({ hasText: manager.email })).toContainText('Active');
  await signInToAdmin(other, manager);
  await expect(other.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await other.context().close();
});

test('an owner asks for one-time codes: the person sets them up from the QR code or the key, then signs in with a code', async ({ page, request, browser }) => {
  const owner = await createStaff(request, 'owner', `Nasrin Owner ${unique()}`);
  await page.goto('/admin/staff');
  await signInToAdmin(page, owner);
  const member = { name: `Omar Support ${unique()}`, email: `codes-${unique()}@bazar.test`, password: 'codes-pass-2026' };
  const add = page.getByRole('region', { name: 'Add a staff member' });
  await add.getByLabel('Full name').fill(member.name);
  await add.getByLabel('E-mail').fill(member.email);
  await add.getByLabel('Password (optional)').fill(member.password);
  await add.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('checkbox', { name: `Require one-time codes for ${member.name}` }).check();
  await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText('Asked, not set up');

  const other = await newPage(browser);
  await other.goto('/admin/sign-in');
  await signInToAdmin(other, member);
  await expect(other.getByRole('heading', { name: 'Set up one-time codes' })).toBeVisible();
  const qr = other.getByRole('img', { name: 'QR code to add your account to an authenticator app' });
  await expect(qr).toBeVisible();
  // The server's SVG drawn as an image (the page's CSP allows data: images only).
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = (await other.getByLabel('Or enter this key by hand').inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousA11yViolations(other);
  await shootBackOffice(other, 'admin-enrol');

  await other.getByLabel('6-digit code').fill('000000' === oneTimeCode(secret) ? '111111' : '000000');
  await other.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(other.getByRole('alert')).toHaveText(/That code is wrong or was used already/);
  await other.getByLabel('6-digit code').fill(oneTimeCode(secret));
  await other.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(other.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText('On');

  // Next time: the password, then a code field; each code works once.
  await other.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signInToAdmin(other, member);
  const code = other.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  await expect(other.getByRole('status').filter({ hasText: 'Enter the code from your authenticator app' })).toBeVisible();
  const next = oneTimeCode(secret, 1);
  await code.fill(next);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await other.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signInToAdmin(other, member);
  await other.getByLabel('6-digit code').fill(next);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('alert')).toHaveText(/That code is wrong or was used already/);
  await other.context().close();
});

test('a session that ends sends the person to sign in once, and back to where they were; the language is kept', async ({ page, request, context }) => {
  const owner = await createStaff(request, 'owner', `Nasrin Owner ${unique()}`);
  await page.goto('/admin/audit?action=staff.add');
  await signInToAdmin(page, owner);
  await expect(page).toHaveURL(/\/admin\/audit\?action=staff\.add$/);
  await expect(page.getByLabel('Action')).toHaveValue('staff.add');

  // The cookie is gone (ended elsewhere, or idle): the next call is answered 401.
  await context.clearCookies({ name: 'bazar_staff' });
  await page.getByLabel('Action').fill('staff.change');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faudit%3Faction%3Dstaff\.change$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session ended.' })).toBeVisible();

  // বাংলা, kept in the lang cookie for the next visit.
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { name: 'ব্যাক অফিসে সাইন ইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('bn');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ব্যাক অফিসে সাইন ইন' })).toBeVisible();
  await page.getByRole('button', { name: 'EN' }).click();

  await signInToAdmin(page, owner);
  await expect(page).toHaveURL(/\/admin\/audit\?action=staff\.change$/);
  await expect(page.getByLabel('Action')).toHaveValue('staff.change');
});

test('at tablet width the navigation is a menu', async ({ page, request }) => {
  const owner = await createStaff(request, 'owner', `Nasrin Owner ${unique()}`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/admin');
  await signInToAdmin(page, owner);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(nav(page)).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await shootBackOffice(page, 'admin-menu');
  await nav(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(nav(page)).toBeHidden();
});
