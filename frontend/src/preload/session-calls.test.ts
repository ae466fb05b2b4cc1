import { describe, expect, it } from 'vitest';
import { firstAddress, sessionPage, type SessionAnswer, type SessionCall } from './session-calls';

/** Answers by path (GETs) or `path body`. */
const answered = (byCall: Record<string, unknown>): SessionAnswer[] =>
  Object.entries(byCall).map(([call, data]) => {
    const [path = '', body = ''] = call.split(' ');
    return { path, body, data };
  });
const brief = (calls: SessionCall[] | undefined) => (calls ?? []).map(({ method, path, body, storeId }) => `${method} ${path} ${body} ${storeId ?? '-'}`);

describe('sessionPage', () => {
  it('the cart: the user, the cart and its offers at the chosen store, the header\'s delivery answer; the bill once the cart has lines', () => {
    const page = sessionPage('/cart', { pincode: '400001', storeId: 's1' });
    expect(page?.page).toBe('cart');
    expect(brief(page?.calls)).toEqual([
      'GET /api/user/user-details  -',
      'GET /api/cart/get  s1',
      'GET /api/cart/offers  s1',
      'POST /api/store/serviceability {"pincode":"400001"} -',
    ]);
    expect(page?.calls.map((call) => call.public ?? false)).toEqual([false, false, false, true]);
    expect(brief(sessionPage('/cart', { storeId: null })?.calls)).toEqual(['GET /api/user/user-details  -', 'GET /api/cart/get  -', 'GET /api/cart/offers  -']);
    expect(page?.next(answered({ '/api/cart/get': [] }))).toEqual([]);
    expect(page?.next(answered({ '/api/user/user-details': { _id: 'u1' } }))).toEqual([]);
    expect(brief(page?.next(answered({ '/api/cart/get': [{ _id: 'l1' }] })))).toEqual(['POST /api/cart/bill {"tip":0} s1']);
  });

  it('checkout: the user, the cart, addresses, orders and credit; then the chosen address\'s delivery, and nothing more (its bill and its store\'s cart are the page\'s, after its paint)', () => {
    const page = sessionPage('/checkout', { pincode: '560001', storeId: null });
    expect(page?.page).toBe('checkout');
    expect(brief(page?.calls)).toEqual([
      'GET /api/user/user-details  -',
      'GET /api/cart/get  -',
      'GET /api/address/get  -',
      'GET /api/order/order-list  -',
      'POST /api/credit/get {"limit":1} -',
      'POST /api/store/serviceability {"pincode":"560001"} -',
    ]);
    const addresses = [
      { _id: 'a1', pincode: '400001' },
      { _id: 'a2', pincode: '560001' },
    ];
    // The address at the chosen pincode; its delivery answer is public (no token).
    const early = page?.next(answered({ '/api/address/get': addresses }));
    expect(brief(early)).toEqual(['POST /api/store/serviceability {"pincode":"560001"} -']);
    expect(early?.[0]?.public).toBe(true);
    const all = answered({
      '/api/address/get': addresses,
      '/api/cart/get': [{ _id: 'l1' }],
      '/api/store/serviceability {"pincode":"560001"}': { pincode: '560001', store: { _id: 's2' } },
    });
    expect(brief(page?.next(all))).toEqual(['POST /api/store/serviceability {"pincode":"560001"} -']);
    // No chosen pincode: the oldest address's.
    expect(brief(sessionPage('/checkout', { storeId: null })?.next(all))).toEqual(['POST /api/store/serviceability {"pincode":"400001"} -']);
  });

  it("the first render waits for what each page shows first: the user, the cart, and the cart's offers or checkout's addresses and their delivery answer", () => {
    const choice = { pincode: '560001', storeId: null };
    const waitedFor = (calls: SessionCall[] | undefined) => (calls ?? []).filter((call) => call.firstRender).map((call) => call.path);
    expect(waitedFor(sessionPage('/cart', choice)?.calls)).toEqual(['/api/user/user-details', '/api/cart/get', '/api/cart/offers']);
    const checkout = sessionPage('/checkout', choice);
    expect(waitedFor(checkout?.calls)).toEqual(['/api/user/user-details', '/api/cart/get', '/api/address/get', '/api/store/serviceability']);
    const following = checkout?.next(answered({ '/api/address/get': [{ _id: 'a1', pincode: '400001' }], '/api/cart/get': [{ _id: 'l1' }] }));
    // The chosen address's "Delivery in N min" line.
    expect(waitedFor(following)).toEqual(['/api/store/serviceability']);
  });

  it('checkout with no address: nothing follows', () => {
    expect(sessionPage('/checkout', { storeId: null })?.next(answered({ '/api/address/get': [], '/api/cart/get': [{ _id: 'l1' }] }))).toEqual([]);
  });

  it('no other page', () => {
    for (const path of ['/', '/login', '/carts', '/cart/x', '/dashboard/myorders']) expect(sessionPage(path, { storeId: null })).toBeNull();
  });
});

describe('firstAddress', () => {
  it('the active address at the chosen pincode, else the oldest active one', () => {
    const list = [
      { _id: 'a0', pincode: '110001', status: false },
      { _id: 'a1', pincode: '400001' },
      { _id: 'a2', pincode: '560001' },
    ];
    expect(firstAddress(list, '560001')?._id).toBe('a2');
    expect(firstAddress(list, '110001')?._id).toBe('a1');
    expect(firstAddress(list, undefined)?._id).toBe('a1');
    expect(firstAddress(null, '1')).toBeUndefined();
  });
});
