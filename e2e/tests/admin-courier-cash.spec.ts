import { expect, test } from '@playwright/test';
import { createStaff, openAsStaff } from './admin-fixtures';
import { expectNoSeriousA11yViolations, shootBackOffice } from './screen-checks';

// Cash from couriers in Chromium (issue 25, docs/product/couriers.md): the numbers per courier, the
// upload of a courier's CSV with a bad row refused by its number, and nothing stored.

test("a manager sees each courier's cash and a CSV with a bad row is refused, row by row", async ({ browser, request }) => {
  const manager = await createStaff(request, 'manager');
  const page = await openAsStaff(browser, manager, '/admin/payments/couriers');
  await expect(page.getByRole('heading', { level: 1, name: 'Cash from couriers' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Cash per courier' });
  for (const courier of ['Steadfast', 'Pathao', 'RedX']) await expect(summary.getByRole('rowheader', { name: courier })).toBeVisible();
  await expect(page.getByText(/Steadfast's own balance: /)).toBeVisible();

  await page.getByLabel('Courier of the file').selectOption('steadfast');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'steadfast-payout.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Consignment ID,Cash Collected,Delivery Charge,Payment Invoice,Payment Date\r\nNO-SUCH-1,1250,60,SF-E2E-1,2026-11-26\r\n'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('The file was not stored. Correct these rows and upload it again:')).toBeVisible();
  await expect(page.getByText('Row 2: No Steadfast parcel with consignment id or invoice NO-SUCH-1.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootBackOffice(page, 'admin-courier-cash');

  // Support reads the numbers but has no upload.
  const support = await createStaff(request, 'support');
  const supportPage = await openAsStaff(browser, support, '/admin/payments/couriers');
  await expect(supportPage.getByRole('region', { name: 'Cash per courier' })).toBeVisible();
  await expect(supportPage.getByLabel('CSV file')).toHaveCount(0);
});
