import type { OrderRecord } from '../../core/order-record.js';
import { planReorder, reorderMessage, type Availability, type ReorderPlan } from '../../core/reorder.js';
import { listCartLines, setCartQuantities } from '../../data/repos/carts.js';
import { stockStoreOf } from '../../data/repos/orders/stock.js';
import { getProductsAtStore } from '../../data/repos/products.js';
import { Conflict } from '../../platform/errors.js';

const MAX_ATTEMPTS = 3;

/**
 * Lines into a shopper's cart as far as the stock at `storeId` allows, as `plan` decides from the
 * products and the cart read, in one transaction conditional on the cart lines read; a cart
 * changed meanwhile (another tab) is read and planned again. Used by "Buy again" and the guest
 * cart's merge at sign-in (services/cart/cart-merge.ts).
 */
export async function addToCartWithinStock(
  userId: string,
  storeId: string | undefined,
  productIds: readonly string[],
  plan: (products: ReadonlyMap<string, Availability>, cart: ReadonlyMap<string, number>) => ReorderPlan,
): Promise<ReorderPlan> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const [found, cart] = await Promise.all([getProductsAtStore(storeId, productIds, { consistent: true }), listCartLines(userId)]);
    const products = new Map([...found].map(([id, { record, stock }]) => [id, { name: record.name, stock }]));
    const planned = plan(products, new Map(cart.map((line) => [line.productId, line.quantity])));
    if (planned.writes.length === 0 || (await setCartQuantities(userId, planned.writes))) return planned;
  }
  throw new Conflict('Your cart changed while adding to it; please try again');
}

/**
 * "Buy again": the order's lines go into the shopper's cart as far as today's stock at the order's
 * own store allows (core/reorder.ts).
 */
export async function reorder(order: OrderRecord): Promise<Pick<ReorderPlan, 'added' | 'skipped'> & { message: string }> {
  const storeId = await stockStoreOf(order);
  const plan = await addToCartWithinStock(
    order.userId,
    storeId,
    order.lines.map((l) => l.productId),
    (products, cart) => planReorder(order.lines, products, cart),
  );
  return { added: plan.added, skipped: plan.skipped, message: reorderMessage(plan) };
}
