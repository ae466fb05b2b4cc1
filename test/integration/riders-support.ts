/** Riders for the integration tests: a rider through the admin API with a password set, orders at a test store. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiRider, RiderApiOrder, RiderMe } from '../../functions/core/contracts/rider.js';
import type { AdminApiOrder, ApiOrder } from '../../functions/core/order-api.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { api, newShopper, signIn, tokenFor, type TestProduct } from './helpers.js';

export const RIDER_PASSWORD = 'Rider#Test1234';

export interface TestRider extends ApiRider {
  token: string;
}

/** A rider added by the admin, whose password is then set (as "Forgot password?" would) and who signs in. */
export async function newRider(store: StoreRecord, name = 'Ravi Kumar'): Promise<TestRider> {
  const email = `rider-${randomUUID().slice(0, 8)}@example.com`;
  const res = await api<ApiRider>('POST', '/api/rider/create', { token: await tokenFor('admin'), body: { name, email, mobile: '9880012345', storeId: store._id } });
  expect(res.status, res.body.message).toBe(200);
  const { setPassword } = await import('../../functions/platform/cognito.js');
  await setPassword(email, RIDER_PASSWORD);
  const { accessToken } = await signIn(email, RIDER_PASSWORD);
  return { ...res.body.data!, token: accessToken };
}

export type Buyer = Awaited<ReturnType<typeof newShopper>> & { token: string; addressId: string };

/** A new shopper with an address in the store's zone and `qty` of the product in the cart. */
export async function buyerAt(store: StoreRecord, product: TestProduct, qty = 1): Promise<Buyer> {
  const shopper = await newShopper();
  const token = shopper.accessToken;
  const address = await api<{ _id: string }>('POST', '/api/address/create', {
    token,
    body: { address_line: '12 Test Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: store.zones[0]!.pincode, mobile: '9876501234' },
  });
  expect(address.status, address.body.message).toBe(200);
  const headers = { 'x-store-id': store._id };
  expect((await api('POST', '/api/cart/create', { token, body: { productId: product._id }, headers })).status).toBe(200);
  if (qty > 1) expect((await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty }, headers })).status).toBe(200);
  return { ...shopper, token, addressId: address.body.data!._id };
}

export async function cashOrderAt(store: StoreRecord, product: TestProduct, qty = 1): Promise<{ buyer: Buyer; order: ApiOrder }> {
  const buyer = await buyerAt(store, product, qty);
  const res = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: buyer.token, body: { addressId: buyer.addressId } });
  expect(res.status, res.body.message).toBe(200);
  return { buyer, order: res.body.data! };
}

/** An admin's next step; `reason`: why a code-locked order is marked delivered by the store. */
export const step = async (_id: string, status: string, reason?: string) =>
  api<ApiOrder>('PUT', '/api/order/update-status', { token: await tokenFor('admin'), body: { _id, status, ...(reason === undefined ? {} : { reason }) } });

export const asAdmin = async (_id: string) =>
  (await api<AdminApiOrder>('POST', '/api/order/details', { token: await tokenFor('admin'), body: { _id } })).body.data!;

export const asOwner = async (buyer: { token: string }, _id: string) =>
  (await api<ApiOrder>('POST', '/api/order/details', { token: buyer.token, body: { _id } })).body.data!;

export const me = async (rider: TestRider) => {
  const res = await api<RiderMe>('GET', '/api/rider/me', { token: rider.token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data!;
};

export const duty = (rider: TestRider, onDuty: boolean) => api<RiderMe>('PUT', '/api/rider/duty', { token: rider.token, body: { onDuty } });
export const pickup = (rider: TestRider, _id: string) => api<RiderApiOrder>('POST', '/api/rider/pickup', { token: rider.token, body: { _id } });
export const deliver = (rider: TestRider, body: { _id: string; code: string; cashCollected?: number }) =>
  api<RiderApiOrder>('POST', '/api/rider/deliver', { token: rider.token, body });
export const fail = (rider: TestRider, _id: string, reason: string) => api<RiderApiOrder>('POST', '/api/rider/fail', { token: rider.token, body: { _id, reason } });
