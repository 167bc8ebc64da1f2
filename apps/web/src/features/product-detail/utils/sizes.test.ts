import { describe, expect, it } from 'vitest';
import { defaultSize, hasApparelSizes } from './sizes';

describe('sizes', () => {
  it('starts apparel on M, one-size products on no size, and shoes on no choice', () => {
    expect(defaultSize(['S', 'M', 'L', 'XL'])).toBe('M');
    expect(defaultSize([])).toBe('');
    expect(defaultSize(['39', '40', '41'])).toBeNull();
    expect(defaultSize(['S', 'L'])).toBeNull();
  });

  it('knows apparel sizes from shoe sizes', () => {
    expect(hasApparelSizes(['S', 'M'])).toBe(true);
    expect(hasApparelSizes(['39', '40'])).toBe(false);
    expect(hasApparelSizes([])).toBe(false);
  });
});
