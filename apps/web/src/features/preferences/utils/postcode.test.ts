import { describe, expect, it } from 'vitest';
import { normalisePostcode, postcodeProblem } from './postcode';

describe('delivery postcode', () => {
  it('keeps what was typed in one form: Bengali digits, spaces and case', () => {
    expect(normalisePostcode(' ১২০৭ ')).toBe('1207');
    expect(normalisePostcode('sw1a   1aa')).toBe('SW1A 1AA');
  });

  it('wants four digits in Bangladesh', () => {
    expect(postcodeProblem('1207', 'BD')).toBeNull();
    expect(postcodeProblem('', 'BD')).toBeNull();
    for (const bad of ['120', '12077', '12a7', 'DHAKA']) expect(postcodeProblem(bad, 'BD')).toBe('bangladesh');
  });

  it('takes ZIP and postal codes of the other countries', () => {
    expect(postcodeProblem('90210', 'US')).toBeNull();
    expect(postcodeProblem('SW1A 1AA', 'UK')).toBeNull();
    expect(postcodeProblem('110001', 'IN')).toBeNull();
    expect(postcodeProblem('1', 'US')).toBe('other');
    expect(postcodeProblem('12#45', 'CN')).toBe('other');
  });
});
