import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eDataDir } from './orders-fixtures';

export type StaffRole = 'owner' | 'manager' | 'support';

// Shared steps of the back office's browser tests (docs/product/back-office.md): staff made as an operator makes
// them, and signing in at /admin. Screenshots at desktop and tablet widths: shootBackOffice in screen-checks.ts.

export interface StaffPerson {
  name: string;
  email: string;
  password: string;
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A staff account of `role`, made with the shop's staff key as an operator's script would (decision 016). */
export async function createStaff(request: APIRequestContext, role: StaffRole, name = `${role[0]!.toUpperCase()}${role.slice(1)} ${unique()}`): Promise<StaffPerson> {
  const person = { name, email: `${role}-${unique()}@bazar.test`, password: `${role}-pass-2026` };
  const key = readFileSync(`${e2eDataDir}/secrets/staff-key`, 'utf8').trim();
  const res = await request.post('/api/v1/staff/staff-accounts', { headers: { authorization: `Staff ${key}` }, data: { ...person, role } });
  expect(res.status()).toBe(201);
  return person;
}

/** Fills the back office's sign-in form (the page must show it). */
export async function signInToAdmin(page: Page, person: Pick<StaffPerson, 'email' | 'password'>) {
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}


/**
 * A browser of its own (desktop width, downloads allowed) signed in as `person` at `path` of the back office: the
 * sign-in form shows there first and brings the person back to it.
 */
export async function openAsStaff(browser: Browser, person: Pick<StaffPerson, 'email' | 'password'>, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(path);
  await signInToAdmin(page, person);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}

/** What the product form is filled with: a men's product in the clothing sizes S–L (XL removed), each with its stock. */
export interface NewMensProduct {
  sku: string;
  name: string;
  nameBn: string;
  description: string;
  colour: string;
  price: string;
  stock: { S: string; M: string; L: string };
}

/** Fills the form of /admin/products/new (the page must show it); the caller adds what else it needs, then creates. */
export async function fillNewMensProduct(page: Page, product: NewMensProduct) {
  await page.getByLabel('SKU').fill(product.sku);
  await page.getByLabel('Name (English)').fill(product.name);
  await page.getByLabel('Name (Bengali)').fill(product.nameBn);
  await page.getByLabel('Description (English)').fill(product.description);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Men' });
  await page.getByRole('combobox', { name: 'Subcategory' }).selectOption({ index: 1 });
  // A brand Men already has, so that Men's brand filter stays as it was.
  await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Karigor' });
  await page.getByRole('combobox', { name: 'Colour' }).selectOption(product.colour);
  await page.getByRole('textbox', { name: 'Price (taka)', exact: true }).fill(product.price);
  // The clothing set S–XL is there to begin with: XL goes.
  await page.getByRole('button', { name: 'Remove size XL' }).click();
  for (const size of ['S', 'M', 'L'] as const) await page.getByLabel(`Stock of size ${size}`).fill(product.stock[size]);
}
