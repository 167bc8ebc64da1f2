import { test } from '@playwright/test';
import type { LabelAnswer } from '@shop/shared';
import { createStaff, openAsStaff } from './admin-fixtures';
import { printLabelsOf } from './labels-fixtures';

// The labels screen in Chromium (issue 25). Until the booking journey books parcels with the Steadfast stand-in and
// calls printLabelsOf itself, this test gives the screen the API's answer for three booked parcels: the session,
// the page and everything else are the running shop's.

const parcels: LabelAnswer = {
  labels: ['BZ-2611-LBL00001', 'BZ-2611-LBL00002', 'BZ-2611-LBL00003'].map((order_number, i) => ({
    order_number,
    courier: 'steadfast' as const,
    consignment_id: `14241${i}7`,
    tracking_code: `15BAEB8${i}`,
    tracking_url: `https://steadfast.com.bd/t/15BAEB8${i}`,
    recipient_name: ['Rahima Akter', 'রফিকুল ইসলাম', 'Nusrat Jahan'][i]!,
    recipient_phone: '01712345678',
    recipient_address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
    cod_amount: i === 2 ? 0 : 1290.5 + i * 100,
    weight_grams: 500,
    note: i === 0 ? 'Call before coming' : null,
  })),
  missing: [],
};

test('staff print the labels of booked orders, A6 or 4 × 6 inch', async ({ browser, request }) => {
  const support = await createStaff(request, 'support');
  const page = await openAsStaff(browser, support, '/admin/orders');
  await page.route('**/api/v1/admin/labels?*', (route) => route.fulfill({ json: parcels }));
  await printLabelsOf(page, parcels.labels.map((l) => l.order_number));
});
