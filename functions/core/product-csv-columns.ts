/**
 * The product CSV's columns and the export's formatting (the format is described in
 * product-csv.ts, which validates imported rows). Apart from the import's validation so the export
 * functions and the import status read do not bundle the product write schemas (contracts/product.ts).
 */
import * as z from 'zod';
import { paiseToRupees } from './money.js';
import type { ProductRecord } from './product.js';
import { nameKey } from './sort.js';

export const BASE_COLUMNS = ['sku', 'name', 'description', 'unit', 'price', 'discount', 'category', 'subCategory', 'images', 'barcode', 'gstRate', 'hsn'] as const;
export type BaseColumn = (typeof BASE_COLUMNS)[number];
/** Columns a file must have; `discount` may be left out (0), `barcode`, `gstRate` and `hsn` too (the products keep theirs). */
export const REQUIRED_COLUMNS: readonly BaseColumn[] = ['sku', 'name', 'description', 'unit', 'price', 'category', 'subCategory', 'images'];
export const STOCK_PREFIX = 'stock:';
/** Where the product is at a store (`shelf:<store>`, "A3-2"): the pick list's order. */
export const SHELF_PREFIX = 'shelf:';
export const DETAIL_PREFIX = 'more_details.';
export const LIST_SEPARATOR = '|';

export interface ImportError {
  /** The data row's number: 1 is the first row after the header. */
  row: number;
  column: string;
  message: string;
}

export interface StoreRef {
  _id: string;
  name: string;
}

/** The header of an export: every store's shelf and stock, and every custom field any product has. */
export function exportHeader(stores: readonly StoreRef[], detailFields: readonly string[]): string[] {
  // A store by its name, or by its id where another store's name reads the same (readHeader could not tell them apart).
  const named = (s: StoreRef) => (stores.some((o) => o._id !== s._id && nameKey(o.name) === nameKey(s.name)) ? s._id : s.name);
  return [
    ...BASE_COLUMNS,
    ...stores.map((s) => `${SHELF_PREFIX}${named(s)}`),
    ...stores.map((s) => `${STOCK_PREFIX}${named(s)}`),
    ...detailFields.map((f) => `${DETAIL_PREFIX}${f}`),
  ];
}

/** One product as an export row, under exportHeader's columns; names from the current taxonomy. */
export function exportRow(
  record: ProductRecord,
  stockAt: (storeId: string) => number | undefined,
  stores: readonly StoreRef[],
  detailFields: readonly string[],
  names: { category(id: string): string | undefined; subCategory(id: string): string | undefined },
  shelfAt: (storeId: string) => string | undefined = () => undefined,
): string[] {
  return [
    record.sku,
    record.name,
    record.description,
    record.unit,
    paiseToRupees(record.pricePaise).toFixed(2),
    String(record.discount),
    record.category.map((c) => names.category(c._id) ?? c.name).join(LIST_SEPARATOR),
    record.subCategory.map((s) => names.subCategory(s._id) ?? s.name).join(LIST_SEPARATOR),
    record.image.join(LIST_SEPARATOR),
    record.barcode ?? '',
    record.gstRate === undefined ? '' : String(record.gstRate),
    record.hsn ?? '',
    ...stores.map((s) => shelfAt(s._id) ?? ''),
    ...stores.map((s) => {
      const stock = stockAt(s._id);
      return stock === undefined ? '' : String(stock);
    }),
    ...detailFields.map((f) => record.more_details[f] ?? ''),
  ];
}

/** The import-status and the job's summary of an import. */
export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** Errors kept on the job item for the page (the report has them all). */
export const ERRORS_SHOWN = 100;

export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
