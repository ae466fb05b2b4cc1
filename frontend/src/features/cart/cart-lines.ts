import { totals } from '@core/pricing';
import type { ApiProduct } from '@core/product';
import type { GuestLine } from '@/lib/guest-cart';
import type { CartLine, CartProduct } from './types';

/**
 * Pure cart arithmetic: the optimistic edits the cart mutations apply to the cached list, and the
 * bill. The bill goes through functions/core/pricing.ts, the very function the server charges with.
 */

const toPaise = (rupees: number): number => Math.round((Number.isFinite(rupees) ? rupees : 0) * 100);

/** A full product for an optimistic line; fields the caller did not have stay empty until the refetch. */
export function lineProduct(product: CartProduct): ApiProduct {
  return {
    sku: '',
    image: [],
    category: [],
    subCategory: [],
    unit: '',
    price: 0,
    discount: 0,
    description: '',
    more_details: {},
    createdAt: '',
    ...product,
  };
}

/** The guest cart's lines (lib/guest-cart.ts) in the shape of the server's cart lines. */
export function guestCartLines(lines: readonly GuestLine[]): CartLine[] {
  return lines.map((line) => ({ _id: line.productId, quantity: line.quantity, productId: lineProduct(line.product) }));
}

/** Adds one of a product (a line that is already there stays as it is, as the server does). */
export function withLine(lines: readonly CartLine[], product: CartProduct): CartLine[] {
  if (lines.some((line) => line._id === product._id)) return [...lines];
  return [...lines, { _id: product._id, quantity: 1, productId: lineProduct(product) }];
}

export function withoutLine(lines: readonly CartLine[], lineId: string): CartLine[] {
  return lines.filter((line) => line._id !== lineId);
}

/** The bill of SPEC "Cart side panel" and "Checkout", in rupees as the API speaks them. */
export interface CartSummary {
  /** Undiscounted, shown struck through. */
  itemsTotal: number;
  /** After discounts: what the items cost. */
  discountedTotal: number;
  savings: number;
  /** Sum of quantities. */
  totalQuantity: number;
  /** Number of different products that can be bought. */
  lineCount: number;
  /** Lines whose product is sold out: shown, but not counted in the quantities and totals. */
  unavailableCount: number;
  /** What is charged: the discounted total (delivery is free). */
  grandTotal: number;
}

/**
 * Counts only what can be bought: a sold-out line not at all, a line asking for more
 * than is left as many as are left (the line says to reduce it; the order waits until it is).
 */
export function summarizeCart(lines: readonly CartLine[]): CartSummary {
  const buyable = lines.filter((line) => line.productId.stock > 0);
  const bill = totals(
    buyable.map((line) => ({
      pricePaise: toPaise(line.productId.price),
      discount: line.productId.discount,
      quantity: Math.min(line.quantity, line.productId.stock),
    })),
  );
  return {
    itemsTotal: bill.itemsTotalPaise / 100,
    discountedTotal: bill.discountedTotalPaise / 100,
    savings: bill.savingsPaise / 100,
    totalQuantity: bill.totalQuantity,
    lineCount: buyable.length,
    unavailableCount: lines.length - buyable.length,
    grandTotal: bill.grandTotalPaise / 100,
  };
}
