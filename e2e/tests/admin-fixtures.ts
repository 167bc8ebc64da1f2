import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

