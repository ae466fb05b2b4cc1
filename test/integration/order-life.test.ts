import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { buildOrder } from '../../functions/core/order-record.js';
import type { AdminApiOrder, ApiOrder, OrderCounts } from '../../functions/core/order-api.js';
import { newId } from '../../functions/core/ids.js';
import { keys } from '../../functions/data/keys.js';
import { DEFAULT_SEED_STORE } from '../../local/seed/stores.js';
import {
  api,
  apiUrl,
  cartOf,
  createProduct,
  deliveryAddress,
  eventually,
  mailsTo,
  partition,
  postWebhook,
  productStock,
  setStock,
  shopperWithCart,
  signedStripeEvent,
  stripeAuth,
  table,
  tokenFor,
  type TestProduct,
} from './helpers.js';
import { cardCheckout, orderDetails, payOnStripePage, statusOf, type Shopper } from './orders-support.js';

const tableName = inject('stack').env.TABLE_NAME!;

const details = orderDetails;
const cancel = (token: string, _id: string, reason?: string) => api<ApiOrder>('POST', '/api/order/cancel', { token, body: { _id, reason } });
const step = async (_id: string, status: string, token?: string) =>
  api<ApiOrder>('PUT', '/api/order/update-status', { token: token ?? (await tokenFor('admin')), body: { _id, status } });
const adminList = async (body: Record<string, unknown>) =>
  api<AdminApiOrder[]>('POST', '/api/order/admin-list', { token: await tokenFor('admin'), body }) as Promise<{
    status: number;
    body: { data?: AdminApiOrder[]; nextCursor?: string | null; counts?: OrderCounts; message?: string };
  }>;

async function cashOrder(lines: { product: TestProduct; qty: number }[], shopper?: Shopper) {
  const buyer = shopper ?? (await shopperWithCart(lines.map((l) => ({ productId: l.product._id, qty: l.qty }))));
  const res = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: buyer.token, body: { addressId: buyer.addressId } });
  expect(res.status, res.body.message).toBe(200);
  return { shopper: buyer, order: res.body.data! };
}

const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);
const timeline = (order: ApiOrder) => order.timeline.map((e) => `${e.status} by ${e.by}`);

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

describe('card orders: awaiting payment, resumed, cancelled, refunded', () => {
  it('an abandoned checkout can be resumed (the same session) and cancelled: the session is expired and the stock comes back at once', async () => {
    const product = await createProduct({ stock: 10, price: 99, discount: 15 });
    const { shopper, sessionId, url, order } = await cardCheckout(product, 2);
    expect(await productStock(product._id)).toBe(8);
    const resumed = await api<{ id: string; url: string }>('POST', '/api/order/resume-payment', { token: shopper.token, body: { _id: order._id } });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toEqual({ id: sessionId, url });

    const res = await cancel(shopper.token, order._id);
    expect(res.status).toBe(200);
    expect(res.body.data!.status).toBe('cancelled');
    expect(await productStock(product._id)).toBe(10);
    const session = (await (await fetch(`${apiUrl}/v1/checkout/sessions/${sessionId}`, { headers: stripeAuth })).json()) as { status: string };
    expect(session.status).toBe('expired');
    // The expired page can no longer be paid: it sends the shopper back to /cancel.
    const pay = await fetch(`${apiUrl}/local-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.headers.get('location')).toMatch(/\/cancel$/);
    expect(await statusOf(shopper.token, order._id)).toBe('cancelled');

    const nothingToPay = await api('POST', '/api/order/resume-payment', { token: shopper.token, body: { _id: order._id } });
    expect(nothingToPay.status).toBe(409);
    expect(nothingToPay.body.message).toBe('This order is cancelled: there is nothing to pay');
  });

  it('ignores the expiry of a Checkout Session the order no longer uses', async () => {
    const product = await createProduct({ stock: 10, price: 50 });
    const { shopper, order } = await cardCheckout(product, 1);
    const eventId = `evt_old_session_${order._id}`;
    const stale = signedStripeEvent(
      'checkout.session.expired',
      { id: 'cs_test_replaced_earlier', object: 'checkout.session', payment_status: 'unpaid', metadata: { orderId: order._id, userId: shopper.userId } },
      eventId,
    );
    expect((await postWebhook(stale)).status).toBe(200);
    // Applied (remembered as seen) without changing the order.
    await eventually(async () => expect(await partition(`STRIPE_EVENT#${eventId}`)).toHaveLength(1));
    expect(await statusOf(shopper.token, order._id)).toBe('pending_payment');
    expect(await productStock(product._id)).toBe(9);
  });

  it('an admin cancels a paid card order: the stock comes back, Stripe refunds it, the order ends refunded and the shopper hears of both', async () => {
    const product = await createProduct({ stock: 10, price: 99, discount: 15 });
    const { shopper, sessionId, order } = await cardCheckout(product, 2);
    await payOnStripePage(shopper, sessionId, order._id);
    expect((await details(shopper.token, order._id)).body.data).toMatchObject({ paidAt: expect.any(String), payment_status: 'PAID' });

    const res = await cancel(await tokenFor('admin'), order._id, 'Out of delivery area');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order cancelled. The refund has started');
    expect(res.body.data!.status).toBe('refund_pending');
    expect(await productStock(product._id)).toBe(10);

    await eventually(async () => expect(await statusOf(shopper.token, order._id)).toBe('refunded'));
    const refunded = (await details(shopper.token, order._id)).body.data!;
    expect(timeline(refunded)).toEqual([
      'pending_payment by shopper',
      'placed by payment',
      'cancelled by admin',
      'refund_pending by admin',
      'refunded by payment',
    ]);
    expect(refunded.payment_status).toBe('REFUNDED');
    await eventually(async () =>
      expect(await subjects(shopper.email)).toEqual([
        `QuickBasket: order ${order.orderId} is confirmed`,
        `QuickBasket: order ${order.orderId} is cancelled`,
        `QuickBasket: ₹168 refunded for order ${order.orderId}`,
      ]),
    );
    expect((await mailsTo(shopper.email))[1]!.body.text).toContain('We are refunding ₹168 to your card');
    // The local Stripe shows the refund.
    expect(await (await fetch(`${apiUrl}/local-stripe`)).text()).toContain(order._id);
    const twice = await api('POST', '/api/order/refund', { token: await tokenFor('admin'), body: { _id: order._id } });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This order is refunded: it cannot be refunded now');
  });

  it('refund events count once each, in any order: a failure then a success, each delivered twice, ends refunded once', async () => {
    const product = await createProduct({ stock: 10, price: 60 });
    const { shopper, sessionId, order } = await cardCheckout(product, 1);
    await payOnStripePage(shopper, sessionId, order._id);
    const res = await cancel(shopper.token, order._id);
    expect(res.body.data!.status).toBe('refund_pending');

    const metadata = { orderId: order._id, userId: shopper.userId };
    const amount = Math.round(order.totalAmt * 100);
    const failed = signedStripeEvent('refund.failed', { object: 'refund', id: 're_test_x', status: 'failed', amount, metadata }, `evt_rf_${order._id}`);
    const succeeded = signedStripeEvent('refund.updated', { object: 'refund', id: 're_test_y', status: 'succeeded', amount, metadata }, `evt_rs_${order._id}`);
    const charge = signedStripeEvent('charge.refunded', { object: 'charge', id: 'ch_test', refunded: true, metadata }, `evt_cr_${order._id}`);
    for (const event of [failed, failed, succeeded, charge, succeeded, charge]) expect((await postWebhook(event)).status).toBe(200);

    await eventually(async () => {
      for (const id of ['rf', 'rs', 'cr']) expect(await partition(`STRIPE_EVENT#evt_${id}_${order._id}`)).toHaveLength(1);
      expect(await statusOf(shopper.token, order._id)).toBe('refunded');
    });
    const final = (await details(shopper.token, order._id)).body.data!;
    expect(final.timeline.filter((e) => e.status === 'refunded')).toHaveLength(1);
    expect(await productStock(product._id)).toBe(10);
  });

  it('an order paid after its stock was sold is refund_due; an admin refunds it through Stripe; a cash order has nothing to refund', async () => {
    const product = await createProduct({ stock: 1, price: 80 });
    const { shopper, sessionId, order } = await cardCheckout(product, 1);
    const metadata = { orderId: order._id, userId: shopper.userId };
    const expired = signedStripeEvent('checkout.session.expired', { id: sessionId, object: 'checkout.session', payment_status: 'unpaid', metadata }, `evt_x_${order._id}`);
    await postWebhook(expired);
    await eventually(async () => expect(await statusOf(shopper.token, order._id)).toBe('cancelled'));
    await cashOrder([{ product, qty: 1 }]);
    expect(await productStock(product._id)).toBe(0);

    // The session itself was still open at Stripe: the shopper pays after all.
    await payOnStripePage(shopper, sessionId, order._id, 'refund_due');
    const due = await adminList({ status: 'refund_due', limit: 50 });
    expect(due.body.data!.map((o) => o._id)).toContain(order._id);

    const refund = await api<ApiOrder>('POST', '/api/order/refund', { token: await tokenFor('admin'), body: { _id: order._id } });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ message: 'Refund started', data: { status: 'refund_pending' } });
    await eventually(async () => expect(await statusOf(shopper.token, order._id)).toBe('refunded'));
    expect(await productStock(product._id)).toBe(0);

    const cash = await cashOrder([{ product: await createProduct({ stock: 3, price: 10 }), qty: 1 }]);
    await cancel(cash.shopper.token, cash.order._id);
    const nothing = await api('POST', '/api/order/refund', { token: await tokenFor('admin'), body: { _id: cash.order._id } });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('This order cannot be refunded: it was not paid by card');
  });
});

describe('buy again', () => {
  it('puts the lines back into the cart: existing lines raised, capped by stock, gone products skipped', async () => {
    const [rice, oil, tea] = await Promise.all([
      createProduct({ stock: 10, price: 60 }),
      createProduct({ stock: 10, price: 150 }),
      createProduct({ stock: 10, price: 90 }),
    ]);
    const { shopper, order } = await cashOrder([
      { product: rice!, qty: 2 },
      { product: oil!, qty: 3 },
      { product: tea!, qty: 1 },
    ]);
    await setStock(oil!._id, 1);
    expect((await api('DELETE', '/api/product/delete-product', { token: await tokenFor('admin'), body: { _id: tea!._id } })).status).toBe(200);
    await api('POST', '/api/cart/create', { token: shopper.token, body: { productId: rice!._id } });

    const res = await api<{ added: unknown[]; skipped: unknown[] }>('POST', '/api/order/reorder', { token: shopper.token, body: { _id: order._id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('3 items added to your cart; 2 products could not be added in full');
    // Lines come in the order's order (which is the cart's: by product id).
    expect(res.body.data!.added).toHaveLength(2);
    expect(res.body.data!.added).toEqual(
      expect.arrayContaining([
        { productId: rice!._id, name: rice!.name, quantity: 3, added: 2, capped: false },
        { productId: oil!._id, name: oil!.name, quantity: 1, added: 1, capped: true },
      ]),
    );
    expect(res.body.data!.skipped).toEqual([{ productId: tea!._id, name: tea!.name, reason: 'unavailable' }]);
    const cart = await cartOf(shopper.token);
    expect(Object.fromEntries(cart.map((l) => [l._id, l.quantity]))).toEqual({ [rice!._id]: 3, [oil!._id]: 1 });

    const again = await api<{ skipped: { productId: string; reason: string }[] }>('POST', '/api/order/reorder', {
      token: shopper.token,
      body: { _id: order._id },
    });
    expect(Object.fromEntries(again.body.data!.skipped.map((s) => [s.productId, s.reason]))).toEqual({
      [oil!._id]: 'already_in_cart',
      [tea!._id]: 'unavailable',
    });
    expect((await cartOf(shopper.token)).find((l) => l._id === rice!._id)!.quantity).toBe(5);
  });
});

describe('cart lines short of stock are never stuck', () => {
  it('can be reduced (even while still above the stock) and removed, never raised; ordering says why until it fits', async () => {
    const product = await createProduct({ stock: 5, price: 45 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 4 }]);
    await setStock(product._id, 2);
    const blocked = await api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(`Only 2 of ${product.name} left in stock`);

    const qty = (n: number) => api('PUT', '/api/cart/update-qty', { token: shopper.token, body: { _id: product._id, qty: n } });
    expect((await qty(3)).status).toBe(200);
    const raise = await qty(4);
    expect(raise.status).toBe(409);
    expect(raise.body.message).toBe(`Only 2 of ${product.name} left in stock`);
    expect((await qty(2)).status).toBe(200);
    expect((await api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } })).status).toBe(200);

    const soldOut = await createProduct({ stock: 3, price: 45 });
    const other = await shopperWithCart([{ productId: soldOut._id, qty: 2 }]);
    await setStock(soldOut._id, 0);
    const setOther = (n: number) => api('PUT', '/api/cart/update-qty', { token: other.token, body: { _id: soldOut._id, qty: n } });
    expect((await setOther(1)).status).toBe(200);
    expect((await setOther(2)).body.message).toBe(`${soldOut.name} is out of stock`);
    expect((await api('DELETE', '/api/cart/delete-cart-item', { token: other.token, body: { _id: soldOut._id } })).status).toBe(200);
    expect(await cartOf(other.token)).toEqual([]);
  });
});

describe("the admin's order list", () => {
  it('lists every shopper’s orders newest first with the shopper, filters by status, pages with a cursor and counts per status', async () => {
    const before = (await adminList({ limit: 1 })).body.counts!;
    const product = await createProduct({ stock: 20, price: 35 });
    const placed: Awaited<ReturnType<typeof cashOrder>>[] = [];
    for (let i = 0; i < 3; i++) placed.push(await cashOrder([{ product, qty: 1 }]));
    await step(placed[0]!.order._id, 'packed');

    const first = await eventually(async () => {
      const page = await adminList({ limit: 2 });
      expect(page.body.data!.map((o) => o._id)).toEqual([placed[2]!.order._id, placed[1]!.order._id]);
      return page;
    });
    expect(first.body.data![0]!.shopper).toMatchObject({ email: placed[2]!.shopper.email, name: 'Test Shopper', mobile: '9876501234' });
    expect(first.body.counts).toMatchObject({ all: before.all + 3, placed: before.placed + 2, packed: before.packed + 1 });
    const second = await adminList({ limit: 2, cursor: first.body.nextCursor });
    expect(second.body.data![0]!._id).toBe(placed[0]!.order._id);

    const packed = await eventually(async () => {
      const page = await adminList({ status: 'packed', limit: 50 });
      expect(page.body.data![0]!._id).toBe(placed[0]!.order._id);
      return page;
    });
    expect(packed.body.data!.every((o) => o.status === 'packed')).toBe(true);

    const wrongList = await adminList({ status: 'placed', cursor: first.body.nextCursor });
    expect(wrongList.status).toBe(400);
    expect(wrongList.body.message).toBe('cursor: is not one this list gave out; start again from the first page');
    expect((await adminList({ cursor: 'not-a-cursor' })).status).toBe(400);
    expect((await adminList({ limit: 51 })).body.message).toBe('Page size must be at most 50');
    expect((await adminList({ status: 'shipped' })).status).toBe(400);
    const asShopper = await api('POST', '/api/order/admin-list', { token: placed[0]!.shopper.token, body: {} });
    expect(asShopper.status).toBe(403);
  });
});

describe('orders from before the order life', () => {
  it('get their index keys, their count and (paid card orders) paidAt from the backfill, once', async () => {
    const shopper = await shopperWithCart([]);
    const legacy = buildOrder({
      id: newId(),
      userId: shopper.userId,
      paymentMethod: 'card',
      cart: [{ _id: 'p1', productId: 'p1', quantity: 1 }],
      products: new Map([['p1', { _id: 'p1', name: 'Old Order Tea', image: [], unit: '100 g', pricePaise: 5000, discount: 0 }]]),
      address: { _id: shopper.addressId, address_line: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876501234' },
      now: new Date(),
    });
    // As the earlier version stored it: no timeline, no index keys, placed when Stripe said paid.
    const { timeline: _none, ...stored } = { ...legacy, status: 'placed' as const, stripeSessionId: 'cs_legacy' };
    await table.send(new PutCommand({ TableName: tableName, Item: { ...keys.order(shopper.userId, legacy._id), type: 'order', ...stored } }));
    await table.send(new DeleteCommand({ TableName: tableName, Key: keys.migration('order-indexes') }));
    const before = (await adminList({ limit: 1 })).body.counts!;

    const { backfillOrderIndexes } = await import('../../functions/data/migrations/order-indexes.js');
    expect((await backfillOrderIndexes()).migrated).toBe(1);
    expect(await backfillOrderIndexes()).toEqual({ migrated: 0, skipped: true });
    await table.send(new DeleteCommand({ TableName: tableName, Key: keys.migration('order-indexes') }));
    expect(await backfillOrderIndexes()).toEqual({ migrated: 0, skipped: false });

    const item = (await table.send(new GetCommand({ TableName: tableName, Key: keys.order(shopper.userId, legacy._id) }))).Item!;
    expect(item).toMatchObject({ gsi1pk: 'ORDERS', gsi1sk: legacy._id, gsi2pk: 'ORDERS#placed', paidAt: legacy.updatedAt });
    expect((await adminList({ limit: 1 })).body.counts).toMatchObject({ all: before.all + 1, placed: before.placed + 1 });
    await eventually(async () => expect((await adminList({ status: 'placed', limit: 50 })).body.data!.map((o) => o._id)).toContain(legacy._id));
    // An admin can act on it like on any order.
    expect((await step(legacy._id, 'packed')).status).toBe(200);
  });
});
