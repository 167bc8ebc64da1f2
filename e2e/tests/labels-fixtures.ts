import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';

// The step "staff print the labels of booked orders" (issue 25, docs/product/couriers.md), for the
// booking journey to call once its parcels are booked: the labels screen of these orders, one label each with its
// barcode and QR code, the A6 and 4 × 6 inch sizes, and no serious accessibility problem.

/** Opens the labels of `orderNumbers` on a signed-in staff page and checks each label is there to print. */
export async function printLabelsOf(page: Page, orderNumbers: string[], shotName = 'admin-labels') {
  // The print dialog opens by itself; in a test it is a no-op that must not block.
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await page.goto(`/admin/labels?orders=${orderNumbers.join(',')}`);
  await expect(page.getByRole('heading', { level: 1, name: `${orderNumbers.length} parcel label${orderNumbers.length === 1 ? '' : 's'}` })).toBeVisible();
  for (const number of orderNumbers) {
    const label = page.getByRole('article', { name: `Label of order ${number}` });
    await expect(label).toBeVisible();
    await expect(label.getByRole('img', { name: /^Barcode of tracking code / })).toBeVisible();
    await expect(label.getByRole('img', { name: /^QR code of tracking / })).toBeVisible();
    await expect(label).toContainText(number);
  }
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, `${shotName}-a6`);
  await page.getByLabel('Label size').selectOption('4x6');
  await expect(page).toHaveURL(/size=4x6/);
  await expect.poll(() => page.locator('style').evaluateAll((styles) => styles.some((s) => s.textContent?.includes('size: 101.6mm 152.4mm')))).toBe(true);
  await shootBackOffice(page, `${shotName}-4x6`);
}
