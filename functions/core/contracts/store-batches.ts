import * as z from 'zod';
import { PRODUCT_STOCK_MAX } from '../limits.js';
import { wholeNumber } from './catalog-fields.js';
import type { Call } from './envelope.js';
import { calendarDay, id } from './fields.js';

/**
 * Stock in batches at a store (docs/stock-batches.md): an admin receives a batch of a product
 * (quantity, and its last day for sale when it is perishable), and confirms the write-offs of
 * batches that expired.
 */

/** `expiresOn`: the last day the batch is sold (yyyy-mm-dd, the store's calendar); absent: it never expires. */
export const receiveStockBody = z.object({
  storeId: id,
  productId: id,
  quantity: wholeNumber(1, PRODUCT_STOCK_MAX),
  expiresOn: calendarDay.optional(),
});

export const writeOffsBody = z.object({ storeId: id });

/** A stock receipt CSV (core/receipt-csv.ts), its text as the file holds it: one batch per row. */
export const receiveCsvBody = z.object({
  storeId: id,
  csv: z.string('is required').min(1, 'is required').max(100_000, 'is too long: at most 100,000 characters (about 200 rows)'),
});

/** What a receipt CSV came to: rows received now, rows received before (the same file again), rows that failed and why. */
export interface ReceivedCsv {
  rows: number;
  received: number;
  alreadyReceived: number;
  failed: number;
  /** Each problem with its row (1: the first after the header) and column. */
  errors: { row: number; column: string; message: string }[];
}

export const confirmWriteOffBody = z.object({ storeId: id, batchId: id });

export interface ReceivedStock {
  storeId: string;
  productId: string;
  batchId: string;
  quantity: number;
  expiresOn: string | null;
  /** The product's sellable stock at the store after the receipt. */
  stock: number;
}

/**
 * A write-off: an expired batch's (`claim` null), or the units of an approved damaged or expired
 * claim (`claim` set: they left with the order, so nothing is taken off the stock or the shelf and
 * there is nothing to confirm).
 */
export interface ApiWriteOff {
  storeId: string;
  productId: string;
  name: string;
  /** The expired batch; for a claim the batch the order's line was picked from, null when not known. */
  batchId: string | null;
  /** The batch's last day; null for a claim's. */
  expiresOn: string | null;
  /** Units the batch still held when it expired (taken off the sellable stock then), or the claim's approved units. */
  units: number;
  /** Units the batch was received with; null for a claim's. */
  received: number | null;
  writtenOffAt: string;
  /** When an admin confirmed the units were taken off the shelf; null: waiting (or a claim's: never asked). */
  confirmedAt: string | null;
  claim: { claimId: string; orderNo: string; reason: 'damaged' | 'expired' } | null;
}

export interface StoreBatchCalls {
  'POST /api/store/receive-stock': Call<z.input<typeof receiveStockBody>, ReceivedStock>;
  /** The rows of a stock receipt CSV, each a batch; the same file again receives nothing more. */
  'POST /api/store/receive-stock-csv': Call<z.input<typeof receiveCsvBody>, ReceivedCsv>;
  'POST /api/store/write-offs': Call<z.input<typeof writeOffsBody>, ApiWriteOff[]>;
  'PUT /api/store/write-offs': Call<z.input<typeof confirmWriteOffBody>, ApiWriteOff>;
}

export type ReceiveStockInput = z.input<typeof receiveStockBody>;
