/**
 * What a card payment lists (pure, integer paise): each order line at what it pays (linePaid: its
 * share of the offer taken off), each fee and the tip, so the payment's total is the order's grand
 * total by construction, with no discount of the provider's to keep in step.
 *
 * - A line whose paid amount splits evenly over its quantity is listed as quantity × unit price.
 * - One that does not (an offer's share left an odd paisa) is one item with the quantity in its
 *   name ("Amul Taaza (500 ml) × 3"): a provider cannot charge a fraction of a paisa per unit.
 * - Nothing of ₹0 is listed (an offer may take a line to nothing).
 * - An order that store credit paid part of is one line of what is left to pay (core/credit.ts).
 */
import { toPayPaise } from './credit.js';
import { formatPaise } from './money.js';
import { feesAsPaid } from './order-charges.js';
import { linePaid, type OrderRecord } from './order-record.js';

export interface PaymentLine {
  name: string;
  quantity: number;
  unitPaise: number;
}

export const TIP_LINE_NAME = 'Tip for your rider';

export function paymentLines(order: Pick<OrderRecord, 'orderId' | 'lines' | 'totals' | 'charges'>): PaymentLine[] {
  // Credit paid part of it: a provider's lines cannot be negative, so the card pays one line of what is left.
  const credit = order.charges?.creditPaise ?? 0;
  if (credit > 0) {
    return [{ name: `QuickBasket order ${order.orderId} (${formatPaise(credit)} paid with QuickBasket credit)`, quantity: 1, unitPaise: toPayPaise(order) }].filter((l) => l.unitPaise > 0);
  }
  const lines = order.lines.map((line): PaymentLine => {
    const paid = linePaid(line);
    const name = `${line.name} (${line.unit})`;
    return paid % line.quantity === 0
      ? { name, quantity: line.quantity, unitPaise: paid / line.quantity }
      : { name: `${name} × ${line.quantity}`, quantity: 1, unitPaise: paid };
  });
  // Each fee at what it pays: a free-delivery offer's amount comes off the delivery fee.
  const fees = feesAsPaid(order).map((fee): PaymentLine => ({ name: fee.label, quantity: 1, unitPaise: fee.paidPaise }));
  const tip = order.charges?.tipPaise ? [{ name: TIP_LINE_NAME, quantity: 1, unitPaise: order.charges.tipPaise }] : [];
  return [...lines, ...fees, ...tip].filter((l) => l.unitPaise > 0);
}
