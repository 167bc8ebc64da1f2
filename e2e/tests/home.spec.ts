import { expect, test } from '@playwright/test';

test('the home page shows the hero, categories and products from the catalogue', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/');
  await expect(page.getByText('PREMIUM CLOTHING. AUTHENTIC STYLE.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' }).first()).toBeVisible();
  // Category tiles come from GET /api/v1/categories.
  await expect(page.getByRole('link', { name: /T-Shirt/ }).first()).toBeVisible();
  // Product cards come from GET /api/v1/products and show taka prices.
  const firstCard = page.locator('a[href^="/product/"]').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard).toContainText('৳');
  await page.screenshot({ path: 'test-results/home-1366.png', fullPage: false });

  await firstCard.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  expect(errors).toEqual([]);
});

test('an unknown route still renders inside the layout', async ({ page }) => {
  await page.goto('/orderstatus');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
