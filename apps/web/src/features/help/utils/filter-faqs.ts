export interface Faq {
  id: string;
  question: string;
  answer: string;
}

/** Lower case without accents, so 'Cafe' finds 'café'; Bengali letters pass through unchanged. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The FAQs whose question or answer contains every word of the query, in any order and case.
 * An empty query matches everything.
 */
export function filterFaqs<T extends Faq>(faqs: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = fold(`${faq.question} ${faq.answer}`);
    return words.every((word) => text.includes(word));
  });
}
