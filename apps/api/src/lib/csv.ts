/**
 * CSV as RFC 4180 writes it (docs/decisions/042): fields separated by commas, records by CRLF (LF or CR alone
 * are read too), a field holding a comma, a double quote, a line break or a space at either end written in double
 * quotes with its quotes doubled. UTF-8; the byte order mark Excel needs to read Bengali is written at the start of
 * an export and skipped when a file starts with it.
 *
 * Formula guard: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula, so a
 * product name like `=HYPERLINK(...)` would run on the computer of whoever opens the export. `writeCsv` puts a `'`
 * before such a cell (and before one that already starts with `'` and then one of them, so nothing is ambiguous);
 * `unguardCell` takes exactly one such `'` away again, so an exported file imports to the same text.
 */

export const BOM = '\uFEFF';

/** A record of a file with its number: the header is record 1, the first product record 2 (what a spreadsheet shows as its row). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** The file is not CSV: a quote left open, or text after a closing quote. `row` is the record it happened in. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * Every record of `text`. A leading BOM is skipped; empty lines (a record of one empty field) are left out but
 * counted, so row numbers stay those of the spreadsheet. Throws CsvSyntaxError on a quote left open or text
 * between a closing quote and the next comma.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.startsWith(BOM) ? 1 : 0;
  const end = text.length;
  let row = 1;
  let cells: string[] = [];
  if (i >= end) return records;
  for (;;) {
    // One field starts at i.
    let value: string;
    if (text.charCodeAt(i) === 34 /* " */) {
      let out = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new CsvSyntaxError(row, `Row ${row}: a quoted field is never closed.`);
        out += text.slice(from, quote);
        if (text.charCodeAt(quote + 1) === 34) {
          out += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      value = out;
      const next = text.charCodeAt(i);
      if (i < end && next !== 44 && next !== 10 && next !== 13) {
        throw new CsvSyntaxError(row, `Row ${row}: text after a closing quote; a quote inside a field is written twice ("").`);
      }
    } else {
      let j = i;
      while (j < end) {
        const c = text.charCodeAt(j);
        if (c === 44 || c === 10 || c === 13) break;
        if (c === 34) throw new CsvSyntaxError(row, `Row ${row}: a quote inside a field that does not start with one; quote the whole field and write the quote twice ("").`);
        j += 1;
      }
      value = text.slice(i, j);
      i = j;
    }
    cells.push(value);
    // What ends the field: a comma (another field follows), a line break or the end of the text (the record ends).
    const c = text.charCodeAt(i);
    if (i < end && c === 44) {
      i += 1;
      continue;
    }
    if (i < end && c === 13 && text.charCodeAt(i + 1) === 10) i += 2;
    else if (i < end) i += 1;
    if (!(cells.length === 1 && cells[0] === '')) records.push({ row, cells });
    row += 1;
    cells = [];
    if (i >= end) return records;
  }
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA = /^'*[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula, with a `'` before it (see above); any other cell as it is. */
export function guardCell(cell: string): string {
  return FORMULA.test(cell) ? `'${cell}` : cell;
}

/** The text of a cell `guardCell` wrote: one `'` before a formula character taken away again. */
export function unguardCell(cell: string): string {
  return cell.startsWith("'") && FORMULA.test(cell) ? cell.slice(1) : cell;
}

/** One field as CSV: quoted where RFC 4180 needs it (and around a space at either end, which Excel would drop). */
export function csvField(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One record, guarded against formulas, ending in CRLF. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => csvField(guardCell(cell))).join(',')}\r\n`;
}

/** A whole file: the BOM, then each record on its line. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return BOM + records.map(csvLine).join('');
}
