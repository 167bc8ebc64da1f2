// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage } from './i18n';

function langWrites(): { stop: () => number } {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return {
    stop() {
      records.push(...observer.takeRecords());
      observer.disconnect();
      return records.length;
    },
  };
}

describe('the document language', () => {
  afterEach(async () => {
    await setLanguage('en');
    localStorage.clear();
  });

  it('follows the chosen language, and is left alone when it already says so', async () => {
    // As public/preferences-init.js leaves it before the app starts: rewriting it would restyle the whole page.
    document.documentElement.lang = 'en';
    const writes = langWrites();
    await initI18n('en');
    expect(writes.stop()).toBe(0);

    await setLanguage('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.t('header.searchPlaceholder')).not.toBe('Search a product');
  });
});
