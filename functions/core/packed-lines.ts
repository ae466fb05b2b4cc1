/**
 * What was packed of an order's lines: the picker's units marked unavailable leave the order when it
 * is packed (a card order is refunded what they paid, a cash order's total drops by it:
 * core/picking.ts unavailablePaise). The order page, the admin's order view, the mails and the
 * rider's view show each line through these rules, so they agree with the invoice
 * (core/invoice-document.ts) on what the shopper gets. `notPackedUnits` is all the functions that
 * send mails need: it is kept this small for their bundle budgets (infra/bundle-size.ts).
 */
import type { OrderRecord } from './order-record.js';
import { unitsPaidPaise } from './refunds.js';

/** Units of a line the picker could not find; they count once the order has left 'placed' (while it is picked, they may change). */
export const notPackedUnits = (order: Pick<OrderRecord, 'status' | 'pick'>, productId: string): number =>
  order.status === 'placed' ? 0 : (order.pick?.lines.find((l) => l.productId === productId)?.unavailable ?? 0);

export interface PackedLine {
  ordered: number;
  packed: number;
  notPacked: number;
  /** What the units not packed paid: the line's paid amount spread to the paisa, as their refund counts them. */
  notPackedPaise: number;
}

/** A line of `quantity` units that paid `paidPaise`, `notPacked` of them not packed. */
export function packedLine(line: { quantity: number; paidPaise: number }, notPacked: number): PackedLine {
  const missing = Math.min(notPacked, line.quantity);
  return { ordered: line.quantity, packed: line.quantity - missing, notPacked: missing, notPackedPaise: unitsPaidPaise(line.paidPaise, line.quantity, 0, missing) };
}

/** The accepted substitute of a line's missing units, as its note names it. */
export interface PackedSubstitute {
  name: string;
  unit: string;
  quantity: number;
  /** What the shopper pays for it (core/substitution.ts chargedPaise): kept from what the missing units paid. */
  chargedPaise: number;
}

/**
 * "2 of 3 packed; 1 not available, ₹30.33 refunded" (a card order) or "… not charged" (cash); with
 * an accepted substitute "2 of 3 packed; 1 replaced with Nandini Toned Milk (500 ml), ₹2 refunded"
 * (what the missing units paid less what the substitute is charged, as the refund at Packed counts
 * it); null when every unit was packed. `money` formats paise as the screen does.
 */
export function packedNote(line: PackedLine, paymentMethod: string, money: (paise: number) => string, substitute?: PackedSubstitute): string | null {
  if (line.notPacked === 0) return null;
  const back = line.notPackedPaise - (substitute?.chargedPaise ?? 0);
  const given = `${money(back)} ${paymentMethod === 'card' ? 'refunded' : 'not charged'}`;
  if (!substitute) return `${line.packed} of ${line.ordered} packed; ${line.notPacked} not available, ${given}`;
  const replaced = Math.min(substitute.quantity, line.notPacked);
  const unreplaced = line.notPacked - replaced;
  return [
    `${line.packed} of ${line.ordered} packed; ${replaced} replaced with ${substitute.name} (${substitute.unit})`,
    ...(unreplaced > 0 ? [`${unreplaced} not available`] : []),
    ...(back > 0 ? [given] : []),
  ].join(', ');
}

