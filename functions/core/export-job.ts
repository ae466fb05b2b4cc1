/**
 * A CSV export's life: queued when /api/product/export or /api/order/export answered
 * (with the presigned GET of the file it will write), running while the job reads (`rows` so far),
 * then done (the file is in the bucket under export/, `rows` in it) or failed (`message`).
 */
export const EXPORT_KINDS = ['products', 'orders'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The same four states as an import's (product-csv-columns.ts IMPORT_STATES). */
export const EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** What an orders export covers: whole IST days, both included, of one store or all. */
export interface OrderRange {
  from: string;
  to: string;
  storeId?: string;
}

export interface ExportJobRecord {
  jobId: string;
  kind: ExportKind;
  /** Orders only. */
  range?: OrderRange;
  state: ExportState;
  /** Data rows read so far (running) or written (done). */
  rows: number;
  /** The CSV's object key (under export/), fixed when the export is queued. */
  key: string;
  /** The name the browser saves it as. */
  filename: string;
  /** Why it failed. */
  message?: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** `products-2026-11-26.csv`; orders name their range: `orders-2026-11-01-to-2026-11-26.csv`. */
export function exportFilename(kind: ExportKind, createdAt: string, range?: OrderRange): string {
  if (kind === 'orders' && range) return `orders-${range.from}-to-${range.to}.csv`;
  return `${kind}-${createdAt.slice(0, 10)}.csv`;
}

/** The job's Lambda runs at most 15 minutes; a job still queued or running after this never ends. */
export const EXPORT_STALE_MS = 20 * 60_000;
