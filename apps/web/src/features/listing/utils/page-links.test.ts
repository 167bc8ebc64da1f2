import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks } from './page-links';

describe('pageLinks', () => {
  it('shows every page when there are few', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageLinks(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('counts pages of 32', () => {
    expect(pageCount(0, 32)).toBe(1);
    expect(pageCount(32, 32)).toBe(1);
    expect(pageCount(48, 32)).toBe(2);
  });
});
