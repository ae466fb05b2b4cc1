/**
 * The sales dashboard's items (core/report.ts), in the store's report partition `REPORT#<storeId>`:
 *
 * - figures, `DAY#<day>`: `storeId`, `day`, and one number attribute per counter (`orders`,
 *   `revenue` in paise, `cancelled`, `delivered`, `onTime`, `paid`, `h00`–`h23` orders per hour,
 *   `pack_<minute>` / `dispatch_<minute>` / `deliver_<minute>` per-minute buckets), moved only by
 *   `ADD`: a counter no order reached has no attribute;
 * - products, `DAY#<day>#PRODUCTS`: `q_<productId>` quantity (`ADD`) and `n_<productId>` its name
 *   (`SET`), apart from the figures so the small figures item stays cheap to write;
 * - applied, `REPORT_ORDER#<orderId>` / `APPLIED`: the share of one order applied so far and its
 *   `rev`, written in the same transaction as the figures, on the condition that `rev` is the one
 *   read (exactly once, whoever races).
 */
import * as z from 'zod';
import type { Contribution, DayFigures, DayProducts } from '../../core/report.js';
import { keys } from '../keys.js';
import { attributeNames, updateNamed } from '../update.js';
import { parseItem, type RawItem } from './parse.js';

export const QUANTITY_PREFIX = 'q_';
export const NAME_PREFIX = 'n_';

const dayShape = z.object({ storeId: z.string(), day: z.string() });

/** The day's own attributes; its counters are named by data (core/report.ts, `q_`/`n_` + a product id). */
export const dayAttributes = attributeNames(dayShape);

/** An update of a figures or products item: the day's attributes and counters named by data. */
export const dayUpdate = () => updateNamed<string>();

/** Reserved attributes of the figures item; every other number attribute is a counter. */
const NOT_COUNTERS = new Set(['pk', 'sk', 'type', 'storeId', 'day']);

export const isProductsItem = (raw: RawItem): boolean => String(raw.sk).endsWith('#PRODUCTS');

export function figuresFromItem(raw: RawItem): DayFigures {
  const { storeId, day } = parseItem('report figures', dayShape, raw);
  const figures: Record<string, number> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (NOT_COUNTERS.has(name)) continue;
    if (typeof value !== 'number') throw new Error(`malformed report figures item ${String(raw.pk)}/${String(raw.sk)}: ${name} is not a number`);
    figures[name] = value;
  }
  return { storeId, day, figures };
}

export function productsFromItem(raw: RawItem): DayProducts {
  const { storeId, day } = parseItem('report products', dayShape, raw);
  const products: Record<string, number> = {};
  const names: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name.startsWith(QUANTITY_PREFIX) && typeof value === 'number') products[name.slice(QUANTITY_PREFIX.length)] = value;
    else if (name.startsWith(NAME_PREFIX) && typeof value === 'string') names[name.slice(NAME_PREFIX.length)] = value;
  }
  return { storeId, day, products, names };
}

const contribution = z.object({
  storeId: z.string(),
  day: z.string(),
  figures: z.record(z.string(), z.number()),
  products: z.record(z.string(), z.number()),
  names: z.record(z.string(), z.string()),
});

export const appliedSchema = z.object({ orderId: z.string(), rev: z.number().int(), applied: contribution.nullable() });
export type Applied = z.output<typeof appliedSchema>;
const _shape: z.output<typeof contribution> extends Contribution ? true : false = true;

export const appliedKey = keys.reportApplied;

export const appliedToItem = (applied: Applied) => ({ ...keys.reportApplied(applied.orderId), type: 'report-applied' as const, ...applied });

export const appliedFromItem = (raw: RawItem): Applied => parseItem('report applied', appliedSchema, raw);
