// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { filterFaqs } from './filter-faqs';

const faqs = [
  { id: 'a', question: 'How do I return an item?', answer: 'Within 7 days, unused and with tags.' },
  { id: 'b', question: 'Which payment methods can I use?', answer: 'Cash on delivery, bKash or Nagad.' },
  { id: 'c', question: 'কীভাবে পণ্য ফেরত দেব?', answer: 'ডেলিভারির ৭ দিনের মধ্যে।' },
];

describe('filterFaqs', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaqs(faqs, '')).toHaveLength(3);
    expect(filterFaqs(faqs, '   ')).toHaveLength(3);
  });

  it('matches questions and answers, ignoring case', () => {
    expect(filterFaqs(faqs, 'RETURN').map((f) => f.id)).toEqual(['a']);
    expect(filterFaqs(faqs, 'bkash').map((f) => f.id)).toEqual(['b']);
  });

  it('needs every word, in any order', () => {
    expect(filterFaqs(faqs, 'nagad cash').map((f) => f.id)).toEqual(['b']);
    expect(filterFaqs(faqs, 'nagad return')).toEqual([]);
  });

  it('finds Bengali text', () => {
    expect(filterFaqs(faqs, 'ফেরত').map((f) => f.id)).toEqual(['c']);
  });
});
