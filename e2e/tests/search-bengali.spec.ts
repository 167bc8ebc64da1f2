import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './screen-checks';
import { expect, test } from './shop-test';

// Search in Bengali (docs/decisions/041): শার্ট typed in the shop's search box suggests shirts, and a romanised
// spelling meets its Bengali word.

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: /Search products|পণ্য খুঁজুন/ });

async function typeAndWait(page: Page, text: string) {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v1/products' && url.searchParams.get('search') === text;
  });
  await searchBox(page).fill(text);
  return ((await (await answer).json()) as { products: { name: string }[] }).products;
}

test('typing শার্ট in the search box suggests shirts', async ({ page }) => {
  await page.goto('/');
  const products = await typeAndWait(page, 'শার্ট');
  expect(products.length).toBeGreaterThan(0);
  const options = page.getByRole('banner').getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(Math.min(products.length, 6));
  // Shirts, polo shirts and t-shirts (their subcategories are named শার্ট, পোলো শার্ট; T-Shirt's names say tee or shirt).
  for (const option of await options.all()) await expect(option).toContainText(/shirt|polo|tee/i);
  await expectNoSeriousA11yViolations(page, page.getByRole('banner'));
});

test('sari finds the sarees the shop names শাড়ি, without a "showing results for" correction', async ({ page }) => {
  await page.goto('/');
  const products = await typeAndWait(page, 'sari');
  expect(products.length).toBeGreaterThan(0);
  await expect(page.getByRole('banner').getByRole('option').first()).toContainText(/saree/i);
  await expect(page.getByRole('banner').getByText(/Showing results for/)).toHaveCount(0);
});
