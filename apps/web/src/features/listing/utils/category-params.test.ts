import { describe, expect, it } from 'vitest';
import { activeFilterCount, categoryFilters, readCategoryView } from './category-params';

const view = (text: string, defaultSort?: 'latest') => readCategoryView(new URLSearchParams(text), defaultSort);

describe('category page address', () => {
  it('defaults to popularity, page 1 and no filters', () => {
    expect(view('')).toEqual({ brands: [], colours: [], services: [], from: [], sort: 'popularity', page: 1 });
    expect(view('', 'latest').sort).toBe('latest');
  });

  it('reads brands, colour families, services, shopping-from, sort and page', () => {
    expect(view('brand=karigor,dhaka-denim&colour=Red,blue&service=cod&from=local-sellers&sort=priceHighLow&page=2')).toEqual({
      brands: ['karigor', 'dhaka-denim'],
      colours: ['red', 'blue'],
      services: ['cod'],
      from: ['local-sellers'],
      sort: 'priceHighLow',
      page: 2,
    });
  });

  it('ignores colours we do not know and options nothing offers', () => {
    expect(view('colour=teal,red&service=free-delivery,cod&from=mall&sort=cheapest')).toMatchObject({
      colours: ['red'], services: ['cod'], from: [], sort: 'popularity',
    });
  });

  it('asks the API for brand and colour, 32 a page; services narrow nothing', () => {
    const v = view('brand=karigor&colour=red,blue&service=cod&page=3&sort=latest');
    expect(categoryFilters({ category: 'men' }, v)).toEqual({
      category: 'men', brand: 'karigor', colour: 'red,blue', sort: 'latest', page: 3, limit: 32,
    });
    expect(categoryFilters({}, view(''))).toEqual({ brand: undefined, colour: undefined, sort: 'popularity', page: 1, limit: 32 });
    expect(activeFilterCount(v)).toBe(4);
  });
});
