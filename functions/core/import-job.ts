/**
 * A product import's life: queued when /api/product/import accepted the file and took
 * the store's import lock, running while the job reads and writes (`done` of `total` rows), then done
 * (counts, errors, the error report) or failed (the file was refused: nothing written; `message`).
 */
import { csvText } from './csv.js';
import type { ImportError, ImportState } from './product-csv-columns.js';

export interface ImportCounts {
  total: number;
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export interface ImportJobRecord extends ImportCounts {
  jobId: string;
  /** The store whose import lock it holds (the default store: product fields are every store's). */
  storeId: string;
  /** The uploaded CSV's object key. */
  key: string;
  createMissing: boolean;
  state: ImportState;
  /** The first ERRORS_SHOWN errors (the report has them all). */
  errors: ImportError[];
  /** The error report's object key, once written (only when a row failed). */
  reportKey?: string;
  /** Why a file was refused (failed). */
  message?: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export const zeroCounts = (): ImportCounts => ({ total: 0, done: 0, created: 0, updated: 0, unchanged: 0, failed: 0 });

/** The error report: one line per problem, row numbers as the page shows them. */
export const errorReport = (errors: readonly ImportError[]): string =>
  csvText([['row', 'column', 'message'], ...errors.map((e) => [e.row, e.column, e.message])]);

/** How long a lock holds if its job never finishes (the job's Lambda runs at most 15 minutes). */
export const IMPORT_LOCK_MS = 16 * 60_000;
