import type { ApiBill } from '../../core/bill-api.js';
import { toApiBill } from '../../core/bill-api.js';
import { guestBillBody } from '../../core/contracts/guest-bill.js';
import { route, type Answer } from '../route.js';
import { billForGuest } from '../../services/cart/guest-bill.js';
import { requestedStoreId } from '../../services/stores/store-of-request.js';

/** The bill of a guest's lines at the store it chose, before sign-in: POST /api/cart/bill's shape and numbers. */
export const handler = route({ auth: 'public', body: guestBillBody }, async ({ body, headers }): Promise<Answer<ApiBill>> => {
  const bill = await billForGuest(body.lines, requestedStoreId(body, headers), new Date());
  return { message: 'Bill', data: toApiBill(bill) };
});
