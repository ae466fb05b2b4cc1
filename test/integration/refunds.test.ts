/**
 * Refunds and the orders they touch, over HTTP: the dashboard's revenue is net of refunds (also
 * after delivery and from Stripe's dashboard); a refund in full of an order still at the store
 * cancels it with its stock back, a part refund is shown to whoever moves it; a cancel after
 * pick-up keeps the stock out until the store confirms the goods are back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RiderApiOrder } from '../../functions/core/contracts/rider.js';
import type { ReportSummary } from '../../functions/core/report.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, createProduct, eventually, tokenFor, type TestProduct } from './helpers.js';
import { dashboardRefund, payOnStripePage } from './orders-support.js';
import { asAdmin, asOwner, buyerAt, duty, me, newRider, pickup, step, type TestRider } from './riders-support.js';
import { putStoreStock, storeStockOf, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;

beforeAll(async () => {
  store = await testStore({ name: 'Refunds Test Store' });
  product = await createProduct({ stock: 0, price: 80 });
  await putStoreStock(store._id, product._id, 100);
});

/** A card order of `qty` at the test store, paid on the local Stripe page: placed. */
async function paidOrder(qty: number, at: StoreRecord = store) {
  const buyer = await buyerAt(at, product, qty);
  const checkout = await api<{ id: string; order: { _id: string; totalAmt: number } }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId } });
  expect(checkout.status, checkout.body.message).toBe(200);
  const { id: sessionId, order } = checkout.body.data!;
  await payOnStripePage(buyer, sessionId, order._id);
  return { buyer, sessionId, id: order._id, totalAmt: order.totalAmt };
}

const summaryOf = async (storeId: string) => {
  const res = await api<ReportSummary>('POST', '/api/report/summary', { token: await tokenFor('admin'), body: { storeId } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
};

describe('dashboard revenue', () => {
  it('is net of refunds: a part refund in Stripe after delivery comes off the store\'s revenue', async () => {
    const own = await testStore({ name: 'Revenue Test Store' });
    await putStoreStock(own._id, product._id, 10);
    const order = await paidOrder(3, own);
    for (const to of ['packed', 'out_for_delivery', 'delivered']) expect((await step(order.id, to)).status).toBe(200);
    await eventually(async () => expect((await summaryOf(own._id)).revenue).toBe(order.totalAmt));
    await dashboardRefund(order.sessionId, 3000);
    await eventually(async () => expect((await asOwner(order.buyer, order.id)).refundedAmt).toBe(30));
    await eventually(async () => expect((await summaryOf(own._id)).revenue).toBe(order.totalAmt - 30));
    expect((await asOwner(order.buyer, order.id)).status).toBe('delivered');
  });
});

describe('a refund made in Stripe of an order that has not left the store', () => {
  it('in full: the order is cancelled with its stock back and ends refunded; it can no longer be packed', async () => {
    const before = await storeStockOf(store._id, product._id);
    const order = await paidOrder(2);
    expect(await storeStockOf(store._id, product._id)).toBe(before - 2);
    await dashboardRefund(order.sessionId, Math.round(order.totalAmt * 100));
    await eventually(async () => expect((await asOwner(order.buyer, order.id)).status).toBe('refunded'));
    expect(await storeStockOf(store._id, product._id)).toBe(before);
    const seen = await asAdmin(order.id);
    expect(seen.timeline.map((e) => `${e.status} by ${e.by}`)).toEqual(['pending_payment by shopper', 'placed by payment', 'cancelled by payment', 'refunded by payment']);
    expect(seen.refundedAmt).toBe(order.totalAmt);
    const packed = await step(order.id, 'packed');
    expect(packed.status).toBe(409);
  });

  it('in part: the order goes on, and the rider who carries it is told how much went back', async () => {
    const rider: TestRider = await newRider(store, 'Refund Rider');
    const order = await paidOrder(2);
    await dashboardRefund(order.sessionId, 4000);
    await eventually(async () => expect((await asAdmin(order.id)).refundedAmt).toBe(40));
    expect((await asAdmin(order.id)).status).toBe('placed');
    expect((await duty(rider, true)).status).toBe(200);
    expect((await step(order.id, 'packed')).status).toBe(200);
    await eventually(async () => expect((await me(rider)).current?._id).toBe(order.id));
    const current = (await me(rider)).current as RiderApiOrder;
    expect(current).toMatchObject({ refundedAmt: 40, amountToCollect: 0 });
    expect((await pickup(rider, order.id)).status).toBe(200);
    const cancelled = await api('POST', '/api/order/cancel', { token: await tokenFor('admin'), body: { _id: order.id, reason: 'Test over' } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect((await duty(rider, false)).status).toBe(200);
  });
});

describe('cancel after pick-up', () => {
  it('keeps the stock out while the goods are with the rider; it comes back, and the refund starts, when the store confirms they are back', async () => {
    const rider = await newRider(store, 'Bag Rider');
    const before = await storeStockOf(store._id, product._id);
    const order = await paidOrder(4);
    expect((await duty(rider, true)).status).toBe(200);
    expect((await step(order.id, 'packed')).status).toBe(200);
    await eventually(async () => expect((await me(rider)).current?._id).toBe(order.id));
    expect((await pickup(rider, order.id)).status).toBe(200);

    const cancel = await api<{ status: string }>('POST', '/api/order/cancel', { token: await tokenFor('admin'), body: { _id: order.id, reason: 'Shopper called' } });
    expect(cancel.status, cancel.body.message).toBe(200);
    expect(cancel.body.data!.status).toBe('delivery_failed');
    expect(await storeStockOf(store._id, product._id)).toBe(before - 4);
    expect((await me(rider)).current).toBeNull();
    expect((await asOwner(order.buyer, order.id)).status).toBe('delivery_failed');

    const back = await api<{ status: string }>('POST', '/api/order/cancel', { token: await tokenFor('admin'), body: { _id: order.id, reason: 'Goods back' } });
    expect(back.status, back.body.message).toBe(200);
    expect(await storeStockOf(store._id, product._id)).toBe(before);
    await eventually(async () => expect((await asOwner(order.buyer, order.id)).status).toBe('refunded'));
    expect((await duty(rider, false)).status).toBe(200);
  });
});

describe('an admin refunds part of an order', () => {
  const refundPart = async (body: Record<string, unknown>, key?: string, token?: string) =>
    api<{ status: string; refundedAmt: number; refunds: { amount: number; reason?: string }[] }>('POST', '/api/order/refund-part', {
      token: token ?? (await tokenFor('admin')),
      body,
      headers: key ? { 'idempotency-key': key } : undefined,
    });

  it('chosen lines, with a reason the shopper sees; the order goes on', async () => {
    const order = await paidOrder(3);
    const res = await refundPart({ _id: order.id, lines: [{ productId: product._id, quantity: 1 }], reason: 'One pack was torn' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.status).toBe('placed');
    await eventually(async () => expect((await asOwner(order.buyer, order.id)).refundedAmt).toBe(80));
    const seen = await asOwner(order.buyer, order.id);
    expect(seen.refunds).toEqual([expect.objectContaining({ amount: 80, status: 'succeeded', reason: 'One pack was torn' })]);
    expect(seen.status).toBe('placed');
  });

  it('a double click (one Idempotency-Key) refunds once; more than is left is refused', async () => {
    const order = await paidOrder(2);
    const key = `refund-${order.id}`;
    const body = { _id: order.id, amount: 25, reason: 'Late delivery' };
    const [a, b] = await Promise.all([refundPart(body, key), refundPart(body, key)]);
    expect([a.status, b.status].sort()).toEqual(expect.arrayContaining([200]));
    expect([a.status, b.status].every((s) => s === 200 || s === 409)).toBe(true);
    expect((await refundPart(body, key)).status).toBe(200);
    await eventually(async () => expect((await asAdmin(order.id)).refundedAmt).toBe(25));
    expect((await asAdmin(order.id)).refunds).toHaveLength(1);

    const over = await refundPart({ _id: order.id, amount: order.totalAmt - 25 + 1, reason: 'Too much' });
    expect(over.status).toBe(409);
    const tooMany = await refundPart({ _id: order.id, lines: [{ productId: product._id, quantity: 3 }], reason: 'Too many' });
    expect(tooMany.status).toBe(409);
    expect((await asAdmin(order.id)).refunds).toHaveLength(1);
  });

  it('admins only, card orders only, and a reason is required', async () => {
    const order = await paidOrder(1);
    expect((await refundPart({ _id: order.id, amount: 10, reason: 'Mine' }, undefined, order.buyer.token)).status).toBe(403);
    expect((await refundPart({ _id: order.id, amount: 10 })).status).toBe(400);
    expect((await refundPart({ _id: order.id, reason: 'Nothing chosen' })).status).toBe(400);
    const cash = await buyerAt(store, product, 1);
    const placed = await api<{ _id: string }>('POST', '/api/order/cash-on-delivery', { token: cash.token, body: { addressId: cash.addressId } });
    expect((await refundPart({ _id: placed.body.data!._id, amount: 10, reason: 'Cash' })).status).toBe(409);
  });
});
