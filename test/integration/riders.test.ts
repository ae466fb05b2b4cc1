/**
 * Riders over HTTP: who may call what, the handover code (wrong ×5 locks it), cash on
 * delivery, another rider's order, could-not-deliver then retry or cancel (stock and refund), a
 * deactivated rider, the rider's live messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage, LiveOrderMessage } from '../../functions/core/contracts/live.js';
import type { ApiRider, RiderApiOrder } from '../../functions/core/contracts/rider.js';
import type { StoreRecord } from '../../functions/core/stores.js';
import { routes } from '../../functions/api/routes.js';
import { connectLive, type LiveClient } from '../../local/live-client.js';
import { api, apiUrl, createProduct, eventually, mailsTo, signIn, tokenFor, type TestProduct } from './helpers.js';
import { payOnStripePage } from './orders-support.js';
import { RIDER_PASSWORD, asAdmin, asOwner, buyerAt, cashOrderAt, deliver, duty, fail, me, newRider, pickup, step, type TestRider } from './riders-support.js';
import { putStoreStock, storeStockOf, testStore } from './stores-support.js';

let store: StoreRecord;
let product: TestProduct;
let ravi: TestRider;
let other: TestRider;
const clients: LiveClient[] = [];

beforeAll(async () => {
  store = await testStore({ name: 'Rider Test Store' });
  product = await createProduct({ stock: 0, price: 50 });
  await putStoreStock(store._id, product._id, 100);
  [ravi, other] = await Promise.all([newRider(store, 'Ravi Kumar'), newRider(store, 'Sita Devi')]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

/** A packed cash order held by `rider` (on duty, alone free at the store). */
async function heldBy(rider: TestRider) {
  const placed = await cashOrderAt(store, product, 2);
  expect((await duty(rider, true)).status).toBe(200);
  expect((await step(placed.order._id, 'packed')).status).toBe(200);
  expect((await me(rider)).current?._id).toBe(placed.order._id);
  return placed;
}

describe('authorization per route', () => {
  it('rider routes: riders only (403 for a shopper and an admin); admin routes: admins only (403 for a rider)', async () => {
    const shopper = await tokenFor('shopper');
    const admin = await tokenFor('admin');
    for (const route of routes.filter((r) => r.path.startsWith('/api/rider/') || r.path === '/api/order/assign')) {
      const call = (token?: string) => api(route.method, route.path, { token, body: route.method === 'GET' ? undefined : {} });
      expect((await call()).status, `${route.path} anonymous`).toBe(401);
      if (route.auth === 'rider') {
        expect((await call(shopper)).status, `${route.path} shopper`).toBe(403);
        expect((await call(admin)).status, `${route.path} admin`).toBe(403);
        expect([200, 400], `${route.path} rider`).toContain((await call(ravi.token)).status);
      } else {
        expect(route.auth).toBe('admin');
        expect((await call(shopper)).status, `${route.path} shopper`).toBe(403);
        expect((await call(ravi.token)).status, `${route.path} rider`).toBe(403);
        expect([200, 400], `${route.path} admin`).toContain((await call(admin)).status);
      }
    }
    const details = await api<{ role: string }>('GET', '/api/user/user-details', { token: ravi.token });
    expect(details.body.data?.role).toBe('RIDER');
  });

  it('create is idempotent by e-mail, mails the rider, and refuses a shopper\'s e-mail', async () => {
    const admin = await tokenFor('admin');
    const again = await api<ApiRider>('POST', '/api/rider/create', { token: admin, body: { name: 'Ravi Kumar', email: ravi.email, mobile: '9880012345', storeId: store._id } });
    expect(again.status).toBe(200);
    expect(again.body.data!._id).toBe(ravi._id);
    const mails = await mailsTo(ravi.email);
    expect(mails.filter((m) => m.subject === 'QuickBasket: set your rider password')).toHaveLength(1);
    expect(mails[0]!.body.text).toContain('/forgot-password');
    const taken = await api('POST', '/api/rider/create', { token: admin, body: { name: 'Demo', email: 'shopper@example.com', mobile: '9880012345', storeId: store._id } });
    expect(taken.status).toBe(409);
    const list = await api<ApiRider[]>('GET', '/api/rider/get', { token: admin });
    expect(list.body.data!.find((r) => r._id === ravi._id)).toMatchObject({ storeId: store._id, storeName: store.name, active: true });
  });
});

describe('handover', () => {
  it('the code shows to the owner only while out for delivery; wrong ×5 locks it (429) and the admin sees it', async () => {
    const { buyer, order } = await heldBy(ravi);
    expect((await asOwner(buyer, order._id)).deliveryCode).toBeNull();
    // Another rider cannot touch it, nor read it.
    expect((await pickup(other, order._id)).status).toBe(404);
    expect((await api('POST', '/api/order/details', { token: other.token, body: { _id: order._id } })).status).toBe(404);

    const picked = await pickup(ravi, order._id);
    expect(picked.status).toBe(200);
    expect(picked.body.data).toMatchObject({ status: 'out_for_delivery', amountToCollect: order.totalAmt, shopper: { mobile: '9876501234' } });
    expect(picked.body.data).not.toHaveProperty('deliveryCode');
    const owner = await asOwner(buyer, order._id);
    expect(owner.deliveryCode).toMatch(/^\d{4}$/);
    expect(owner.rider).toEqual({ name: 'Ravi', mobile: '9880012345' });
    expect(owner.timeline.at(-1)).toMatchObject({ status: 'out_for_delivery', by: 'rider', note: 'Picked up by Ravi' });
    expect((await asAdmin(order._id)).deliveryCode).toBeNull();
    expect((await deliver(other, { _id: order._id, code: owner.deliveryCode! })).status).toBe(404);

    const wrong = String((Number(owner.deliveryCode) + 1) % 10_000).padStart(4, '0');
    for (let i = 1; i <= 4; i++) {
      const res = await deliver(ravi, { _id: order._id, code: wrong, cashCollected: order.totalAmt });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(`${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`);
    }
    expect((await deliver(ravi, { _id: order._id, code: wrong, cashCollected: order.totalAmt })).status).toBe(429);
    expect((await deliver(ravi, { _id: order._id, code: owner.deliveryCode!, cashCollected: order.totalAmt })).status).toBe(429);
    expect(await asAdmin(order._id)).toMatchObject({ status: 'out_for_delivery', codeLocked: true, delivery: { riderId: ravi._id, codeTries: 5 } });
    // The admin's own Delivered still works (with why: nobody checked the code), and frees the rider.
    expect((await step(order._id, 'delivered')).status).toBe(400);
    expect((await step(order._id, 'delivered', 'Shopper confirmed on the phone')).status).toBe(200);
    expect((await asAdmin(order._id)).timeline.at(-1)).toMatchObject({ status: 'delivered', by: 'admin', note: 'Delivered by the store after the code locked: Shopper confirmed on the phone' });
    expect((await me(ravi)).current).toBeNull();
  });

  it('cash on delivery: the cash must be the total; then delivered, with who and when', async () => {
    const { buyer, order } = await heldBy(ravi);
    expect((await pickup(ravi, order._id)).status).toBe(200);
    const { deliveryCode } = await asOwner(buyer, order._id);
    expect((await deliver(ravi, { _id: order._id, code: deliveryCode!, cashCollected: order.totalAmt - 1 })).status).toBe(400);
    expect((await deliver(ravi, { _id: order._id, code: deliveryCode! })).status).toBe(400);
    const done = await deliver(ravi, { _id: order._id, code: deliveryCode!, cashCollected: order.totalAmt });
    expect(done.status, done.body.message).toBe(200);
    const seen = await asOwner(buyer, order._id);
    expect(seen).toMatchObject({ status: 'delivered', cashCollected: order.totalAmt, deliveryCode: null, rider: null });
    expect(seen.deliveredAt).not.toBeNull();
    expect((await me(ravi)).today.map((d) => d._id)).toContain(order._id);
  });
});

describe('could not deliver', () => {
  it('delivery_failed → retry: packed again and offered to a free rider', async () => {
    const { order } = await heldBy(ravi);
    expect((await pickup(ravi, order._id)).status).toBe(200);
    const failed = await fail(ravi, order._id, 'Nobody at the door');
    expect(failed.body.data).toMatchObject({ status: 'delivery_failed', failReason: 'Nobody at the door' });
    expect((await me(ravi)).current).toBeNull();
    expect((await step(order._id, 'packed')).status).toBe(200);
    const again = await asAdmin(order._id);
    expect(again).toMatchObject({ status: 'packed', delivery: { riderId: ravi._id }, failReason: null });
    expect((await me(ravi)).current?._id).toBe(order._id);
    expect((await pickup(ravi, order._id)).status).toBe(200);
    expect((await fail(ravi, order._id, 'Wrong address')).status).toBe(200);
  });

  it('delivery_failed → cancel: stock back at the store, a paid card order refunded', async () => {
    expect((await duty(ravi, true)).status).toBe(200);
    const buyer = await buyerAt(store, product, 3);
    const checkout = await api<{ id: string; order: { _id: string } }>('POST', '/api/order/checkout', { token: buyer.token, body: { addressId: buyer.addressId } });
    expect(checkout.status, checkout.body.message).toBe(200);
    const id = checkout.body.data!.order._id;
    await payOnStripePage({ ...buyer }, checkout.body.data!.id, id);
    const before = await storeStockOf(store._id, product._id);
    expect((await step(id, 'packed')).status).toBe(200);
    expect((await me(ravi)).current?._id).toBe(id);
    expect((await pickup(ravi, id)).status).toBe(200);
    expect((await fail(ravi, id, 'Shopper refused')).status).toBe(200);
    const cancelled = await api('POST', '/api/order/cancel', { token: await tokenFor('admin'), body: { _id: id, reason: 'Could not deliver' } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(await storeStockOf(store._id, product._id)).toBe(before + 3);
    await eventually(async () => expect((await asOwner(buyer, id)).status).toBe('refunded'));
  });
});

describe('live', () => {
  const isOrder = (id: string, status: string) => (m: LiveMessage): m is LiveOrderMessage => m.type === 'order' && m.order._id === id && m.order.status === status;

  it('the assigned rider gets the rider view of its changes; another rider gets nothing', async () => {
    const [mine, theirs] = await Promise.all([connectLive(apiUrl, ravi.token), connectLive(apiUrl, other.token)]);
    clients.push(mine, theirs);
    const { order } = await heldBy(ravi);
    expect((await pickup(ravi, order._id)).status).toBe(200);
    const got = await mine.next(isOrder(order._id, 'out_for_delivery'));
    const view = (got.message as LiveOrderMessage).order as RiderApiOrder;
    expect(view).toMatchObject({ _id: order._id, amountToCollect: order.totalAmt, shopper: { mobile: '9876501234' } });
    expect(view).not.toHaveProperty('deliveryCode');
    expect(theirs.received.filter((r) => r.message.type === 'order')).toEqual([]);
    expect((await fail(ravi, order._id, 'Closed gate')).status).toBe(200);
    await mine.next(isOrder(order._id, 'delivery_failed'));
    expect(theirs.received.filter((r) => r.message.type === 'order')).toEqual([]);
  });

  it('an admin\'s reassign tells the rider it was taken from to resync (nothing of the order) and the new rider gets it', async () => {
    const [mine, theirs] = await Promise.all([connectLive(apiUrl, ravi.token), connectLive(apiUrl, other.token)]);
    clients.push(mine, theirs);
    expect((await duty(other, false)).status).toBe(200);
    const { order } = await heldBy(ravi);
    expect((await duty(other, true)).status).toBe(200);
    const moved = await api('POST', '/api/order/assign', { token: await tokenFor('admin'), body: { _id: order._id, riderId: other._id } });
    expect(moved.status, moved.body.message).toBe(200);
    await theirs.next(isOrder(order._id, 'packed'));
    const told = await mine.next((m) => m.type === 'resync');
    expect(told.message).toEqual({ type: 'resync' });
    expect((await me(ravi)).current).toBeNull();
    expect((await me(other)).current?._id).toBe(order._id);
    const cancelled = await api('POST', '/api/order/cancel', { token: await tokenFor('admin'), body: { _id: order._id, reason: 'Test over' } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    await Promise.all([duty(ravi, false), duty(other, false)]);
  });
});

describe('deactivated rider', () => {
  it('is refused while holding a delivery; once free, deactivated: their token is refused (401), sign-in too', async () => {
    const gone = await newRider(store, 'Gopal Iyer');
    expect((await duty(ravi, false)).status).toBe(200);
    const { order } = await heldBy(gone);
    const admin = await tokenFor('admin');
    expect((await api('PUT', '/api/rider/update', { token: admin, body: { _id: gone._id, active: false } })).status).toBe(409);
    expect((await fail(gone, order._id, 'Bike broke down')).status).toBe(409); // not picked up yet: the rule refuses
    expect((await api('POST', '/api/order/assign', { token: admin, body: { _id: order._id, riderId: ravi._id } })).status).toBe(409); // ravi off duty
    expect((await duty(ravi, true)).status).toBe(200);
    const moved = await api<{ delivery: { riderId: string } }>('POST', '/api/order/assign', { token: admin, body: { _id: order._id, riderId: ravi._id } });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data!.delivery.riderId).toBe(ravi._id);
    expect((await me(gone)).current).toBeNull();

    const off = await api<ApiRider>('PUT', '/api/rider/update', { token: admin, body: { _id: gone._id, active: false } });
    expect(off.status, off.body.message).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, onDuty: false });
    expect((await api('GET', '/api/rider/me', { token: gone.token })).status).toBe(401);
    expect((await api('GET', '/api/user/user-details', { token: gone.token })).status).toBe(401);
    const again = await signIn(gone.email, RIDER_PASSWORD).then(
      (t) => api('GET', '/api/rider/me', { token: t.accessToken }).then((r) => r.status),
      () => 'refused',
    );
    // Cognito refuses the sign-in (cognito-local does not: then the rider routes do, 403, or the
    // session check, 401, when the sign-in fell in the second the sessions ended).
    expect([401, 403, 'refused']).toContain(again);
  });
});
