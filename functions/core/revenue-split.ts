/**
 * The dashboard's revenue split (pure): what a delivered order kept, split into its items (after
 * every discount), its fees and its rider's tip, beside the offer discount it gave. The parts add
 * up to the order's revenue exactly.
 *
 * Refunds come off the items first (a part refund gives back lines), then the fees, then the tip:
 * an order refunded down to its fees and tip still shows them. Orders without charges have no
 * fees, tips or discounts: their revenue is all items, as before.
 */
import { feesPaidPaise, itemsPaidPaise } from './order-charges.js';
import type { OrderRecord } from './order-record.js';

/** Figure names beside `revenue` (paise): fees and tips kept, the offer discounts given. Items are the rest of `revenue`. */
export const SPLIT_FIGURES = { fees: 'revenueFees', tips: 'revenueTips', discounts: 'discounts' } as const;

/** The split figures of an order that kept `keptPaise` (grand total less refunds), only those above 0. */
export function revenueSplitFigures(order: Pick<OrderRecord, 'charges' | 'lines' | 'totals'>, keptPaise: number): Record<string, number> {
  const charges = order.charges;
  if (!charges || keptPaise <= 0) return {};
  const refunded = Math.max(0, order.totals.grandTotalPaise - keptPaise);
  const items = itemsPaidPaise(order);
  const fees = feesPaidPaise(order);
  const pastItems = Math.max(0, refunded - items);
  const feesKept = Math.max(0, fees - pastItems);
  const tipsKept = Math.max(0, Math.min(charges.tipPaise, keptPaise - Math.max(0, items - refunded) - feesKept));
  const figures: Record<string, number> = {};
  if (feesKept > 0) figures[SPLIT_FIGURES.fees] = feesKept;
  if (tipsKept > 0) figures[SPLIT_FIGURES.tips] = tipsKept;
  if (charges.offer && charges.offer.amountPaise > 0) figures[SPLIT_FIGURES.discounts] = charges.offer.amountPaise;
  return figures;
}

/** Rupees of each part from summed figures: items are the revenue less fees and tips. */
export function revenueSplit(figures: Record<string, number>): { items: number; fees: number; discounts: number; tips: number } {
  const get = (name: string) => figures[name] ?? 0;
  const fees = get(SPLIT_FIGURES.fees);
  const tips = get(SPLIT_FIGURES.tips);
  return { items: (get('revenue') - fees - tips) / 100, fees: fees / 100, discounts: get(SPLIT_FIGURES.discounts) / 100, tips: tips / 100 };
}
