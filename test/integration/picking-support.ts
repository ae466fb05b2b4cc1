/** Pickers for the integration tests: a picker through the admin API, products with barcodes, the picking calls. */
import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiPacked, ApiPicker, ApiPickList, ApiPickQueue } from '../../functions/core/contracts/picker.js';
import { gs1CheckDigit } from '../../functions/core/barcode.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, newShopper, signIn, tokenFor, type TestProduct } from './helpers.js';
import { payOnStripePage } from './orders-support.js';
import { putStoreStock } from './stores-support.js';

export const PICKER_PASSWORD = 'Picker#Test1234';

export interface TestPicker extends ApiPicker {
  token: string;
}

/** A picker added by the admin at `store`, whose password is then set (as "Forgot password?" would) and who signs in. */
export async function newPicker(store: StoreRecord, name = 'Priya Patil'): Promise<TestPicker> {
  const email = `picker-${randomUUID().slice(0, 8)}@example.com`;
  const res = await api<ApiPicker>('POST', '/api/picker/create', { token: await tokenFor('admin'), body: { name, email, storeId: store._id } });
  expect(res.status, res.body.message).toBe(200);
  const { setPassword } = await import('../../functions/platform/cognito.js');
  await setPassword(email, PICKER_PASSWORD);
  const { accessToken } = await signIn(email, PICKER_PASSWORD);
  return { ...res.body.data!, token: accessToken };
}

/** A new EAN-13 with a right check digit (890: India's prefix). */
export function newBarcode(): string {
  const body = `890${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export interface BarcodedProduct extends TestProduct {
  barcode: string;
}

/** A product with a barcode (through the admin's product form), stocked at `store`. */
export async function barcodedProduct(store: StoreRecord, fields: { price: number; discount?: number; name: string }): Promise<BarcodedProduct> {
  const token = await tokenFor('admin');
  const subCategories = await api<{ _id: string; category: { _id: string }[] }[]>('POST', '/api/subcategory/get', { body: {} });
  const sub = subCategories.body.data![0]!;
  const barcode = newBarcode();
  const body = {
    name: `${fields.name} ${randomUUID().slice(0, 6)}`,
    description: 'Made for the picking tests.',
    image: ['/media/product/test-rice.webp'],
    category: [{ _id: sub.category[0]!._id }],
    subCategory: [{ _id: sub._id }],
    unit: '500 g',
    stock: 0,
    price: fields.price,
    discount: fields.discount ?? 0,
    more_details: {},
    barcode,
  };
  const res = await api<TestProduct & { barcode?: string }>('POST', '/api/product/create', { token, body });
  expect(res.status, res.body.message).toBe(200);
  expect(res.body.data!.barcode).toBe(barcode);
  await putStoreStock(store._id, res.body.data!._id, 100);
  return { ...res.body.data!, barcode };
}

/**
 * A new shopper in the store's zone whose cart holds `lines`; then a cash order, or a card order paid on the local Stripe page.
 * `substitution`: the whole order's preference for missing items (absent: best match).
 */
export async function orderAt(store: StoreRecord, lines: { product: TestProduct; qty: number }[], pay: 'cash' | 'card' = 'cash', substitution?: 'best_match' | 'dont_replace') {
  const shopper = await newShopper();
  const token = shopper.accessToken;
  const address = await api<{ _id: string }>('POST', '/api/address/create', {
    token,
    body: { address_line: '3 Picker Lane', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: store.zones[0]!.pincode, mobile: '9876501234' },
  });
  expect(address.status, address.body.message).toBe(200);
  const headers = { 'x-store-id': store._id };
  for (const { product, qty } of lines) {
    expect((await api('POST', '/api/cart/create', { token, body: { productId: product._id }, headers })).status).toBe(200);
    if (qty > 1) expect((await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty }, headers })).status).toBe(200);
  }
  const wide = substitution ? { substitution } : {};
  if (pay === 'cash') {
    const placed = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token, body: { addressId: address.body.data!._id, ...wide } });
    expect(placed.status, placed.body.message).toBe(200);
    return { token, order: placed.body.data! };
  }
  const checkout = await api<{ id: string; order: ApiOrder }>('POST', '/api/order/checkout', { token, body: { addressId: address.body.data!._id, ...wide } });
  expect(checkout.status, checkout.body.message).toBe(200);
  const buyer = { ...shopper, token, addressId: address.body.data!._id };
  await payOnStripePage(buyer, checkout.body.data!.id, checkout.body.data!.order._id);
  return { token, order: checkout.body.data!.order };
}

const call = <T>(path: string, token: string, body: Record<string, unknown>, key?: string) =>
  api<T>('POST', path, { token, body, headers: key ? { 'idempotency-key': key } : undefined });

export const queue = (token: string, storeId?: string) => call<ApiPickQueue>('/api/picker/queue', token, storeId ? { storeId } : {});
export const start = (token: string, orderId: string) => call<ApiPickList>('/api/picker/start', token, { orderId });
export const scan = (token: string, body: { orderId: string; lineId?: string; code: string }, key: string = randomUUID()) => call<ApiPickList>('/api/picker/scan', token, body, key);
export const unavailable = (token: string, body: { orderId: string; lineId: string; quantity: number }, key: string = randomUUID()) =>
  call<ApiPickList>('/api/picker/unavailable', token, body, key);
export const packed = (token: string, orderId: string) => call<ApiPacked>('/api/picker/packed', token, { orderId });
