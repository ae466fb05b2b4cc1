import { describe, expect, it } from 'vitest';
import * as connection from './items/connection.js';
import { keys, orderOfKey, stockOfKey } from './keys.js';

describe('order keys in stream records', () => {
  it('name the order an order item is', () => {
    expect(orderOfKey(keys.order('user-1', 'o-2'))).toEqual({ userId: 'user-1', orderId: 'o-2' });
  });

  it('name nothing for the other items of a user and of the table', () => {
    for (const key of [keys.user('user-1'), keys.cartLine('user-1', 'l'), keys.address('user-1', 'a'), keys.pendingCheckout('user-1'), keys.product('p'), keys.orderCountShard(1), keys.connection('c')]) {
      expect(orderOfKey(key), `${key.pk}/${key.sk}`).toBeUndefined();
    }
    expect(orderOfKey({ pk: 'USER#', sk: 'ORDER#' })).toBeUndefined();
    expect(orderOfKey({})).toBeUndefined();
  });
});

describe('connection items', () => {
  it('a shopper is found by their id, an admin also among the admins', () => {
    const shopper = { connectionId: 'c1', userId: 'u1', groups: [] };
    const admin = { connectionId: 'c2', userId: 'u2', groups: ['ADMIN'] };
    expect(connection.itemKeys(shopper)).toEqual([keys.connection('c1'), keys.userConnection('u1', 'c1')]);
    expect(connection.itemKeys(admin)).toEqual([keys.connection('c2'), keys.userConnection('u2', 'c2'), keys.adminConnection('c2')]);
    expect(keys.userConnection('u1', 'c1').pk).toBe(keys.userConnections('u1').pk);
    expect(keys.adminConnection('c2').pk).toBe(keys.adminConnections().pk);
  });
});

describe('stock batch keys', () => {
  it('are never read as a stock item (the stock Query and the low-stock stream count the sellable counter only)', () => {
    expect(stockOfKey(keys.stockBatch('st1', 'p1', 'b1'))).toBeUndefined();
    expect(stockOfKey(keys.storeStock('st1', 'p1'))).toEqual({ storeId: 'st1', productId: 'p1' });
    expect(keys.stockBatch('st1', 'p1', 'b1').sk.startsWith(keys.stockBatchesOf('st1', 'p1').skPrefix)).toBe(true);
    expect(keys.stockBatch('st1', 'p10', 'b1').sk.startsWith(keys.stockBatchesOf('st1', 'p1').skPrefix)).toBe(false);
  });
});
