/**
 * An order's charges over HTTP (fees, offer and tip as checkout keeps them on the order): the
 * order API shows them to the shopper and the admin; the rider collects the grand total in cash
 * and gets the whole tip ("Tips today" on their screen and the admin's Riders page); a cancelled
 * order gives the tip back with the rest; the dashboard splits revenue into items, fees and tips.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRider } from '../../functions/core/contracts/rider.js';
import type { ReportSummary } from '../../functions/core/report.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { SAMPLE_OFFER } from '../fixtures/charged-order.js';
import { chargeOrder } from './charges-support.js';
import { api, createProduct, eventually, tokenFor, type TestProduct } from './helpers.js';
import { payOnStripePage } from './orders-support.js';
import { asAdmin, asOwner, buyerAt, cashOrderAt, deliver, duty, me, newRider, pickup, step, type TestRider } from './riders-support.js';
import { putStoreStock, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;
let rider: TestRider;

beforeAll(async () => {
  store = await testStore({ name: 'Charges Test Store' });
  product = await createProduct({ stock: 0, price: 120 });
  await putStoreStock(store._id, product._id, 100);
  rider = await newRider(store, 'Tara Singh');
});

const riderOnPage = async (id: string) => {
  const res = await api<ApiRider[]>('GET', '/api/rider/get', { token: await tokenFor('admin') });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!.find((r) => r._id === id)!;
};

const summaryOf = async (storeId: string) => {
  const res = await api<ReportSummary>('POST', '/api/report/summary', { token: await tokenFor('admin'), body: { storeId } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
};

describe("an order's charges", () => {
  it('the shopper and the admin read the fees, the offer, the tip and the total paid', async () => {
    const { buyer, order } = await cashOrderAt(store, product, 3);
    // Placed at a store with no fee rules, no offer and no tip: the charges say so, the total is the items'.
    expect(order).toMatchObject({ totalAmt: 360, charges: { fees: [], offer: null, tip: 0, grandTotal: 360 } });
    await chargeOrder(buyer.userId, order._id, { tipPaise: 3_000, offer: SAMPLE_OFFER });
    const seen = await asOwner(buyer, order._id);
    // 3 × ₹120 = ₹360 − ₹50 + ₹25 delivery + ₹9 handling + ₹30 tip.
    expect(seen.charges).toEqual({
      fees: [
        { kind: 'delivery', label: 'Delivery fee', amount: 25, reason: expect.any(String) },
        { kind: 'handling', label: 'Handling fee', amount: 9, reason: expect.any(String) },
      ],
      offer: { code: 'SAVE50', title: SAMPLE_OFFER.title, amount: 50 },
      tip: 30,
      discountedTotal: 360,
      deliveryCharge: 25,
      itemsPaid: 310,
      grandTotal: 374,
    });
    expect(seen.totalAmt).toBe(374);
    expect((await asAdmin(order._id)).charges).toEqual(seen.charges);
  });

  it('the rider collects the grand total in cash and the whole tip is theirs: on their screen and the Riders page', async () => {
    const before = await me(rider);
    const { buyer, order } = await cashOrderAt(store, product, 1);
    await chargeOrder(buyer.userId, order._id, { tipPaise: 2_050 });
    expect((await duty(rider, true)).status).toBe(200);
    expect((await step(order._id, 'packed')).status).toBe(200);
    const current = (await me(rider)).current!;
    // ₹120 + ₹25 delivery + ₹9 handling + ₹20.50 tip.
    expect(current.amountToCollect).toBe(174.5);
    expect((await pickup(rider, order._id)).status).toBe(200);
    const code = (await asOwner(buyer, order._id)).deliveryCode!;
    expect((await deliver(rider, { _id: order._id, code, cashCollected: 120 })).status).toBe(400);
    expect((await deliver(rider, { _id: order._id, code, cashCollected: 174.5 })).status).toBe(200);
    const after = await me(rider);
    expect(after.tipsToday).toBe(before.tipsToday + 20.5);
    expect(after.today.find((d) => d._id === order._id)).toMatchObject({ tip: 20.5, cashCollected: 174.5 });
    expect((await riderOnPage(rider._id)).tipsToday).toBe(after.tipsToday);

    // An order without charges, delivered too: the dashboard splits the store's revenue.
    const plain = await cashOrderAt(store, product, 2);
    expect((await step(plain.order._id, 'packed')).status).toBe(200);
    expect((await pickup(rider, plain.order._id)).status).toBe(200);
    const plainCode = (await asOwner(plain.buyer, plain.order._id)).deliveryCode!;
    expect((await deliver(rider, { _id: plain.order._id, code: plainCode, cashCollected: 240 })).status).toBe(200);
    expect((await me(rider)).tipsToday).toBe(after.tipsToday);
    await eventually(async () => {
      const summary = await summaryOf(store._id);
      expect(summary.revenue).toBe(174.5 + 240);
      expect(summary.split).toEqual({ items: 120 + 240, fees: 34, discounts: 0, tips: 20.5 });
    });
    expect((await duty(rider, false)).status).toBe(200);
  });

  it('a cancelled cash order collects nothing and tips nobody', async () => {
    const before = await me(rider);
    const { buyer, order } = await cashOrderAt(store, product, 1);
    await chargeOrder(buyer.userId, order._id, { tipPaise: 1_000 });
    const cancelled = await api<{ status: string }>('POST', '/api/order/cancel', { token: buyer.token, body: { _id: order._id } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const after = await me(rider);
    expect(after.tipsToday).toBe(before.tipsToday);
    expect(after.today.some((d) => d._id === order._id)).toBe(false);
  });
});

describe('a card order with charges', () => {
  /** A card order of `qty` × ₹120, given a ₹50 offer, ₹34 of fees and a ₹16 tip (the same total, so the card pays it), paid. */
  async function chargedCardOrder(qty: number) {
    const buyer = await buyerAt(store, product, qty);
    const checkout = await api<{ id: string; order: { _id: string } }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId } });
    expect(checkout.status, checkout.body.message).toBe(200);
    const { id: sessionId, order } = checkout.body.data!;
    const charged = await chargeOrder(buyer.userId, order._id, { tipPaise: 1_600, offer: SAMPLE_OFFER });
    expect(charged.totals.grandTotalPaise).toBe(qty * 12_000);
    await payOnStripePage(buyer, sessionId, order._id);
    return { buyer, id: order._id, charged };
  }
  const refundPart = async (body: Record<string, unknown>) => api<{ status: string }>('POST', '/api/order/refund-part', { token: await tokenFor('admin'), body });

  it('a part refund of every line gives back what the items paid after the offer, in parts, to the paisa; not the fees or the tip', async () => {
    const { buyer, id, charged } = await chargedCardOrder(3);
    const itemsPaid = charged.lines[0]!.paidPaise!;
    expect(itemsPaid).toBe(36_000 - 5_000);
    expect((await refundPart({ _id: id, lines: [{ productId: product._id, quantity: 1 }], reason: 'Torn' })).status).toBe(200);
    expect((await refundPart({ _id: id, lines: [{ productId: product._id, quantity: 2 }], reason: 'Torn too' })).status).toBe(200);
    await eventually(async () => expect((await asOwner(buyer, id)).refundedAmt).toBe(310));
    expect((await asOwner(buyer, id)).refunds.map((r) => r.amount)).toEqual([103.34, 206.66]);
    expect((await refundPart({ _id: id, lines: [{ productId: product._id, quantity: 1 }], reason: 'Again' })).status).toBe(409);
    expect((await asOwner(buyer, id)).refundableAmt).toBe(50);
  });

  it('cancelled before it leaves the store: the whole grand total goes back, tip included', async () => {
    const { buyer, id } = await chargedCardOrder(1);
    const cancelled = await api<{ status: string }>('POST', '/api/order/cancel', { token: buyer.token, body: { _id: id } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    await eventually(async () => {
      const seen = await asOwner(buyer, id);
      expect(seen.status).toBe('refunded');
      expect(seen.refundedAmt).toBe(120);
      expect(seen.charges?.tip).toBe(16);
    });
  });
});
