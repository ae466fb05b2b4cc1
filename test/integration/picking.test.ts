/**
 * Picking over HTTP: one picker per order under a race, scan to verify (a wrong item refused with
 * whose barcode it is, a retried scan counted once), Packed only when every line is done or
 * unavailable, who may call what (another store's picker 404, shoppers and riders 403, admins any
 * store), and the money of units not packed: a card order's refund to the paisa, a cash order's
 * lower cash to collect, and the missing units on the store's list.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderInvoiceReply } from '../../functions/core/contracts/invoice.js';
import type { StockGap } from '../../functions/core/picking.js';
import { unitsPaidPaise } from '../../functions/core/refunds.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, eventually, newShopper, tokenFor } from './helpers.js';
import { barcodedProduct, newPicker, orderAt, packed, queue, scan, start, unavailable, type BarcodedProduct, type TestPicker } from './picking-support.js';
import { asAdmin, asOwner, deliver, duty, me, newRider, pickup } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let elsewhere: StoreRecord;
let milk: BarcodedProduct;
let bread: BarcodedProduct;
let priya: TestPicker;
let arjun: TestPicker;
let faraway: TestPicker;

beforeAll(async () => {
  [store, elsewhere] = await Promise.all([testStore({ name: 'Picking Test Store' }), testStore({ name: 'Picking Other Store' })]);
  [milk, bread] = await Promise.all([barcodedProduct(store, { name: 'Test Toned Milk', price: 33.33, discount: 7 }), barcodedProduct(store, { name: 'Test Bread', price: 45 })]);
  [priya, arjun, faraway] = await Promise.all([newPicker(store, 'Priya Patil'), newPicker(store, 'Arjun Rao'), newPicker(elsewhere, 'Far Away')]);
});

/** Scans every unit of every line but `short` units of `shortOf`, which are marked unavailable. */
async function pickAll(token: string, orderId: string, lines: { product: BarcodedProduct; qty: number }[], shortOf?: BarcodedProduct, short = 0) {
  for (const { product, qty } of lines) {
    const missing = product === shortOf ? short : 0;
    for (let i = 0; i < qty - missing; i++) expect((await scan(token, { orderId, lineId: product._id, code: product.barcode })).status).toBe(200);
    if (missing > 0) expect((await unavailable(token, { orderId, lineId: product._id, quantity: missing })).status).toBe(200);
  }
}

describe('the pick queue and Start picking', () => {
  it('lists the store\'s placed orders oldest first; two pickers starting the same order at once: exactly one wins', async () => {
    const first = await orderAt(store, [{ product: milk, qty: 1 }]);
    const second = await orderAt(store, [{ product: bread, qty: 1 }]);
    const listed = await queue(priya.token);
    expect(listed.status, listed.body.message).toBe(200);
    const ids = listed.body.data!.orders.map((o) => o._id);
    expect(ids.indexOf(first.order._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.order._id)).toBeLessThan(ids.indexOf(second.order._id));

    const [a, b] = await Promise.all([start(priya.token, first.order._id), start(arjun.token, first.order._id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/is already picking this order/);
    // The winner may start it again (a retry); the order shows who picks it.
    const winner = a.status === 200 ? priya : arjun;
    expect((await start(winner.token, first.order._id)).body.data!.picker).toEqual({ name: winner.name, mine: true });
  });
});

describe('first expiry, first out on the pick list', () => {
  it('names the batch to take: the one that expires first, not the one received first', async () => {
    const curd = await barcodedProduct(store, { name: 'Test Curd', price: 40 });
    const admin = await tokenFor('admin');
    const receive = (expiresOn: string) =>
      api<{ batchId: string }>('POST', '/api/store/receive-stock', { token: admin, body: { storeId: store._id, productId: curd._id, quantity: 5, expiresOn }, headers: { 'Idempotency-Key': randomUUID() } });
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const later = await receive(day(10));
    const sooner = await receive(day(3));
    expect([later.status, sooner.status], `${later.body.message} / ${sooner.body.message}`).toEqual([200, 200]);
    const { order } = await orderAt(store, [{ product: curd, qty: 2 }]);
    const list = await start(priya.token, order._id);
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.data!.lines.find((l) => l.lineId === curd._id)!.batch).toEqual({ batchId: sooner.body.data!.batchId, expiresOn: day(3) });
  });
});

describe('scan to verify', () => {
  it('refuses a wrong item naming whose barcode it is; a retry of one scan counts once; a line is done at its quantity', async () => {
    const { order } = await orderAt(store, [{ product: milk, qty: 2 }, { product: bread, qty: 1 }]);
    expect((await start(priya.token, order._id)).status).toBe(200);
    const wrong = await scan(priya.token, { orderId: order._id, lineId: milk._id, code: bread.barcode });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toContain(`the barcode of ${bread.name}`);
    expect(wrong.body.message).toContain(milk.name);
    // A code whose check digit is wrong is no barcode at all.
    const typo = await scan(priya.token, { orderId: order._id, code: `${milk.barcode.slice(0, 12)}${(Number(milk.barcode[12]) + 1) % 10}` });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(/check digit/);

    const key = `scan-${order._id}-1`;
    const [once, again] = await Promise.all([scan(priya.token, { orderId: order._id, code: milk.barcode }, key), scan(priya.token, { orderId: order._id, code: milk.barcode }, key)]);
    expect([once.status, again.status].every((s) => s === 200 || s === 409), `${once.body.message} / ${again.body.message}`).toBe(true);
    const after = await scan(priya.token, { orderId: order._id, code: milk.barcode }, key);
    expect(after.status).toBe(200);
    expect(after.body.data!.lines.find((l) => l.lineId === milk._id)!.scanned).toBe(1);

    expect((await scan(priya.token, { orderId: order._id, code: milk.barcode })).body.data!.lines.find((l) => l.lineId === milk._id)!.scanned).toBe(2);
    const extra = await scan(priya.token, { orderId: order._id, code: milk.barcode });
    expect(extra.status).toBe(409);
    expect(extra.body.message).toMatch(/done already/);
    // Only the picker who started it scans it.
    expect((await scan(arjun.token, { orderId: order._id, code: bread.barcode })).status).toBe(409);
  });

  it('Packed with a line neither scanned nor unavailable is 409; once resolved it packs', async () => {
    // Don't replace: the missing bread leaves nothing for the shopper to answer before Packed.
    const { order } = await orderAt(store, [{ product: milk, qty: 1 }, { product: bread, qty: 2 }], 'cash', 'dont_replace');
    expect((await start(priya.token, order._id)).status).toBe(200);
    expect((await scan(priya.token, { orderId: order._id, code: milk.barcode })).status).toBe(200);
    expect((await scan(priya.token, { orderId: order._id, code: bread.barcode })).status).toBe(200);
    const early = await packed(priya.token, order._id);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(bread.name);
    expect((await asAdmin(order._id)).status).toBe('placed');
    expect((await unavailable(priya.token, { orderId: order._id, lineId: bread._id, quantity: 2 })).status).toBe(409);
    expect((await unavailable(priya.token, { orderId: order._id, lineId: bread._id, quantity: 1 })).status).toBe(200);
    const done = await packed(priya.token, order._id);
    expect(done.status, done.body.message).toBe(200);
    expect((await asAdmin(order._id)).status).toBe('packed');
  });
});

describe('who may pick', () => {
  it('a picker of another store gets 404; shoppers and riders 403; an admin picks at any store', async () => {
    const { order } = await orderAt(store, [{ product: bread, qty: 1 }]);
    expect((await start(faraway.token, order._id)).status).toBe(404);
    expect((await queue(faraway.token, store._id)).status).toBe(404);
    expect((await queue(faraway.token)).body.data!.orders.map((o) => o._id)).not.toContain(order._id);

    const shopper = await newShopper();
    expect((await start(shopper.accessToken, order._id)).status).toBe(403);
    const rider = await newRider(store, 'Picking Rider');
    expect((await start(rider.token, order._id)).status).toBe(403);
    expect((await queue(rider.token)).status).toBe(403);

    const admin = await tokenFor('admin');
    expect((await queue(admin)).status).toBe(400);
    expect((await queue(admin, store._id)).body.data!.orders.map((o) => o._id)).toContain(order._id);
    expect((await start(admin, order._id)).status).toBe(200);
    await pickAll(admin, order._id, [{ product: bread, qty: 1 }]);
    expect((await packed(admin, order._id)).status).toBe(200);
  });
});

describe('units not packed are not paid for', () => {
  it('a card order: the unavailable units are refunded to the paisa, recorded on the order; the units are on the missing list', async () => {
    const lines = [{ product: milk, qty: 3 }, { product: bread, qty: 1 }];
    const { token, order } = await orderAt(store, lines, 'card', 'dont_replace');
    // 33.33 less 7 % (rounded up to the rupee: 3) is 30.33 a unit; what the line paid after any offer's share
    // (its `paid`) is spread over its 3 units to the paisa, and 2 of them go back.
    const line = (await asOwner({ token }, order._id)).items.find((l) => l.productId === milk._id)!;
    expect(line.lineTotal).toBe(90.99);
    const expected = unitsPaidPaise(Math.round((line.paid ?? line.lineTotal) * 100), 3, 0, 2);
    expect((await start(priya.token, order._id)).status).toBe(200);
    await pickAll(priya.token, order._id, lines, milk, 2);
    const res = await packed(priya.token, order._id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.unavailablePaise).toBe(expected);
    expect(res.body.data!.refundId).toEqual(expect.any(String));
    await eventually(async () => expect((await asOwner({ token }, order._id)).refundedAmt).toBe(expected / 100));
    const seen = await asOwner({ token }, order._id);
    expect(seen.status).toBe('packed');
    expect(seen.refunds).toEqual([expect.objectContaining({ amount: expected / 100, reason: expect.stringContaining(milk.name) })]);
    // Packed again (a retry) refunds nothing more.
    expect((await packed(priya.token, order._id)).body.data!.refundId).toBeNull();

    const gaps = await api<StockGap[]>('POST', '/api/store/stock-gaps', { token: await tokenFor('admin'), body: { storeId: store._id } });
    expect(gaps.status).toBe(200);
    expect(gaps.body.data!.filter((g) => g.orderId === order._id)).toEqual([expect.objectContaining({ productId: milk._id, quantity: 2, pickerName: 'Priya Patil' })]);
  });

  it('a cash order: its total and the rider\'s cash to collect drop by the units not packed', async () => {
    // A store of its own: no packed order of the other tests waits there for the rider.
    const own = await testStore({ name: 'Picking Cash Store', legal: { name: 'Picking Retail Pvt Ltd', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' } });
    await Promise.all([putStoreStock(own._id, milk._id, 10), putStoreStock(own._id, bread._id, 10)]);
    const [picker, rider] = await Promise.all([newPicker(own, 'Cash Picker'), newRider(own, 'Cash Rider')]);
    expect((await duty(rider, true)).status).toBe(200);
    const lines = [{ product: milk, qty: 1 }, { product: bread, qty: 3 }];
    const { token, order } = await orderAt(own, lines, 'cash', 'dont_replace');
    expect((await start(picker.token, order._id)).status).toBe(200);
    await pickAll(picker.token, order._id, lines, bread, 1);
    const res = await packed(picker.token, order._id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.unavailablePaise).toBe(4500);
    expect(res.body.data!.amountToCollect).toBe(Math.round((order.totalAmt - 45) * 100) / 100);
    expect((await asOwner({ token }, order._id)).totalAmt).toBe(res.body.data!.amountToCollect);
    // Packed as the admin's Packed is: the rider on duty is offered it, with the lower cash.
    await eventually(async () => expect((await me(rider)).current?._id).toBe(order._id));
    expect((await me(rider)).current).toMatchObject({ amountToCollect: res.body.data!.amountToCollect });

    // Delivered, its tax invoice is of what was packed: the bread's missing unit is on it nowhere.
    expect((await pickup(rider, order._id)).status).toBe(200);
    const code = (await asOwner({ token }, order._id)).deliveryCode!;
    const delivered = await deliver(rider, { _id: order._id, code, cashCollected: res.body.data!.amountToCollect! });
    expect(delivered.status, delivered.body.message).toBe(200);
    const invoice = await eventually(async () => {
      const reply = await api<OrderInvoiceReply>('POST', '/api/order/invoice', { token, body: { orderId: order._id } });
      expect(reply.status, reply.body.message).toBe(200);
      return reply.body.data!.invoice;
    });
    expect(invoice.rows.filter((r) => r.description.startsWith(bread.name)).map((r) => r.quantity)).toEqual([2]);
    expect(invoice.totalPaise).toBe(Math.round(res.body.data!.amountToCollect! * 100));
  });
});
