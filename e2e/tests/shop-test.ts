import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Until the app has taken over a page the server drew (decision 023), its buttons look ready but nothing
 * listens to them yet. A person waits a moment; a test acts at once. So after the page loads, wait for the
 * app's mark (`#root[data-app="ready"]`, apps/web/src/app/app.tsx), where there is an app at all. The fixture's
 * `page` does so by itself; a page of another context (a second shopper, a guest) calls it after its `goto`.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || root.dataset.app === 'ready';
  });
}

/** Playwright's test, with `page.goto` and `page.reload` ending once the app has taken the page over. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    await use(page);
  },
});
