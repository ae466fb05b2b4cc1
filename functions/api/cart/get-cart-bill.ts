import type { ApiBill } from '../../core/bill-api.js';
import { toApiBill } from '../../core/bill-api.js';
import { cartBillBody } from '../../core/contracts/cart-bill.js';
import { route, type Answer } from '../route.js';
import { billForCart } from '../../services/cart/cart-bill.js';
import { requestedStoreId } from '../../services/stores/store-of-request.js';

/**
 * The bill of the caller's cart: at the store of `addressId` (else the `X-Store-Id` header's, else
 * the default store), with the tip; the payment is not chosen yet, so a cash fee is only named.
 */
export const handler = route({ auth: 'user', body: cartBillBody }, async ({ body, caller, headers }): Promise<Answer<ApiBill>> => {
  const { bill } = await billForCart(caller.userId, { addressId: body.addressId, storeId: requestedStoreId(undefined, headers), tipPaise: body.tip, at: new Date() });
  return { message: 'Bill', data: toApiBill(bill) };
});
