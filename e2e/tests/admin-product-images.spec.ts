import type { Page } from '@playwright/test';
import { createStaff, openAsStaff } from './admin-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';
import { screenshotPng } from './screenshot-fixture';
import { expect as baseExpect, test } from './shop-test';

// A product's photos in the back office (docs/product/back-office-catalogue-images.md): a manager adds two photos
// from the file input, moves one, is told in words why a text file named .jpg is refused, and deletes one after
// confirming; the shop shows the new main photo. Support sees the photos without the controls. The editor page
// (/admin/products/{id}) embeds <ProductImages> under the heading 'Photos'.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const PRODUCT = 287; // A demo product no other browser test uses.

const photos = (page: Page) => page.getByRole('list', { name: 'Photos of this product' }).getByRole('listitem');

test('a manager adds, moves and deletes photos; a text file named .jpg is refused in words; the shop shows the new main photo', async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  const page = await openAsStaff(browser, manager, `/admin/products/${PRODUCT}`);
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  const before = await photos(page).count();

  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: screenshotPng(180, 320) },
    { name: 'back.png', mimeType: 'image/png', buffer: screenshotPng(240, 300) },
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Photos added.' })).toBeVisible();
  await expect(photos(page)).toHaveCount(before + 2);
  const last = before + 2;
  const newest = await page.getByRole('img', { name: `Photo ${last} of ${last}` }).getAttribute('src');
  expect(newest).toMatch(/^\/images\/products\/[0-9a-f]{32}\.webp$/);

  // Moved one place earlier with the keyboard; the focus stays on the photo moved.
  await page.getByRole('button', { name: `Move photo ${last} earlier` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Photo moved to place ${last - 1}.` })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo ${last - 1} of ${last}` })).toHaveAttribute('src', newest!);
  await expect(page.getByRole('button', { name: `Move photo ${last - 1} earlier` })).toBeFocused();

  await page.getByLabel('Add photos').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Just some notes, saved as a photo') });
  await expect(page.getByRole('alert')).toHaveText('Only JPEG, PNG or WebP images can be used.');
  await expect(photos(page)).toHaveCount(last);
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-product-images');

  // Each photo but the new one goes, after confirming: the new one becomes the main photo.
  for (let count = last; count > 1; count -= 1) {
    const first = page.getByRole('img', { name: `Photo 1 of ${count}` });
    const position = (await first.getAttribute('src')) === newest ? 2 : 1;
    await page.getByRole('button', { name: `Delete photo ${position}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete photo ${position}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(photos(page)).toHaveCount(count - 1);
  }
  await expect(page.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', newest!);
  const product = await (await request.get(`/api/v1/products/${PRODUCT}`)).json();
  expect(product.product.image).toBe(newest);
  expect((await request.get(newest!)).headers()['content-type']).toBe('image/webp');
});

test('support sees the photos but no control to change them', async ({ browser, request }) => {
  const support = await createStaff(request, 'support');
  const page = await openAsStaff(browser, support, `/admin/products/${PRODUCT}`);
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await expect(page.getByText('Your role can see the photos but not change them.')).toBeVisible();
  await expect(page.getByLabel('Add photos')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete photo/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
