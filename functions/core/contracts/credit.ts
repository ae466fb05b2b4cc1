import * as z from 'zod';
import { MAX_GRANT_PAISE, MAX_REASON_LENGTH, type CreditKind } from '../credit.js';
import { rupeesToPaise } from '../money.js';
import type { Call } from './envelope.js';
import { freeText, id } from './fields.js';

/**
 * Store credit (docs/store-credit.md): the shopper reads their balance and entries, newest first,
 * a page at a time; admins grant goodwill credit with a reason. Amounts are rupees, as every call's.
 */

export const CREDIT_PAGE_MAX = 50;

export const creditGetBody = z.object({
  limit: z.number('must be a number').int('must be a whole number').min(1, 'must be 1 or more').max(CREDIT_PAGE_MAX, `can be at most ${CREDIT_PAGE_MAX}`).default(20),
  cursor: z.string('must be text').max(200, 'is too long').optional(),
});

/** Rupees (at most 2 decimals) to paise; at most ₹10,000 in one grant. */
const grantAmount = z.union([z.number(), z.string()], 'must be a number of rupees').transform((value, ctx) => {
  const paise = rupeesToPaise(value);
  if (!paise.ok) {
    ctx.addIssue({ code: 'custom', message: paise.reason });
    return z.NEVER;
  }
  if (paise.paise > MAX_GRANT_PAISE) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_GRANT_PAISE / 100}` });
    return z.NEVER;
  }
  return paise.paise;
});

/** The grant happens once per `Idempotency-Key` header (the route is idempotent). */
export const creditGrantBody = z.object({ userId: id, amount: grantAmount, reason: freeText(MAX_REASON_LENGTH) });

export interface ApiCreditEntry {
  entryId: string;
  /** Rupees: positive added, negative spent. */
  amount: number;
  kind: CreditKind;
  reason: string;
  at: string;
  orderId?: string;
}

export interface ApiCredit {
  balance: number;
  entries: ApiCreditEntry[];
  nextCursor: string | null;
}

export interface CreditCalls {
  'POST /api/credit/get': Call<z.input<typeof creditGetBody>, ApiCredit>;
  'POST /api/credit/grant': Call<z.input<typeof creditGrantBody>, { userId: string; balance: number; granted: boolean }>;
}
