/**
 * What the staff tool prints of text it did not write (shoppers' names, addresses, notes, reasons; the shop's
 * messages): every control character as an escape, so the text stays in its cell and on its line, cannot
 * pose as a 'Status delivered' line or a row of its own, and never drives the operator's terminal (ANSI
 * escapes). A backslash is doubled, so `\n` printed always means an escaped line break. docs/decisions/029.
 */
const UNPRINTABLE = /[\\\p{Cc}\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
const NAMED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const code = c.charCodeAt(0);
    return NAMED[c] ?? (code < 0x100 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
  });
}
