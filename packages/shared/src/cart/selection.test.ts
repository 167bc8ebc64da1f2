import { describe, expect, it } from 'vitest';
import { formatLineSelection, parseLineSelection } from './selection';

describe('checkout line selection', () => {
  it('round-trips product and size, and means the whole cart without a parameter', () => {
    const lines = [{ product_id: 12, size: 'M' }, { product_id: 40, size: 'ONE' }];
    expect(formatLineSelection(lines)).toBe('12:M,40:ONE');
    expect(parseLineSelection('12:M,40:ONE')).toEqual(lines);
    expect(parseLineSelection(null)).toBeNull();
  });

  it('drops malformed parts instead of guessing', () => {
    expect(parseLineSelection('12:M,,x:L,7,9:<b>,5:l')).toEqual([{ product_id: 12, size: 'M' }, { product_id: 5, size: 'L' }]);
  });
});
