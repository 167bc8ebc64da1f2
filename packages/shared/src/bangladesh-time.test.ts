import { describe, expect, it } from 'vitest';
import { dhakaDate, dhakaMinute, fromDhakaMinute } from './bangladesh-time';

describe('Bangladesh time', () => {
  it('reads an instant as the day and minute on a Dhaka clock, six hours ahead of UTC', () => {
    expect(dhakaDate('2026-12-31T18:30:00Z')).toBe('2027-01-01');
    expect(dhakaMinute('2026-12-31T18:30:00Z')).toBe('2027-01-01T00:30');
  });

  it('turns a Dhaka wall-clock minute back into the same instant', () => {
    expect(fromDhakaMinute('2027-01-01T00:30')).toBe('2026-12-31T18:30:00.000Z');
    expect(fromDhakaMinute(dhakaMinute('2026-06-15T09:05:00Z'))).toBe('2026-06-15T09:05:00.000Z');
  });
});
