import { describe, expect, it } from 'vitest';
import { BOM, CsvSyntaxError, csvLine, guardCell, parseCsv, unguardCell, writeCsv } from './csv';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv', () => {
  it('reads plain fields, CRLF, LF and CR line ends, and a last line without one', () => {
    expect(cells('a,b,c\r\n1,2,3\n4,5,6\r7,8,9')).toEqual([['a', 'b', 'c'], ['1', '2', '3'], ['4', '5', '6'], ['7', '8', '9']]);
  });

  it('keeps empty fields, at the start, middle and end of a record', () => {
    expect(cells(',x,,\r\n')).toEqual([['', 'x', '', '']]);
  });

  it('reads quoted fields with commas, doubled quotes, spaces and line breaks inside', () => {
    const text = 'sku,description\r\nA1,"Soft, light ""summer"" cotton\r\nLine two\nLine three"\r\nA2," "\r\nA3,""\r\n';
    expect(cells(text)).toEqual([
      ['sku', 'description'],
      ['A1', 'Soft, light "summer" cotton\r\nLine two\nLine three'],
      ['A2', ' '],
      ['A3', ''],
    ]);
  });

  it('numbers records as a spreadsheet numbers rows: a record over several lines is one row, blank lines count but are left out', () => {
    const records = parseCsv('h\r\n"one\r\ntwo"\r\n\r\nthree\r\n');
    expect(records).toEqual([
      { row: 1, cells: ['h'] },
      { row: 2, cells: ['one\r\ntwo'] },
      { row: 4, cells: ['three'] },
    ]);
  });

  it('skips a byte order mark and reads Bengali text as it is', () => {
    expect(cells(`${BOM}name,name_bn\r\nPanjabi,"পাঞ্জাবি, সুতি"\r\n`)).toEqual([['name', 'name_bn'], ['Panjabi', 'পাঞ্জাবি, সুতি']]);
  });

  it('answers nothing for an empty file or one with a BOM only', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv(BOM)).toEqual([]);
  });

  it('refuses a quote left open, text after a closing quote and a bare quote, naming the row', () => {
    expect(() => parseCsv('a\r\n"open')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\r\nb\r\n"x"y');
    } catch (error) {
      expect(error).toBeInstanceOf(CsvSyntaxError);
      expect((error as CsvSyntaxError).row).toBe(3);
    }
    expect(() => parseCsv('a,b"c\r\n')).toThrow(/quote inside a field/);
  });
});

describe('writing CSV', () => {
  it('quotes only what needs it, doubling quotes, and ends records with CRLF', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded', ''])).toBe('plain,"a,b","say ""hi""","two\nlines"," padded",\r\n');
  });

  it('starts a file with the BOM and reads back to the same cells, Bengali and line breaks included', () => {
    const records = [
      ['sku', 'name', 'name_bn', 'description'],
      ['BZ-1', 'Cotton "Eid" Panjabi, white', 'সুতির পাঞ্জাবি', 'Line one\r\nLine two, with a comma'],
      ['BZ-2', '', 'শাড়ি', '"quoted"'],
    ];
    const text = writeCsv(records);
    expect(text.startsWith(BOM)).toBe(true);
    expect(cells(text)).toEqual(records);
  });

  it('guards cells a spreadsheet would run as formulas, and the guard comes off on reading', () => {
    for (const cell of ['=HYPERLINK("http://x","y")', '+1', '-1', '@SUM(A1)', '\tx', "'=already", "''+x"]) {
      expect(guardCell(cell)).toBe(`'${cell}`);
      expect(unguardCell(guardCell(cell))).toBe(cell);
    }
    for (const cell of ['Panjabi', "'quoted", "it's", '1=1', 'a-b', '']) {
      expect(guardCell(cell)).toBe(cell);
      expect(unguardCell(cell)).toBe(cell);
    }
    const text = writeCsv([['name'], ['=1+2']]);
    expect(text).toBe(`${BOM}name\r\n'=1+2\r\n`);
    expect(cells(text).map((r) => unguardCell(r[0]!))).toEqual(['name', '=1+2']);
  });
});
