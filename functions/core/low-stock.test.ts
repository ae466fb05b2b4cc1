import { describe, expect, it } from 'vitest';
import { DIGEST_EVERY_MS, digestCutoff, digestDue, lowLevel, lowStockMail, thresholdFor } from './low-stock.js';

describe('low stock', () => {
  it('at or below the threshold is low, 0 is out; the product\'s own threshold wins over the store\'s', () => {
    expect(lowLevel(6, 5)).toBeUndefined();
    expect(lowLevel(5, 5)).toBe('low');
    expect(lowLevel(0, 5)).toBe('out');
    expect(thresholdFor({ lowStockThreshold: 20 }, { lowStockThreshold: 5 })).toBe(20);
    expect(thresholdFor({}, { lowStockThreshold: 5 })).toBe(5);
    expect(thresholdFor({ lowStockThreshold: 0 }, { lowStockThreshold: 5 })).toBe(0);
  });

  it('one digest per store, out of stock first and louder, with a link to the Stock view filtered to low', () => {
    const mail = lowStockMail({ _id: 's1', name: 'Mumbai <Central>' }, [
      { productId: 'a', name: 'Milk', stock: 3, threshold: 5, level: 'low' },
      { productId: 'b', name: 'Eggs', stock: 0, threshold: 5, level: 'out' },
    ], 'http://localhost:3000/');
    expect(mail.subject).toBe('OUT OF STOCK and low stock at Mumbai <Central>: 1 out of stock, 1 running low');
    expect(mail.text.indexOf('OUT OF STOCK: Eggs')).toBeLessThan(mail.text.indexOf('Low: Milk: 3 left'));
    expect(mail.text).toContain('http://localhost:3000/dashboard/stores/s1/stock?filter=low');
    expect(mail.html).toContain('Mumbai &lt;Central&gt;');
    expect(lowStockMail({ _id: 's1', name: 'S' }, [{ productId: 'a', name: 'Milk', stock: 2, threshold: 5, level: 'low' }], 'http://x').subject).toBe('Low stock: Milk at S');
  });
});

describe('the digest rule', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  it('is every 5 minutes', () => expect(DIGEST_EVERY_MS).toBe(5 * 60_000));
  it('a store that never had a digest gets one now', () => expect(digestDue(undefined, now)).toBe(true));
  it('another one only once the interval has passed since the last', () => {
    expect(digestDue(now - 60_000, now)).toBe(false);
    expect(digestDue(now - DIGEST_EVERY_MS + 1, now)).toBe(false);
    expect(digestDue(now - DIGEST_EVERY_MS, now)).toBe(true);
    expect(digestDue(now - 3_600_000, now)).toBe(true);
  });
  it('the interval can be shorter (the job run on demand)', () => {
    expect(digestDue(now - 1, now, 0)).toBe(true);
    expect(digestDue(now - 1000, now, 2000)).toBe(false);
  });
  it('the slot\'s condition (last <= cutoff) is the same rule', () => {
    for (const last of [now - 1, now - DIGEST_EVERY_MS, now - DIGEST_EVERY_MS - 1]) expect(last <= digestCutoff(now)).toBe(digestDue(last, now));
  });
});
