import { planReorder, type Availability, type ReorderPlan } from './reorder.js';

/**
 * A guest cart (kept in the browser before sign-in) joins the account's cart: each line's quantity
 * is added to the one already there, capped by the stock; products sold out or no longer sold are
 * skipped. The same rule as "Buy again" (core/reorder.ts), from the guest's lines.
 */
export interface GuestLine {
  productId: string;
  quantity: number;
}

/** The guest lines with one entry per product (quantities of a product named twice added up). */
export function combineGuestLines(lines: readonly GuestLine[]): GuestLine[] {
  const byProduct = new Map<string, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

export function planMerge(
  lines: readonly GuestLine[],
  products: ReadonlyMap<string, Availability>,
  cart: ReadonlyMap<string, number>,
): ReorderPlan {
  const named = combineGuestLines(lines).map((line) => ({ ...line, name: products.get(line.productId)?.name ?? 'A product' }));
  return planReorder(named, products, cart);
}

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * One toast's words: what came into the cart, and what did not fully, by name
 * ("3 items from before you signed in are in your cart; Milk: only 2 left").
 */
export function mergeMessage(plan: Pick<ReorderPlan, 'added' | 'skipped'>): string {
  const count = plan.added.reduce((sum, line) => sum + line.added, 0);
  const notes = [
    ...plan.added.filter((line) => line.capped).map((line) => `${line.name}: only ${line.quantity} left`),
    ...plan.skipped.map((line) =>
      line.reason === 'already_in_cart' ? `${line.name}: your cart already has all there is` : `${line.name}: ${line.reason === 'out_of_stock' ? 'out of stock' : 'no longer sold'}`,
    ),
  ];
  const head = count > 0 ? `${items(count)} from before you signed in ${count === 1 ? 'is' : 'are'} in your cart` : 'Nothing from before you signed in could be added';
  return notes.length > 0 ? `${head}; ${notes.join('; ')}` : head;
}
