import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// A check of the docs, never bundled: the back office's pages (back-office*.md) quote its own catalogue.
// eslint-disable-next-line no-restricted-imports -- reads the back office's texts only to compare them with the docs
import { en as adminEn } from '../admin/i18n/en';
import { en } from './locales/en';
import { PAGE_HEADS } from './page-heads';

const PRODUCT_DOCS = join(import.meta.dirname, '../../../../docs/product');

function catalogueTexts(node: object, into = new Set<string>()): Set<string> {
  for (const value of Object.values(node)) {
    if (typeof value === 'string') into.add(value);
    else catalogueTexts(value as object, into);
  }
  return into;
}

/** Texts in single quotes ('Product not found.'): an apostrophe inside a word ("shop's") opens or closes none. */
export function quotedTexts(markdown: string): string[] {
  const prose = markdown.replace(/`[^`]*`/g, '');
  return [...prose.matchAll(/(?<![\p{L}\p{N}])'((?:[^']|(?<=\p{L})'(?=\p{L}))+?)'(?![\p{L}\p{N}])/gu)].map((match) => match[1]!.replace(/\s+/g, ' '));
}

describe('docs/product', () => {
  // The heads' texts are the shop's too, in a namespace only the server loads (i18n/page-heads.ts).
  const texts = catalogueTexts(adminEn, catalogueTexts(PAGE_HEADS.en, catalogueTexts(en)));
  const files = readdirSync(PRODUCT_DOCS).filter((name) => name.endsWith('.md'));

  it.each(files)('%s quotes only texts of the English catalogue', (name) => {
    const quoted = quotedTexts(readFileSync(join(PRODUCT_DOCS, name), 'utf8'));
    expect(quoted.filter((text) => !texts.has(text))).toEqual([]);
  });
});
