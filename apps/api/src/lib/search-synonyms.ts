import { normaliseSearch } from './search-text';

/**
 * Words shoppers write several ways (docs/decisions/041): a garment's common romanised spellings and its Bengali
 * word. A search word of a group matches a product whose search text holds any word of the group, in either
 * direction ('panjabi' finds পাঞ্জাবি, পাঞ্জাবি finds 'Punjabi'), and typo correction leaves it as typed. The one table
 * of them; a group's words are compared in NFC, lower case.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['panjabi', 'punjabi', 'পাঞ্জাবি', 'পাঞ্জাবী'],
  ['saree', 'sari', 'শাড়ি', 'শাড়ী'],
  ['lungi', 'লুঙ্গি', 'লুঙ্গী'],
  ['kameez', 'kamiz', 'qameez', 'কামিজ'],
  ['salwar', 'shalwar', 'সালোয়ার', 'সালওয়ার'],
  ['shirt', 'শার্ট'],
  ['genji', 'ganji', 'গেঞ্জি'],
  ['jama', 'জামা'],
  ['pajama', 'pyjama', 'paijama', 'পায়জামা', 'পাজামা'],
  ['kurti', 'কুর্তি'],
  ['jeans', 'জিন্স'],
  ['jacket', 'জ্যাকেট'],
  ['shoe', 'জুতা'],
  ['sandal', 'স্যান্ডেল'],
  ['borka', 'burka', 'burqa', 'বোরকা'],
  ['orna', 'dupatta', 'ওড়না'],
  ['frock', 'ফ্রক'],
];

const GROUP_OF: ReadonlyMap<string, readonly string[]> = new Map(
  GROUPS.flatMap((group) => {
    const words = [...new Set(group.map(normaliseSearch))];
    return words.map((word) => [word, words] as const);
  }),
);

/** The words a search word matches: its group (itself among them), or just itself. `word` is normalised. */
export function synonymsOf(word: string): readonly string[] {
  return GROUP_OF.get(word) ?? [word];
}

/** Whether a (normalised) search word belongs to a group: typo correction keeps it as typed. */
export const hasSynonyms = (word: string): boolean => GROUP_OF.has(word);

/** Every group, normalised: for tests and docs. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [...new Set(GROUP_OF.values())];
