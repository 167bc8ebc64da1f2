import { describe, expect, it } from 'vitest';
import { hasApparelSizes } from './sizes';

describe('sizes', () => {
  it('knows apparel sizes from shoe sizes', () => {
    expect(hasApparelSizes(['S', 'M'])).toBe(true);
    expect(hasApparelSizes(['39', '40'])).toBe(false);
    expect(hasApparelSizes([])).toBe(false);
  });
});
