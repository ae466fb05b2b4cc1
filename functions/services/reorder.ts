import type { OrderRecord } from '../core/order-record.js';
import { planReorder, reorderMessage, type ReorderPlan } from '../core/reorder.js';
import { listCartLines, setCartQuantities } from '../data/repos/carts.js';
import { stockStoreOf } from '../data/repos/orders/stock.js';
import { getProductsAtStore } from '../data/repos/products.js';
import { Conflict } from '../platform/errors.js';

const MAX_ATTEMPTS = 3;

/**
 * "Buy again": the order's lines go into the shopper's cart as far as today's stock at the order's
 * own store allows (core/reorder.ts), in one transaction conditional on the cart lines read; a cart
 * changed meanwhile (another tab) is read and planned again.
 */
export async function reorder(order: OrderRecord): Promise<Pick<ReorderPlan, 'added' | 'skipped'> & { message: string }> {
  const storeId = await stockStoreOf(order);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const [found, cart] = await Promise.all([
      getProductsAtStore(storeId, order.lines.map((l) => l.productId), { consistent: true }),
      listCartLines(order.userId),
    ]);
    const products = new Map([...found].map(([id, { record, stock }]) => [id, { name: record.name, stock }]));
    const plan = planReorder(order.lines, products, new Map(cart.map((line) => [line.productId, line.quantity])));
    if (plan.writes.length === 0 || (await setCartQuantities(order.userId, plan.writes))) {
      return { added: plan.added, skipped: plan.skipped, message: reorderMessage(plan) };
    }
  }
  throw new Conflict('Your cart changed while adding to it; please try again');
}
