/**
 * CSV as RFC 4180 writes it (what spreadsheets save and open): fields separated by commas, a field
 * with a comma, quote or line break in double quotes, a quote inside doubled. Lines end with CRLF
 * or LF. A few dozen lines instead of a parser package: the import's Lambda stays small.
 */

export class CsvError extends Error {}

/**
 * The records of a CSV text, each a list of fields (a trailing empty line is none). Throws CsvError
 * on a quote that never closes or text after a closing quote, naming the line.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte order mark is not part of the first name
  const n = text.length;
  let fieldStarted = false;
  while (i < n) {
    const ch = text[i];
    if (ch === '"' && !fieldStarted) {
      const startLine = line;
      i++;
      for (;;) {
        if (i >= n) throw new CsvError(`a quoted field opened on line ${startLine} never closes`);
        const c = text[i];
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n') line++;
        field += c;
        i++;
      }
      fieldStarted = true;
      const next = text[i];
      if (i < n && next !== ',' && next !== '\n' && next !== '\r') throw new CsvError(`text after a closing quote on line ${line}`);
      continue;
    }
    if (ch === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      fieldStarted = false;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    field += ch;
    fieldStarted = true;
    i++;
  }
  if (fieldStarted || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const needsQuotes = /[",\r\n]|^[\s]|[\s]$/;
/** A spreadsheet runs a cell starting with these as a formula (CSV injection): such text is written with a leading quote. */
const formulaStart = /^[=+\-@\t\r]/;

export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return quotedField(text);
}

/** A field as written, quoted where CSV needs it (a file read and written back keeps its cells as they were). */
export const quotedField = (text: string): string => (needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const csvLine = (fields: readonly (string | number)[]): string => `${fields.map(csvField).join(',')}\r\n`;

export const csvText = (records: readonly (readonly (string | number)[])[]): string => records.map(csvLine).join('');
