import { describe, expect, it } from 'vitest';
import { CsvError, csvLine, csvText, parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads plain, quoted, multi-line and empty fields, CRLF or LF, without a byte order mark', () => {
    const text = '\uFEFFsku,name,description\r\nA1,"Milk, full cream","Line one\nline ""two"""\nA2,,x\n';
    expect(parseCsv(text)).toEqual([
      ['sku', 'name', 'description'],
      ['A1', 'Milk, full cream', 'Line one\nline "two"'],
      ['A2', '', 'x'],
    ]);
  });

  it('keeps a last line without a line break and a trailing empty field', () => {
    expect(parseCsv('a,b\n1,')).toEqual([['a', 'b'], ['1', '']]);
  });

  it('refuses a quote that never closes and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\n"open,2\n')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n"open,2\n')).toThrow(/line 2/);
    expect(() => parseCsv('a\n"x"y\n')).toThrow(/after a closing quote on line 2/);
  });
});

describe('csvLine', () => {
  it('quotes what needs it and round-trips through parseCsv', () => {
    const fields = ['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded', ''];
    expect(parseCsv(csvText([fields]))).toEqual([fields]);
  });

  it('keeps a spreadsheet from running text as a formula, but leaves negative numbers alone', () => {
    expect(csvLine(['=HYPERLINK("x")', '-5', '+91 98'])).toBe(`"'=HYPERLINK(""x"")",-5,'+91 98\r\n`);
  });
});
