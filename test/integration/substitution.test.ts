/**
 * Substitutions over HTTP and the live channel: the shopper's preference per cart line and for the
 * whole order, the substitute a picker's "unavailable" proposes, the shopper's answer (accepted,
 * rejected, too late: the preference decides at Packed), who may answer, and the money: a card
 * order's refund to the paisa, a cash order's lower cash to collect, a dearer substitute at the
 * original price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiCartLine } from '../../functions/core/cart.js';
import type { LiveMessage, LiveOrderMessage } from '../../functions/core/contracts/live.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { unitsPaidPaise } from '../../functions/core/refunds.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { connectLive, type LiveClient } from '../../local/live-client.js';
import { api, apiUrl, eventually, tokenFor } from './helpers.js';
import { payOnStripePage } from './orders-support.js';
import { barcodedProduct, newPicker, packed, scan, start, unavailable, type BarcodedProduct, type TestPicker } from './picking-support.js';
import { asOwner, buyerAt, newRider, type Buyer } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let quick: StoreRecord;
let elsewhere: StoreRecord;
let amul: BarcodedProduct;
let nandini: BarcodedProduct;
let gold: BarcodedProduct;
let picker: TestPicker;
let quickPicker: TestPicker;
let faraway: TestPicker;
let otherSub: { _id: string; category: { _id: string }[] };
const clients: LiveClient[] = [];

const live = async (token: string) => {
  const client = await connectLive(apiUrl, token);
  clients.push(client);
  return client;
};
const hasPending = (orderId: string) => (m: LiveMessage): m is LiveOrderMessage =>
  m.type === 'order' && m.order._id === orderId && (m.order as ApiOrder).substitutions.some((s) => s.status === 'pending');

const headersOf = (s: StoreRecord) => ({ 'x-store-id': s._id });
const setPreference = (buyer: Buyer, s: StoreRecord, productId: string, qty: number, substitution: unknown) =>
  api<{ substitution?: unknown }>('PUT', '/api/cart/update-qty', { token: buyer.token, body: { _id: productId, qty, substitution }, headers: headersOf(s) });
const answer = (token: string, body: { orderId: string; lineId: string; accept: boolean }) => api<ApiOrder>('POST', '/api/order/substitution', { token, body });

async function place(buyer: Buyer, pay: 'cash' | 'card', substitution?: string): Promise<ApiOrder> {
  const body = { addressId: buyer.addressId, ...(substitution ? { substitution } : {}) };
  if (pay === 'cash') {
    const res = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: buyer.token, body });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data!;
  }
  const res = await api<{ id: string; order: ApiOrder }>('POST', '/api/order/checkout', { token: buyer.token, body });
  expect(res.status, res.body.message).toBe(200);
  await payOnStripePage(buyer, res.body.data!.id, res.body.data!.order._id);
  return res.body.data!.order;
}

/** Starts the order, scans one unit and marks the other `short` units unavailable: the pick list it answers. */
async function pickShort(p: TestPicker, orderId: string, short: number) {
  expect((await start(p.token, orderId)).status).toBe(200);
  expect((await scan(p.token, { orderId, lineId: amul._id, code: amul.barcode })).status).toBe(200);
  const res = await unavailable(p.token, { orderId, lineId: amul._id, quantity: short });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!.lines.find((l) => l.lineId === amul._id)!;
}

/** The given substitute goes in the bag as any line: each of its units scanned, else Packed is 409. */
async function bagSubstitute(p: TestPicker, orderId: string, sub: BarcodedProduct, units: number) {
  for (let i = 0; i < units; i++) {
    const res = await scan(p.token, { orderId, lineId: amul._id, code: sub.barcode });
    expect(res.status, res.body.message).toBe(200);
  }
}

beforeAll(async () => {
  [store, quick, elsewhere] = await Promise.all([
    testStore({ name: 'Substitution Store' }),
    testStore({ name: 'Substitution Quick Store', substitutionMinutes: 0 }),
    testStore({ name: 'Substitution Other Store' }),
  ]);
  // One sub category: Nandini (₹28) is the best match for Amul (₹30); Gold (₹37) is dearer by more than 20 %.
  [amul, nandini, gold] = await Promise.all([
    barcodedProduct(store, { name: 'Test Amul Taaza', price: 30 }),
    barcodedProduct(store, { name: 'Test Nandini Toned', price: 28 }),
    barcodedProduct(store, { name: 'Test Gold Milk', price: 37 }),
  ]);
  await Promise.all([amul, nandini, gold].map((p) => putStoreStock(quick._id, p._id, 100)));
  [picker, quickPicker, faraway] = await Promise.all([newPicker(store, 'Sub Picker'), newPicker(quick, 'Quick Picker'), newPicker(elsewhere, 'Far Picker')]);
  const subs = (await api<{ _id: string; category: { _id: string }[] }[]>('POST', '/api/subcategory/get', { body: {} })).body.data!;
  otherSub = subs.find((s) => s._id !== subs[0]!._id)!;
  const first = subs[0]!;
  // The proposal reads the catalog snapshot: wait until it lists the new products.
  await eventually(async () => {
    const res = await api<{ _id: string }[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', { body: { categoryId: first.category[0]!._id, subCategoryId: first._id, limit: 8 } });
    expect(res.body.data!.map((p) => p._id)).toEqual(expect.arrayContaining([amul._id, nandini._id, gold._id]));
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('the preference on cart lines and at checkout', () => {
  it('best match unless set; a chosen product must exist and share the sub category', async () => {
    const buyer = await buyerAt(store, amul, 3);
    const cart = async () => (await api<ApiCartLine[]>('GET', '/api/cart/get', { token: buyer.token, headers: headersOf(store) })).body.data!;
    expect((await cart())[0]!.substitution).toBe('best_match');
    expect((await setPreference(buyer, store, amul._id, 3, { productId: 'no-such-product' })).status).toBe(400);
    expect((await setPreference(buyer, store, amul._id, 3, 'swap-anything')).status).toBe(400);
    const created = await api<{ _id: string }>('POST', '/api/product/create', {
      token: await tokenFor('admin'),
      body: { name: 'Test Other Shelf Item', description: 'Another sub category.', image: ['/media/product/test-rice.webp'], category: [{ _id: otherSub.category[0]!._id }], subCategory: [{ _id: otherSub._id }], unit: '1 pc', stock: 0, price: 29, discount: 0, more_details: {} },
    });
    expect(created.status, created.body.message).toBe(200);
    const wrongShelf = await setPreference(buyer, store, amul._id, 3, { productId: created.body.data!._id });
    expect(wrongShelf.status).toBe(400);
    expect(wrongShelf.body.message).toMatch(/same sub category/);
    const chosen = await setPreference(buyer, store, amul._id, 3, { productId: gold._id });
    expect(chosen.status, chosen.body.message).toBe(200);
    expect((await cart())[0]!.substitution).toEqual({ productId: gold._id });
  });

  it("don't replace (the whole order's, at checkout) proposes nothing: the units are refunded as before", async () => {
    const buyer = await buyerAt(store, amul, 2);
    const order = await place(buyer, 'cash', 'dont_replace');
    const line = await pickShort(picker, order._id, 1);
    expect(line.substitute).toBeNull();
    expect((await asOwner(buyer, order._id)).substitutions).toEqual([]);
  });
});

describe('a substitute proposed, the shopper asked live, and the money', () => {
  it('card, accepted: only the shopper and admins hear it; Packed waits for the answer; the refund is the difference to the paisa', async () => {
    const buyer = await buyerAt(store, amul, 3);
    const stranger = await buyerAt(store, amul, 1);
    const [own, boss, other] = await Promise.all([live(buyer.token), live(await tokenFor('admin')), live(stranger.token)]);
    const order = await place(buyer, 'card');
    const line = await pickShort(picker, order._id, 2);
    expect(line.substitute).toMatchObject({ productId: nandini._id, quantity: 2, status: 'pending' });

    const [heard] = await Promise.all([own.next(hasPending(order._id)), boss.next(hasPending(order._id))]);
    const proposed = ((heard.message as LiveOrderMessage).order as ApiOrder).substitutions[0]!;
    expect(proposed).toMatchObject({ name: nandini.name, unit: '500 g', quantity: 2, less: 4, status: 'pending' });
    // The stranger's own order changes after: they hear of it, and never heard of the other.
    const own2 = await place(stranger, 'cash');
    await other.next((m) => m.type === 'order' && m.order._id === own2._id);
    expect(other.received.every((r) => r.message.type === 'order' && r.message.order._id === own2._id)).toBe(true);

    expect((await packed(picker.token, order._id)).status).toBe(409);
    const accepted = await answer(buyer.token, { orderId: order._id, lineId: amul._id, accept: true });
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(accepted.body.data!.substitutions[0]).toMatchObject({ status: 'accepted', decidedBy: 'shopper' });
    // The same answer again (a retry) answers the same; the other answer is refused.
    expect((await answer(buyer.token, { orderId: order._id, lineId: amul._id, accept: true })).status).toBe(200);
    expect((await answer(buyer.token, { orderId: order._id, lineId: amul._id, accept: false })).status).toBe(409);

    await bagSubstitute(picker, order._id, nandini, 2);
    const res = await packed(picker.token, order._id);
    expect(res.status, res.body.message).toBe(200);
    const paidLine = (await asOwner(buyer, order._id)).items[0]!;
    const expected = unitsPaidPaise(Math.round((paidLine.paid ?? paidLine.lineTotal) * 100), 3, 0, 2) - 2 * 2800;
    expect(res.body.data!.unavailablePaise).toBe(expected);
    await eventually(async () => expect((await asOwner(buyer, order._id)).refundedAmt).toBe(expected / 100));
    expect((await packed(picker.token, order._id)).body.data!.refundId).toBeNull();
  });

  it('cash, rejected: the cash to collect drops by all the units not packed', async () => {
    const buyer = await buyerAt(store, amul, 3);
    const order = await place(buyer, 'cash');
    await pickShort(picker, order._id, 2);
    const rejected = await answer(buyer.token, { orderId: order._id, lineId: amul._id, accept: false });
    expect(rejected.status, rejected.body.message).toBe(200);
    const res = await packed(picker.token, order._id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.unavailablePaise).toBe(6000);
    expect(res.body.data!.amountToCollect).toBe(Math.round((order.totalAmt - 60) * 100) / 100);
  });

  it('cash, accepted: the cash to collect drops by the difference only', async () => {
    const buyer = await buyerAt(store, amul, 3);
    const order = await place(buyer, 'cash');
    await pickShort(picker, order._id, 2);
    expect((await answer(buyer.token, { orderId: order._id, lineId: amul._id, accept: true })).status).toBe(200);
    await bagSubstitute(picker, order._id, nandini, 2);
    const res = await packed(picker.token, order._id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.amountToCollect).toBe(Math.round((order.totalAmt - 4) * 100) / 100);
  });

  it('a dearer chosen substitute is given at the original price: nothing refunded, nothing more charged', async () => {
    const buyer = await buyerAt(store, amul, 2);
    expect((await setPreference(buyer, store, amul._id, 2, { productId: gold._id })).status).toBe(200);
    const order = await place(buyer, 'card');
    const line = await pickShort(picker, order._id, 1);
    expect(line.substitute).toMatchObject({ productId: gold._id, less: 0 });
    expect((await answer(buyer.token, { orderId: order._id, lineId: amul._id, accept: true })).status).toBe(200);
    await bagSubstitute(picker, order._id, gold, 1);
    const res = await packed(picker.token, order._id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ unavailablePaise: 0, refundId: null });
    const seen = await asOwner(buyer, order._id);
    expect(seen.totalAmt).toBe(order.totalAmt);
    expect(seen.refundedAmt).toBe(0);
  });

  it('timed out: Packed lets the preference decide (given), and a late answer is refused', async () => {
    const buyer = await buyerAt(quick, amul, 2);
    const order = await place(buyer, 'cash');
    await pickShort(quickPicker, order._id, 1);
    // Its answer time is up (0 minutes): the preference gives it, so it is scanned into the bag.
    await bagSubstitute(quickPicker, order._id, nandini, 1);
    const res = await packed(quickPicker.token, order._id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.amountToCollect).toBe(Math.round((order.totalAmt - 2) * 100) / 100);
    expect((await asOwner(buyer, order._id)).substitutions[0]).toMatchObject({ status: 'accepted', decidedBy: 'preference' });
    expect((await answer(buyer.token, { orderId: order._id, lineId: amul._id, accept: false })).status).toBe(409);
  });

  it('only the order\'s shopper may answer: another shopper, a rider, a picker of another store get 404', async () => {
    const buyer = await buyerAt(store, amul, 2);
    const order = await place(buyer, 'cash');
    await pickShort(picker, order._id, 1);
    const ask = { orderId: order._id, lineId: amul._id, accept: true };
    const [stranger, rider] = await Promise.all([buyerAt(store, amul, 1), newRider(store, 'Sub Rider')]);
    expect((await answer(stranger.token, ask)).status).toBe(404);
    expect((await answer(rider.token, ask)).status).toBe(404);
    expect((await answer(faraway.token, ask)).status).toBe(404);
    expect((await asOwner(buyer, order._id)).substitutions[0]!.status).toBe('pending');
  });
});

describe('the picker scans an accepted substitute', () => {
  it('its line asks for the substitute\'s barcode: the original\'s is refused naming it; Packed needs it scanned', async () => {
    const buyer = await buyerAt(store, amul, 3);
    const order = await place(buyer, 'cash');
    await pickShort(picker, order._id, 2);
    expect((await answer(buyer.token, { orderId: order._id, lineId: amul._id, accept: true })).status).toBe(200);

    const wrong = await scan(picker.token, { orderId: order._id, lineId: amul._id, code: amul.barcode });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toContain(nandini.name);
    const early = await packed(picker.token, order._id);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(nandini.name);

    const first = await scan(picker.token, { orderId: order._id, lineId: amul._id, code: nandini.barcode });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data!.lines.find((l) => l.lineId === amul._id)!.substitute).toMatchObject({ status: 'accepted', scanned: 1, quantity: 2 });
    expect(first.body.data!.complete).toBe(false);
    const second = await scan(picker.token, { orderId: order._id, code: nandini.barcode });
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data!.complete).toBe(true);
    const res = await packed(picker.token, order._id);
    expect(res.status, res.body.message).toBe(200);
  });
});
