import { creditGetBody, type ApiCredit } from '../../core/contracts/credit.js';
import { route, type Answer } from '../route.js';
import { creditView } from '../../services/credit/credit-view.js';

/** The caller's own store credit: balance and entries, newest first, a page at a time. */
export const handler = route({ auth: 'user', body: creditGetBody }, async ({ body, caller }): Promise<Answer<ApiCredit>> => ({
  message: 'Store credit',
  data: await creditView(caller.userId, body.limit, body.cursor),
}));
