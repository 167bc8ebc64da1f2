import { describe, expect, it } from 'vitest';
import { productsFilters, readProductsView } from './products-params';

const view = (text: string) => readProductsView(new URLSearchParams(text));

describe('products page address', () => {
  it('defaults to all products in the default order', () => {
    expect(view('')).toEqual({ search: '', category: '', subcategory: '', tab: 'all', sort: 'default', page: 1 });
    expect(productsFilters(view(''))).toEqual({ search: undefined, category: undefined, subcategory: undefined, sort: undefined, page: 1, limit: 32 });
  });

  it('turns the tabs into orders: trending by popularity, new by newest', () => {
    expect(productsFilters(view('tab=trending')).sort).toBe('popularity');
    expect(productsFilters(view('tab=new')).sort).toBe('newest');
  });

  it('lets a chosen sort win over a tab from an old link', () => {
    expect(view('tab=new&sort=price-asc')).toMatchObject({ tab: 'all', sort: 'price-asc' });
    expect(productsFilters(view('tab=new&sort=price-asc')).sort).toBe('price-asc');
  });

  it('passes search, category, subcategory and page to the API and ignores unknown values', () => {
    expect(productsFilters(view('search=%20tshrt%20&category=Men&subcategory=shirts&page=2&sort=cheapest&tab=hot'))).toEqual({
      search: 'tshrt', category: 'men', subcategory: 'shirts', sort: undefined, page: 2, limit: 32,
    });
  });
});
