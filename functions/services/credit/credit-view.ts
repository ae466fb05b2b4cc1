import type { ApiCredit } from '../../core/contracts/credit.js';
import { paiseToRupees } from '../../core/money.js';
import { creditBalance, listCreditEntries } from '../../data/repos/credit.js';
import { BadRequest } from '../../platform/errors.js';

/** The shopper's balance and one page of their entries, newest first, in rupees. */
export async function creditView(userId: string, limit: number, cursor?: string): Promise<ApiCredit> {
  const [balancePaise, page] = await Promise.all([creditBalance(userId, true), listCreditEntries(userId, limit, cursor)]);
  if (!page) throw new BadRequest('cursor is not one this list gave');
  return {
    balance: paiseToRupees(balancePaise),
    entries: page.entries.map((e) => ({
      entryId: e.entryId,
      amount: paiseToRupees(e.amountPaise),
      kind: e.kind,
      reason: e.reason,
      at: e.at,
      ...(e.orderId ? { orderId: e.orderId } : {}),
    })),
    nextCursor: page.nextCursor,
  };
}
