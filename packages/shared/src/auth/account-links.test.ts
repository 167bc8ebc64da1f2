import { describe, expect, it } from 'vitest';
import { maskEmail } from './account-links';

describe('maskEmail', () => {
  it('keeps two letters and the domain: enough to recognise, not to learn', () => {
    expect(maskEmail('nusrat.jahan@example.com')).toBe('nu…@example.com');
    expect(maskEmail('a@b.com')).toBe('a…@b.com');
  });

  it('shows nothing of something that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('…');
    expect(maskEmail('@example.com')).toBe('…');
  });
});
