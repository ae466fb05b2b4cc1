/**
 * The product CSV of imports and exports, one format both ways so export → edit → import
 * round-trips: `sku, name, description, unit, price, discount, category, subCategory, images`, then
 * `shelf:<store name or id>` and `stock:<store name or id>` per store and `more_details.<field>` per custom field. Categories, sub
 * categories and images hold several values separated by `|`; categories by name; images are
 * `/media/product/...` URLs already in the store's media (as exported), or the file names of
 * pictures chosen with the CSV on the Import page (import-pictures.ts). Rows are validated by the
 * product form's own zod rules (contracts/product.ts productBody). The columns and the export's
 * formatting are in product-csv-columns.ts, so the exports do not bundle the product write schemas.
 */
import { shelfText } from './contracts/picker.js';
import { productBody } from './contracts/product.js';
import { wholeNumber } from './contracts/catalog-fields.js';
import { isPictureName } from './import-pictures.js';
import { PRODUCT_STOCK_MAX } from './limits.js';
import { nameKey } from './sort.js';
import { skuKey, type ProductInput, type ProductRecord } from './product.js';
import { BASE_COLUMNS, DETAIL_PREFIX, LIST_SEPARATOR, REQUIRED_COLUMNS, SHELF_PREFIX, STOCK_PREFIX, type BaseColumn, type ImportError, type StoreRef } from './product-csv-columns.js';
import { storedShelf } from './store-stock.js';

export { BASE_COLUMNS, DETAIL_PREFIX, ERRORS_SHOWN, exportHeader, exportRow, IMPORT_STATES, importErrorSchema, LIST_SEPARATOR, REQUIRED_COLUMNS, SHELF_PREFIX, STOCK_PREFIX } from './product-csv-columns.js';
export type { BaseColumn, ImportError, ImportState, StoreRef } from './product-csv-columns.js';

/** Where each column of a file is. */
export interface CsvLayout {
  base: Partial<Record<BaseColumn, number>>;
  stock: { index: number; column: string; storeId: string }[];
  shelf: { index: number; column: string; storeId: string }[];
  details: { index: number; column: string; field: string }[];
  width: number;
}

export type LayoutResult = { ok: true; layout: CsvLayout } | { ok: false; message: string };

/** The header row read against the format and the stores; a file whose header is wrong is refused whole. */
export function readHeader(header: readonly string[], stores: readonly StoreRef[]): LayoutResult {
  const layout: CsvLayout = { base: {}, stock: [], shelf: [], details: [], width: header.length };
  const seen = new Set<string>();
  for (const [index, raw] of header.entries()) {
    const column = raw.trim();
    // Custom fields are told apart by case ("Brand" and "brand" are two), every other column is not.
    const seenAs = column.startsWith(DETAIL_PREFIX) ? column : column.toLowerCase();
    if (seen.has(seenAs)) return { ok: false, message: `The column "${column}" appears twice.` };
    seen.add(seenAs);
    const base = BASE_COLUMNS.find((c) => c.toLowerCase() === column.toLowerCase());
    if (base) {
      layout.base[base] = index;
    } else if (column.toLowerCase().startsWith(STOCK_PREFIX) || column.toLowerCase().startsWith(SHELF_PREFIX)) {
      const isStock = column.toLowerCase().startsWith(STOCK_PREFIX);
      const list = isStock ? layout.stock : layout.shelf;
      const what = isStock ? 'stock' : 'shelf';
      const named = column.slice((isStock ? STOCK_PREFIX : SHELF_PREFIX).length).trim();
      const store = stores.find((s) => s._id === named) ?? stores.find((s) => nameKey(s.name) === nameKey(named));
      if (!store) return { ok: false, message: `The column "${column}" names no store (use a store's name or id).` };
      if (list.some((s) => s.storeId === store._id)) return { ok: false, message: `Two columns give the ${what} of ${store.name}.` };
      list.push({ index, column, storeId: store._id });
    } else if (column.startsWith(DETAIL_PREFIX) && column.length > DETAIL_PREFIX.length) {
      layout.details.push({ index, column, field: column.slice(DETAIL_PREFIX.length) });
    } else {
      return { ok: false, message: `Unknown column "${column}". Columns: ${BASE_COLUMNS.join(', ')}, ${SHELF_PREFIX}<store>, ${STOCK_PREFIX}<store>, ${DETAIL_PREFIX}<field>.` };
    }
  }
  const missing = REQUIRED_COLUMNS.filter((c) => layout.base[c] === undefined);
  if (missing.length > 0) return { ok: false, message: `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` };
  return { ok: true, layout };
}

/** A row as the file gives it, before its names are looked up. */
export interface RawRow {
  row: number;
  sku: string;
  cell: (column: BaseColumn) => string;
  categoryNames: string[];
  subCategoryNames: string[];
}

/** Text a spreadsheet export protected from running as a formula (core/csv.ts csvField) read back as written. */
const unprotect = (text: string): string => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

const splitList = (text: string): string[] =>
  text
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');

export function rawRow(fields: readonly string[], row: number, layout: CsvLayout): RawRow {
  const cell = (column: BaseColumn): string => {
    const index = layout.base[column];
    return index === undefined ? '' : unprotect(fields[index] ?? '');
  };
  return { row, sku: cell('sku').trim(), cell, categoryNames: splitList(cell('category')), subCategoryNames: splitList(cell('subCategory')) };
}

/**
 * The valid row: the product's fields (links as ids), the stock it sets per store (blank: left as
 * is) and, when the file has shelf columns, the shelf per store (blank: none; no column: left as is).
 */
export interface ValidRow {
  row: number;
  sku: string;
  input: Omit<ProductInput, 'stock'>;
  stock: { storeId: string; stock: number }[];
  shelf?: { storeId: string; shelf: string | null }[];
}

export type RowResult = { ok: true; value: ValidRow } | { ok: false; errors: ImportError[] };

/** Name → id of the categories and sub categories that exist (or were created for the import). */
export interface TaxonomyByName {
  category(name: string): string | undefined;
  subCategory(name: string): string | undefined;
}

const COLUMN_OF_FIELD: Record<string, string> = { image: 'images', price: 'price', more_details: 'more_details' };
const stockNumber = wholeNumber(0, PRODUCT_STOCK_MAX);

/** Every problem of one row, each with its column, by the product form's rules. */
export function validateRow(fields: readonly string[], raw: RawRow, layout: CsvLayout, names: TaxonomyByName): RowResult {
  const errors: ImportError[] = [];
  // One message per cell: the first the rules give.
  const fail = (column: string, message: string) => {
    if (!errors.some((e) => e.column === column)) errors.push({ row: raw.row, column, message });
  };
  if (fields.length !== layout.width) fail('(row)', `has ${fields.length} fields; the header has ${layout.width}`);
  if (raw.sku === '') fail('sku', 'is required');
  const categoryIds: string[] = [];
  for (const name of raw.categoryNames) {
    const id = names.category(name);
    if (id === undefined) fail('category', `Unknown category "${name}"`);
    else categoryIds.push(id);
  }
  const subIds: string[] = [];
  for (const name of raw.subCategoryNames) {
    const id = names.subCategory(name);
    if (id === undefined) fail('subCategory', `Unknown sub category "${name}"`);
    else subIds.push(id);
  }
  const details: Record<string, string> = {};
  for (const { index, field } of layout.details) {
    const value = unprotect(fields[index] ?? '');
    if (value.trim() !== '') details[field] = value;
  }
  // A picture's file name left in the column: the Import page found no chosen file of that name.
  const pictureName = splitList(raw.cell('images')).find(isPictureName);
  if (pictureName !== undefined) fail('images', `No picture named "${pictureName}" was uploaded with the file: choose it with the CSV on the Import page`);
  const discount = raw.cell('discount').trim();
  const parsed = productBody.safeParse({
    sku: raw.sku,
    name: raw.cell('name'),
    description: raw.cell('description'),
    unit: raw.cell('unit'),
    image: splitList(raw.cell('images')),
    category: categoryIds.map((_id) => ({ _id })),
    subCategory: subIds.map((_id) => ({ _id })),
    stock: 0,
    price: raw.cell('price').trim(),
    discount: discount === '' ? 0 : discount,
    more_details: details,
    // A file without the GST columns leaves the products' own; a blank cell clears it.
    ...(layout.base.gstRate === undefined ? {} : { gstRate: raw.cell('gstRate') }),
    ...(layout.base.hsn === undefined ? {} : { hsn: raw.cell('hsn') }),
    ...(layout.base.barcode === undefined ? {} : { barcode: raw.cell('barcode') }),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '(row)');
      // Unknown names were reported above; an empty list still says "must have at least one entry".
      if ((field === 'category' && raw.categoryNames.length > 0) || (field === 'subCategory' && raw.subCategoryNames.length > 0)) continue;
      const column = field === 'more_details' && issue.path[1] !== undefined ? `${DETAIL_PREFIX}${String(issue.path[1])}` : (COLUMN_OF_FIELD[field] ?? field);
      fail(column, issue.message);
    }
  }
  const stock: ValidRow['stock'] = [];
  for (const { index, column, storeId } of layout.stock) {
    const text = (fields[index] ?? '').trim();
    if (text === '') continue;
    const result = stockNumber.safeParse(text);
    if (result.success) stock.push({ storeId, stock: result.data });
    else fail(column, result.error.issues[0]?.message ?? 'is not a stock');
  }
  const shelf: NonNullable<ValidRow['shelf']> = [];
  for (const { index, column, storeId } of layout.shelf) {
    const result = shelfText.safeParse(fields[index] ?? '');
    if (result.success) shelf.push({ storeId, shelf: storedShelf(result.data) });
    else fail(column, result.error.issues[0]?.message ?? 'is not a shelf');
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const body = parsed.data;
  const input: Omit<ProductInput, 'stock'> = {
    sku: raw.sku,
    name: body.name,
    description: body.description,
    unit: body.unit,
    image: body.image,
    category: [...new Set(categoryIds)],
    subCategory: [...new Set(subIds)],
    pricePaise: body.price,
    discount: body.discount,
    more_details: body.more_details,
    ...(body.gstRate === undefined ? {} : { gstRate: body.gstRate }),
    ...(body.hsn === undefined ? {} : { hsn: body.hsn }),
    ...(body.barcode === undefined ? {} : { barcode: body.barcode }),
  };
  return { ok: true, value: { row: raw.row, sku: raw.sku, input, stock, ...(layout.shelf.length > 0 ? { shelf } : {}) } };
}

/**
 * A batch of the file's rows checked in file order: each by the product form's rules (validateRow),
 * and each SKU on one row only: a later row naming a SKU `firstRowOf` has (an earlier row or batch)
 * fails. `firstRowOf` (skuKey → row) is carried from batch to batch. `failed` counts the rows
 * that failed; `errors` has every problem of each (one per cell).
 */
export function checkRows(
  batch: readonly { fields: readonly string[]; raw: RawRow }[],
  layout: CsvLayout,
  names: TaxonomyByName,
  firstRowOf: Map<string, number>,
): { valid: ValidRow[]; errors: ImportError[]; failed: number } {
  const valid: ValidRow[] = [];
  const errors: ImportError[] = [];
  // Rows, not errors: a row with two bad cells is one failed row with two errors.
  let failed = 0;
  for (const { fields, raw } of batch) {
    const result = validateRow(fields, raw, layout, names);
    if (!result.ok) {
      errors.push(...result.errors);
      failed++;
      continue;
    }
    const earlier = firstRowOf.get(skuKey(raw.sku));
    if (earlier !== undefined) {
      errors.push({ row: raw.row, column: 'sku', message: `SKU "${raw.sku}" is also on row ${earlier}` });
      failed++;
      continue;
    }
    firstRowOf.set(skuKey(raw.sku), raw.row);
    valid.push(result.value);
  }
  return { valid, errors, failed };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Whether a row would change the stored product (its SKU and times aside). */
export function productChanged(stored: ProductRecord, input: Omit<ProductInput, 'stock'>): boolean {
  const storedDetails = Object.entries(stored.more_details);
  const details = Object.entries(input.more_details);
  return (
    stored.name !== input.name ||
    stored.description !== input.description ||
    stored.unit !== input.unit ||
    stored.pricePaise !== input.pricePaise ||
    stored.discount !== input.discount ||
    !sameList(stored.image, input.image) ||
    !sameList(stored.category.map((c) => c._id), input.category) ||
    !sameList(stored.subCategory.map((s) => s._id), input.subCategory) ||
    (input.gstRate !== undefined && (stored.gstRate ?? null) !== input.gstRate) ||
    (input.hsn !== undefined && (stored.hsn ?? null) !== input.hsn) ||
    (input.barcode !== undefined && (stored.barcode ?? null) !== input.barcode) ||
    storedDetails.length !== details.length ||
    details.some(([k, v]) => stored.more_details[k] !== v)
  );
}
