/**
 * The bill over HTTP: a store's fee rules set through the store calls, the cart's bill, and what
 * checkout, Stripe and cash on delivery charge, all the one bill's grand total.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ApiBill } from '../../functions/core/bill-api.js';
import type { StoreFeesRequest } from '../../functions/core/contracts/store-fees.js';
import { totals } from '../../functions/core/pricing.js';
import { cashToCollectPaise } from '../../functions/core/rider-order.js';
import * as orderItem from '../../functions/data/items/order.js';
import { keys } from '../../functions/data/keys.js';
import { api, apiUrl, createProduct, newShopper, productStock, shopperWithCart, stripeAuth, table, tokenFor, type TestProduct } from './helpers.js';
import { createTestStore, pincodeBlock } from './store-support.js';
import { putStoreStock } from './stores-support.js';

const nextPincode = pincodeBlock('bill');

/** ₹25 delivery under ₹199 (free from ₹199), ₹15 small-cart fee under ₹99, ₹4 handling, ₹10 cash fee. */
export const FEES: StoreFeesRequest = {
  deliveryBands: [{ below: 199, fee: 25 }],
  smallCart: { below: 99, fee: 15 },
  handling: 4,
  cash: 10,
};

interface Order {
  _id: string;
  totalAmt: number;
  subTotalAmt: number;
}

async function storeWithFees(fees: StoreFeesRequest = FEES) {
  const pincode = nextPincode();
  const store = await createTestStore({ zones: [{ pincode, travelMinutes: 5 }], fees });
  return { store, pincode };
}

/** A shopper whose address is in `pincode`, with `lines` in the cart; the store stocks each product. */
async function shopperAt(storeId: string, pincode: string, lines: { product: TestProduct; qty: number }[]) {
  const shopper = await newShopper();
  const token = shopper.accessToken;
  const address = await api<{ _id: string }>('POST', '/api/address/create', {
    token,
    body: { address_line: '5 Fee Street', city: 'Pune', state: 'Maharashtra', country: 'India', pincode, mobile: '9876501234' },
  });
  for (const { product, qty } of lines) {
    await putStoreStock(storeId, product._id, 50);
    expect((await api('POST', '/api/cart/create', { token, body: { productId: product._id } })).status).toBe(200);
    if (qty > 1) expect((await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty } })).status).toBe(200);
  }
  return { token, userId: shopper.userId, addressId: address.body.data!._id };
}

async function billOf(token: string, body: { addressId?: string; tip?: number }): Promise<ApiBill> {
  const res = await api<ApiBill>('POST', '/api/cart/bill', { token, body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
}

async function storedOrder(userId: string, orderId: string) {
  const item = (await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.order(userId, orderId), ConsistentRead: true }))).Item;
  return orderItem.fromItem(item!);
}

describe('store fee rules', () => {
  it('are set on the store in rupees, answered in rupees, and refused when they make no sense', async () => {
    const { store } = await storeWithFees();
    expect(store.fees).toEqual({
      deliveryBands: [{ below: 199, fee: 25 }],
      smallCart: { below: 99, fee: 15 },
      handling: 4,
      lateNight: { fee: 0, from: '23:00', to: '06:00' },
      cash: 10,
      surge: 0,
    });
    const admin = await tokenFor('admin');
    const refused = async (fees: unknown) => api('PUT', '/api/store/update', { token: admin, body: { _id: store._id, fees } });
    for (const fees of [
      { deliveryBands: [{ below: 199, fee: 25 }, { below: 99, fee: 40 }] },
      { handling: -1 },
      { lateNight: { fee: 20, from: '25:00', to: '06:00' } },
      { cash: 0.001 },
    ]) {
      const res = await refused(fees);
      expect(res.status, JSON.stringify(fees)).toBe(400);
    }
    const changed = await api<{ fees: unknown }>('PUT', '/api/store/update', { token: admin, body: { _id: store._id, fees: { surge: 30 } } });
    expect(changed.status).toBe(200);
    expect(changed.body.data!.fees).toMatchObject({ deliveryBands: [], surge: 30, handling: 0 });
  });
});

describe('the cart bill and what checkout charges', () => {
  it('shows every fee with its reason and the free-delivery gap, and names the cash fee before payment', async () => {
    const { store, pincode } = await storeWithFees();
    const product = await createProduct({ stock: 50, price: 60 });
    const shopper = await shopperAt(store._id, pincode, [{ product, qty: 1 }]);
    const bill = await billOf(shopper.token, { addressId: shopper.addressId });
    expect(bill.fees.map((f) => [f.kind, f.amount])).toEqual([
      ['delivery', 25],
      ['small_cart', 15],
      ['handling', 4],
    ]);
    expect(bill.fees.every((f) => f.reason && f.reason.length > 0)).toBe(true);
    expect(bill).toMatchObject({ itemsTotal: 60, discountedTotal: 60, tip: 0, grandTotal: 104, freeDeliveryGap: 139, cashFee: 10 });
    // The tip is added whole.
    expect((await billOf(shopper.token, { addressId: shopper.addressId, tip: 30 })).grandTotal).toBe(134);
  });

  it('card: the Stripe session charges the bill’s grand total, which the order keeps; the client’s amount is ignored', async () => {
    const { store, pincode } = await storeWithFees();
    const product = await createProduct({ stock: 50, price: 45.5, discount: 10 });
    const shopper = await shopperAt(store._id, pincode, [{ product, qty: 3 }]);
    const bill = await billOf(shopper.token, { addressId: shopper.addressId, tip: 20 });
    const res = await api<{ id: string; order: Order }>('POST', '/api/order/checkout', {
      token: shopper.token,
      body: { addressId: shopper.addressId, tip: 20, list_items: [], subTotalAmt: 1, totalAmt: 1 },
    });
    expect(res.status, res.body.message).toBe(200);
    const session = (await (await fetch(`${apiUrl}/v1/checkout/sessions/${res.body.data!.id}`, { headers: stripeAuth })).json()) as { amount_total: number };
    const record = await storedOrder(shopper.userId, res.body.data!.order._id);
    expect(session.amount_total).toBe(Math.round(bill.grandTotal * 100));
    expect(record.totals.grandTotalPaise).toBe(session.amount_total);
    expect(res.body.data!.order.totalAmt).toBe(bill.grandTotal);
    expect(record.charges).toMatchObject({ tipPaise: 2000, fees: [{ kind: 'delivery', amountPaise: 2500 }, { kind: 'handling', amountPaise: 400 }] });
  });

  it('card: the same tip resumes the pending checkout; another tip is a new checkout of its own amount', async () => {
    const { store, pincode } = await storeWithFees();
    const product = await createProduct({ stock: 50, price: 80 });
    const shopper = await shopperAt(store._id, pincode, [{ product, qty: 1 }]);
    const checkout = (tip: number) => api<{ id: string; order: Order }>('POST', '/api/order/checkout', { token: shopper.token, body: { addressId: shopper.addressId, tip } });
    const first = (await checkout(10)).body.data!;
    const again = (await checkout(10)).body.data!;
    expect(again.order._id).toBe(first.order._id);
    const more = (await checkout(30)).body.data!;
    expect(more.order._id).not.toBe(first.order._id);
    expect(more.order.totalAmt).toBe(first.order.totalAmt + 20);
    const session = (await (await fetch(`${apiUrl}/v1/checkout/sessions/${more.id}`, { headers: stripeAuth })).json()) as { amount_total: number };
    expect(session.amount_total).toBe(Math.round(more.order.totalAmt * 100));
  });

  it('cash: the cash to collect is the bill’s grand total with the cash fee and the tip', async () => {
    const { store, pincode } = await storeWithFees();
    const product = await createProduct({ stock: 50, price: 250 });
    const shopper = await shopperAt(store._id, pincode, [{ product, qty: 1 }]);
    const bill = await billOf(shopper.token, { addressId: shopper.addressId, tip: 10 });
    // ₹250 is past the free-delivery band and the small-cart minimum: only handling, then cash and the tip.
    expect(bill).toMatchObject({ grandTotal: 264, cashFee: 10 });
    expect(bill.freeDeliveryGap).toBeUndefined();
    const res = await api<Order>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId, tip: 10, totalAmt: 250 } });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data!.totalAmt).toBe(bill.grandTotal + bill.cashFee!);
    const record = await storedOrder(shopper.userId, res.body.data!._id);
    expect(cashToCollectPaise(record)).toBe(27_400);
    expect(record.charges!.fees.map((f) => f.kind)).toEqual(['handling', 'cash']);
  });

  it('refuses a tip over ₹200 (400) and writes nothing', async () => {
    const product = await createProduct({ stock: 5, price: 40 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 1 }]);
    for (const [method, path] of [
      ['POST', '/api/order/cash-on-delivery'],
      ['POST', '/api/order/checkout'],
      ['POST', '/api/cart/bill'],
    ] as const) {
      const res = await api(method, path, { token: shopper.token, body: { addressId: shopper.addressId, tip: 201 } });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/tip/);
    }
    expect((await api<unknown[]>('GET', '/api/order/order-list', { token: shopper.token })).body.data).toEqual([]);
    expect(await productStock(product._id)).toBe(5);
    expect((await api<unknown[]>('GET', '/api/cart/get', { token: shopper.token })).body.data).toHaveLength(1);
  });

  it('a store without fees (the default store) bills exactly the spec’s totals: no fees, delivery free', async () => {
    const product = await createProduct({ stock: 10, price: 99, discount: 15 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 2 }]);
    const expected = totals([{ pricePaise: 9900, discount: 15, quantity: 2 }]);
    const bill = await billOf(shopper.token, {});
    expect(bill).toEqual({ itemsTotal: expected.itemsTotalPaise / 100, discountedTotal: expected.discountedTotalPaise / 100, fees: [], tip: 0, grandTotal: 168 });
    expect(await billOf(shopper.token, { addressId: shopper.addressId })).toEqual(bill);
    const res = await api<Order>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } });
    expect(res.body.data).toMatchObject({ subTotalAmt: 198, totalAmt: 168 });
  });
});
