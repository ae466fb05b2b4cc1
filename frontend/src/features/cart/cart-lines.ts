import { totals } from '@core/pricing';
import type { ApiProduct } from '@core/product';
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

/** Adds one of a product (a line that is already there stays as it is, as the server does). */
export function withLine(lines: readonly CartLine[], product: CartProduct): CartLine[] {
  if (lines.some((line) => line._id === product._id)) return [...lines];
  return [...lines, { _id: product._id, quantity: 1, productId: lineProduct(product) }];
}

export function withQuantity(lines: readonly CartLine[], lineId: string, quantity: number): CartLine[] {
  return lines.map((line) => (line._id === lineId ? { ...line, quantity } : line));
}

export function withoutLine(lines: readonly CartLine[], lineId: string): CartLine[] {
  return lines.filter((line) => line._id !== lineId);
}

/** Puts a removed line back where it was (rolling back a failed delete). */
export function withLineAt(lines: readonly CartLine[], line: CartLine, index: number): CartLine[] {
  if (lines.some((existing) => existing._id === line._id)) return [...lines];
  const next = [...lines];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, line);
  return next;
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
  /** Number of different products. */
  lineCount: number;
  /** What is charged: the discounted total (delivery is free). */
  grandTotal: number;
}

export function summarizeCart(lines: readonly CartLine[]): CartSummary {
  const bill = totals(
    lines.map((line) => ({
      pricePaise: toPaise(line.productId.price),
      discount: line.productId.discount,
      quantity: line.quantity,
    })),
  );
  return {
    itemsTotal: bill.itemsTotalPaise / 100,
    discountedTotal: bill.discountedTotalPaise / 100,
    savings: bill.savingsPaise / 100,
    totalQuantity: bill.totalQuantity,
    lineCount: lines.length,
    grandTotal: bill.grandTotalPaise / 100,
  };
}
