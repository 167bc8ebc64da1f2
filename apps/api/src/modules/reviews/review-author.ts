/**
 * How a reviewer is named in public: the first name and the last name's initial ('Rahima K.'). Words
 * that could identify or reach the person (an e-mail address, a number) are never shown; when nothing
 * is left the answer is null and the page says "A Bazar shopper".
 */
export function publicAuthor(fullName: string): string | null {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => !word.includes('@') && /\p{L}/u.test(word) && !/\d/.test(word));
  const first = words[0];
  if (!first) return null;
  const shortFirst = Array.from(first).slice(0, 30).join('');
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? Array.from(last).find((c) => /\p{L}/u.test(c)) : undefined;
  return initial ? `${shortFirst} ${initial.toLocaleUpperCase('en')}.` : shortFirst;
}
