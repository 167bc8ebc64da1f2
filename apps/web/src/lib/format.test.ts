// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatNumber, formatTaka, toLanguage } from './format';

describe('formatTaka', () => {
  it('writes taka with the symbol and South Asian grouping', () => {
    expect(formatTaka(1290)).toBe('৳1,290');
    expect(formatTaka(0)).toBe('৳0');
    expect(formatTaka(150000)).toBe('৳1,50,000');
    expect(formatTaka(12345678)).toBe('৳1,23,45,678');
  });

  it('uses Bengali digits in Bengali', () => {
    expect(formatTaka(1290, 'bn')).toBe('৳১,২৯০');
    expect(formatTaka(150000, 'bn')).toBe('৳১,৫০,০০০');
  });

  it('shows poisha only when there are some, always as two digits', () => {
    expect(formatTaka(1290.5)).toBe('৳1,290.50');
    expect(formatTaka(99.99)).toBe('৳99.99');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatTaka(-200)).toBe('-৳200');
  });
});

describe('formatNumber and toLanguage', () => {
  it('formats counts in the shopper’s digits', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(25, 'bn')).toBe('২৫');
  });

  it('maps language codes to the two languages of the shop', () => {
    expect(toLanguage('bn')).toBe('bn');
    expect(toLanguage('bn-BD')).toBe('bn');
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});
