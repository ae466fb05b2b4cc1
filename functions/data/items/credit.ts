/**
 * Store credit, all in the shopper's partition `USER#<sub>` (core/credit.ts, docs/store-credit.md):
 * - the balance `CREDIT` (keys.creditBalance): `balancePaise` and `entries`, moved only by `ADD` in
 *   the same transaction as the entry that moves them; a debit's condition keeps it at ₹0 or more;
 * - an entry `CREDIT_ENTRY#<at>#<entryId>` (keys.creditEntry): core/credit.ts CreditEntry, put once;
 * - a marker `CREDIT_KEY#<idempotencyKey>` (keys.creditKey): put `attribute_not_exists` in the
 *   same transaction, so a retried grant or a replayed order change writes nothing twice.
 * Written only by repos/credit.ts.
 */
import * as z from 'zod';
import { CREDIT_KINDS, type CreditEntry } from '../../core/credit.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';

export const entrySchema = z.object({
  entryId: z.string(),
  userId: z.string(),
  amountPaise: z.number().int(),
  kind: z.enum(CREDIT_KINDS),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
  orderId: z.string().optional(),
  claimId: z.string().optional(),
  idempotencyKey: z.string(),
});
const _exact: Same<z.output<typeof entrySchema>, CreditEntry> = true;

export const balanceSchema = z.object({ balancePaise: z.number().int().default(0), entries: z.number().int().default(0), updatedAt: z.string().optional() });

export const markerSchema = z.object({ entryId: z.string(), at: z.string() });

export const entryToItem = (entry: CreditEntry) => ({ ...keys.creditEntry(entry.userId, entry.at, entry.entryId), type: 'credit-entry' as const, ...entry });

export const markerToItem = (entry: CreditEntry) => ({ ...keys.creditKey(entry.userId, entry.idempotencyKey), type: 'credit-key' as const, entryId: entry.entryId, at: entry.at });

export const BALANCE_TYPE = 'credit-balance';

export const entryFromItem = (raw: RawItem): CreditEntry => parseItem('credit entry', entrySchema, raw);

export const balanceFromItem = (raw: RawItem | undefined): number => (raw ? parseItem('credit balance', balanceSchema, raw).balancePaise : 0);
