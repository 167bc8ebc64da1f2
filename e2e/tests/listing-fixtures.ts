import { expect as baseExpect, test as base } from './shop-test';

// Generous waits: the shop may share the machine with other test runs. Nothing here sleeps.
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Every test fails on an uncaught error in the page. */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
