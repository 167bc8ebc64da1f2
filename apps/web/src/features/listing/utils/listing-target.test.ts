import type { Category } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { bannerImageOf } from './banner';
import { brandCategory, defaultSortOf, resolveTarget, targetScope, unslug } from './listing-target';

const men: Category = {
  id: 1, slug: 'men', name: 'Men', name_bn: 'পুরুষ', image: '/images/products/men-tile.webp', bannerImage: '/images/banners/men.webp',
  subcategories: [{ id: 3, slug: 'polo-shirts', name: 'Polo Shirts', name_bn: 'পোলো শার্ট', items: [] }],
};
const tshirt: Category = { id: 4, slug: 't-shirt', name: 'T-Shirt', name_bn: 'টি-শার্ট', image: '/t.webp', bannerImage: '', subcategories: [] };
const categories = [men, tshirt];

describe('what a category address lists', () => {
  it('finds a category by slug or by its name written in the address', () => {
    expect(resolveTarget('category', 'men', categories)).toMatchObject({ kind: 'category', slug: 'men', category: men });
    expect(resolveTarget('category', 'T-Shirt', categories)).toMatchObject({ kind: 'category', slug: 't-shirt', category: tshirt });
    expect(resolveTarget('subcategory', 'polo shirts', categories)).toMatchObject({ kind: 'subcategory', slug: 'polo-shirts', category: men });
  });

  it('lists everything without a slug, and the collections in their own order', () => {
    expect(resolveTarget('category', undefined, categories)).toEqual({ kind: 'all' });
    const newArrivals = resolveTarget('category', 'new-arrivals', categories);
    expect(newArrivals).toEqual({ kind: 'collection', slug: 'new-arrivals' });
    expect(defaultSortOf(newArrivals)).toBe('latest');
    expect(targetScope(newArrivals)).toEqual({});
  });

  it('filters the API by the category or subcategory, and lists the brands of its category', () => {
    const sub = resolveTarget('subcategory', 'polo-shirts', categories);
    expect(targetScope(sub)).toEqual({ subcategory: 'polo-shirts' });
    expect(brandCategory(sub)).toBe('men');
    expect(targetScope(resolveTarget('category', 'unknown-thing', categories))).toEqual({ category: 'unknown-thing' });
  });

  it('writes an unknown slug as words', () => {
    expect(unslug('winter-wear')).toBe('Winter Wear');
  });
});

describe('banner image', () => {
  it("uses the category's banner, then its image, then the banner map", () => {
    expect(bannerImageOf(resolveTarget('category', 'men', categories))).toBe('/images/banners/men.webp');
    expect(bannerImageOf(resolveTarget('category', 't-shirt', categories))).toBe('/t.webp');
    expect(bannerImageOf(resolveTarget('category', 'home', []))).toBe('/images/banners/home.webp');
  });

  it("gives a subcategory its own banner when it has one, else its category's", () => {
    const withBanner = { ...men, subcategories: [{ ...men.subcategories[0]!, bannerImage: '/polo.webp' }] };
    expect(bannerImageOf(resolveTarget('subcategory', 'polo-shirts', [withBanner]))).toBe('/polo.webp');
    expect(bannerImageOf(resolveTarget('subcategory', 'polo-shirts', categories))).toBe('/images/banners/men.webp');
  });

  it('falls back to the default (none) for everything and unknown categories', () => {
    expect(bannerImageOf({ kind: 'all' })).toBeNull();
    expect(bannerImageOf(resolveTarget('category', 'gadgets', categories))).toBeNull();
  });
});
