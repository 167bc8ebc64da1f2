import { describe, expect, it } from 'vitest';
import { categoryPath, subcategoryProductsPath } from './category-links';

describe('category links', () => {
  it('builds the category and filtered product paths from slugs', () => {
    expect(categoryPath('t-shirt')).toBe('/category/t-shirt');
    expect(subcategoryProductsPath('jeans-and-pants')).toBe('/products?subcategory=jeans-and-pants');
  });

  it('escapes what a slug should never contain', () => {
    expect(categoryPath('a/b')).toBe('/category/a%2Fb');
    expect(subcategoryProductsPath('a&b')).toBe('/products?subcategory=a%26b');
  });
});
