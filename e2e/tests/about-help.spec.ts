import { expect, test } from './shop-test';
import { expectNoSeriousA11yViolations, shoot } from './screen-checks';

test.describe('help centre', () => {
  test('shows the sample centre by default and switches sections with ?section=', async ({ page }) => {
    await page.goto('/help-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sample Center: ordering made simple' })).toBeVisible();
    const topics = page.getByRole('navigation', { name: 'Help topics' });
    await expect(topics.getByRole('link', { name: 'Sample Center' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('How do I place an order?')).toBeVisible();

    await page.goto('/help-center?section=tips');
    await expect(page.getByRole('heading', { name: 'Tips for delivery and returns' })).toBeVisible();
    await expect(page.getByText('How do I return an item?')).toBeVisible();
    await expect(topics.getByRole('link', { name: 'Tips' })).toHaveAttribute('aria-current', 'page');

    await topics.getByRole('link', { name: 'Online Trade Show' }).click();
    await expect(page).toHaveURL(/\/help-center\?section=online-trade-show$/);
    await expect(page.getByRole('heading', { name: 'Online Trade Show: new collections and brands' })).toBeVisible();
    await topics.getByRole('link', { name: 'Live Support' }).click();
    await expect(page.getByRole('heading', { name: 'Live Support: talk to us' })).toBeVisible();
    await expect(page.getByText('Can I cancel or change my order?')).toBeVisible();

    // An unknown section falls back to the default; /helpdesk is the same page.
    await page.goto('/help-center?section=nope');
    await expect(page.getByRole('heading', { name: 'Sample Center: ordering made simple' })).toBeVisible();
    await page.goto('/helpdesk?section=live');
    await expect(page.getByRole('heading', { name: 'Live Support: talk to us' })).toBeVisible();
  });

  test('answers open and close like an accordion, one at a time', async ({ page }) => {
    await page.goto('/help-center?section=tips');
    const delivery = page.getByText('How long does delivery take, and where do you deliver?');
    const returns = page.getByText('How do I return an item?');
    const deliveryAnswer = page.getByText(/We deliver to all 64 districts of Bangladesh/);
    const returnsAnswer = page.getByText(/You can return an item within 7 days of delivery/);
    await expect(deliveryAnswer).toBeHidden();
    await delivery.click();
    await expect(deliveryAnswer).toBeVisible();
    await returns.click();
    await expect(returnsAnswer).toBeVisible();
    await expect(deliveryAnswer).toBeHidden();
    await returns.click();
    await expect(returnsAnswer).toBeHidden();
    // Keyboard: the question is a focusable control that Enter opens.
    await delivery.focus();
    await page.keyboard.press('Enter');
    await expect(deliveryAnswer).toBeVisible();
  });

  test('search filters the answers across every section', async ({ page }) => {
    await page.goto('/help-center');
    const search = page.getByRole('searchbox', { name: 'Search help topics' });
    await expect(search).toHaveAttribute('placeholder', 'Search help topics...');

    await search.fill('bkash');
    await expect(page.getByRole('status').filter({ hasText: 'for “bkash”' })).toBeVisible();
    await expect(page.getByText('Which payment methods can I use?')).toBeVisible();
    await expect(page.getByText('How do I return an item?')).toBeVisible();
    await expect(page.getByText('When do new collections arrive?')).toHaveCount(0);
    // Results say which section they come from; no section is marked current while searching.
    await expect(page.getByRole('heading', { name: 'Sample Center', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Help topics' }).locator('[aria-current]')).toHaveCount(0);

    await search.fill('return 7 days');
    await expect(page.getByText('How do I return an item?')).toBeVisible();
    await expect(page.getByText('Which payment methods can I use?')).toHaveCount(0);

    await search.fill('zzzz');
    await expect(page.getByText('No help topics match “zzzz”. Try another word, or chat with us.')).toBeVisible();

    await search.fill('');
    await expect(page.getByRole('heading', { name: 'Sample Center: ordering made simple' })).toBeVisible();
  });

  test("Share copies the link and says 'Link copied!' where the device has no share sheet", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/help-center?section=tips');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('uses the share sheet when the device has one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto('/help-center?section=live');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.map((s) => s.url))).toEqual([page.url()]);
    await expect(page.getByText('Link copied!')).toHaveCount(0);
  });

  test('shows back-to-top after 300 px of scroll, has no serious accessibility problems, and looks right', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.goto('/help-center?section=tips');
    // An open answer makes the page long enough to scroll on a short screen.
    await page.getByText('How do I return an item?').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.setViewportSize({ width: 1366, height: 900 });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'help');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('searchbox', { name: 'Search help topics' }).fill('order');
    await expect(page.getByRole('status').filter({ hasText: 'for “order”' })).toBeVisible();
    // After a resize the header swaps its wide bar for the phone's on the media query's change event: wait for it.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('about page', () => {
  const FAQ: [question: string, answer: RegExp][] = [
    ['How can I track my order?', /open My Orders/],
    ['What is your return policy?', /within 7 days of delivery/],
    ['Do you ship outside Bangladesh?', /ship only within Bangladesh/],
    ['Is customer support available at any time?', /available 24\/7/],
    ['Can I cancel my order?', /cancel an order any time before it ships/],
  ];

  test('shows the four about blocks and five questions that open to their answers', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    for (const block of ['Who We Are', 'Our Mission', 'What We Offer', 'Why Choose Bazar']) {
      await expect(page.getByRole('heading', { name: block })).toBeVisible();
    }
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('summary')).toHaveCount(5);
    for (const [question, answer] of FAQ) {
      await expect(faq.getByText(answer)).toBeHidden();
      await faq.getByText(question).click();
      await expect(faq.getByText(answer)).toBeVisible();
    }
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test("'Your Favorites' says when there are none", async ({ page }) => {
    await page.goto('/about');
    const favorites = page.getByRole('region', { name: 'Your Favorites' });
    await expect(favorites.getByText('No favorite items found.')).toBeVisible();
    await expect(favorites.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  test('shows the favourites saved on this device, and looks right at 1366 and 375 px', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'wishlist',
        JSON.stringify([
          { id: 1, name: 'Handloom Cotton Saree - Teal', price: 2450, oldPrice: 2990, image: '/images/does-not-exist.webp' },
          { id: 2, name: 'Classic Panjabi - Ivory', price: 1890, oldPrice: null, image: '' },
        ]),
      );
    });
    await page.goto('/about');
    const favorites = page.getByRole('region', { name: 'Your Favorites' });
    await expect(favorites.getByText('No favorite items found.')).toHaveCount(0);
    const saree = favorites.getByRole('link', { name: /Handloom Cotton Saree - Teal/ });
    await expect(saree).toHaveAttribute('href', '/product/1');
    await expect(saree).toContainText('৳2,450');
    await expect(saree).toContainText('৳2,990');
    await expect(favorites.getByRole('link')).toHaveCount(2);

    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'about');
    await page.setViewportSize({ width: 375, height: 800 });
    // After a resize the header swaps its wide bar for the phone's on the media query's change event: wait for it.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
