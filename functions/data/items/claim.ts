/**
 * An order's claim: `CLAIMS#<orderId>` / `CLAIM#<claimId>` (keys.claim), with gsi1 under its shopper
 * and gsi2 under its store by when it was made. The record is core/claims.ts ClaimRecord. While a
 * claim of the order is open, `CLAIMS#<orderId>` / `OPEN` (keys.openClaim) names it: put with the
 * claim on the condition that none is there, deleted with its decision. Written only by repos/claims.ts.
 */
import * as z from 'zod';
import { CLAIM_REASONS, PAID_BY, type ClaimRecord } from '../../core/claims.js';
import { keys } from '../keys.js';
import { attributeNames } from '../update.js';
import { parseItem, type RawItem, type Same } from './parse.js';

const line = z.object({ productId: z.string(), quantity: z.number().int() });

export const schema = z.object({
  claimId: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  userId: z.string(),
  storeId: z.string().optional(),
  reason: z.enum(CLAIM_REASONS),
  note: z.string(),
  photos: z.array(z.string()),
  lines: z.array(line),
  amountPaise: z.number().int(),
  wantsCredit: z.boolean(),
  state: z.enum(['open', 'approved', 'rejected']),
  createdAt: z.string(),
  approvedLines: z.array(line).optional(),
  approvedPaise: z.number().int().optional(),
  rejectReason: z.string().optional(),
  decidedAt: z.string().optional(),
  decidedBy: z.string().optional(),
  // Claims paid before the shares were kept have paidBy 'card' or 'credit' alone: all of it that way (core/claims.ts paidShares).
  paidBy: z.enum(PAID_BY).optional(),
  paidAt: z.string().optional(),
  refundId: z.string().optional(),
  paidCardPaise: z.number().int().optional(),
  paidCreditPaise: z.number().int().optional(),
});
const _exact: Same<z.output<typeof schema>, ClaimRecord> = true;

export const attributes = attributeNames(schema);

export const TYPE = 'claim';

export const key = keys.claim;

export const toItem = (claim: ClaimRecord) => ({
  ...keys.claim(claim.claimId),
  ...keys.claimOfUser(claim.userId, claim.createdAt, claim.claimId),
  ...(claim.storeId ? keys.claimAtStore(claim.storeId, claim.createdAt, claim.claimId) : {}),
  type: TYPE,
  ...claim,
});

export const fromItem = (raw: RawItem): ClaimRecord => parseItem(TYPE, schema, raw);

/** The marker of an order's open claim. */
export const openSchema = z.object({ claimId: z.string() });

export const OPEN_TYPE = 'open-claim';

export const openItem = (orderId: string, claimId: string) => ({ ...keys.openClaim(orderId), type: OPEN_TYPE, claimId });
