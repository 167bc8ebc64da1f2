import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { catalogueKeys } from './catalogue';
import { en } from './en';

function lookup(catalogue: object, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("the back office's message catalogues", () => {
  const enKeys = catalogueKeys(en);
  const bnKeys = catalogueKeys(bn);

  it('have exactly the same keys in English and Bengali', () => {
    expect(bnKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !bnKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    expect([...enKeys.filter((key) => !lookup(en, key).trim()), ...bnKeys.filter((key) => !lookup(bn, key).trim())]).toEqual([]);
  });

  it('use the same {{placeholders}} in both languages', () => {
    expect(enKeys.filter((key) => placeholders(lookup(en, key)).join() !== placeholders(lookup(bn, key)).join())).toEqual([]);
  });

  it('are really translated: most Bengali texts differ from the English ones', () => {
    const same = enKeys.filter((key) => lookup(en, key) === lookup(bn, key));
    expect(same.length).toBeLessThan(enKeys.length / 10);
  });
});
