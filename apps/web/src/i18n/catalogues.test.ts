// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from './catalogue';
import { bn } from './locales/bn';
import { en } from './locales/en';

function lookup(catalogue: object, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const enKeys = catalogueKeys(en);
  const bnKeys = catalogueKeys(bn);

  it('have exactly the same keys in English and Bengali', () => {
    expect(bnKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !bnKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    expect(enKeys.filter((key) => !lookup(en, key).trim())).toEqual([]);
    expect(bnKeys.filter((key) => !lookup(bn, key).trim())).toEqual([]);
  });

  it('use the same {{placeholders}} in both languages', () => {
    const mismatched = enKeys.filter((key) => placeholders(lookup(en, key)).join() !== placeholders(lookup(bn, key)).join());
    expect(mismatched).toEqual([]);
  });

  it('keep the texts docs/product quotes verbatim in English', () => {
    expect(en.errors.generic).toBe('Something went wrong.');
    expect(en.header.searchPlaceholder).toBe('Search a product');
    expect(en.footer.invalidEmail).toBe('Please enter a valid email address.');
    expect(en.footer.subscribed).toBe('Thanks for subscribing!');
    expect(en.home.heroTitle).toBe('PREMIUM CLOTHING. AUTHENTIC STYLE.');
    expect(en.home.noProducts).toBe('No products available right now.');
    expect(en.product.notFound).toBe('Product not found.');
  });

  it('are really translated: most Bengali texts differ from the English ones', () => {
    const same = enKeys.filter((key) => lookup(en, key) === lookup(bn, key));
    expect(same.length).toBeLessThan(enKeys.length / 10);
  });
});
