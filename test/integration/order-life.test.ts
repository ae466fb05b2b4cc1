/**
 * An order's life over HTTP: fulfilment step by step, cancelling, races. Card orders:
 * order-card-life.test.ts; the cart, the admin's list, older orders: order-list.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { DEFAULT_SEED_STORE } from '../../local/seed/stores.js';
import { api, createProduct, deliveryAddress, eventually, productStock, shopperWithCart, tokenFor } from './helpers.js';
import {
  cancel,
  cashOrder,
  orderDetails as details,
  statusOf,
  step,
  subjects,
  timeline,
} from './orders-support.js';

describe('fulfilment: placed → packed → out for delivery → delivered', () => {
  it('an admin moves a cash order one step at a time; the shopper follows it and gets a mail for each step that is news', async () => {
    const product = await createProduct({ stock: 10, price: 40 });
    const { shopper, order } = await cashOrder([{ product, qty: 2 }]);
    const placed = (await details(shopper.token, order._id)).body.data!;
    expect(placed).toMatchObject({ status: 'placed', paymentMethod: 'cod', cancelReason: null });
    expect(timeline(placed)).toEqual(['placed by shopper']);
    // The default store's promise for the address: packing, the ride to its pincode, and one more
    // packing time for every maxOpenOrders orders open there (other tests' orders).
    expect(placed).toMatchObject({ storeId: DEFAULT_SEED_STORE._id, storeName: DEFAULT_SEED_STORE.name });
    const { prepMinutes } = DEFAULT_SEED_STORE;
    const ride = DEFAULT_SEED_STORE.zones.find((z) => z.pincode === deliveryAddress.pincode)!.travelMinutes;
    const promised = (Date.parse(placed.etaAt!) - Date.parse(placed.timeline[0]!.at)) / 60_000;
    expect(promised).toBeGreaterThanOrEqual(prepMinutes + ride);
    expect((promised - prepMinutes - ride) % prepMinutes).toBe(0);

    const skipped = await step(order._id, 'delivered');
    expect(skipped.status).toBe(409);
    expect(skipped.body.message).toBe('This order is placed: the next step is Packed');
    expect((await step(order._id, 'packed', shopper.token)).status).toBe(403);

    const packed = await step(order._id, 'packed');
    expect(packed.status).toBe(200);
    expect(packed.body).toMatchObject({ message: 'Order marked packed', data: { status: 'packed' } });
    const again = await step(order._id, 'packed');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is packed: the next step is Out for delivery');
    expect((await step(order._id, 'out_for_delivery')).status).toBe(200);
    expect((await step(order._id, 'delivered')).status).toBe(200);

    const delivered = (await details(shopper.token, order._id)).body.data!;
    expect(delivered).toMatchObject({ status: 'delivered', etaAt: null });
    expect(timeline(delivered)).toEqual(['placed by shopper', 'packed by admin', 'out_for_delivery by admin', 'delivered by admin']);
    expect((await step(order._id, 'packed')).body.message).toBe('This order is delivered: it has no further delivery step');
    expect(await productStock(product._id)).toBe(8);
    expect(await subjects(shopper.email)).toEqual([
      `QuickBasket: order ${order.orderId} is confirmed`,
      `QuickBasket: order ${order.orderId} is on its way`,
      `QuickBasket: order ${order.orderId} is delivered`,
    ]);
  });

  it('details: the owner and admins see the order (admins with the shopper); another shopper and unknown ids get 404', async () => {
    const product = await createProduct({ stock: 5, price: 25 });
    const { shopper, order } = await cashOrder([{ product, qty: 1 }]);
    const other = await shopperWithCart([]);
    const foreign = await details(other.token, order._id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    expect((await details(shopper.token, 'no-such-order')).status).toBe(404);
    expect((await details(await tokenFor('admin'), 'no-such-order')).status).toBe(404);
    expect((await api('POST', '/api/order/details', { token: shopper.token, body: { _id: '' } })).status).toBe(400);

    const asAdmin = await eventually(async () => {
      const res = await details(await tokenFor('admin'), order._id);
      expect(res.status).toBe(200);
      return res.body.data!;
    });
    expect(asAdmin.shopper).toEqual({ _id: shopper.userId, name: 'Test Shopper', email: shopper.email, mobile: '9876501234' });
    expect((await details(shopper.token, order._id)).body.data!.shopper).toBeUndefined();
  });
});

describe('cancelling', () => {
  it('a shopper cancels a placed order: the stock comes back with the change, the reason is kept, a second cancel is refused', async () => {
    const product = await createProduct({ stock: 10, price: 30 });
    const { shopper, order } = await cashOrder([{ product, qty: 3 }]);
    expect(await productStock(product._id)).toBe(7);
    const res = await cancel(shopper.token, order._id, '  Ordered twice  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Order cancelled', data: { status: 'cancelled', cancelReason: 'Ordered twice' } });
    expect(res.body.data!.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: 'shopper', note: 'Ordered twice' });
    expect(await productStock(product._id)).toBe(10);

    const again = await cancel(shopper.token, order._id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is cancelled: it cannot be cancelled now');
    expect(await productStock(product._id)).toBe(10);
    expect((await subjects(shopper.email)).at(-1)).toBe(`QuickBasket: order ${order.orderId} is cancelled`);
    const long = await cancel(shopper.token, order._id, 'x'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Reason must be at most 200 characters');
  });

  it('the shopper cannot cancel once it is packed; an admin can until it is delivered, never after', async () => {
    const product = await createProduct({ stock: 10, price: 30 });
    const { shopper, order } = await cashOrder([{ product, qty: 2 }]);
    await step(order._id, 'packed');
    const refused = await cancel(shopper.token, order._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is packed: it cannot be cancelled now');
    expect(await productStock(product._id)).toBe(8);
    await step(order._id, 'out_for_delivery');
    const admin = await tokenFor('admin');
    const byAdmin = await cancel(admin, order._id, 'Rider could not reach the address');
    expect(byAdmin.status).toBe(200);
    // Picked up, the goods are in the rider's bag: the order is called back and its stock stays out…
    expect(byAdmin.body.data!.timeline.at(-1)).toMatchObject({ status: 'delivery_failed', by: 'admin' });
    expect(await productStock(product._id)).toBe(8);
    // …until the store, with the goods back, cancels it.
    const back = await cancel(admin, order._id);
    expect(back.status).toBe(200);
    expect(back.body.data!.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: 'admin' });
    expect(await productStock(product._id)).toBe(10);

    const { order: delivered } = await cashOrder([{ product, qty: 1 }]);
    for (const next of ['packed', 'out_for_delivery', 'delivered']) expect((await step(delivered._id, next)).status).toBe(200);
    const late = await cancel(await tokenFor('admin'), delivered._id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order is delivered: it cannot be cancelled now');
    expect(await productStock(product._id)).toBe(9);
  });
});

describe('races: exactly one winner, exact stock', () => {
  it('an admin packing while the shopper cancels, 8 times: one 200 and one 409 each time, stock back only for the cancels that won', async () => {
    const product = await createProduct({ stock: 40, price: 20 });
    const orders = await Promise.all(Array.from({ length: 8 }, () => cashOrder([{ product, qty: 2 }])));
    expect(await productStock(product._id)).toBe(24);
    const outcomes = await Promise.all(
      orders.map(async ({ shopper, order }) => {
        const [packed, cancelled] = await Promise.all([step(order._id, 'packed'), cancel(shopper.token, order._id)]);
        expect([packed.status, cancelled.status].sort()).toEqual([200, 409]);
        const final = await statusOf(shopper.token, order._id);
        expect(final).toBe(packed.status === 200 ? 'packed' : 'cancelled');
        return final;
      }),
    );
    const cancelled = outcomes.filter((s) => s === 'cancelled').length;
    expect(await productStock(product._id)).toBe(24 + 2 * cancelled);
  });

  it('two admins at once: one packs, one is told it is packed; one cancels, the stock comes back once', async () => {
    const product = await createProduct({ stock: 10, price: 20 });
    const { order } = await cashOrder([{ product, qty: 3 }]);
    const packs = await Promise.all([step(order._id, 'packed'), step(order._id, 'packed')]);
    expect(packs.map((r) => r.status).sort()).toEqual([200, 409]);
    const admin = await tokenFor('admin');
    const cancels = await Promise.all([cancel(admin, order._id), cancel(admin, order._id), cancel(admin, order._id)]);
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await productStock(product._id)).toBe(10);
  });

  it('a double submit of cash on delivery places one order and takes the stock once', async () => {
    const product = await createProduct({ stock: 10, price: 20 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 2 }]);
    const body = { addressId: shopper.addressId };
    const results = await Promise.all([1, 2].map(() => api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body })));
    // The second finds the cart emptied (400) or changed under it (409): never a second order.
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.map((r) => r.status).filter((s) => s !== 200)[0]).toBeOneOf([400, 409]);
    expect((await api<ApiOrder[]>('GET', '/api/order/order-list', { token: shopper.token })).body.data).toHaveLength(1);
    expect(await productStock(product._id)).toBe(8);
  });
});
