import { describe, expect, it } from 'vitest';
import { percentile, summarize, type SimOrder } from './peak-summary.js';

const order = (fields: Partial<SimOrder>): SimOrder => ({ storeId: 's', pay: 'cash', triedAt: 0, ...fields });

describe('the peak summary', () => {
  it('takes the nearest-rank percentile', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('counts an order on time when delivered within its promise from the press of the button, and an undelivered one late', () => {
    const orders = [
      order({ orderId: 'a', promisedMinutes: 10, packedAt: 3, pickedUpAt: 4, deliveredAt: 10 }),
      order({ orderId: 'b', triedAt: 1, promisedMinutes: 10, packedAt: 4, pickedUpAt: 8, deliveredAt: 11.5 }),
      order({ orderId: 'c', promisedMinutes: 10 }),
      order({}),
    ];
    const summary = summarize(orders, 2, 300);
    expect(summary).toMatchObject({ tried: 4, placed: 3, refused: 1, delivered: 2, tripsPerOrder: 1, dynamoPerOrder: 100 });
    expect(summary.onTime).toBeCloseTo(1 / 3);
    expect(summary.riderWaitP50).toBe(1);
    expect(summary.riderWaitP95).toBe(4);
  });
});
