import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalogue-data';
import { generateProduct, generateProducts } from './generate';
import { searchTextOf } from '../../lib/search-text';

describe('the demo catalogue generator', () => {
  it('is deterministic: product n is the same in every catalogue size', () => {
    expect(generateProduct(42)).toEqual(generateProduct(42));
    const small = [...generateProducts(300)];
    expect(small[41]).toEqual(generateProduct(42));
  });

  it('covers every subcategory of every category in 300 products', () => {
    const products = [...generateProducts(300)];
    const covered = new Set(products.map((p) => `${p.categoryIndex}/${p.subcategoryIndex}`));
    const all = CATEGORIES.flatMap((c, ci) => c.subcategories.map((_, si) => `${ci}/${si}`));
    expect([...covered].sort()).toEqual(all.sort());
  });

  it('makes sane products: unique SKUs, prices in poisha, sale prices above price, 2 to 4 distinct images', () => {
    const products = [...generateProducts(300)];
    expect(new Set(products.map((p) => p.sku)).size).toBe(300);
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price % 100).toBe(0);
      if (p.oldPrice !== null) expect(p.oldPrice).toBeGreaterThan(p.price);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(new Set(p.images.map((i) => i.view)).size).toBe(p.images.length);
      expect(p.stock.every((s) => s.stock >= 0)).toBe(true);
    }
    expect(products.filter((p) => p.oldPrice !== null).length).toBeGreaterThan(60);
  });

  it('names every product in Bengali too, from words of its style, subcategory and colour, and indexes that name', () => {
    const product = generateProduct(1);
    expect(product.nameBn).toBe('পুরুষদের ক্লাসিক শার্ট - চারকোল');
    for (const p of generateProducts(300)) {
      expect(p.nameBn).toMatch(/^[\u0980-\u09FF]/);
      expect(p.searchText).toContain(p.nameBn);
      expect(p.searchText).toContain(CATEGORIES[p.categoryIndex]!.subcategories[p.subcategoryIndex]!.nameBn);
    }
  });

  it('indexes hyphen-free forms of hyphenated words', () => {
    expect(searchTextOf(['Round Neck T-Shirt'])).toContain('tshirt');
  });
});
