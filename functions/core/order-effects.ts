/**
 * What follows each change of an order, declared once (docs/decisions/0048-order-effects.md).
 *
 * A change is one entry of the order's timeline: the status it left, the status it reached, who
 * moved it. Every effect is a row of ORDER_EFFECTS with the rule that says when it applies and
 * where it runs:
 * - `write`: in the status change's own transaction (data/repos/orders/status.ts), so it can never
 *   be half done: stock given back or taken again, dispatch's bookkeeping;
 * - `after`: right after the write, once per change (services/orders/order-effects.ts claims a
 *   marker per order and change first), and again from the table's stream for a change whose
 *   writer stopped before it: the shopper's mail, dispatch, a card refund's start;
 * - `stream`: by their own consumers of the table's stream, for every change: the live push, the
 *   dashboard's figures.
 * A new step (an invoice, a claim) is a new row here and its runner in services/orders/order-effects.ts.
 */
import { deliveryEffects, dispatchAfter } from './dispatch.js';
import { redemptionMove } from './offer-uses.js';
import { mailKindFor, type OrderMailKind } from './order-mail.js';
import { stockEffect, type Actor, type OrderFacts, type OrderStatus } from './order-states.js';

/** One change of an order, as its timeline keeps it, and what the rules need of the order. */
export interface OrderChange extends OrderFacts {
  /** The status it left; absent when the order was created in `to` (a cash order placed). */
  from?: OrderStatus;
  /** The status it reached (the order's `status` is this, for its latest change). */
  to: OrderStatus;
  by: Actor;
  /** The rider it was given to (kept on the order until a retry clears it). */
  riderId?: string;
  /** Which change of the order it is: its timeline position, from 1 (the marker's key). */
  seq: number;
  /** The order holds an offer's use (its charges name one). */
  offer?: boolean;
}

export type OrderEffect = 'stock' | 'delivery' | 'offer' | 'invoice' | 'mail' | 'dispatch' | 'refund' | 'live' | 'report';
export type EffectPlace = 'write' | 'after' | 'stream';

interface EffectRow {
  effect: OrderEffect;
  place: EffectPlace;
  when: (change: OrderChange) => boolean;
}

const held = (change: OrderChange) => ({ status: change.from ?? change.to, riderId: change.riderId });

/**
 * The mail a change sends the shopper (core/order-mail.ts says which statuses are news). Not for
 * `refunded`: each refund that succeeds is mailed with its own amount by the refund's event, with or
 * without a status change. Not for a cancel by the payment of an order never paid (its Checkout
 * Session expired): the shopper left the payment page and hears nothing.
 */
export function mailFor(change: OrderChange): OrderMailKind | undefined {
  if (change.to === 'refunded') return undefined;
  if (change.to === 'cancelled' && change.by === 'payment' && change.from === 'pending_payment') return undefined;
  return mailKindFor(change.to, change.from);
}

/** A cancel the shopper or an admin made of an order paid by card: its refund starts at once. */
const refundStarts = (change: OrderChange) =>
  change.to === 'cancelled' && (change.by === 'shopper' || change.by === 'admin') && change.paymentMethod === 'card' && Boolean(change.paidAt);

/** Every effect of an order's change, and where it runs. */
export const ORDER_EFFECTS: readonly EffectRow[] = [
  { effect: 'stock', place: 'write', when: (c) => c.from !== undefined && stockEffect(c.from, c.to) !== 'none' },
  { effect: 'delivery', place: 'write', when: (c) => c.from !== undefined && Object.values(deliveryEffects(held(c), c.to)).some(Boolean) },
  // The offer's use: released by a cancel, spent by delivery, held again by a late payment.
  { effect: 'offer', place: 'write', when: (c) => c.offer === true && c.from !== undefined && redemptionMove(c.from, c.to) !== undefined },
  // Before the mail, so the delivered mail can link the invoice it issued.
  { effect: 'invoice', place: 'after', when: (c) => c.to === 'delivered' },
  { effect: 'mail', place: 'after', when: (c) => mailFor(c) !== undefined },
  // An order waiting anew, or a rider come free: dispatch looks for pairs.
  { effect: 'dispatch', place: 'after', when: (c) => c.from !== undefined && dispatchAfter(deliveryEffects(held(c), c.to)) },
  { effect: 'refund', place: 'after', when: refundStarts },
  { effect: 'live', place: 'stream', when: () => true },
  { effect: 'report', place: 'stream', when: () => true },
];

/** The effects of a change that run at `place`, in the table's order. */
export function effectsOf(change: OrderChange, place: EffectPlace): OrderEffect[] {
  return ORDER_EFFECTS.filter((row) => row.place === place && row.when(change)).map((row) => row.effect);
}

/** The change at position `seq` (from 1) of an order's timeline; by default its latest. */
export function changeOf(
  order: OrderFacts & { riderId?: string; timeline?: readonly { status: OrderStatus; by: Actor }[]; charges?: { offer?: object } },
  seq = order.timeline?.length ?? 0,
): OrderChange | undefined {
  const entry = order.timeline?.[seq - 1];
  if (!entry) return undefined;
  const from = order.timeline?.[seq - 2]?.status;
  return { from, to: entry.status, by: entry.by, riderId: order.riderId, paymentMethod: order.paymentMethod, paidAt: order.paidAt, status: entry.status, seq, ...(order.charges?.offer ? { offer: true } : {}) };
}
