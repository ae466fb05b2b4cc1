import { buildOrder, type OrderRecord } from './orders.js';

/** One order for tests to start from (cash on delivery, two lines, placed at 10:00 UTC). */
export function sampleOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const order = buildOrder({
    id: '0193a5b2c3d4e5f60718293a4b5c6d7e',
    userId: 'user-1',
    paymentMethod: 'cod',
    cart: [
      { _id: 'rice', productId: 'rice', quantity: 2 },
      { _id: 'tea', productId: 'tea', quantity: 1 },
    ],
    products: new Map([
      ['rice', { _id: 'rice', name: 'Basmati <Rice>', image: [], unit: '1 kg', pricePaise: 9900, discount: 15 }],
      ['tea', { _id: 'tea', name: 'Assam Tea', image: [], unit: '250 g', pricePaise: 5250, discount: 0 }],
    ]),
    address: { _id: 'a1', address_line: '221B, 4th Cross', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560034', mobile: '9876501234' },
    now: new Date('2026-11-24T10:00:00.000Z'),
  });
  return { ...order, ...overrides };
}
