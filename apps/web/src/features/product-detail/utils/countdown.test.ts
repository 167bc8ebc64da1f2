import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MS, formatClock, splitDuration } from './countdown';

describe('countdown clock', () => {
  it('starts at two hours and counts whole seconds down to zero', () => {
    expect(formatClock(splitDuration(COUNTDOWN_MS))).toBe('02:00:00');
    expect(formatClock(splitDuration(COUNTDOWN_MS - 1000))).toBe('01:59:59');
    expect(formatClock(splitDuration(61_500))).toBe('00:01:02');
    expect(formatClock(splitDuration(-5))).toBe('00:00:00');
  });

  it('writes Bengali digits in Bengali', () => {
    expect(formatClock(splitDuration(COUNTDOWN_MS), 'bn')).toBe('০২:০০:০০');
  });
});
