/**
 * Units of an approved damaged or expired claim written off at the order's store (core/claim-write-offs.ts):
 * `WRITE_OFF#<storeId>` / `CLAIM#<claimId>#<productId>`, beside the expired batches' write-offs so the
 * Stock page lists both with one Query. Put in the claim's decision transaction (repos/claims.ts
 * saveDecision, on `state = open`), so an approval writes it once however often it is decided. It
 * never moves the sellable stock (the units left with the order) and needs no confirmation: there
 * is nothing left on the shelf to take off.
 */
import * as z from 'zod';
import { WRITE_OFF_REASONS } from '../../core/claims.js';
import { keys } from '../keys.js';
import { attributeNames } from '../update.js';
import { parseItem, type RawItem } from './parse.js';

export const TYPE = 'claim-write-off';

export const schema = z.object({
  storeId: z.string(),
  productId: z.string(),
  /** The product's name as ordered (a product deleted since is still named). */
  name: z.string(),
  /** The batch the order's line was picked from; absent: counted against the product. */
  batchId: z.string().optional(),
  units: z.number().int(),
  claimId: z.string(),
  /** The order's `_id`, and its number as the admin reads it. */
  orderId: z.string(),
  orderNo: z.string(),
  reason: z.enum(WRITE_OFF_REASONS),
  writtenOffAt: z.string(),
});

export type ClaimWriteOff = z.output<typeof schema>;

export const attributes = attributeNames(schema);

export const key = keys.claimWriteOff;

export const toItem = (writeOff: ClaimWriteOff) => ({ ...keys.claimWriteOff(writeOff.storeId, writeOff.claimId, writeOff.productId), type: TYPE, ...writeOff });

export const fromItem = (raw: RawItem): ClaimWriteOff => parseItem(TYPE, schema, raw);
