import { describe, expect, it } from 'vitest';
import { unpaidExpiryHoursOf, unpaidExpiryReason } from './cancel-order';

describe('the unpaid-expiry reason', () => {
  it('is recognised with its hours, in the singular too', () => {
    expect(unpaidExpiryHoursOf(unpaidExpiryReason(24))).toBe(24);
    expect(unpaidExpiryReason(1)).toContain('within 1 hour,');
    expect(unpaidExpiryHoursOf(unpaidExpiryReason(1))).toBe(1);
  });

  it('is not found in a reason a person wrote', () => {
    expect(unpaidExpiryHoursOf('Changed my mind')).toBeNull();
    expect(unpaidExpiryHoursOf(`Note: ${unpaidExpiryReason(24)}`)).toBeNull();
    expect(unpaidExpiryHoursOf(null)).toBeNull();
  });
});
