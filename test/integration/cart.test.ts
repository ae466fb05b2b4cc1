import { describe, expect, it } from 'vitest';
import { api, createProduct, newShopper } from './helpers.js';

interface CartItem {
  _id: string;
  quantity: number;
  productId: { _id: string; name: string; price: number; stock: number };
}

describe('cart', () => {
  it('adds one, shows the current product, changes the quantity within stock, removes', async () => {
    const product = await createProduct({ stock: 5, price: 120.5, discount: 10 });
    const { accessToken: token } = await newShopper();

    const added = await api('POST', '/api/cart/create', { token, body: { productId: product._id } });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Item added');
    const again = await api('POST', '/api/cart/create', { token, body: { productId: product._id } });
    expect(again.status).toBe(200);

    const cart = await api<CartItem[]>('GET', '/api/cart/get', { token });
    expect(cart.body.data).toEqual([
      expect.objectContaining({ _id: product._id, quantity: 1, productId: expect.objectContaining({ _id: product._id, price: 120.5, stock: 5 }) }),
    ]);

    expect((await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty: 5 } })).status).toBe(200);
    const tooMany = await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty: 6 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(`Only 5 of ${product.name} left in stock`);
    for (const qty of [0, -1, 1.5, '2']) {
      const bad = await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty } });
      expect(bad.status, String(qty)).toBe(400);
      expect(bad.body.message).toMatch(/^Quantity /);
    }
    expect((await api<CartItem[]>('GET', '/api/cart/get', { token })).body.data![0]!.quantity).toBe(5);

    const removed = await api('DELETE', '/api/cart/delete-cart-item', { token, body: { _id: product._id } });
    expect(removed.status).toBe(200);
    expect((await api<CartItem[]>('GET', '/api/cart/get', { token })).body.data).toEqual([]);
  });

  it('refuses unknown and out-of-stock products', async () => {
    const { accessToken: token } = await newShopper();
    expect((await api('POST', '/api/cart/create', { token, body: { productId: 'nosuchproduct' } })).status).toBe(404);
    const soldOut = await createProduct({ stock: 0, price: 10 });
    const res = await api('POST', '/api/cart/create', { token, body: { productId: soldOut._id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`${soldOut.name} is out of stock`);
    expect((await api<CartItem[]>('GET', '/api/cart/get', { token })).body.data).toEqual([]);
  });

  it('lets a shopper touch only their own lines', async () => {
    const product = await createProduct({ stock: 3, price: 50 });
    const owner = await newShopper();
    const other = await newShopper();
    await api('POST', '/api/cart/create', { token: owner.accessToken, body: { productId: product._id } });

    const update = await api('PUT', '/api/cart/update-qty', { token: other.accessToken, body: { _id: product._id, qty: 2 } });
    expect(update.status).toBe(404);
    const remove = await api('DELETE', '/api/cart/delete-cart-item', { token: other.accessToken, body: { _id: product._id } });
    expect(remove.status).toBe(404);
    expect((await api<CartItem[]>('GET', '/api/cart/get', { token: other.accessToken })).body.data).toEqual([]);
    expect((await api<CartItem[]>('GET', '/api/cart/get', { token: owner.accessToken })).body.data![0]!.quantity).toBe(1);
  });
});

describe('guest cart merge', () => {
  it('adds the guest lines to the account cart, capped by the stock, once per Idempotency-Key', async () => {
    const capped = await createProduct({ stock: 3, price: 40 });
    const fresh = await createProduct({ stock: 10, price: 25 });
    const soldOut = await createProduct({ stock: 0, price: 10 });
    const { accessToken: token } = await newShopper();
    await api('POST', '/api/cart/create', { token, body: { productId: capped._id } });
    await api('PUT', '/api/cart/update-qty', { token, body: { _id: capped._id, qty: 2 } });

    const lines = [
      { productId: capped._id, quantity: 2 },
      { productId: fresh._id, quantity: 4 },
      { productId: soldOut._id, quantity: 1 },
    ];
    const headers = { 'Idempotency-Key': `guest-cart-${Date.now()}` };
    const send = () => api<{ added: { productId: string; quantity: number; capped: boolean }[]; skipped: { productId: string; reason: string }[] }>(
      'POST',
      '/api/cart/merge',
      { token, body: { lines }, headers },
    );
    const [first, second] = await Promise.all([send(), send()]);
    const answered = [first, second].filter((res) => res.status === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    // The other run of the same key is either still in progress (409) or the first answer again.
    for (const res of [first, second]) expect([200, 409]).toContain(res.status);
    const merged = answered[0]!;
    expect(merged.body.message).toBe(`5 items from before you signed in are in your cart; ${capped.name}: only 3 left; ${soldOut.name}: out of stock`);
    expect(merged.body.data!.added).toEqual([
      expect.objectContaining({ productId: capped._id, quantity: 3, capped: true }),
      expect.objectContaining({ productId: fresh._id, quantity: 4, capped: false }),
    ]);
    expect(merged.body.data!.skipped).toEqual([expect.objectContaining({ productId: soldOut._id, reason: 'out_of_stock' })]);

    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(merged.body.message);
    const cart = await api<CartItem[]>('GET', '/api/cart/get', { token });
    expect(Object.fromEntries(cart.body.data!.map((line) => [line._id, line.quantity]))).toEqual({ [capped._id]: 3, [fresh._id]: 4 });
  });

  it('refuses malformed lines and changes nothing', async () => {
    const product = await createProduct({ stock: 5, price: 10 });
    const { accessToken: token } = await newShopper();
    for (const lines of [[], [{ productId: product._id, quantity: 0 }], [{ productId: product._id, quantity: 1.5 }], 'x']) {
      const res = await api('POST', '/api/cart/merge', { token, body: { lines } });
      expect(res.status, JSON.stringify(lines)).toBe(400);
    }
    expect((await api('POST', '/api/cart/merge', { body: { lines: [{ productId: product._id, quantity: 1 }] } })).status).toBe(401);
    expect((await api<CartItem[]>('GET', '/api/cart/get', { token })).body.data).toEqual([]);
  });
});
