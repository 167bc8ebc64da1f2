import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './order-date';

describe('order dates (accounts spec §9)', () => {
  it('read short month, day, year in en-US', () => {
    expect(formatOrderDate('2026-11-22T06:00:00.000Z', 'en')).toBe('Nov 22, 2026');
  });

  it('use Bengali months and digits in Bengali', () => {
    const text = formatOrderDate('2026-11-22T06:00:00.000Z', 'bn');
    expect(text).toContain('২২');
    expect(text).toContain('২০২৬');
    expect(text).toMatch(/নভে/);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('count the day in Bangladesh time', () => {
    // 20:30 UTC on the 21st is 02:30 on the 22nd in Dhaka (UTC+6).
    expect(formatOrderDate('2026-11-21T20:30:00.000Z', 'en')).toBe('Nov 22, 2026');
  });

  it('show nothing for an unreadable date rather than "Invalid Date"', () => {
    expect(formatOrderDate('not a date', 'en')).toBe('');
  });
});
