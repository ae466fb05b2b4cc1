/**
 * After an order (over HTTP): buy again, cart lines short of stock, the admin's order list, orders
 * from before the order life.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { buildOrder } from '../../functions/core/order-record.js';
import { newId } from '../../functions/core/ids.js';
import { keys } from '../../functions/data/keys.js';
import { api, cartOf, createProduct, eventually, setStock, shopperWithCart, table, tokenFor } from './helpers.js';
import { adminList, cashOrder, step } from './orders-support.js';

const tableName = inject('stack').env.TABLE_NAME!;

describe('buy again', () => {
  it('puts the lines back into the cart: existing lines raised, capped by stock, gone products skipped', async () => {
    const [rice, oil, tea] = await Promise.all([
      createProduct({ stock: 10, price: 60 }),
      createProduct({ stock: 10, price: 150 }),
      createProduct({ stock: 10, price: 90 }),
    ]);
    const { shopper, order } = await cashOrder([
      { product: rice!, qty: 2 },
      { product: oil!, qty: 3 },
      { product: tea!, qty: 1 },
    ]);
    await setStock(oil!._id, 1);
    expect((await api('DELETE', '/api/product/delete-product', { token: await tokenFor('admin'), body: { _id: tea!._id } })).status).toBe(200);
    await api('POST', '/api/cart/create', { token: shopper.token, body: { productId: rice!._id } });

    const res = await api<{ added: unknown[]; skipped: unknown[] }>('POST', '/api/order/reorder', { token: shopper.token, body: { _id: order._id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('3 items added to your cart; 2 products could not be added in full');
    // Lines come in the order's order (which is the cart's: by product id).
    expect(res.body.data!.added).toHaveLength(2);
    expect(res.body.data!.added).toEqual(
      expect.arrayContaining([
        { productId: rice!._id, name: rice!.name, quantity: 3, added: 2, capped: false },
        { productId: oil!._id, name: oil!.name, quantity: 1, added: 1, capped: true },
      ]),
    );
    expect(res.body.data!.skipped).toEqual([{ productId: tea!._id, name: tea!.name, reason: 'unavailable' }]);
    const cart = await cartOf(shopper.token);
    expect(Object.fromEntries(cart.map((l) => [l._id, l.quantity]))).toEqual({ [rice!._id]: 3, [oil!._id]: 1 });

    const again = await api<{ skipped: { productId: string; reason: string }[] }>('POST', '/api/order/reorder', {
      token: shopper.token,
      body: { _id: order._id },
    });
    expect(Object.fromEntries(again.body.data!.skipped.map((s) => [s.productId, s.reason]))).toEqual({
      [oil!._id]: 'already_in_cart',
      [tea!._id]: 'unavailable',
    });
    expect((await cartOf(shopper.token)).find((l) => l._id === rice!._id)!.quantity).toBe(5);
  });
});

describe('cart lines short of stock are never stuck', () => {
  it('can be reduced (even while still above the stock) and removed, never raised; ordering says why until it fits', async () => {
    const product = await createProduct({ stock: 5, price: 45 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 4 }]);
    await setStock(product._id, 2);
    const blocked = await api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(`Only 2 of ${product.name} left in stock`);

    const qty = (n: number) => api('PUT', '/api/cart/update-qty', { token: shopper.token, body: { _id: product._id, qty: n } });
    expect((await qty(3)).status).toBe(200);
    const raise = await qty(4);
    expect(raise.status).toBe(409);
    expect(raise.body.message).toBe(`Only 2 of ${product.name} left in stock`);
    expect((await qty(2)).status).toBe(200);
    expect((await api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } })).status).toBe(200);

    const soldOut = await createProduct({ stock: 3, price: 45 });
    const other = await shopperWithCart([{ productId: soldOut._id, qty: 2 }]);
    await setStock(soldOut._id, 0);
    const setOther = (n: number) => api('PUT', '/api/cart/update-qty', { token: other.token, body: { _id: soldOut._id, qty: n } });
    expect((await setOther(1)).status).toBe(200);
    expect((await setOther(2)).body.message).toBe(`${soldOut.name} is out of stock`);
    expect((await api('DELETE', '/api/cart/delete-cart-item', { token: other.token, body: { _id: soldOut._id } })).status).toBe(200);
    expect(await cartOf(other.token)).toEqual([]);
  });
});

describe("the admin's order list", () => {
  it('lists every shopper’s orders newest first with the shopper, filters by status, pages with a cursor and counts per status', async () => {
    const before = (await adminList({ limit: 1 })).body.counts!;
    const product = await createProduct({ stock: 20, price: 35 });
    const placed: Awaited<ReturnType<typeof cashOrder>>[] = [];
    for (let i = 0; i < 3; i++) placed.push(await cashOrder([{ product, qty: 1 }]));
    await step(placed[0]!.order._id, 'packed');

    const first = await eventually(async () => {
      const page = await adminList({ limit: 2 });
      expect(page.body.data!.map((o) => o._id)).toEqual([placed[2]!.order._id, placed[1]!.order._id]);
      return page;
    });
    expect(first.body.data![0]!.shopper).toMatchObject({ email: placed[2]!.shopper.email, name: 'Test Shopper', mobile: '9876501234' });
    expect(first.body.counts).toMatchObject({ all: before.all + 3, placed: before.placed + 2, packed: before.packed + 1 });
    const second = await adminList({ limit: 2, cursor: first.body.nextCursor });
    expect(second.body.data![0]!._id).toBe(placed[0]!.order._id);

    const packed = await eventually(async () => {
      const page = await adminList({ status: 'packed', limit: 50 });
      expect(page.body.data![0]!._id).toBe(placed[0]!.order._id);
      return page;
    });
    expect(packed.body.data!.every((o) => o.status === 'packed')).toBe(true);

    const wrongList = await adminList({ status: 'placed', cursor: first.body.nextCursor });
    expect(wrongList.status).toBe(400);
    expect(wrongList.body.message).toBe('cursor: is not one this list gave out; start again from the first page');
    expect((await adminList({ cursor: 'not-a-cursor' })).status).toBe(400);
    expect((await adminList({ limit: 51 })).body.message).toBe('Page size must be at most 50');
    expect((await adminList({ status: 'shipped' })).status).toBe(400);
    const asShopper = await api('POST', '/api/order/admin-list', { token: placed[0]!.shopper.token, body: {} });
    expect(asShopper.status).toBe(403);
  });
});

describe('orders from before the order life', () => {
  it('get their index keys, their count and (paid card orders) paidAt from the backfill, once', async () => {
    const shopper = await shopperWithCart([]);
    const legacy = buildOrder({
      id: newId(),
      userId: shopper.userId,
      paymentMethod: 'card',
      cart: [{ _id: 'p1', productId: 'p1', quantity: 1 }],
      products: new Map([['p1', { _id: 'p1', name: 'Old Order Tea', image: [], unit: '100 g', pricePaise: 5000, discount: 0 }]]),
      address: { _id: shopper.addressId, address_line: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876501234' },
      now: new Date(),
    });
    // As the earlier version stored it: no timeline, no index keys, placed when Stripe said paid.
    const { timeline: _none, ...stored } = { ...legacy, status: 'placed' as const, stripeSessionId: 'cs_legacy' };
    await table.send(new PutCommand({ TableName: tableName, Item: { ...keys.order(shopper.userId, legacy._id), type: 'order', ...stored } }));
    await table.send(new DeleteCommand({ TableName: tableName, Key: keys.migration('order-indexes') }));
    const before = (await adminList({ limit: 1 })).body.counts!;

    const { backfillOrderIndexes } = await import('../../functions/data/migrations/order-indexes.js');
    expect((await backfillOrderIndexes()).migrated).toBe(1);
    expect(await backfillOrderIndexes()).toEqual({ migrated: 0, skipped: true });
    await table.send(new DeleteCommand({ TableName: tableName, Key: keys.migration('order-indexes') }));
    expect(await backfillOrderIndexes()).toEqual({ migrated: 0, skipped: false });

    const item = (await table.send(new GetCommand({ TableName: tableName, Key: keys.order(shopper.userId, legacy._id) }))).Item!;
    expect(item).toMatchObject({ gsi1pk: 'ORDERS', gsi1sk: legacy._id, gsi2pk: 'ORDERS#placed', paidAt: legacy.updatedAt });
    expect((await adminList({ limit: 1 })).body.counts).toMatchObject({ all: before.all + 1, placed: before.placed + 1 });
    await eventually(async () => expect((await adminList({ status: 'placed', limit: 50 })).body.data!.map((o) => o._id)).toContain(legacy._id));
    // An admin can act on it like on any order.
    expect((await step(legacy._id, 'packed')).status).toBe(200);
  });
});
