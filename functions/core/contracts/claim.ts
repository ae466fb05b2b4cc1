import * as z from 'zod';
import { CLAIM_NOTE_MAX, CLAIM_PHOTOS_MAX, CLAIM_REASONS, type ClaimLine, type ClaimReason, type ClaimState, type PaidBy } from '../claims.js';
import { REFUND_REASON_MAX } from '../refunds.js';
import type { Call } from './envelope.js';
import { freeText, id, optionalText, uploadedImage } from './fields.js';

/**
 * Claims after delivery (docs/claims.md): the shopper reports a problem with delivered units of their
 * order (core/claims.ts: within the store's hours after delivery, at most what was delivered and not
 * yet given back); admins read each store's claims and approve all or part, or reject with a reason.
 */

/** An order has at most 40 lines (core/order-record.ts MAX_ORDER_LINES). */
const MAX_CLAIM_LINES = 40;
const claimLines = z
  .array(z.object({ productId: id, quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000, 'is too many') }))
  .min(1, 'choose at least one item')
  .max(MAX_CLAIM_LINES, 'names too many items');

export const reportProblemBody = z.object({
  orderId: id,
  lines: claimLines,
  reason: z.enum(CLAIM_REASONS, `must be one of ${CLAIM_REASONS.join(', ')}`),
  note: optionalText(CLAIM_NOTE_MAX),
  photos: z.array(uploadedImage('claim')).max(CLAIM_PHOTOS_MAX, `has more than ${CLAIM_PHOTOS_MAX} photos`).default([]),
  /** A card shopper may take store credit instead of the card (a cash order always gets credit). */
  wantsCredit: z.boolean().default(false),
});

export const orderClaimsBody = z.object({ orderId: id });

/** Admins name the store whose claims they read. */
export const claimQueueBody = z.object({ storeId: id });

export const decideClaimBody = z
  .object({
    claimId: id,
    approve: claimLines.optional(),
    reject: freeText(REFUND_REASON_MAX).optional(),
  })
  .refine((body) => (body.approve === undefined) !== (body.reject === undefined), 'approve lines, or reject with a reason (one of them)');

export interface ApiClaimLine extends ClaimLine {
  name: string;
}

export interface ApiClaim {
  claimId: string;
  orderId: string;
  orderNo: string;
  reason: ClaimReason;
  note: string;
  photos: string[];
  lines: ApiClaimLine[];
  amountPaise: number;
  wantsCredit: boolean;
  state: ClaimState;
  createdAt: string;
  approvedLines: ApiClaimLine[] | null;
  approvedPaise: number | null;
  rejectReason: string | null;
  decidedAt: string | null;
  /** 'auto' for an automatic approval. */
  decidedBy: string | null;
  /** Where the money went once paid: the card, store credit, or both (the card first, up to what it still held). */
  paidBy: PaidBy | null;
  paidAt: string | null;
  /** Once paid: paise of it on the card and as store credit. */
  paidCardPaise: number | null;
  paidCreditPaise: number | null;
}

/** The order page's claims: whether a problem can be reported now (and why not), each line's claimable units, the claims so far. */
export interface ApiOrderClaims {
  orderId: string;
  closedReason: string | null;
  claimable: { productId: string; name: string; units: number }[];
  claims: ApiClaim[];
}

/** One claim of the admins' queue, with what they decide it by. */
export interface ApiAdminClaim extends ApiClaim {
  shopper: { userId: string; name: string | null; email: string | null };
  /** The shopper's other claims, newest first. */
  history: { claimId: string; orderNo: string; state: ClaimState; amountPaise: number; createdAt: string }[];
  pickerName: string | null;
  riderName: string | null;
  paymentMethod: string;
  /** The name of the admin who decided (null while open, for an automatic approval, or a deleted admin). */
  deciderName: string | null;
}

export interface ApiClaimQueue {
  storeId: string;
  /** Open claims, oldest first. */
  open: ApiAdminClaim[];
  /** Decided claims, newest first. */
  decided: ApiAdminClaim[];
}

export interface ClaimCalls {
  /** 404 for another's order; 409 outside the window, over the claimable units, or with a claim open. */
  'POST /api/order/claim': Call<z.input<typeof reportProblemBody>, ApiClaim>;
  'POST /api/order/claims': Call<z.input<typeof orderClaimsBody>, ApiOrderClaims>;
  'POST /api/claim/get': Call<z.input<typeof claimQueueBody>, ApiClaimQueue>;
  /**
   * 409 for a claim decided already (by another admin, another request, or the automatic approval),
   * saying how; an approval not yet paid is paid back by it. The same Idempotency-Key answers the first answer.
   */
  'POST /api/claim/decide': Call<z.input<typeof decideClaimBody>, ApiClaim>;
}
