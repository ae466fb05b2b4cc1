import { mergeMessage, planMerge, type GuestLine } from '../../core/cart-merge.js';
import type { CartMergeReply } from '../../core/contracts/cart.js';
import { addToCartWithinStock } from '../orders/reorder.js';

/**
 * The guest cart joins the shopper's cart at sign-in (core/cart-merge.ts): only ids and quantities
 * come from the browser; the stock that caps them is the store's, read here.
 */
export async function mergeGuestCart(userId: string, storeId: string | undefined, lines: readonly GuestLine[]): Promise<CartMergeReply & { message: string }> {
  const plan = await addToCartWithinStock(
    userId,
    storeId,
    lines.map((line) => line.productId),
    (products, cart) => planMerge(lines, products, cart),
  );
  return { added: plan.added, skipped: plan.skipped, message: mergeMessage(plan) };
}
