import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/test-support';
import { firstAddress, sessionPage, storedAccessToken, type SessionAnswer, type SessionCall } from './session-calls';

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

  it('checkout: the user, the cart, addresses, orders and credit; then the first address\'s delivery and bill (no store), and the cart at its store', () => {
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
    // Before the cart is known: only the delivery, which is public (no token).
    const early = page?.next(answered({ '/api/address/get': addresses }));
    expect(brief(early)).toEqual(['POST /api/store/serviceability {"pincode":"560001"} -']);
    expect(early?.[0]?.public).toBe(true);
    expect(brief(page?.next(answered({ '/api/address/get': addresses, '/api/cart/get': [{ _id: 'l1' }] })))).toEqual([
      'POST /api/store/serviceability {"pincode":"560001"} -',
      'POST /api/cart/bill {"addressId":"a2","tip":0} -',
    ]);
    // The address's store is another than the chosen one: its cart too; the same store: nothing more.
    // Whatever store is chosen: the bill names none.
    const chosen = sessionPage('/checkout', { pincode: '560001', storeId: 's1' });
    expect(brief(chosen?.next(answered({ '/api/address/get': addresses, '/api/cart/get': [{ _id: 'l1' }] })))).toContain('POST /api/cart/bill {"addressId":"a2","tip":0} -');
    const theirs = answered({
      '/api/address/get': addresses,
      '/api/cart/get': [],
      // Another pincode's answer (the header's) names no store of this address.
      '/api/store/serviceability {"pincode":"400001"}': { pincode: '400001', store: { _id: 's9' } },
      '/api/store/serviceability {"pincode":"560001"}': { pincode: '560001', store: { _id: 's2' } },
    });
    expect(brief(page?.next(theirs)).filter((call) => call.includes('cart/get'))).toEqual(['GET /api/cart/get  s2']);
    const same = sessionPage('/checkout', { pincode: '560001', storeId: 's2' });
    expect(brief(same?.next(theirs)).filter((call) => call.includes('cart/get'))).toEqual([]);
  });

  it("the first render waits for what each page shows first: the user, the cart, and the cart's offers or checkout's addresses; never for a call that follows an answer", () => {
    const choice = { pincode: '560001', storeId: null };
    const waitedFor = (calls: SessionCall[] | undefined) => (calls ?? []).filter((call) => call.firstRender).map((call) => call.path);
    expect(waitedFor(sessionPage('/cart', choice)?.calls)).toEqual(['/api/user/user-details', '/api/cart/get', '/api/cart/offers']);
    const checkout = sessionPage('/checkout', choice);
    expect(waitedFor(checkout?.calls)).toEqual(['/api/user/user-details', '/api/cart/get', '/api/address/get']);
    const following = checkout?.next(
      answered({
        '/api/address/get': [{ _id: 'a1', pincode: '400001' }],
        '/api/cart/get': [{ _id: 'l1' }],
        '/api/store/serviceability {"pincode":"400001"}': { pincode: '400001', store: { _id: 's9' } },
      }),
    );
    expect(following?.length).toBe(3);
    expect(waitedFor(following)).toEqual([]);
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

describe('storedAccessToken', () => {
  const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
  const now = 1_800_000_000_000;
  const stored = (entries: Record<string, string>) => {
    const storage = memoryStorage();
    for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
    return storage;
  };
  const prefix = 'CognitoIdentityServiceProvider.client-1';

  it('the signed-in user\'s access token while it has more than a minute left', () => {
    const token = jwt({ exp: now / 1000 + 3600, username: 'u-1' });
    expect(storedAccessToken(stored({ [`${prefix}.LastAuthUser`]: 'u-1', [`${prefix}.u-1.accessToken`]: token }), now)).toEqual({ user: 'u-1', token });
  });

  it('none when it has expired or is about to (the clock drift counted), or nobody is signed in', () => {
    const soon = jwt({ exp: now / 1000 + 30 });
    expect(storedAccessToken(stored({ [`${prefix}.LastAuthUser`]: 'u-1', [`${prefix}.u-1.accessToken`]: soon }), now)).toBeNull();
    const hour = jwt({ exp: now / 1000 + 3600 });
    const drifted = { [`${prefix}.LastAuthUser`]: 'u-1', [`${prefix}.u-1.accessToken`]: hour, [`${prefix}.u-1.clockDrift`]: String(3_600_000) };
    expect(storedAccessToken(stored(drifted), now)).toBeNull();
    expect(storedAccessToken(stored({ [`${prefix}.u-1.accessToken`]: hour }), now)).toBeNull();
    expect(storedAccessToken(stored({ [`${prefix}.LastAuthUser`]: 'u-1' }), now)).toBeNull();
    expect(storedAccessToken(stored({ [`${prefix}.LastAuthUser`]: 'u-1', [`${prefix}.u-1.accessToken`]: 'not-a-jwt' }), now)).toBeNull();
  });
});
