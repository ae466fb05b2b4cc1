/**
 * A store's last invoice or credit note serial in one financial year:
 * `INVOICE_SERIAL#<storeId>#<year>` / `INV` or `CN`, `last` (no item: none issued yet). Written only
 * in the transaction that issues the next number (repos/invoices.ts): put when missing, else `last`
 * moved from n to n + 1 under the condition it was n, so two issues never take the same number and
 * a number is never taken without its document. One item per store and year: a store's deliveries
 * (a few a second at peak) stay far under a partition's write limit.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { update } from '../update.js';
import { parseItem, type RawItem } from './parse.js';

export const SERIES = ['INV', 'CN'] as const;
export type Series = (typeof SERIES)[number];

export const schema = z.object({ storeId: z.string(), year: z.string(), series: z.enum(SERIES), last: z.number().int().nonnegative() });

export const key = keys.invoiceSerial;

export const TYPE = 'invoice-serial';

export const fromItem = (raw: RawItem) => parseItem('invoice serial', schema, raw);

/** The counter moved from `last` to `last + 1` (created at 1 when `last` is 0 and it does not exist). */
export function next(storeId: string, year: string, series: Series, last: number) {
  const moved = update(schema).setType(TYPE).set('storeId', storeId).set('year', year).set('series', series).set('last', last + 1);
  return last === 0 ? moved.when((c) => c.itemMissing()) : moved.when((c) => c.eq('last', last));
}
