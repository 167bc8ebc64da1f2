import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** axe on the page (or just `part`): no serious or critical violation, each named with where it is. */
export async function expectNoSeriousA11yViolations(page: Page, part?: Locator) {
  // A dialog fading in is half transparent for 200 ms: colours are judged once such transitions have ended.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
  const builder = new AxeBuilder({ page });
  if (part) await part.evaluate((element) => element.setAttribute('data-axe-part', ''));
  const { violations } = await (part ? builder.include('[data-axe-part]') : builder).analyze();
  if (part) await part.evaluate((element) => element.removeAttribute('data-axe-part'));
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * With E2E_SCREENSHOTS set: the screen (or just `part`) at 1366 px and at 375 px, into the test's output
 * folder, for a person to look at. Off by default: full-page shots at two widths cost CI minutes.
 */
export async function shoot(page: Page, name: string, part?: Locator) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const path = test.info().outputPath(`${name}-${width}.png`);
    await (part ? part.screenshot({ path, animations: 'disabled' }) : page.screenshot({ path, fullPage: true, animations: 'disabled' }));
  }
  await page.setViewportSize(size);
}

/**
 * With E2E_SCREENSHOTS set: the back office's screen at 1366 px and at 768 px (a tablet, its narrowest width),
 * for a person to look at.
 */
export async function shootBackOffice(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: width === 768 ? 1024 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(size);
}
