import { describe, expect, it } from 'vitest';
import { defaultSize } from './default-size';

describe('defaultSize', () => {
  it('is M for apparel and the one-size key for goods without sizes', () => {
    expect(defaultSize(['S', 'M', 'L', 'XL'])).toBe('M');
    expect(defaultSize([])).toBe('ONE');
  });

  it('has no default for shoe sizes, unless there is only one', () => {
    expect(defaultSize(['39', '40', '41', '42', '43'])).toBeNull();
    expect(defaultSize(['42'])).toBe('42');
  });
});
