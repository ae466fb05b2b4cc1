import { describe, expect, it } from 'vitest';
import { addDays, batchesToTake, endOfDay, expireBatch, expiresWithin, expiringSoon, isExpired, localDay, receiveBatch, settle, type Batch } from './stock-batches.js';

const IST = 'Asia/Kolkata';
const batch = (batchId: string, units: number, expiresOn?: string, receivedAt = '2026-11-01T00:00:00.000Z'): Batch => ({
  batchId,
  units,
  received: units,
  receivedAt,
  ...(expiresOn ? { expiresOn } : {}),
});

describe('settle', () => {
  it('takes the units sold since the last count from the earliest expiry first', () => {
    const ledger = { countedStock: 15, batches: [batch('week', 10, '2026-12-07'), batch('today', 5, '2026-11-30')] };
    const { batches, untracked } = settle(ledger, 12);
    expect(batches.map((b) => [b.batchId, b.units])).toEqual([['today', 2], ['week', 10]]);
    expect(untracked).toBe(0);
  });

  it('spends units no batch accounts for before any dated unit', () => {
    const ledger = { countedStock: 45, batches: [batch('today', 5, '2026-11-30')] };
    expect(settle(ledger, 42)).toMatchObject({ batches: [{ batchId: 'today', units: 5 }], untracked: 37 });
    expect(settle(ledger, 3)).toMatchObject({ batches: [{ batchId: 'today', units: 3 }], untracked: 0 });
  });

  it('counts units given back (a cancelled order, an admin\'s count) as units no batch accounts for', () => {
    const ledger = { countedStock: 5, batches: [batch('today', 5, '2026-11-30')] };
    expect(settle(ledger, 8)).toMatchObject({ batches: [{ units: 5 }], untracked: 3 });
  });

  it('puts batches that never expire last', () => {
    const ledger = { countedStock: 6, batches: [batch('dry', 3), batch('fresh', 3, '2027-01-01')] };
    expect(settle(ledger, 4).batches.map((b) => [b.batchId, b.units])).toEqual([['fresh', 1], ['dry', 3]]);
  });
});

describe('receiveBatch', () => {
  it('settles what was sold before the new batch joins, so an earlier-expiring arrival is not charged for old sales', () => {
    // 2 of "later" were sold, then a batch expiring sooner arrives.
    const ledger = { countedStock: 5, batches: [batch('later', 5, '2026-12-03')] };
    const result = receiveBatch(ledger, 3, batch('sooner', 10, '2026-12-01'), IST);
    expect(result.stock).toBe(13);
    expect(result.keep.map((b) => [b.batchId, b.units])).toEqual([['sooner', 10], ['later', 3]]);
    expect(result.sellableUntil).toBe('2026-12-01T18:30:00.000Z');
  });

  it('drops a batch that sold out', () => {
    const ledger = { countedStock: 2, batches: [batch('gone', 2, '2026-12-01')] };
    const result = receiveBatch(ledger, 0, batch('new', 4), IST);
    expect(result.drop).toEqual(['gone']);
    expect(result.keep.map((b) => b.batchId)).toEqual(['new']);
    expect(result.sellableUntil).toBeUndefined();
  });
});

describe('expireBatch', () => {
  it('writes off exactly what the expired batch still holds and takes it off the counter', () => {
    const ledger = { countedStock: 15, batches: [batch('today', 5, '2026-11-30'), batch('week', 10, '2026-12-07')] };
    const result = expireBatch(ledger, 13, 'today', IST);
    expect(result.writeOff).toBe(3);
    expect(result.stock).toBe(10);
    expect(result.drop).toEqual(['today']);
    expect(result.sellableUntil).toBe(endOfDay('2026-12-07', IST));
  });

  it('writes off nothing when the batch sold out before its day ended', () => {
    const ledger = { countedStock: 15, batches: [batch('today', 5, '2026-11-30'), batch('week', 10, '2026-12-07')] };
    expect(expireBatch(ledger, 9, 'today', IST)).toMatchObject({ writeOff: 0, stock: 9 });
  });
});

describe('batchesToTake', () => {
  const batches = [batch('week', 10, '2026-12-07'), batch('today', 5, '2026-11-30')];

  it('names the batch that expires first', () => {
    expect(batchesToTake(batches, 2, '2026-11-30')).toEqual([{ batchId: 'today', expiresOn: '2026-11-30', quantity: 2 }]);
  });

  it('spills over into the next batch', () => {
    expect(batchesToTake(batches, 7, '2026-11-30')).toEqual([
      { batchId: 'today', expiresOn: '2026-11-30', quantity: 5 },
      { batchId: 'week', expiresOn: '2026-12-07', quantity: 2 },
    ]);
  });

  it('never names a batch past its last day, and says what no batch covers', () => {
    expect(batchesToTake(batches, 12, '2026-12-01', 1)).toEqual([
      { batchId: 'week', expiresOn: '2026-12-07', quantity: 10 },
      { batchId: null, quantity: 1 },
    ]);
  });
});

describe('store days', () => {
  it('reads the day in the store\'s time zone', () => {
    expect(localDay(new Date('2026-11-29T18:29:59Z'), IST)).toBe('2026-11-29');
    expect(localDay(new Date('2026-11-29T18:30:00Z'), IST)).toBe('2026-11-30');
    expect(localDay(new Date('2026-11-29T18:30:00Z'), 'UTC')).toBe('2026-11-29');
  });

  it('ends a day at the store\'s midnight, across month ends and a clock change', () => {
    expect(endOfDay('2026-11-30', IST)).toBe('2026-11-30T18:30:00.000Z');
    expect(endOfDay('2026-12-31', 'UTC')).toBe('2027-01-01T00:00:00.000Z');
    // London leaves summer time on 25 October 2026: that day ends at 00:00 GMT.
    expect(endOfDay('2026-10-25', 'Europe/London')).toBe('2026-10-26T00:00:00.000Z');
    expect(endOfDay('2026-07-01', 'Europe/London')).toBe('2026-07-01T23:00:00.000Z');
  });

  it('is expired only after its last day, and expiring soon within the store\'s days', () => {
    expect(isExpired({ expiresOn: '2026-11-30' }, '2026-11-30')).toBe(false);
    expect(isExpired({ expiresOn: '2026-11-30' }, '2026-12-01')).toBe(true);
    expect(isExpired({}, '2099-01-01')).toBe(false);
    expect(expiresWithin({ expiresOn: addDays('2026-11-30', 3) }, '2026-11-30', 3)).toBe(true);
    expect(expiresWithin({ expiresOn: addDays('2026-11-30', 4) }, '2026-11-30', 3)).toBe(false);
    expect(expiresWithin({}, '2026-11-30', 3)).toBe(false);
  });
});

describe('expiringSoon', () => {
  it('marks a product by its earliest batch with units due within the days, not past ones nor empty ones', () => {
    const soon = expiringSoon(
      [
        { productId: 'milk', expiresOn: '2026-12-02', units: 4 },
        { productId: 'milk', expiresOn: '2026-12-01', units: 2 },
        { productId: 'curd', expiresOn: '2026-12-01', units: 0 },
        { productId: 'bread', expiresOn: '2026-11-29', units: 3 },
        { productId: 'rice', units: 9 },
        { productId: 'paneer', expiresOn: '2026-12-10', units: 1 },
      ],
      '2026-11-30',
      3,
    );
    expect([...soon]).toEqual([['milk', '2026-12-01']]);
  });
});
