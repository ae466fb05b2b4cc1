/**
 * A part refund's credit share (core/refunds.ts refundSplit): its record in the order's refunds and
 * its ledger entry in one transaction, both or neither. Apart from refunds.ts so the refund events'
 * consumer does not bundle the ledger's writes.
 */
import type { CreditEntry } from '../../../core/credit.js';
import type { OrderRecord } from '../../../core/order-record.js';
import type { RefundRecord } from '../../../core/refunds.js';
import { creditEntrySteps } from '../credit.js';
import { saveRefunds } from './refunds.js';
import type { ChangeFailure, ChangeResult } from './status.js';

/** 'duplicate' when the entry's key was written before (this share was given back already). */
export function saveCreditRefund(order: OrderRecord, refunds: RefundRecord[], entry: CreditEntry): Promise<ChangeResult> {
  // A credit entry adds to the balance: it is never short.
  return saveRefunds(order, refunds, undefined, creditEntrySteps<ChangeFailure>(entry, { onShort: () => 'order-changed', onDuplicate: () => 'duplicate' }));
}
