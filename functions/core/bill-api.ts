/**
 * The bill as the API speaks it (rupees, as every amount the calls send: core/money.ts), from
 * core/bill.ts's integer paise. The cart's bill box and checkout show exactly these numbers.
 */
import type { Bill, FeeKind } from './bill.js';
import { paiseToRupees } from './money.js';

export interface ApiFee {
  kind: FeeKind;
  label: string;
  amount: number;
  /** Why it is charged, in the shopper's words (the bill box's "why"). */
  reason?: string;
}

export interface ApiBill {
  itemsTotal: number;
  discountedTotal: number;
  fees: ApiFee[];
  /** `code` is absent for an automatic offer. */
  offer?: { code?: string; title: string; amount: number };
  tip: number;
  grandTotal: number;
  /** How much more cart value makes delivery free ("Add ₹N more for free delivery"). */
  freeDeliveryGap?: number;
  /** What paying cash would add (named before the shopper chooses how to pay). */
  cashFee?: number;
}

export function toApiBill(bill: Bill): ApiBill {
  const r = paiseToRupees;
  return {
    itemsTotal: r(bill.itemsTotalPaise),
    discountedTotal: r(bill.discountedTotalPaise),
    fees: bill.fees.map((fee) => ({ kind: fee.kind, label: fee.label, amount: r(fee.amountPaise), reason: fee.reason })),
    ...(bill.offer ? { offer: { ...(bill.offer.code ? { code: bill.offer.code } : {}), title: bill.offer.title, amount: r(bill.offer.amountPaise) } } : {}),
    tip: r(bill.tipPaise),
    grandTotal: r(bill.grandTotalPaise),
    ...(bill.freeDeliveryGapPaise !== undefined ? { freeDeliveryGap: r(bill.freeDeliveryGapPaise) } : {}),
    ...(bill.cashFeePaise !== undefined ? { cashFee: r(bill.cashFeePaise) } : {}),
  };
}
