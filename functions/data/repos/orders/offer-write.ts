/**
 * The offer row of core/order-effects.ts ORDER_EFFECTS (place 'write'): a status change of an order
 * holding an offer's use releases it, spends it or holds it again in the change's own transaction
 * (repos/offers/redemptions.ts). The redemption is read before (it names the shard it took).
 */
import { redemptionMove } from '../../../core/offer-uses.js';
import { effectsOf, type OrderChange } from '../../../core/order-effects.js';
import type { OrderRecord } from '../../../core/order-record.js';
import { getRedemption, holdAgainSteps, releaseSteps, useSteps } from '../offers/redemptions.js';
import type { Step } from '../transact.js';

/** The steps the change adds, given what its condition failing means. */
export type OfferWrite = <F>(onMoved: () => F) => Step<F>[];

const none: OfferWrite = () => [];

/** The change as core/order-effects.ts names it: repos/orders/status.ts calls this, so its type is not imported from there. */
export async function offerWrite(order: OrderRecord, change: Pick<OrderChange, 'to' | 'by'>): Promise<OfferWrite> {
  const facts = { from: order.status, to: change.to, by: change.by, paymentMethod: order.paymentMethod, paidAt: order.paidAt, status: change.to, seq: (order.timeline?.length ?? 0) + 1 };
  if (!effectsOf({ ...facts, offer: Boolean(order.charges?.offer) }, 'write').includes('offer')) return none;
  const move = redemptionMove(order.status, change.to);
  const redemption = await getRedemption(order._id);
  // Nothing to move: the use was given back already (a replaced checkout) or never held.
  if (!redemption) return none;
  if (move === 'release' && redemption.status === 'held') return (onMoved) => releaseSteps(redemption, onMoved);
  if (move === 'use' && redemption.status === 'held') return (onMoved) => useSteps(redemption, onMoved);
  if (move === 'hold-again' && redemption.status === 'released') return (onMoved) => holdAgainSteps(redemption, onMoved);
  return none;
}
