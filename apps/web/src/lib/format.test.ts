// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDollars, formatNumber, formatTaka, toLanguage } from './format';

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

describe('formatDecimal', () => {
  // The written-out formatter must read exactly as the locale's own (en-IN, bn-BD) does.
  const samples = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 123456, 1234567, 12345678, 123456789, 1234567890,
    0.5, 1.5, 2.5, 0.05, 0.005, 1.005, 2.345, 99.995, 999.999, 1290.5, 0.1 + 0.2, 1e-7, 12.3456, 999999.5, 7777777.777, 123456789012.34,
    -0.4, -1.5, -1234.5, -99999.999];
  for (const language of ['en', 'bn'] as const) {
    for (const fractionDigits of [0, 1, 2]) {
      it(`reads as Intl does in ${language} with ${fractionDigits} decimals`, () => {
        const intl = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-IN', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
        for (const value of samples) expect(formatDecimal(value, language, fractionDigits), String(value)).toBe(intl.format(value));
      });
    }
  }

  it('groups nothing when asked not to, and leaves what no shop prices to the platform', () => {
    expect(formatDecimal(123456, 'en', 0, false)).toBe('123456');
    expect(formatDecimal(Number.NaN, 'en', 0)).toBe('NaN');
    expect(formatDecimal(1e21, 'en', 0)).toBe(new Intl.NumberFormat('en-IN').format(1e21));
  });

  it('writes converted prices with cents and rounds half away from zero', () => {
    expect(formatDollars(10.5)).toBe('$10.50');
    expect(formatDollars(1.005)).toBe('$1.01');
    expect(formatDollars(-2.5, 'bn')).toBe('-$২.৫০');
  });
});
