/**
 * An order's charges as the shopper, the admin and the mails read them (pure): the fees, offer and
 * tip the bill charged at checkout (core/bill.ts), kept on the order (OrderRecord.charges). Orders
 * from before fees have none, and read as they always did: their total is their items'.
 */
import { toPayPaise } from './credit.js';
import type { FeeKind } from './bill.js';
import { paiseToRupees } from './money.js';
import { linePaid, type OrderRecord } from './order-record.js';
import { givenBackPaise } from './picking.js';

/** One row of the order's bill after its items, in the order the cart's bill box listed them. */
export interface ChargeRow {
  kind: FeeKind | 'offer' | 'tip';
  label: string;
  /** Paise: a fee or the tip adds it, the offer takes it off. */
  amountPaise: number;
  reason?: string;
}

type Charged = Pick<OrderRecord, 'charges' | 'lines' | 'totals'>;

/** The rows after the items: every fee, then the offer, then the tip; none for an order without charges. */
export function chargeRows(order: Pick<OrderRecord, 'charges'>): ChargeRow[] {
  const charges = order.charges;
  if (!charges) return [];
  const rows: ChargeRow[] = charges.fees.map((f) => ({ kind: f.kind, label: f.label, amountPaise: f.amountPaise, reason: f.reason }));
  if (charges.offer) {
    const label = charges.offer.code ? `Offer ${charges.offer.code}` : `Offer: ${charges.offer.title}`;
    rows.push({ kind: 'offer', label, amountPaise: charges.offer.amountPaise, reason: charges.offer.title });
  }
  if (charges.tipPaise > 0) rows.push({ kind: 'tip', label: 'Tip for your rider', amountPaise: charges.tipPaise });
  return rows;
}

/** What the items cost after the offer's share of each line: the items' part of what was paid. */
export const itemsPaidPaise = (order: Pick<OrderRecord, 'lines'>): number => order.lines.reduce((sum, l) => sum + linePaid(l), 0);

/** The fees as charged, less a free-delivery offer (which takes off the delivery fee, not the items). */
export function feesPaidPaise(order: Pick<OrderRecord, 'charges' | 'lines' | 'totals'>): number {
  const charges = order.charges;
  if (!charges) return 0;
  return order.totals.grandTotalPaise - itemsPaidPaise(order) - charges.tipPaise;
}

/** The charges as the order API speaks them (rupees, as the spec's totals), or none for an order without. */
export function apiCharges(order: Charged) {
  const charges = order.charges;
  if (!charges) return {};
  return {
    charges: {
      fees: charges.fees.map((f) => ({ kind: f.kind, label: f.label, amount: paiseToRupees(f.amountPaise), reason: f.reason })),
      offer: charges.offer ? { code: charges.offer.code ?? null, title: charges.offer.title, amount: paiseToRupees(charges.offer.amountPaise) } : null,
      tip: paiseToRupees(charges.tipPaise),
      /** The items after product discounts, before the offer (the bill box's Items total). */
      discountedTotal: paiseToRupees(order.totals.discountedTotalPaise),
      deliveryCharge: paiseToRupees(order.totals.deliveryChargePaise),
      /** The items after the offer's share: what the lines were paid. */
      itemsPaid: paiseToRupees(itemsPaidPaise(order)),
      grandTotal: paiseToRupees(order.totals.grandTotalPaise),
      /** Store credit that paid part of the grand total ("QuickBasket credit -₹N") and what was left to pay by card or cash; absent without credit. */
      ...(charges.creditPaise ? { credit: paiseToRupees(charges.creditPaise), toPay: paiseToRupees(toPayPaise(order)) } : {}),
    },
  };
}

/** The fees as paid: what a free-delivery offer took off comes off the delivery fee first (the bill's order of fees after it). */
export function feesAsPaid(
  order: Pick<OrderRecord, 'orderId' | 'lines' | 'totals' | 'charges'> & Partial<Pick<OrderRecord, 'paymentMethod' | 'pick'>>,
): { label: string; paidPaise: number }[] {
  const fees = order.charges?.fees ?? [];
  // A cash order's total dropped by what its units not packed paid, less what accepted substitutes
  // are charged (core/picking.ts givenBackPaise): those units are not among the items paid, the substitutes are.
  const short = order.paymentMethod === 'cod' ? givenBackPaise(order.lines, order.pick) : 0;
  const items = order.lines.reduce((sum, l) => sum + linePaid(l), 0) - short;
  const charged = fees.reduce((sum, f) => sum + f.amountPaise, 0);
  let feeOff = items + charged + (order.charges?.tipPaise ?? 0) - order.totals.grandTotalPaise;
  if (feeOff < 0 || feeOff > charged) throw new Error(`order ${order.orderId}: its lines, fees and tip do not make its total`);
  const ordered = [...fees].sort((a, b) => Number(b.kind === 'delivery') - Number(a.kind === 'delivery'));
  return ordered.map((fee) => {
    const off = Math.min(feeOff, fee.amountPaise);
    feeOff -= off;
    return { label: fee.label, paidPaise: fee.amountPaise - off };
  });
}
