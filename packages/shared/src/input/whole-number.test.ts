import { describe, expect, it } from 'vitest';
import { INT32_MAX, wholeNumber, wholeNumberText } from './whole-number';

const problem = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('whole numbers', () => {
  it('bounds ids to what a PostgreSQL integer holds', () => {
    const id = wholeNumber('Unknown product.');
    expect(id.parse(INT32_MAX)).toBe(INT32_MAX);
    for (const value of [INT32_MAX + 1, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, '12', null]) expect(problem(id, value)).toBe('Unknown product.');
  });

  it('reads query text, refusing what is not a whole number in range', () => {
    const page = wholeNumberText('Bad page.', { max: 100 });
    expect(page.parse('12')).toBe(12);
    for (const value of ['', '1.5', '-3', '101', '99999999999', 'abc', '1\u0000']) expect(problem(page, value)).toBe('Bad page.');
  });
});
