import { creditGrantBody } from '../../core/contracts/credit.js';
import { paiseToRupees } from '../../core/money.js';
import { creditBalance } from '../../data/repos/credit.js';
import { getProfile } from '../../data/repos/users.js';
import { BadRequest, NotFound } from '../../platform/errors.js';
import { route, type Answer } from '../route.js';
import { grantCredit } from '../../services/credit/grant.js';

/**
 * Admins: goodwill credit for a shopper, with a reason. The client's Idempotency-Key is required and
 * is also the ledger entry's key, so a retry after the answer's record expired still grants once.
 */
export const handler = route(
  { auth: 'admin', idempotent: true, body: creditGrantBody },
  async ({ body, caller, headers }): Promise<Answer<{ userId: string; balance: number; granted: boolean }>> => {
    const key = headers['idempotency-key'];
    if (!key) throw new BadRequest('An Idempotency-Key header is required to grant credit');
    if (!(await getProfile(body.userId))) throw new NotFound('No such user');
    const granted = await grantCredit({ userId: body.userId, amount: body.amount, reason: body.reason, by: caller.userId, idempotencyKey: `${caller.userId}:${key}` });
    const balance = await creditBalance(body.userId, true);
    return { message: granted === 'granted' ? 'Credit granted' : 'Credit was already granted', data: { userId: body.userId, balance: paiseToRupees(balance), granted: granted === 'granted' } };
  },
);
