/**
 * Pictures chosen with an import's CSV: the `images` column may name picture files ("apple.jpg")
 * instead of uploaded `/media/product/…` URLs. The Import page uploads the chosen files named there
 * (each a presigned product upload, checked as every upload is) and writes their URLs in place of
 * the names before the CSV is uploaded; a name no chosen file matched is left as written, and the
 * import fails that row naming it (product-csv.ts validateRow).
 */
import { quotedField } from './csv.js';
import { LIST_SEPARATOR } from './product-csv-columns.js';

/** An entry of the images column that names a file rather than an address (a URL starts with / or has a scheme). */
export const isPictureName = (entry: string): boolean => entry !== '' && !entry.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(entry);

/** The key a picture is matched by: its file name without folders, case ignored (a spreadsheet's "Apple.JPG" is apple.jpg). */
export const pictureKey = (name: string): string => (name.split(/[\\/]/).pop() ?? name).trim().toLowerCase();

const imagesColumn = (header: readonly string[]): number => header.findIndex((c) => c.trim().toLowerCase() === 'images');

const entries = (cell: string): string[] =>
  cell
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The picture keys the file's images column names, each once, in file order (none without the column). */
export function picturesNamed(records: readonly (readonly string[])[]): string[] {
  const [header, ...rows] = records;
  const column = header ? imagesColumn(header) : -1;
  if (column < 0) return [];
  const keys = new Set<string>();
  for (const row of rows) for (const entry of entries(row[column] ?? '')) if (isPictureName(entry)) keys.add(pictureKey(entry));
  return [...keys];
}

/**
 * The CSV text again, each picture name of the images column replaced by its uploaded URL
 * (`urlOf`: picture key → URL); every other cell written as it was read.
 */
export function withPictureUrls(records: readonly (readonly string[])[], urlOf: ReadonlyMap<string, string>): string {
  const column = records[0] ? imagesColumn(records[0]) : -1;
  return records
    .map((record, index) =>
      record
        .map((cell, i) => {
          if (index === 0 || i !== column) return cell;
          return entries(cell)
            .map((entry) => (isPictureName(entry) ? (urlOf.get(pictureKey(entry)) ?? entry) : entry))
            .join(LIST_SEPARATOR);
        })
        .map(quotedField)
        .join(','),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}
