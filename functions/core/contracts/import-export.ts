import * as z from 'zod';
import { calendarDay as day, id } from './fields.js';
import type { Call } from './envelope.js';
import type { ExportKind, ExportState } from '../export-job.js';
import type { ImportError, ImportState } from '../product-csv-columns.js';

/** Bulk import and export of products, export of orders: the admin's calls. */

/**
 * The `key` (or the `url`) /api/file/upload gave for purpose 'import': exactly the shape it issues
 * (`import/<random UUID>.csv`, data/objects.ts jobFiles.upload), so no other key reaches the bucket
 * (one past its 1,024-byte key limit, or past the local stand-in's file name limit, is not a 500).
 */
export const importBody = z.object({
  key: z
    .string('is required')
    .trim()
    .regex(/^import\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.csv$/, 'must be the key of a CSV uploaded through /api/file/upload with purpose "import"'),
  createMissingCategories: z.boolean('must be true or false').default(false),
});

export const importStatusBody = z.object({ jobId: id });

export const exportStatusBody = z.object({ jobId: id });

export const productExportBody = z.object({});

/** Dates as yyyy-mm-dd (whole days, IST: the shop's day), both included; at most a year. */
export const orderExportBody = z
  .object({ from: day, to: day, storeId: id.optional() })
  .refine((b) => b.from <= b.to, { message: 'must not be after to', path: ['from'] });

export interface ImportReply {
  jobId: string;
}

export interface ImportStatusReply {
  state: ImportState;
  total: number;
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: ImportError[];
  /** A presigned GET of the error report (rows that failed), when there is one. */
  reportUrl?: string;
  /** Why the file was refused (state failed). */
  message?: string;
}

/** An export is a job (the file can take longer than an API call may): its id and where its file will be. */
export interface ExportReply {
  jobId: string;
  /**
   * A presigned GET of the CSV the job writes (valid an hour): it answers 404 until
   * /api/export/status says done.
   */
  url: string;
}

export interface ExportStatusReply {
  kind: ExportKind;
  state: ExportState;
  /** Rows read so far (running), or in the file (done). */
  rows: number;
  /** When done: a fresh presigned GET of the CSV (15 minutes). */
  url?: string;
  /** Why it failed. */
  message?: string;
}

export interface ImportExportCalls {
  'POST /api/product/import': Call<z.input<typeof importBody>, ImportReply>;
  'POST /api/product/import-status': Call<z.input<typeof importStatusBody>, ImportStatusReply>;
  'POST /api/product/export': Call<z.input<typeof productExportBody>, ExportReply>;
  'POST /api/order/export': Call<z.input<typeof orderExportBody>, ExportReply>;
  'POST /api/export/status': Call<z.input<typeof exportStatusBody>, ExportStatusReply>;
}
