/**
 * The admin's order search: `q` on POST /api/order/admin-list finds orders by
 * their number, by a shopper's e-mail, and by a mobile number (the order's delivery mobile or the
 * shopper's profile mobile), within the status and store filters; admins only. Every hit comes
 * from a lookup by key: an order whose lookup item is removed is not found (no Scan finds it anyway),
 * and the migration puts the lookups of older orders back.
 */
import { randomInt } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminApiOrder, ApiOrder } from '../../functions/core/order-api.js';
import { keys } from '../../functions/data/keys.js';
import { api, createProduct, deliveryAddress, newShopper, partition, table, tokenFor, type TestProduct } from './helpers.js';

/** A mobile number no other test uses (10 digits, starting 6–9). */
const freshMobile = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

type Shopper = Awaited<ReturnType<typeof newShopper>> & { addressId: string; deliveryMobile: string };

async function shopperDeliveringTo(deliveryMobile: string): Promise<Shopper> {
  const shopper = await newShopper();
  const address = await api<{ _id: string }>('POST', '/api/address/create', { token: shopper.accessToken, body: { ...deliveryAddress, mobile: deliveryMobile } });
  expect(address.status, address.body.message).toBe(200);
  return { ...shopper, addressId: address.body.data!._id, deliveryMobile };
}

async function cashOrder(shopper: Shopper, product: TestProduct): Promise<ApiOrder> {
  expect((await api('POST', '/api/cart/create', { token: shopper.accessToken, body: { productId: product._id } })).status).toBe(200);
  const placed = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: shopper.accessToken, body: { addressId: shopper.addressId } });
  expect(placed.status, placed.body.message).toBe(200);
  return placed.body.data!;
}

const search = async (q: string, filters: { status?: string; storeId?: string } = {}) => {
  const res = await api<AdminApiOrder[]>('POST', '/api/order/admin-list', { token: await tokenFor('admin'), body: { q, ...filters } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
};
const ids = (orders: { _id: string }[]) => orders.map((o) => o._id);

let product: TestProduct;
let alice: Shopper;
let bob: Shopper;
let aliceOrders: ApiOrder[];
let bobOrder: ApiOrder;
let bobProfileMobile: string;

beforeAll(async () => {
  product = await createProduct({ stock: 50, price: 40 });
  [alice, bob] = await Promise.all([shopperDeliveringTo(freshMobile()), shopperDeliveringTo(freshMobile())]);
  const first = await cashOrder(alice, product);
  aliceOrders = [await cashOrder(alice, product), first];
  bobOrder = await cashOrder(bob, product);
  // Bob's profile gives another number than the one he had delivered to.
  bobProfileMobile = freshMobile();
  const saved = await api('PUT', '/api/user/update-user', { token: bob.accessToken, body: { name: 'Bob Search', email: bob.email, mobile: `+91 ${bobProfileMobile}` } });
  expect(saved.status, saved.body.message).toBe(200);
}, 120_000);

describe('an admin finds orders', () => {
  it('by order number, in any case, without the dash: that order and nothing else', async () => {
    const [target] = aliceOrders;
    for (const typed of [target!.orderId, target!.orderId.toLowerCase(), target!.orderId.replace('-', '')]) {
      const found = await search(typed);
      expect(ids(found), typed).toEqual([target!._id]);
      expect(found[0]!.shopper).toMatchObject({ _id: alice.userId, email: alice.email });
    }
    expect(await search('ORD-0000000000')).toEqual([]);
    expect(ids(await search(bobOrder._id))).toEqual([bobOrder._id]);
  });

  it("by e-mail: that shopper's orders, newest first", async () => {
    expect(ids(await search(alice.email.toUpperCase()))).toEqual(ids(aliceOrders));
    expect(ids(await search(bob.email))).toEqual([bobOrder._id]);
    expect(await search('nobody-here@example.com')).toEqual([]);
  });

  it("by mobile: the orders delivered to it, and the orders of the shopper whose profile gives it", async () => {
    expect(ids(await search(alice.deliveryMobile))).toEqual(ids(aliceOrders));
    expect(ids(await search(`0${alice.deliveryMobile}`))).toEqual(ids(aliceOrders));
    expect(ids(await search(bob.deliveryMobile))).toEqual([bobOrder._id]);
    expect(ids(await search(bobProfileMobile))).toEqual([bobOrder._id]);
    expect(await search(freshMobile())).toEqual([]);
  });

  it('within the status and store filters', async () => {
    const admin = await tokenFor('admin');
    const [newest, older] = aliceOrders;
    const packed = await api('PUT', '/api/order/update-status', { token: admin, body: { _id: newest!._id, status: 'packed' } });
    expect(packed.status, packed.body.message).toBe(200);
    expect(ids(await search(alice.email, { status: 'packed' }))).toEqual([newest!._id]);
    expect(ids(await search(alice.deliveryMobile, { status: 'placed' }))).toEqual([older!._id]);
    expect(ids(await search(newest!.orderId, { status: 'placed' }))).toEqual([]);
    const storeId = newest!.storeId!;
    expect(ids(await search(alice.email, { storeId }))).toEqual(ids(aliceOrders));
    expect(await search(alice.email, { storeId: 'another-store' })).toEqual([]);
  });
});

describe('the search is the admin’s, and says what it takes', () => {
  it('a shopper gets 403, a guest 401', async () => {
    const res = await api('POST', '/api/order/admin-list', { token: alice.accessToken, body: { q: alice.email } });
    expect(res.status).toBe(403);
    expect(ids((res.body.data as { _id: string }[] | undefined) ?? [])).toEqual([]);
    expect((await api('POST', '/api/order/admin-list', { body: { q: alice.email } })).status).toBe(401);
  });

  it('refuses text it cannot look up by a key, and a cursor with a search', async () => {
    const admin = await tokenFor('admin');
    const words = await api('POST', '/api/order/admin-list', { token: admin, body: { q: 'rice' } });
    expect(words.status).toBe(400);
    expect(words.body.message).toMatch(/order number .*mobile number .*e-mail/);
    const cursor = await api('POST', '/api/order/admin-list', { token: admin, body: { q: alice.email, cursor: 'abc' } });
    expect(cursor.status).toBe(400);
  });
});

describe('every hit comes from a lookup by key', () => {
  it('written with the order; without it the order is not found; the migration writes it again', async () => {
    const target = bobOrder;
    const lookups = await partition(keys.orderNumberLookups(target.orderId).pk);
    expect(lookups).toEqual([expect.objectContaining({ sk: target._id, userId: bob.userId, orderId: target._id })]);
    await table.send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: keys.orderNumber(target.orderId, target._id) }));
    expect(await search(target.orderId)).toEqual([]);

    const { backfillOrderLookups } = await import('../../functions/data/migrations/order-lookups.js');
    expect(await backfillOrderLookups()).toMatchObject({ skipped: true });
    await table.send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: keys.migration('order-lookups') }));
    const run = await backfillOrderLookups();
    expect(run.skipped).toBe(false);
    expect(run.orders).toBeGreaterThanOrEqual(3);
    expect(run.profiles).toBeGreaterThanOrEqual(1);
    expect(ids(await search(target.orderId))).toEqual([target._id]);
  });

  it('a profile’s changed mobile moves its lookup', async () => {
    const next = freshMobile();
    const saved = await api('PUT', '/api/user/update-user', { token: bob.accessToken, body: { name: 'Bob Search', email: bob.email, mobile: next } });
    expect(saved.status, saved.body.message).toBe(200);
    expect(await partition(keys.mobileLookups(bobProfileMobile).pk)).toEqual([]);
    expect(ids(await search(next))).toEqual([bobOrder._id]);
    bobProfileMobile = next;
  });
});
