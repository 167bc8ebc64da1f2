import { describe, expect, it } from 'vitest';
import { publicAuthor } from './review-author';

describe('publicAuthor', () => {
  it('shows the first name and the last name’s initial', () => {
    expect(publicAuthor('Rahima Khatun')).toBe('Rahima K.');
    expect(publicAuthor('  md   abdul   karim ')).toBe('md K.');
    expect(publicAuthor('রহিমা খাতুন')).toBe('রহিমা খ.');
    expect(publicAuthor('Nusrat')).toBe('Nusrat');
  });

  it('never shows an e-mail address or a number', () => {
    expect(publicAuthor('rahima@example.com')).toBeNull();
    expect(publicAuthor('Rahima rahima@example.com')).toBe('Rahima');
    expect(publicAuthor('01712345678')).toBeNull();
    expect(publicAuthor('Karim 01712345678 Uddin')).toBe('Karim U.');
    expect(publicAuthor('   ')).toBeNull();
  });
});
