import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './listing-fixtures';
import { registerUser, signInAs, type TestUser } from './auth-fixtures';
import { pickProducts, shipArgs, placeOrder, type PlacedOrder } from './orders-fixtures';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';

// Reviews and returns (docs/product/returns-and-reviews.md) against the real API and database: an order is placed through
// the API and moved to delivered with the staff tool beside the running shop (decision 016), then the
// shopper reviews a product on its page, finds the review in My Reviews and deletes it, and requests a
// return that staff approve and refund. One shopper for the file, so the tests run in order.
// Set E2E_SCREENSHOTS=1 to also save the screens at 1366 and 375 px into the output folder.

const apiDist = process.env.API_DIST_DIR ?? fileURLToPath(new URL('../../apps/api/dist', import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../.data', import.meta.url));

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let shopper: TestUser;
let order: PlacedOrder;
let reviewed: PlacedOrder['items'][number];
let returned: PlacedOrder['items'][number];

/** `npm run staff -- <args>` on the running shop's DATA_DIR; fails the test unless the tool succeeds. */
function staff(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [`${apiDist}/staff.js`, ...args], { env: { ...process.env, DATA_DIR: dataDir }, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`staff ${args.join(' ')}: ${stderr || error.message}`));
      else resolve(stdout.trim());
    });
  });
}

const dhakaDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Dhaka' });
/** docs/product/returns-and-reviews.md date: 'Nov 22, 2026'. */
const shortDate = (when: number) => dhakaDate.format(new Date(when));

const reviewBox = (page: Page) => page.locator('#write-review');
const summary = (page: Page) => page.getByRole('region', { name: 'Ratings & Reviews' });
const reviewList = (page: Page) => page.getByRole('region', { name: 'Reviews from shoppers' });

test('only a shopper who received the product may review it', async ({ page, request }) => {
  shopper = await registerUser(request, { name: 'Shirin Akter' });
  const [first, second] = await pickProducts(request, 2);
  order = await placeOrder(request, shopper.token, [{ product: first!, quantity: 1 }, { product: second!, quantity: 1 }]);
  reviewed = order.items.find((i) => i.product_id === first!.id)!;
  returned = order.items.find((i) => i.product_id === second!.id)!;

  // Signed out: an invitation to sign in.
  await page.goto(`/product/${reviewed.product_id}`);
  await expect(reviewBox(page)).toContainText('Bought this product? Sign in to share what you think.');
  await expect(summary(page)).toContainText('No reviews yet');

  // Ordered but not delivered yet.
  await signInAs(page, shopper);
  await page.goto(`/product/${reviewed.product_id}`);
  await expect(reviewBox(page)).toContainText('You can review this product once an order of it has been delivered to you.');
  await expect(reviewBox(page).getByRole('radio')).toHaveCount(0);

  for (const status of ['confirmed', 'shipped', 'out_for_delivery', 'delivered']) {
    expect(await staff('orders', 'status', order.order_number, status, ...shipArgs(status))).toContain(`-> ${status}.`);
  }
});

test('a review written on the product page shows in its list and summary, and in My Reviews', async ({ page }) => {
  await signInAs(page, shopper);
  // My Reviews offers the delivered products to review, and leads to the product page's form.
  await page.goto('/manageaccount/reviews');
  await expect(page.getByText("You haven't reviewed any product yet.")).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Waiting for your review' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await waiting.getByRole('link', { name: `Write a review of ${reviewed.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${reviewed.product_id}#write-review$`));
  const box = reviewBox(page);
  await expect(box.getByRole('heading', { name: 'Write a review' })).toBeInViewport();

  // Nothing chosen: both fields say what is missing.
  await box.getByRole('button', { name: 'Submit review' }).click();
  await expect(box.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(box.getByText('Please write your review.')).toBeVisible();
  await shoot(page, 'review-form', box);

  // The stars are a radio group: keyboard works, each star has its name.
  const stars = box.getByRole('group', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '2 stars' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await box.getByLabel('Your review').fill('  Warm and soft, true to size.  ');
  await box.getByRole('button', { name: 'Submit review' }).click();
  await expect(box.getByRole('status')).toHaveText('Thank you! Your review is published.');
  await expect(box.getByRole('heading', { name: 'Your review' })).toBeVisible();

  const item = reviewList(page).getByRole('listitem').filter({ hasText: 'Warm and soft, true to size.' });
  await expect(item).toContainText('Shirin A.');
  await expect(item).toContainText('Verified purchase');
  await expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(reviewList(page)).not.toContainText(shopper.email);
  await expect(summary(page)).toContainText('4.0');
  await expect(summary(page)).toContainText('1 review');
  await expect(summary(page).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await shoot(page, 'product-summary', summary(page));
  await shoot(page, 'product-reviews', reviewList(page));

  // Editing changes the same review.
  await box.getByRole('button', { name: 'Edit your review' }).click();
  // The stars are visually hidden radios: a shopper presses the star drawn in their label.
  const five = box.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' });
  await five.locator('xpath=ancestor::label').click();
  await expect(five).toBeChecked();
  await box.getByRole('button', { name: 'Save changes' }).click();
  await expect(box.getByRole('status')).toHaveText('Your review has been updated.');
  await expect(summary(page)).toContainText('5.0');
  await expect(summary(page)).toContainText('1 review');

  await page.goto('/manageaccount/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeVisible();
  const card = page.getByRole('article', { name: reviewed.name });
  await expect(card).toContainText('Warm and soft, true to size.');
  await expect(page.getByRole('region', { name: 'Waiting for your review' }).getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(card.getByRole('link', { name: reviewed.name })).toHaveAttribute('href', `/product/${reviewed.product_id}`);
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/images\//);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-reviews', page.getByRole('main'));
});

test('deleting a review asks first, keeps it when the server fails, and removes it once confirmed', async ({ page }) => {
  await signInAs(page, shopper);
  await page.goto('/manageaccount/reviews');
  const card = page.getByRole('article', { name: reviewed.name });
  const deleteButton = card.getByRole('button', { name: `Delete your review of ${reviewed.name}` });

  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete review' });
  await expect(dialog).toContainText('Are you sure you want to delete this review?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  // The server refuses once: the review stays and the dialog says so.
  await page.route('**/api/reviews/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'boom', code: 'internal_error' } }) : route.fallback()));
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not delete the review. Please try again.');
  await page.unroute('**/api/reviews/*');
  await expect(card).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Your review was deleted.')).toBeVisible();
  await expect(page.getByText("You haven't reviewed any product yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("You haven't reviewed any product yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-reviews-empty', page.getByRole('main'));

  await page.goto(`/product/${reviewed.product_id}`);
  await expect(summary(page)).toContainText('No reviews yet');
  await expect(reviewBox(page).getByRole('heading', { name: 'Write a review' })).toBeVisible();
});

test('a return requested for a delivered item shows with its status, then as refunded', async ({ page, request }) => {
  await signInAs(page, shopper);
  await page.goto('/manageaccount/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'My Returns' })).toBeVisible();
  await expect(page.getByText('You have no returns.')).toBeVisible();

  await page.getByRole('button', { name: 'Request a return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a return' });
  await expect(dialog).toContainText('unused and in their original packaging');
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  await expect(dialog.getByText('Please choose the item to return.')).toBeVisible();
  await expect(dialog.getByText('Please tell us why you are returning this item (3 to 500 characters).')).toBeVisible();

  const items = dialog.getByRole('group', { name: 'Item to return' });
  const choice = items.getByRole('radio', { name: new RegExp(returned.name) });
  await expect(choice).toHaveAccessibleName(new RegExp(`Order ${order.order_number}`));
  // Delivered today: the window closes in 7 days.
  await expect(choice).toHaveAccessibleName(new RegExp(`Return by ${shortDate(Date.now() + 7 * 86_400_000)}`));
  await choice.check();
  await expect(dialog.getByText('Please choose the item to return.')).toBeHidden();
  await dialog.getByLabel('Reason for the return').fill('The colour is different from the photo.');
  await shoot(page, 'return-dialog', dialog);
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Your return request for ${returned.name} has been sent.`)).toBeVisible();

  const card = page.getByRole('article', { name: returned.name });
  await expect(card).toContainText('The colour is different from the photo.');
  await expect(card).toContainText(`Order ${order.order_number}`);
  await expect(card.getByText('Requested', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'my-returns', page.getByRole('main'));

  // The same item cannot be asked for twice: it is no longer offered.
  await page.getByRole('button', { name: 'Request a return' }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(returned.name) })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Opened on arrival (an order card's link names the line), closing it leaves focus on its button, not nowhere.
  await page.goto('/manageaccount/returns?line=');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Request a return' })).toBeFocused();

  // Staff approve and refund it with the staff tool; the shopper sees the status.
  const answer = await request.get('/api/v1/returns', { headers: { authorization: `Bearer ${shopper.token}` } });
  const [record] = ((await answer.json()) as { returns: { id: string }[] }).returns;
  expect(await staff('returns', 'approve', record!.id)).toContain('requested -> approved');
  await page.reload();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  expect(await staff('returns', 'refund', record!.id)).toContain('approved -> refunded');
  await page.reload();
  await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(card).toContainText('The amount has been refunded.');
});

test('the returns screen says when it cannot load, and the policy page explains the rules', async ({ page }) => {
  await signInAs(page, shopper);
  await page.route('**/api/v1/returns', (route) => route.fulfill({ status: 500, json: { message: 'boom', code: 'internal_error' } }));
  await page.goto('/manageaccount/returns');
  await expect(page.getByRole('alert')).toContainText('Failed to load returns. Please try again.');
  await page.unroute('**/api/v1/returns');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article', { name: returned.name })).toBeVisible();

  await page.goto('/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Returns & Refunds' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('7 days from delivery');
  await expect(page.getByRole('main')).toContainText('Unused, in its original packaging');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'returns-policy', page.getByRole('main'));
  await page.getByRole('link', { name: 'Go to My Returns' }).click();
  await expect(page).toHaveURL(/\/manageaccount\/returns$/);
});
