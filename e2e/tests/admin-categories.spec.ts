import type { Browser, Page } from '@playwright/test';
import { createStaff, unique, openAsStaff } from './admin-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { expect as baseExpect, test } from './shop-test';

// Categories and brands in the back office (docs/product/back-office-categories-brands.md): staff add a category
// with a Bengali name and a subcategory, move it to the top and rename it; the shop's menu shows it in Bengali; hidden,
// it is gone from the menu. Brands: add, rename, hide, delete.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** The shop in Bengali, in a context of its own (no cached answers from before a change). */
async function bengaliShop(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  return page;
}

/** The categories menu of the shop's header, opened. */
async function categoriesMenu(page: Page) {
  const trigger = page.getByRole('button', { name: 'ক্যাটাগরি', exact: true });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
}

/** The categories in the order the table shows them (each category opens its own row group). */
function categoryOrder(page: Page): Promise<string[]> {
  return page.locator('tbody > tr:first-child > th').allTextContents();
}

/**
 * Moves a category to the top one place at a time, each time waiting until the table shows it one place higher
 * (not merely until the list was read: the button's state between the answer and the next drawing is stale).
 */
async function moveToTop(page: Page, name: string) {
  for (let moves = 0; moves < 30; moves++) {
    const at = (await categoryOrder(page)).indexOf(name);
    expect(at).toBeGreaterThanOrEqual(0);
    if (at === 0) return;
    await page.getByRole('button', { name: `Move ${name} up` }).click();
    await expect.poll(async () => (await categoryOrder(page)).indexOf(name)).toBe(at - 1);
  }
  throw new Error(`${name} did not reach the top in 30 moves`);
}

test('staff add a category in English and Bengali with a subcategory, move it to the top and rename it; the Bengali menu shows it; hidden, it is gone', async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  const id = unique();
  const admin = await openAsStaff(browser, manager, '/admin/categories');
  await expect(admin.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: 'Men', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // Add the category.
  await admin.getByRole('button', { name: 'Add category' }).click();
  const addDialog = admin.getByRole('dialog', { name: 'Add a category' });
  await addDialog.getByLabel('Name (English)').fill(`Festive ${id}`);
  await addDialog.getByLabel('Name (Bengali)').fill('উৎসবের পোশাক');
  await expectNoSeriousA11yViolations(admin);
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(admin.getByRole('status').or(admin.getByText(`Festive ${id} added.`)).first()).toBeVisible();
  await expect(admin.getByRole('rowheader', { name: `Festive ${id}`, exact: true })).toBeVisible();

  // A subcategory under it, with two menu items.
  await admin.getByRole('button', { name: `Add a subcategory to Festive ${id}` }).click();
  const subDialog = admin.getByRole('dialog', { name: `Add a subcategory to Festive ${id}` });
  await subDialog.getByLabel('Name (English)').fill(`Eid Wear ${id}`);
  await subDialog.getByLabel('Name (Bengali)').fill('ঈদের পোশাক');
  await subDialog.getByLabel('Menu items').fill('Cotton\nSilk');
  await subDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(admin.getByRole('rowheader', { name: new RegExp(`Eid Wear ${id}`) })).toBeVisible();
  const festiveGroup = admin.locator('tbody').filter({ has: admin.getByRole('rowheader', { name: `Festive ${id}`, exact: true }) });
  await expect(festiveGroup.getByRole('cell', { name: 'Cotton, Silk' })).toBeVisible();

  // To the top of the menu, one place at a time.
  await moveToTop(admin, `Festive ${id}`);
  await expect(admin.getByRole('button', { name: `Move Festive ${id} up` })).toBeDisabled();
  await expect(admin.locator('tbody').first().getByRole('rowheader').first()).toHaveText(`Festive ${id}`);

  // Renamed.
  await admin.getByRole('button', { name: `Edit Festive ${id}` }).click();
  const editDialog = admin.getByRole('dialog', { name: `Edit Festive ${id}` });
  await expect(editDialog.getByRole('img', { name: `Tile image of Festive ${id}` })).toBeVisible();
  await editDialog.getByLabel('Name (English)').fill(`Festive Wear ${id}`);
  await editDialog.getByLabel('Name (Bengali)').fill('উৎসবের সাজ');
  await expectNoSeriousA11yViolations(admin);
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('rowheader', { name: `Festive Wear ${id}`, exact: true })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'উৎসবের সাজ' })).toBeVisible();
  await shootBackOffice(admin, 'admin-categories');

  // The shop's menu, in Bengali: the category by its Bengali name, at its English address, and its subcategory.
  const shop = await bengaliShop(browser);
  const menu = await categoriesMenu(shop);
  const festive = menu.getByRole('link', { name: 'উৎসবের সাজ', exact: true });
  await expect(festive).toHaveAttribute('href', `/category/festive-${id}`);
  await festive.hover();
  await expect(menu.getByRole('link', { name: 'ঈদের পোশাক', exact: true })).toHaveAttribute('href', `/products?subcategory=eid-wear-${id}`);
  await shop.context().close();

  // Hidden: gone from the menu.
  await admin.getByRole('button', { name: `Hide Festive Wear ${id}` }).click();
  const confirm = admin.getByRole('alertdialog').or(admin.getByRole('dialog', { name: `Hide Festive Wear ${id}?` })).first();
  await confirm.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(admin.getByText(`Festive Wear ${id} is hidden`)).toBeVisible();
  await expect(admin.getByRole('button', { name: `Show Festive Wear ${id} in the shop` })).toBeVisible();
  const after = await bengaliShop(browser);
  const menuAfter = await categoriesMenu(after);
  await expect(menuAfter.getByRole('link', { name: 'পুরুষ', exact: true })).toBeVisible();
  await expect(menuAfter.getByRole('link', { name: 'উৎসবের সাজ', exact: true })).toHaveCount(0);
  await after.context().close();

  // Empty, it can be deleted: first its subcategory, then the category.
  await admin.getByRole('button', { name: `Delete Eid Wear ${id}` }).click();
  await admin.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(admin.getByText(`Eid Wear ${id} deleted.`)).toBeVisible();
  await admin.getByRole('button', { name: `Delete Festive Wear ${id}` }).click();
  await admin.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(admin.getByRole('rowheader', { name: `Festive Wear ${id}`, exact: true })).toHaveCount(0);
  // A category with products offers no delete.
  await expect(admin.getByRole('button', { name: 'Delete Men' })).toHaveCount(0);
});

test('staff add a brand, rename it, hide and show it, and delete it while it has no products', async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  const id = unique();
  const admin = await openAsStaff(browser, manager, '/admin/brands');
  await expect(admin.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Add brand' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add a brand' });
  await dialog.getByLabel('Name').fill(`Kantha ${id}`);
  await dialog.getByRole('button', { name: 'Add brand' }).click();
  await expect(admin.getByRole('rowheader', { name: `Kantha ${id}`, exact: true })).toBeVisible();
  await admin.getByRole('button', { name: `Rename Kantha ${id}` }).click();
  const rename = admin.getByRole('dialog', { name: `Rename Kantha ${id}` });
  await rename.getByLabel('Name').fill(`Kantha House ${id}`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('rowheader', { name: `Kantha House ${id}`, exact: true })).toBeVisible();
  await admin.getByRole('button', { name: `Hide Kantha House ${id}` }).click();
  await admin.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(admin.getByText(`Kantha House ${id} is hidden.`)).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await shootBackOffice(admin, 'admin-brands');
  await admin.getByRole('button', { name: `Show Kantha House ${id} in the shop` }).click();
  await expect(admin.getByText(`Kantha House ${id} is back in the shop.`)).toBeVisible();
  await admin.getByRole('button', { name: `Delete Kantha House ${id}` }).click();
  await admin.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(admin.getByRole('rowheader', { name: `Kantha House ${id}`, exact: true })).toHaveCount(0);
});
