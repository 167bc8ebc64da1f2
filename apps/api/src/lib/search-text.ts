/**
 * What catalogue search matches (docs/decisions/003, 041): the words of a product's names in English and Bengali,
 * its subcategory's and category's names in both languages, its brand and colour, plus hyphen-free forms ('t-shirt'
 * also as 'tshirt'); in Unicode NFC and lower case (Bengali has no case). One function for the demo seed and for
 * every product staff save or rename.
 */
export function searchTextOf(parts: (string | null | undefined)[]): string {
  const text = normaliseSearch(parts.filter((p): p is string => !!p).join(' '));
  const compact = text.match(/[a-z0-9]+(?:-[a-z0-9]+)+/g)?.map((w) => w.replace(/-/g, '')) ?? [];
  return [text, ...compact].join(' ');
}

/** The names a product is found by, in the one order the seed and the search index use. */
export interface ProductSearchNames {
  name: string;
  nameBn?: string | null;
  subcategory: string;
  subcategoryBn?: string | null;
  category: string;
  categoryBn?: string | null;
  brand: string;
  colour: string;
}

export function productSearchText(p: ProductSearchNames): string {
  return searchTextOf([p.name, p.nameBn, p.subcategory, p.subcategoryBn, p.category, p.categoryBn, p.brand, p.colour]);
}

/**
 * Text as search compares it: NFC (a Bengali letter typed as one code point or as a letter and a nukta is one
 * letter; ড় is stored decomposed, as NFC keeps it) and lower case.
 */
export function normaliseSearch(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/**
 * A word's letters: any script's letters and digits, and the marks Bengali writes its vowel signs and conjuncts
 * with (and the zero-width joiners some words carry); anything else separates words.
 */
const NOT_WORD = /[^\p{L}\p{M}\p{N}\u200c\u200d]+/u;

/**
 * The words of a search text that join typo correction's vocabulary (search_terms): three characters or more,
 * Bengali words too.
 */
export function searchTermsOf(text: string): string[] {
  return [...new Set(normaliseSearch(text).split(NOT_WORD).filter((word) => [...word].length >= 3))];
}
