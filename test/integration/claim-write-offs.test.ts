/**
 * After approved claims, over HTTP: an approved damaged or expired claim writes its approved units
 * off at the order's store, once, against the batch the picker took them from (or the product when
 * no pick named one), without moving the sellable stock; a rejection and a missing item write
 * nothing. The dashboard counts each store's claims and what they paid back, and its revenue loses
 * that money once (a card claim is among the order's refunds, a credit one is not).
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { api, createProduct, eventually, tokenFor, type TestProduct } from './helpers.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClaim } from '../../functions/core/contracts/claim.js';
import type { ApiWriteOff } from '../../functions/core/contracts/store-batches.js';
import type { ReportSummary } from '../../functions/core/report.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { barcodedProduct, newPicker, orderAt, packed, scan, start, type BarcodedProduct, type TestPicker } from './picking-support.js';
import { asOwner, buyerAt, deliver, duty, me, newRider, pickup, step, type TestRider } from './riders-support.js';
import { putStoreStock, storeStockOf, testStore } from './stores-support.js';
import { payOnStripePage } from './orders-support.js';

let store: StoreRecord;
let curd: BarcodedProduct;
let batchId: string;
let picker: TestPicker;
let rider: TestRider;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  store = await testStore({ name: 'Claim Write-off Store' });
  // ₹60 a unit: one unit is approved at once (under ₹150), three wait for an admin.
  curd = await barcodedProduct(store, { name: 'Write-off Curd', price: 60 });
  const received = await api<{ batchId: string }>('POST', '/api/store/receive-stock', {
    token: await tokenFor('admin'),
    body: { storeId: store._id, productId: curd._id, quantity: 20, expiresOn: day(10) },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(received.status, received.body.message).toBe(200);
  batchId = received.body.data!.batchId;
  picker = await newPicker(store, 'Write-off Picker');
  rider = await newRider(store, 'Write-off Rider');
  expect((await duty(rider, true)).status).toBe(200);
}, 120_000);

/** A card order of `qty` curds picked by scanning (the pick list names the batch), packed and delivered. */
async function pickedAndDelivered(qty: number): Promise<{ token: string; orderId: string }> {
  const { token, order } = await orderAt(store, [{ product: curd, qty }], 'card', 'dont_replace');
  const list = await start(picker.token, order._id);
  expect(list.status, list.body.message).toBe(200);
  expect(list.body.data!.lines[0]!.batch?.batchId).toBe(batchId);
  for (let i = 0; i < qty; i++) expect((await scan(picker.token, { orderId: order._id, code: curd.barcode })).status).toBe(200);
  const pack = await packed(picker.token, order._id);
  expect(pack.status, pack.body.message).toBe(200);
  await handOver(token, order._id, rider);
  return { token, orderId: order._id };
}

async function handOver(token: string, orderId: string, by: TestRider) {
  await eventually(async () => expect((await me(by)).current?._id).toBe(orderId));
  expect((await pickup(by, orderId)).status).toBe(200);
  const code = (await asOwner({ token }, orderId)).deliveryCode!;
  const done = await deliver(by, { _id: orderId, code });
  expect(done.status, done.body.message).toBe(200);
}

const claim = (token: string, body: Record<string, unknown>, key: string = randomUUID()) =>
  api<ApiClaim>('POST', '/api/order/claim', { token, body, headers: { 'idempotency-key': key } });
const decide = async (body: Record<string, unknown>, key: string = randomUUID()) =>
  api<ApiClaim>('POST', '/api/claim/decide', { token: await tokenFor('admin'), body, headers: { 'idempotency-key': key } });
const problem = (product: TestProduct, orderId: string, quantity: number, reason: string) => ({ orderId, lines: [{ productId: product._id, quantity }], reason, note: 'Seal broken' });

async function writeOffsOf(storeId: string, claimId: string): Promise<ApiWriteOff[]> {
  const res = await api<ApiWriteOff[]>('POST', '/api/store/write-offs', { token: await tokenFor('admin'), body: { storeId } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!.filter((w) => w.claim?.claimId === claimId);
}

describe('write-offs of approved claims', { timeout: 180_000 }, () => {
  it('an approved damaged unit is written off once against the batch it was picked from; the sellable stock does not move', async () => {
    const { token, orderId } = await pickedAndDelivered(2);
    const stockBefore = await storeStockOf(store._id, curd._id);
    const key = randomUUID();
    const approved = await claim(token, problem(curd, orderId, 1, 'damaged'), key);
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.data).toMatchObject({ state: 'approved', decidedBy: 'auto' });
    const claimId = approved.body.data!.claimId;
    const expected = { storeId: store._id, productId: curd._id, name: curd.name, batchId, units: 1, expiresOn: null, confirmedAt: null, claim: { claimId, orderNo: approved.body.data!.orderNo, reason: 'damaged' } };
    expect(await writeOffsOf(store._id, claimId)).toEqual([expect.objectContaining(expected)]);

    // The same report again, and an admin deciding it afterwards (refused: approved already): still one write-off.
    expect((await claim(token, problem(curd, orderId, 1, 'damaged'), key)).status).toBe(200);
    expect((await decide({ claimId, approve: [{ productId: curd._id, quantity: 1 }] })).status).toBe(409);
    expect(await writeOffsOf(store._id, claimId)).toEqual([expect.objectContaining(expected)]);
    expect(await storeStockOf(store._id, curd._id)).toBe(stockBefore);
  });

  it('an admin\'s part approval of an expired claim writes off the approved units only; the same decision twice, once', async () => {
    const { token, orderId } = await pickedAndDelivered(3);
    const open = await claim(token, problem(curd, orderId, 3, 'expired'));
    expect(open.body.data!.state).toBe('open');
    const claimId = open.body.data!.claimId;
    expect(await writeOffsOf(store._id, claimId)).toEqual([]);
    const key = randomUUID();
    const approve = { claimId, approve: [{ productId: curd._id, quantity: 2 }] };
    const first = await decide(approve, key);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'approved', approvedPaise: 12_000 });
    // The same request replayed (its first answer), then another approval of the decided claim (refused).
    expect((await decide(approve, key)).status).toBe(200);
    expect((await decide({ claimId, approve: [{ productId: curd._id, quantity: 3 }] })).status).toBe(409);
    expect(await writeOffsOf(store._id, claimId)).toEqual([expect.objectContaining({ batchId, units: 2, claim: expect.objectContaining({ reason: 'expired' }) })]);
  });

  it('a rejected damaged claim and an approved missing item write nothing off', async () => {
    const { token, orderId } = await pickedAndDelivered(3);
    const open = await claim(token, problem(curd, orderId, 3, 'damaged'));
    const rejected = await decide({ claimId: open.body.data!.claimId, reject: 'The photo shows it whole' });
    expect(rejected.body.data!.state).toBe('rejected');
    expect(await writeOffsOf(store._id, open.body.data!.claimId)).toEqual([]);

    const missing = await claim(token, problem(curd, orderId, 1, 'missing'));
    expect(missing.body.data!.state).toBe('approved');
    expect(await writeOffsOf(store._id, missing.body.data!.claimId)).toEqual([]);
  });

  it('a damaged unit of an order packed without a pick is written off against the product', async () => {
    const product = await createProduct({ stock: 0, price: 60, name: `Write-off Jam ${randomUUID().slice(0, 6)}` });
    await putStoreStock(store._id, product._id, 50);
    const buyer = await buyerAt(store, product, 1);
    const checkout = await api<{ id: string; order: { _id: string } }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId } });
    expect(checkout.status, checkout.body.message).toBe(200);
    const orderId = checkout.body.data!.order._id;
    await payOnStripePage(buyer, checkout.body.data!.id, orderId);
    expect((await step(orderId, 'packed')).status).toBe(200);
    await handOver(buyer.token, orderId, rider);
    const approved = await claim(buyer.token, problem(product, orderId, 1, 'damaged'));
    expect(approved.body.data!.state).toBe('approved');
    expect(await writeOffsOf(store._id, approved.body.data!.claimId)).toEqual([expect.objectContaining({ productId: product._id, batchId: null, units: 1 })]);
  });
});

describe('claims on the dashboard', { timeout: 240_000 }, () => {
  it('counts each store\'s claims and the paise paid back; revenue loses a card claim once and a credit claim once', async () => {
    // A store of its own: its figures are this test's alone.
    const shop = await testStore({ name: 'Claims Dashboard Store' });
    const jam = await createProduct({ stock: 0, price: 60, name: `Dashboard Jam ${randomUUID().slice(0, 6)}` });
    await putStoreStock(shop._id, jam._id, 100);
    const shopRider = await newRider(shop, 'Dashboard Rider');
    expect((await duty(shopRider, true)).status).toBe(200);
    const delivered = async (qty: number) => {
      const buyer = await buyerAt(shop, jam, qty);
      const checkout = await api<{ id: string; order: { _id: string } }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId } });
      expect(checkout.status, checkout.body.message).toBe(200);
      const orderId = checkout.body.data!.order._id;
      await payOnStripePage(buyer, checkout.body.data!.id, orderId);
      expect((await step(orderId, 'packed')).status).toBe(200);
      await handOver(buyer.token, orderId, shopRider);
      return { token: buyer.token, orderId, totalPaise: Math.round((await asOwner(buyer, orderId)).totalAmt * 100) };
    };
    const a = await delivered(3);
    const b = await delivered(1);
    const c = await delivered(3);

    // Orders may cross the stores' midnight: ask for the days around today.
    const range = { from: day(-1), to: day(1), storeId: shop._id };
    const figures = async () => {
      const res = await api<ReportSummary>('POST', '/api/report/summary', { token: await tokenFor('admin'), body: range });
      expect(res.status, res.body.message).toBe(200);
      return res.body.data!.stores.find((s) => s.storeId === shop._id)!;
    };
    const revenuePaise = a.totalPaise + b.totalPaise + c.totalPaise;
    await eventually(async () => expect(Math.round((await figures()).revenue * 100)).toBe(revenuePaise), 30_000);

    // A: three damaged (₹180, waits), two approved: ₹120 back on the card.
    const aClaim = await claim(a.token, problem(jam, a.orderId, 3, 'damaged'));
    expect((await decide({ claimId: aClaim.body.data!.claimId, approve: [{ productId: jam._id, quantity: 2 }] })).body.data).toMatchObject({ approvedPaise: 12_000, paidBy: 'card' });
    // B: one damaged as store credit, approved at once: ₹60.
    const bClaim = await claim(b.token, { ...problem(jam, b.orderId, 1, 'damaged'), wantsCredit: true });
    expect(bClaim.body.data).toMatchObject({ state: 'approved', approvedPaise: 6_000, paidBy: 'credit' });
    // C: rejected, then reported again and left open.
    const cFirst = await claim(c.token, problem(jam, c.orderId, 3, 'wrong_item'));
    expect((await decide({ claimId: cFirst.body.data!.claimId, reject: 'It is the item ordered' })).body.data!.state).toBe('rejected');
    expect((await claim(c.token, problem(jam, c.orderId, 3, 'missing'))).body.data!.state).toBe('open');

    await eventually(async () => {
      const seen = await figures();
      expect(seen.claims).toEqual({ made: 4, approved: 2, rejected: 1, pending: 1, paidBackPaise: 18_000 });
      expect(Math.round(seen.revenue * 100)).toBe(revenuePaise - 12_000 - 6_000);
    }, 30_000);
  });
});
