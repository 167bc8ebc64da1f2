import { describe, expect, it } from 'vitest';
import { SYNONYM_GROUPS, hasSynonyms, synonymsOf } from './search-synonyms';
import { normaliseSearch, productSearchText, searchTermsOf, searchTextOf } from './search-text';

describe('search text', () => {
  it('holds both languages\' names in lower case and NFC, with hyphen-free forms', () => {
    const text = productSearchText({
      name: 'Round Neck T-Shirt', nameBn: 'গোল গলা টি-শার্ট', subcategory: 'Shirts', subcategoryBn: 'শার্ট', category: 'Men', categoryBn: 'পুরুষ', brand: 'Aarong', colour: 'Black',
    });
    expect(text).toContain('round neck t-shirt');
    expect(text).toContain('tshirt');
    expect(text).toContain('শার্ট');
    expect(text).toContain('পুরুষ');
    expect(text).toBe(text.normalize('NFC'));
    // ড় typed as one code point is stored as NFC keeps it, so either way of typing it matches.
    expect(searchTextOf(['শা\u09dcি'])).toBe(normaliseSearch('শা\u09a1\u09bcি'));
  });

  it('gives typo correction Bengali words whole, vowel signs and conjuncts included, and English ones', () => {
    expect(searchTermsOf('cotton punjabi পাঞ্জাবি সালোয়ার কামিজ of t-shirt')).toEqual(['cotton', 'punjabi', 'পাঞ্জাবি', 'সালোয়ার', 'কামিজ', 'shirt']);
    expect(searchTermsOf('লুঙ্গি')).toEqual(['লুঙ্গি']);
  });
});

describe('synonym groups', () => {
  it('joins the romanised spellings and the Bengali word, both ways', () => {
    for (const word of ['panjabi', 'punjabi', 'পাঞ্জাবি']) expect(synonymsOf(word)).toEqual(expect.arrayContaining(['panjabi', 'punjabi', 'পাঞ্জাবি']));
    for (const word of ['saree', 'sari', normaliseSearch('শাড়ি')]) expect(synonymsOf(word)).toEqual(expect.arrayContaining(['saree', 'sari']));
    expect(synonymsOf('lungi')).toContain('লুঙ্গি');
    expect(synonymsOf('শার্ট')).toContain('shirt');
    expect(synonymsOf('oxford')).toEqual(['oxford']);
    expect(hasSynonyms('oxford')).toBe(false);
    expect(hasSynonyms('sari')).toBe(true);
  });

  it('keeps every word in one group only, normalised', () => {
    const words = SYNONYM_GROUPS.flat();
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((w) => w === normaliseSearch(w))).toBe(true);
  });
});
