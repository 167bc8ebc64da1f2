import { describe, expect, it } from 'vitest';
import { localNameOf } from './use-local-name';

describe('localNameOf', () => {
  it('names a product in Bengali in Bengali mode', () => {
    expect(localNameOf('bn', 'Cotton Punjabi', 'সুতির পাঞ্জাবি')).toBe('সুতির পাঞ্জাবি');
    expect(localNameOf('bn-BD', 'Cotton Punjabi', 'সুতির পাঞ্জাবি')).toBe('সুতির পাঞ্জাবি');
  });

  it('names it in English in English mode, whatever Bengali name it has', () => {
    expect(localNameOf('en', 'Cotton Punjabi', 'সুতির পাঞ্জাবি')).toBe('Cotton Punjabi');
    expect(localNameOf(undefined, 'Cotton Punjabi', 'সুতির পাঞ্জাবি')).toBe('Cotton Punjabi');
  });

  it('falls back to English where no Bengali name is given, or it is blank', () => {
    for (const none of [null, undefined, '', '   ']) expect(localNameOf('bn', 'Cotton Punjabi', none)).toBe('Cotton Punjabi');
  });
});
