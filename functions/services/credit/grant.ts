/**
 * Adds store credit to a shopper (admin goodwill, a claim paid back as credit): one ledger entry
 * per `idempotencyKey`, so a retried call or a replayed event adds it once (docs/store-credit.md).
 */
import { grantProblem, type CreditKind } from '../../core/credit.js';
import { newId } from '../../core/ids.js';
import { writeCreditEntry } from '../../data/repos/credit.js';
import { BadRequest } from '../../platform/errors.js';

export interface CreditGrant {
  userId: string;
  /** Paise, more than 0. */
  amount: number;
  reason: string;
  orderId?: string;
  claimId?: string;
  /** The actor: an admin's user id, or `system` for an automatic approval. */
  by: string;
  idempotencyKey: string;
}

/** 'granted' the first time, 'already-granted' for the same key again (nothing written). */
export async function grantCredit(grant: CreditGrant): Promise<'granted' | 'already-granted'> {
  const problem = grantProblem(grant.amount, grant.reason);
  if (problem) throw new BadRequest(problem);
  const kind: CreditKind = grant.claimId ? 'claim' : 'goodwill';
  const written = await writeCreditEntry({
    entryId: newId(),
    userId: grant.userId,
    amountPaise: grant.amount,
    kind,
    reason: grant.reason.trim(),
    by: grant.by,
    at: new Date().toISOString(),
    ...(grant.orderId ? { orderId: grant.orderId } : {}),
    ...(grant.claimId ? { claimId: grant.claimId } : {}),
    idempotencyKey: `grant:${grant.idempotencyKey}`,
  });
  if (written === 'short') throw new Error('a grant adds credit and cannot be short');
  return written === 'written' ? 'granted' : 'already-granted';
}
