/**
 * The bill of a guest's cart (kept in the browser before sign-in): its lines billed as the signed-in
 * cart's are (cart-bill.ts: the same lines counted, the store's fee rules and load, core/bill.ts),
 * so signing in changes no number. Only product ids and quantities come from the browser; prices
 * and stock are read here. No offer (a guest has applied no code) and no tip; nothing is written.
 */
import { bill, type Bill } from '../../core/bill.js';
import { getProductsAtStore } from '../../data/repos/products.js';
import { storeForRequest } from '../stores/store-of-request.js';
import { billedCart, openOrdersAt, pricedLines } from './cart-bill.js';

export async function billForGuest(lines: readonly { productId: string; quantity: number }[], storeId: string | undefined, at: Date): Promise<Bill> {
  const store = await storeForRequest(storeId);
  // Eventually consistent, unlike the signed-in cart's read: nobody's own write is being read back,
  // and a public call costs anyone who sends it half as much.
  const [products, counts] = await Promise.all([getProductsAtStore(store?._id, lines.map((line) => line.productId)), openOrdersAt(store)]);
  const cart = billedCart(lines, products, store, counts);
  return bill({ lines: pricedLines(cart), fees: cart.store.fees, at, busy: cart.store.busy, tipPaise: 0 });
}
