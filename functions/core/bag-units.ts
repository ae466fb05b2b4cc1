import type { OrderRecord } from './order-record.js';

/**
 * The units of an order that went into its bag at the store, per product: its lines less their units
 * the picker found missing (never on the shelf: they are a stock gap, counted by an admin), and its
 * accepted substitutes (their stock was taken when they were accepted). A cancelled order gives back
 * exactly these, so no missing unit comes back and no taken substitute is lost.
 */
export function unitsInTheBag(order: { lines: readonly Pick<OrderRecord['lines'][number], 'productId' | 'quantity'>[]; pick?: OrderRecord['pick'] }): { productId: string; quantity: number }[] {
  const units = new Map<string, number>();
  const add = (productId: string, quantity: number) => units.set(productId, (units.get(productId) ?? 0) + quantity);
  for (const line of order.lines) add(line.productId, line.quantity - (order.pick?.lines.find((l) => l.productId === line.productId)?.unavailable ?? 0));
  for (const sub of order.pick?.substitutions ?? []) if (sub.status === 'accepted') add(sub.productId, sub.quantity);
  return [...units].filter(([, quantity]) => quantity > 0).map(([productId, quantity]) => ({ productId, quantity }));
}
