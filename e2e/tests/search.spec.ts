import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './screen-checks';
import { expect, test } from './shop-test';

// The header search of docs/product/catalog.md: suggestions as the shopper types (at most 6, with picture,
// name and price), 'No products found', arrow keys and Enter, and the 150 ms close after blur.

interface Suggestion {
  id: number;
  name: string;
}

// Scoped to the header: the products page may have a search box of its own.
const header = (page: Page) => page.getByRole('banner');
const searchBox = (page: Page) => header(page).getByRole('combobox', { name: 'Search products' });

/** Types `text` and returns the products the suggestion request answered with. */
async function typeAndWait(page: Page, text: string): Promise<Suggestion[]> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/products' && url.searchParams.get('search') === text;
  });
  await searchBox(page).fill(text);
  const body = (await (await answer).json()) as { products: Suggestion[] };
  return body.products;
}

test('typing suggests at most 6 products with picture, name and price, for the spelling panjabi too; a typo is corrected', async ({ page }) => {
  await page.goto('/');
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search a product');
  const products = await typeAndWait(page, 'panjabi');
  expect(products.length).toBeGreaterThan(0);

  const options = header(page).getByRole('listbox', { name: 'Product suggestions' }).getByRole('option');
  await expect(options).toHaveCount(Math.min(products.length, 6));
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  for (const option of await options.all()) {
    await expect(option).toContainText(/Punjabi/i);
    await expect(option).toContainText(/৳\d/);
    await expect(option.locator('img')).toHaveCount(1);
  }
  // panjabi is a spelling of punjabi (docs/decisions/041), not a typo: nothing is "corrected".
  await expect(header(page).getByText(/Showing results for/)).toHaveCount(0);
  await typeAndWait(page, 'tshrt');
  await expect(header(page).getByText('Showing results for “tshirt”')).toBeVisible();
});

test('a search with no match says No products found', async ({ page }) => {
  await page.goto('/');
  await typeAndWait(page, 'qqqzzzxx');
  await expect(header(page).getByText('No products found', { exact: true })).toBeVisible();
  await expect(header(page).getByRole('listbox')).toHaveCount(0);
});

test('arrow keys move through the suggestions and Enter opens the highlighted one', async ({ page }) => {
  await page.goto('/');
  const products = await typeAndWait(page, 'shirt');
  expect(products.length).toBeGreaterThanOrEqual(3);
  const box = searchBox(page);
  const options = header(page).getByRole('option');
  await expect(options).toHaveCount(Math.min(products.length, 6));

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products\\?highlight=${products[1]!.id}$`));
  await expect(header(page).getByRole('listbox')).toHaveCount(0);
});

test('ArrowUp from the top wraps to the last suggestion', async ({ page }) => {
  await page.goto('/');
  const products = await typeAndWait(page, 'shirt');
  const shown = Math.min(products.length, 6);
  await expect(header(page).getByRole('option')).toHaveCount(shown);
  await searchBox(page).press('ArrowUp');
  await expect(header(page).getByRole('option').nth(shown - 1)).toHaveAttribute('aria-selected', 'true');
});

test('Enter with nothing highlighted searches the product list; a click on a suggestion opens it', async ({ page }) => {
  await page.goto('/');
  await typeAndWait(page, 'saree');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=saree$/);

  const products = await typeAndWait(page, 'jamdani');
  await header(page).getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`/products\\?highlight=${products[0]!.id}$`));
});

test('the suggestions close 150 ms after the box loses focus', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await typeAndWait(page, 'watch');
  const list = header(page).getByRole('listbox');
  await expect(list).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await searchBox(page).blur();
  await page.clock.runFor(100);
  await expect(list).toBeVisible();
  await page.clock.runFor(60);
  await expect(list).toBeHidden();
});

test('typing waits for a pause before asking, and asks nothing for an empty box', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/products' && url.searchParams.has('search')) asked.push(url.searchParams.get('search')!);
  });
  await page.clock.install();
  await page.goto('/');
  await expect(searchBox(page)).toBeEditable();
  // On a stopped clock, typing alone never reaches the server ...
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await searchBox(page).pressSequentially('kurti');
  await page.clock.runFor(150);
  expect(asked).toEqual([]);
  // ... only the pause after the last key does, once, with the whole word.
  await page.clock.runFor(100);
  await page.clock.resume();
  await expect(header(page).getByRole('option').first()).toBeVisible();
  expect(asked).toEqual(['kurti']);

  await searchBox(page).fill('');
  await expect(header(page).getByRole('listbox')).toHaveCount(0);
  expect(asked).toEqual(['kurti']);
});

test('prices in the suggestions follow the chosen currency', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Currency').selectOption('USD');
  await typeAndWait(page, 'punjabi');
  await expect(header(page).getByRole('option').first()).toContainText(/\$\d+\.\d\d/);
});

test('the open suggestion list has no serious accessibility problems', async ({ page }) => {
  await page.goto('/');
  await typeAndWait(page, 'punjabi');
  await searchBox(page).press('ArrowDown');
  await expect(header(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, page.locator('header'));
});
