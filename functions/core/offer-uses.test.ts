import { describe, expect, it } from 'vitest';
import { OFFER_USE_SHARDS, countsAsOrder, redemptionMove, shardOrder, shardShare, useShardsFor } from './offer-uses.js';

describe('offer use shards', () => {
  it('the shares of every limit add up to the limit exactly, none differing by more than one', () => {
    for (let limit = 1; limit <= 1_000; limit++) {
      const shards = useShardsFor(limit);
      const shares = Array.from({ length: shards }, (_, i) => shardShare(limit, shards, i));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(limit);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      expect(Math.min(...shares)).toBeGreaterThan(0);
    }
  });

  it('a small limit gets no more shards than uses; no limit gets all shards with no share', () => {
    expect(useShardsFor(1)).toBe(1);
    expect(useShardsFor(3)).toBe(3);
    expect(useShardsFor(100)).toBe(OFFER_USE_SHARDS);
    expect(useShardsFor(0)).toBe(OFFER_USE_SHARDS);
    expect(shardShare(0, OFFER_USE_SHARDS, 0)).toBe(0);
  });

  it('a redemption tries every shard once, from a random start', () => {
    expect(shardOrder(4, () => 0.6)).toEqual([2, 3, 0, 1]);
    expect(shardOrder(4, () => 0.999999)).toEqual([3, 0, 1, 2]);
    expect([...shardOrder(1)]).toEqual([0]);
  });
});

describe('what an order change does to its offer use', () => {
  it('every cancel releases, delivery spends, a late payment of a cancelled order holds again; nothing else moves it', () => {
    expect(redemptionMove('pending_payment', 'cancelled')).toBe('release');
    expect(redemptionMove('placed', 'cancelled')).toBe('release');
    expect(redemptionMove('packed', 'cancelled')).toBe('release');
    expect(redemptionMove('delivery_failed', 'cancelled')).toBe('release');
    expect(redemptionMove('out_for_delivery', 'delivered')).toBe('use');
    expect(redemptionMove('cancelled', 'placed')).toBe('hold-again');
    expect(redemptionMove('pending_payment', 'placed')).toBeUndefined();
    expect(redemptionMove('placed', 'packed')).toBeUndefined();
    expect(redemptionMove('cancelled', 'refund_pending')).toBeUndefined();
  });

  it('a first order is had once one is placed and not cancelled', () => {
    expect(countsAsOrder('placed')).toBe(true);
    expect(countsAsOrder('delivered')).toBe(true);
    expect(countsAsOrder('pending_payment')).toBe(false);
    expect(countsAsOrder('cancelled')).toBe(false);
    expect(countsAsOrder('refunded')).toBe(false);
  });
});
