/**
 * How an offer's uses are counted (pure): the total is kept in shards so a national offer redeemed
 * a thousand times a second spreads its writes over several items, each under DynamoDB's
 * per-partition limit. Each shard may count up to its share of the total limit; the shares add up
 * to the limit exactly, so the sum of the shards can never pass it.
 */
import type { OrderStatus } from './order-states.js';

/** Shards of a busy offer: ceil(1,000 writes/s ÷ 250 per shard). */
export const OFFER_USE_SHARDS = 4;

/** The shards an offer counts its uses in: never more than its limit (a shard with no share only says no). */
export function useShardsFor(totalLimit: number): number {
  return totalLimit > 0 ? Math.min(OFFER_USE_SHARDS, totalLimit) : OFFER_USE_SHARDS;
}

/**
 * Shard `index`'s share of `totalLimit` over `shards`: the limit divided evenly, the remainder one
 * each to the first shards. 0 when the offer has no total limit (the shard then counts without one).
 */
export function shardShare(totalLimit: number, shards: number, index: number): number {
  if (totalLimit <= 0) return 0;
  const base = Math.floor(totalLimit / shards);
  return base + (index < totalLimit % shards ? 1 : 0);
}

/** The shards in the order one redemption tries them: a random rotation, so writers spread out. */
export function shardOrder(shards: number, random: () => number = Math.random): number[] {
  const start = Math.floor(random() * shards) % shards;
  return Array.from({ length: shards }, (_, i) => (start + i) % shards);
}

/**
 * What an order's change does to the offer use it holds: a cancel (an unpaid payment expiring, the
 * shopper's or an admin's cancel, a full refund before dispatch, a failed delivery given up) gives
 * it back, since the order was never delivered; delivery spends it; a late payment reviving a
 * cancelled order holds it again.
 */
export function redemptionMove(from: OrderStatus, to: OrderStatus): 'release' | 'use' | 'hold-again' | undefined {
  if (to === 'cancelled' && from !== 'cancelled') return 'release';
  if (to === 'delivered') return 'use';
  if (from === 'cancelled' && to === 'placed') return 'hold-again';
  return undefined;
}

/**
 * The shopper's earlier orders a first-order offer reads: those placed and not cancelled (an unpaid
 * card checkout, a failed payment, a cancelled or fully refunded order is not a first order had).
 */
export function countsAsOrder(status: OrderStatus): boolean {
  return ['placed', 'packed', 'out_for_delivery', 'delivered', 'delivery_failed', 'partly_refunded'].includes(status);
}
