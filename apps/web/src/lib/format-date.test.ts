import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('dates (docs/product/orders.md)', () => {
  it('read short month, day, year in en-US', () => {
    expect(formatDate('2026-11-22T06:00:00.000Z', 'en')).toBe('Nov 22, 2026');
  });

  it('use Bengali months and digits in Bengali', () => {
    const text = formatDate('2026-11-22T06:00:00.000Z', 'bn');
    expect(text).toContain('২২');
    expect(text).toContain('২০২৬');
    expect(text).toMatch(/নভে/);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('count the day in Bangladesh time', () => {
    // 20:30 UTC on the 21st is 02:30 on the 22nd in Dhaka (UTC+6).
    expect(formatDate('2026-11-21T20:30:00.000Z', 'en')).toBe('Nov 22, 2026');
  });

  it('read a bare day as that day in Bangladesh', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('Nov 22, 2026');
  });

  it('show nothing for an unreadable date rather than "Invalid Date"', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
