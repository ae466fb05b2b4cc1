/**
 * Prices and totals (SPEC section 9, DESIGN.md convention 9), in integer paise. Pure: the server
 * computes order totals with it, and the frontend imports the same functions for display, so what
 * a shopper sees is what they are charged.
 */

/**
 * Discounted unit price = price − ceil(price × discount / 100) (SPEC section 9): the discount is
 * rounded up to a whole rupee, as the spec's store does (₹99 at 15% off → ₹15 off → ₹84), and the
 * arithmetic stays in integer paise so no float noise can move the rounding.
 */
export function discountedUnitPaise(pricePaise: number, discountPercent: number): number {
  const percent = Number.isFinite(discountPercent) ? Math.min(100, Math.max(0, Math.trunc(discountPercent))) : 0;
  const discountRupees = Math.ceil((pricePaise * percent) / 10_000);
  return Math.max(0, pricePaise - discountRupees * 100);
}

export interface PricedLine {
  pricePaise: number;
  discount: number;
  quantity: number;
}

export interface Totals {
  /** Undiscounted (struck-through "Items total"). */
  itemsTotalPaise: number;
  /** What the items cost after discounts. */
  discountedTotalPaise: number;
  savingsPaise: number;
  totalQuantity: number;
  /** The delivery fee charged: 0 (free, SPEC section 9) unless the store's fee rules charge one (core/bill.ts). */
  deliveryChargePaise: number;
  /** What is paid: the discounted total, or the bill's grand total (fees, offer and tip) when there is one. */
  grandTotalPaise: number;
}

export function totals(lines: readonly PricedLine[]): Totals {
  let itemsTotalPaise = 0;
  let discountedTotalPaise = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    itemsTotalPaise += line.pricePaise * line.quantity;
    discountedTotalPaise += discountedUnitPaise(line.pricePaise, line.discount) * line.quantity;
    totalQuantity += line.quantity;
  }
  return {
    itemsTotalPaise,
    discountedTotalPaise,
    savingsPaise: itemsTotalPaise - discountedTotalPaise,
    totalQuantity,
    deliveryChargePaise: 0,
    grandTotalPaise: discountedTotalPaise,
  };
}
