/**
 * An expired batch written off at a store: `WRITE_OFF#<storeId>` / `BATCH#<batchId>`. Put by the
 * expiry job in the transaction that takes `units` off the store's stock and deletes the batch
 * (repos/stock-batches.ts); `confirmedAt` / `confirmedBy` once an admin confirms it (the units were
 * taken off the shelf), on the condition that nobody did before.
 */
import * as z from 'zod';
import { keys } from '../keys.js';
import { attributeNames } from '../update.js';
import { parseItem, type RawItem } from './parse.js';

export const TYPE = 'write-off';

export const schema = z.object({
  storeId: z.string(),
  productId: z.string(),
  /** The product's name then (a product deleted since is still named). */
  name: z.string(),
  batchId: z.string(),
  expiresOn: z.string(),
  /** Units the batch still held at its expiry (0: it sold out; still listed, nothing to take off). */
  units: z.number().int(),
  received: z.number().int(),
  writtenOffAt: z.string(),
  confirmedAt: z.string().optional(),
  confirmedBy: z.string().optional(),
});

export type WriteOff = z.output<typeof schema>;

export const attributes = attributeNames(schema);

export const key = keys.writeOff;

export const toItem = (writeOff: WriteOff) => ({ ...keys.writeOff(writeOff.storeId, writeOff.batchId), type: TYPE, ...writeOff });

export const fromItem = (raw: RawItem): WriteOff => parseItem('write-off', schema, raw);
