/**
 * "Buy again": an earlier order's lines go back into the cart, as far as today's stock allows.
 * A line already in the cart is raised by the ordered quantity (never lowered); the cart quantity
 * is capped by the stock; products that are gone or sold out are skipped with the reason.
 */
export interface ReorderedLine {
  productId: string;
  name: string;
}

export interface Availability {
  name: string;
  stock: number;
}

export type SkipReason = 'unavailable' | 'out_of_stock' | 'already_in_cart';

export interface ReorderPlan {
  /** The cart quantity to write for each product that gets more (`seen`: the cart quantity read, 0 if none). */
  writes: { productId: string; quantity: number; seen: number }[];
  added: { productId: string; name: string; quantity: number; added: number; capped: boolean }[];
  skipped: { productId: string; name: string; reason: SkipReason }[];
}

export const SKIP_REASONS: Record<SkipReason, string> = {
  unavailable: 'no longer sold',
  out_of_stock: 'out of stock',
  already_in_cart: 'your cart already has all there is',
};

export function planReorder(
  lines: readonly (ReorderedLine & { quantity: number })[],
  products: ReadonlyMap<string, Availability>,
  cart: ReadonlyMap<string, number>,
): ReorderPlan {
  const plan: ReorderPlan = { writes: [], added: [], skipped: [] };
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) {
      plan.skipped.push({ productId: line.productId, name: line.name, reason: 'unavailable' });
      continue;
    }
    if (product.stock <= 0) {
      plan.skipped.push({ productId: line.productId, name: product.name, reason: 'out_of_stock' });
      continue;
    }
    const seen = cart.get(line.productId) ?? 0;
    const wanted = seen + line.quantity;
    const quantity = Math.min(wanted, product.stock);
    if (quantity <= seen) {
      plan.skipped.push({ productId: line.productId, name: product.name, reason: 'already_in_cart' });
      continue;
    }
    plan.writes.push({ productId: line.productId, quantity, seen });
    plan.added.push({ productId: line.productId, name: product.name, quantity, added: quantity - seen, capped: quantity < wanted });
  }
  return plan;
}

/** One line for the shopper: what went into the cart and what did not. */
export function reorderMessage(plan: Pick<ReorderPlan, 'added' | 'skipped'>): string {
  const count = plan.added.reduce((sum, line) => sum + line.added, 0);
  if (count === 0) {
    return plan.skipped.length === 1
      ? `${plan.skipped[0]!.name} could not be added: ${SKIP_REASONS[plan.skipped[0]!.reason]}`
      : 'Nothing could be added: these products are sold out or no longer sold';
  }
  const added = `${count} ${count === 1 ? 'item' : 'items'} added to your cart`;
  const left = plan.skipped.length + plan.added.filter((l) => l.capped).length;
  return left > 0 ? `${added}; ${left} ${left === 1 ? 'product' : 'products'} could not be added in full` : added;
}
