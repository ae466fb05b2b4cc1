/**
 * Stock received by CSV (the Stock page's "Receive by CSV", docs/stock-batches.md): one batch per
 * row, each received by the same rule as one receipt (services/stores/stock-batches.ts receiveAt).
 * Columns, in any order and any case: `sku` or `productId` (one of the two), `quantity`, and
 * `expiresOn` (yyyy-mm-dd, the last day for sale; blank or no column: it never expires). Every row
 * is checked here; a bad one is listed with its row and column, and the others are received.
 */
import { CsvError, parseCsv } from './csv.js';
import { wholeNumber } from './contracts/catalog-fields.js';
import { calendarDay, id } from './contracts/fields.js';
import { PRODUCT_STOCK_MAX } from './limits.js';
import type { ImportError } from './product-csv-columns.js';

/** Rows of one file: each is a transaction of its own, all within one API call. */
export const RECEIPT_MAX_ROWS = 200;
export const RECEIPT_COLUMNS = ['sku', 'productId', 'quantity', 'expiresOn'] as const;
type Column = (typeof RECEIPT_COLUMNS)[number];

export interface ReceiptRow {
  /** The data row's number: 1 is the first row after the header. */
  row: number;
  /** How the row names its product: by SKU (looked up) or by id. */
  product: { sku: string } | { productId: string };
  quantity: number;
  expiresOn?: string;
}

export type ReceiptFile = { ok: true; rows: ReceiptRow[]; errors: ImportError[]; total: number } | { ok: false; message: string };

const quantity = wholeNumber(1, PRODUCT_STOCK_MAX);
const firstProblem = (result: { success: false; error: { issues: { message: string }[] } }) => result.error.issues[0]?.message ?? 'is not valid';

/** The file read and every row checked; a file that is no receipt (its header, its size) is refused whole. */
export function readReceipt(text: string): ReceiptFile {
  let records: string[][];
  try {
    records = parseCsv(text.replace(/^\uFEFF/, '')).filter((fields) => fields.some((f) => f.trim() !== ''));
  } catch (err) {
    if (err instanceof CsvError) return { ok: false, message: `The file is not a valid CSV file: ${err.message}.` };
    throw err;
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, message: 'The file is empty: it needs a header row (sku, quantity, expiresOn) and a row per batch.' };
  const at: Partial<Record<Column, number>> = {};
  for (const [index, raw] of header.entries()) {
    const column = RECEIPT_COLUMNS.find((c) => c.toLowerCase() === raw.trim().toLowerCase());
    if (!column) return { ok: false, message: `Unknown column "${raw.trim()}". Columns: sku or productId, quantity, expiresOn.` };
    if (at[column] !== undefined) return { ok: false, message: `The column "${column}" appears twice.` };
    at[column] = index;
  }
  if ((at.sku === undefined) === (at.productId === undefined)) return { ok: false, message: 'The file needs one column naming the product: sku or productId.' };
  if (at.quantity === undefined) return { ok: false, message: 'Missing required column: quantity.' };
  if (data.length === 0) return { ok: false, message: 'The file has a header but no rows.' };
  if (data.length > RECEIPT_MAX_ROWS) return { ok: false, message: `The file has ${data.length} rows; at most ${RECEIPT_MAX_ROWS} are received at once.` };

  const rows: ReceiptRow[] = [];
  const errors: ImportError[] = [];
  data.forEach((fields, i) => {
    const row = i + 1;
    const cell = (column: Column) => {
      const index = at[column];
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    const before = errors.length;
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    let product: ReceiptRow['product'] | undefined;
    if (at.sku !== undefined) {
      if (cell('sku') === '') fail('sku', 'is required');
      else product = { sku: cell('sku') };
    } else {
      const parsed = id.safeParse(cell('productId'));
      if (parsed.success) product = { productId: parsed.data };
      else fail('productId', firstProblem(parsed));
    }
    const units = quantity.safeParse(cell('quantity'));
    if (!units.success) fail('quantity', firstProblem(units));
    const day = cell('expiresOn') === '' ? undefined : calendarDay.safeParse(cell('expiresOn'));
    if (day && !day.success) fail('expiresOn', firstProblem(day));
    if (errors.length > before || !product || !units.success) return;
    rows.push({ row, product, quantity: units.data, ...(day?.success ? { expiresOn: day.data } : {}) });
  });
  return { ok: true, rows, errors, total: data.length };
}
