import { describe, expect, it } from 'vitest';
import { readList, readPage, toggled, withChanges } from './url-params';

const params = (text: string) => new URLSearchParams(text);

describe('listing address', () => {
  it('reads the page, treating anything odd as page 1', () => {
    expect(readPage(params('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc']) expect(readPage(params(bad))).toBe(1);
  });

  it('reads comma-separated and repeated lists, lower-cased and without repeats', () => {
    expect(readList(params('brand=Karigor,deshi-threads&brand=karigor'), 'brand')).toEqual(['karigor', 'deshi-threads']);
    expect(readList(params('brand=,'), 'brand')).toEqual([]);
  });

  it('toggles a value in a list', () => {
    expect(toggled(['red'], 'blue')).toEqual(['red', 'blue']);
    expect(toggled(['red', 'blue'], 'red')).toEqual(['blue']);
  });

  it('changes parameters, going back to page 1 and dropping the highlight', () => {
    const next = withChanges(params('colour=red&page=3&highlight=7&sort=latest'), { colour: ['red', 'blue'] });
    expect(next.toString()).toBe('colour=red%2Cblue&sort=latest');
  });

  it('keeps the page when the page is the change, and leaves page 1 out', () => {
    expect(withChanges(params('colour=red'), { page: 2 }).toString()).toBe('colour=red&page=2');
    expect(withChanges(params('colour=red&page=2'), { page: 1 }).toString()).toBe('colour=red');
  });

  it('removes a parameter set to nothing', () => {
    expect(withChanges(params('brand=karigor&sort=latest'), { brand: [], sort: null }).toString()).toBe('');
  });
});
