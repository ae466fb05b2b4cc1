import { describe, expect, it } from 'vitest';
import { buildOrder } from '../order-record.js';
import { parseOrderSearch } from './order-search.js';

describe('parseOrderSearch', () => {
  it('reads an order number as shoppers see it, in any case, with or without the dash', () => {
    for (const typed of ['ORD-1A2B3C4D5E', 'ord-1a2b3c4d5e', ' ORD1A2B3C4D5E ', 'Ord - 1a2b3c4d5e']) {
      expect(parseOrderSearch(typed), typed).toEqual({ kind: 'number', orderNumber: 'ORD-1A2B3C4D5E' });
    }
  });

  it('the number it reads is the one an order is given', () => {
    const order = buildOrder({
      id: '0193a5b2c3d4e5f60718293a4b5c6d7e',
      userId: 'u1',
      paymentMethod: 'cod',
      cart: [],
      products: new Map(),
      address: { _id: 'a1', address_line: 'x', city: 'c', state: 's', country: 'India', pincode: '560034', mobile: '9876501234' },
      now: new Date(),
    });
    expect(parseOrderSearch(order.orderId.toLowerCase())).toEqual({ kind: 'number', orderNumber: order.orderId });
    expect(parseOrderSearch(order._id)).toEqual({ kind: 'id', orderId: order._id });
  });

  it('reads mobile numbers as the profile and address forms take them', () => {
    for (const typed of ['9876501234', '+91 98765 01234', '098765-01234']) {
      expect(parseOrderSearch(typed), typed).toEqual({ kind: 'mobile', mobile: '9876501234' });
    }
  });

  it('reads e-mails in lower case', () => {
    expect(parseOrderSearch(' Shopper@Example.COM ')).toEqual({ kind: 'email', email: 'shopper@example.com' });
  });

  it('refuses what it cannot look up by a key', () => {
    for (const typed of ['', '   ', 'paneer', '12345', '5876501234', 'ORD-12345', 'a@b', 'ORD-1A2B3C4D5G']) {
      expect(parseOrderSearch(typed), typed).toBeUndefined();
    }
  });
});
