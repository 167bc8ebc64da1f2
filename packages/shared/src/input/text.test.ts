import { describe, expect, it } from 'vitest';
import { MULTI_LINE_MESSAGE, multiLine, SINGLE_LINE_MESSAGE, singleLine } from './text';

const problem = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('singleLine', () => {
  const name = singleLine('Name must be text.').min(1, 'Name is required').max(20);

  it.each([
    ['NUL', 'Sadia\u0000Islam'],
    ['a line feed inside', 'Sadia\nStatus: delivered'],
    ['a carriage return', 'Sadia\rIslam'],
    ['a tab', 'Sadia\tIslam'],
    ['an ANSI escape', '\u001b[2JSadia'],
    ['DEL', 'Sadia\u007f'],
    ['a C1 control (CSI)', 'Sadia\u009b31m'],
    ['a right-to-left override', 'Sadia\u202eaidem'],
    ['a bidi isolate', 'Sadia\u2066x\u2069'],
    ['a line separator', 'Sadia\u2028Islam'],
    ['a lone high surrogate', 'Sadia\ud800'],
    ['a lone low surrogate', '\udc00Sadia'],
  ])('refuses %s with its own message', (_, value) => {
    expect(problem(name, value)).toBe(SINGLE_LINE_MESSAGE);
  });

  it.each([
    ['Bengali with a zero-width joiner', 'র\u200d্যাব'],
    ['an emoji (a surrogate pair)', 'Sadia 😀'],
    ['a right-to-left mark', 'سعدية\u200f'],
  ])('keeps %s', (_, value) => {
    expect(name.parse(value)).toBe(value);
  });

  it('trims first, so a pasted trailing line break is no error', () => {
    expect(name.parse('  Sadia Islam\r\n')).toBe('Sadia Islam');
  });

  it('keeps the caller’s messages for the rest', () => {
    expect(problem(name, 5)).toBe('Name must be text.');
    expect(problem(name, '   ')).toBe('Name is required');
  });
});

describe('multiLine', () => {
  const notes = multiLine().max(50);

  it('keeps line feeds and tabs, and makes CR LF and a lone CR line feeds', () => {
    expect(notes.parse('Gate 2\r\n\tRing twice\rThanks')).toBe('Gate 2\n\tRing twice\nThanks');
  });

  it.each([['NUL', 'a\u0000b'], ['ESC', 'a\u001b[31mb'], ['a form feed', 'a\fb'], ['a bidi override', 'a\u202db']])('refuses %s', (_, value) => {
    expect(problem(notes, value)).toBe(MULTI_LINE_MESSAGE);
  });
});
