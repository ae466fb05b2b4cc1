/**
 * Money at the edges (issue "money and data at the edges", items 1, 2, 3 and 11): refunds follow
 * amounts, a payment event applies only to what was sold, two "Pay now" at once leave one usable
 * session, and a cash order on the cart of an abandoned card checkout leaves exactly one order.
 */
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { keys } from '../../functions/data/keys.js';
import {
  api,
  apiUrl,
  createProduct,
  eventually,
  mailsTo,
  partition,
  postWebhook,
  productStock,
  shopperWithCart,
  signedStripeEvent,
  table,
  tokenFor,
} from './helpers.js';
import { cardCheckout, localStripe, orderDetails, payOnStripePage, type Shopper } from './orders-support.js';

const stack = inject('stack');
const orderOf = async (shopper: Shopper, _id: string) => (await orderDetails(shopper.token, _id)).body.data!;
const paise = (rupees: number) => Math.round(rupees * 100);

/** How many Stripe events naming this order were handled (a test-only Scan: the table is the test stack's). */
async function stripeEventsOf(orderId: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new ScanCommand({
        TableName: stack.env.TABLE_NAME,
        FilterExpression: '#type = :type AND orderId = :order',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':type': 'stripe-event', ':order': orderId },
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** A card order that was paid after its stock went to someone else: money taken, nothing to ship (refund_due). */
async function refundDueOrder() {
  const product = await createProduct({ stock: 1, price: 80 });
  const { shopper, sessionId, order } = await cardCheckout(product, 1);
  const metadata = { orderId: order._id, userId: shopper.userId };
  await postWebhook(signedStripeEvent('checkout.session.expired', { id: sessionId, object: 'checkout.session', payment_status: 'unpaid', metadata }, `evt_x_${order._id}`));
  await eventually(async () => expect((await orderOf(shopper, order._id)).status).toBe('cancelled'));
  const other = await shopperWithCart([{ productId: product._id, qty: 1 }]);
  expect((await api('POST', '/api/order/cash-on-delivery', { token: other.token, body: { addressId: other.addressId } })).status).toBe(200);
  await payOnStripePage(shopper, sessionId, order._id, 'refund_due');
  const session = await localStripe<{ payment_intent: string }>(`/v1/checkout/sessions/${sessionId}`);
  return { shopper, order, paymentIntent: session.payment_intent };
}

describe('partial refunds: refund state follows amounts', () => {
  it('a refund of part of the amount made in Stripe leaves the order partly refunded; the admin refunds the rest; mails state each amount', async () => {
    const { shopper, order, paymentIntent } = await refundDueOrder();
    expect(order.totalAmt).toBe(80);

    // In Stripe's dashboard: ₹30 back, with no metadata (the webhook finds the order through the PaymentIntent).
    await localStripe('/v1/refunds', { method: 'POST', form: { payment_intent: paymentIntent, amount: '3000' } });
    await eventually(async () => expect((await orderOf(shopper, order._id)).status).toBe('partly_refunded'));
    const partly = await orderOf(shopper, order._id);
    expect(partly).toMatchObject({ refundedAmt: 30, refundableAmt: 50, payment_status: 'PARTLY REFUNDED' });
    expect(partly.refunds).toEqual([{ id: expect.any(String), amount: 30, status: 'succeeded', at: expect.any(String) }]);

    // The same refund again in another event (Stripe repeats states across events) counts once.
    const again = signedStripeEvent('refund.updated', { object: 'refund', id: partly.refunds[0]!.id, status: 'succeeded', amount: 3000, metadata: { orderId: order._id, userId: shopper.userId } }, `evt_again_${order._id}`);
    expect((await postWebhook(again)).status).toBe(200);
    await eventually(async () => expect(await partition(`STRIPE_EVENT#evt_again_${order._id}`)).toHaveLength(1));
    expect((await orderOf(shopper, order._id)).refundedAmt).toBe(30);

    const rest = await api<ApiOrder>('POST', '/api/order/refund', { token: await tokenFor('admin'), body: { _id: order._id } });
    expect(rest.status, rest.body.message).toBe(200);
    expect(rest.body.data!.status).toBe('refund_pending');
    await eventually(async () => expect((await orderOf(shopper, order._id)).status).toBe('refunded'));
    const refunded = await orderOf(shopper, order._id);
    expect(refunded).toMatchObject({ refundedAmt: 80, refundableAmt: 0, payment_status: 'REFUNDED' });
    expect(refunded.refunds.map((r) => [r.amount, r.status])).toEqual([
      [30, 'succeeded'],
      [50, 'succeeded'],
    ]);
    expect(refunded.timeline.map((e) => e.status)).toEqual(['pending_payment', 'cancelled', 'refund_due', 'partly_refunded', 'refund_pending', 'refunded']);

    await eventually(async () => {
      const subjects = (await mailsTo(shopper.email)).map((m) => m.subject).filter((s) => s.includes('refunded'));
      expect(subjects).toEqual([`QuickBasket: ₹30 refunded for order ${order.orderId}`, `QuickBasket: ₹50 refunded for order ${order.orderId}`]);
    });
    const twice = await api('POST', '/api/order/refund', { token: await tokenFor('admin'), body: { _id: order._id } });
    expect(twice.status).toBe(409);
  });
});

describe('a payment event must match what was sold', () => {
  const completed = (sessionId: string, order: ApiOrder, userId: string, eventId: string, charged: { amount_total?: number; currency?: string } = {}) =>
    signedStripeEvent(
      'checkout.session.completed',
      {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${eventId}`,
        amount_total: charged.amount_total ?? paise(order.totalAmt),
        currency: charged.currency ?? 'inr',
        metadata: { orderId: order._id, userId },
      },
      eventId,
    );

  /** Posts the event and waits until it has been handled (its id remembered), then returns the order. */
  async function deliver(event: ReturnType<typeof completed>, eventId: string, shopper: Shopper, orderId: string) {
    expect((await postWebhook(event)).status).toBe(200);
    await eventually(async () => expect(await partition(`STRIPE_EVENT#${eventId}`)).toHaveLength(1));
    return orderOf(shopper, orderId);
  }

  it('a "paid" event naming a cash on delivery order, placed or cancelled, changes nothing and takes no stock', async () => {
    const product = await createProduct({ stock: 5, price: 40 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 2 }]);
    const cod = (await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } })).body.data!;
    expect(await productStock(product._id)).toBe(3);

    const placed = await deliver(completed('cs_forged_1', cod, shopper.userId, `evt_cod_${cod._id}`), `evt_cod_${cod._id}`, shopper, cod._id);
    expect(placed).toMatchObject({ status: 'placed', paidAt: null, payment_status: 'CASH ON DELIVERY' });

    expect((await api('POST', '/api/order/cancel', { token: shopper.token, body: { _id: cod._id } })).status).toBe(200);
    expect(await productStock(product._id)).toBe(5);
    const cancelled = await deliver(completed('cs_forged_2', cod, shopper.userId, `evt_cod2_${cod._id}`), `evt_cod2_${cod._id}`, shopper, cod._id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.map((e) => e.status)).toEqual(['placed', 'cancelled']);
    expect(await productStock(product._id)).toBe(5);
  });

  it('a card order ignores a payment of another session, another amount or another currency, and is placed by its own', async () => {
    const product = await createProduct({ stock: 5, price: 99, discount: 15 });
    const { shopper, sessionId, order } = await cardCheckout(product, 2);
    expect(await productStock(product._id)).toBe(3);
    for (const [name, session, charged] of [
      ['other-session', 'cs_test_someone_elses', {}],
      ['one-paisa', sessionId, { amount_total: 1 }],
      ['dollars', sessionId, { currency: 'usd' }],
    ] as const) {
      const eventId = `evt_${name}_${order._id}`;
      const after = await deliver(completed(session, order, shopper.userId, eventId, charged), eventId, shopper, order._id);
      expect(after.status, name).toBe('pending_payment');
    }
    expect(await productStock(product._id)).toBe(3);

    await payOnStripePage(shopper, sessionId, order._id, 'placed');
    expect(await productStock(product._id)).toBe(3);
  });
});

describe('"Pay now" twice at once', () => {
  it('on an order whose session expired unnoticed: both callers get the same open session, and the order stays payable', async () => {
    const product = await createProduct({ stock: 5, price: 60 });
    const { shopper, sessionId, order } = await cardCheckout(product, 1);
    // The session expires at Stripe while its expiry event is not applied (the order looks at another session meanwhile).
    const orderKey = keys.order(shopper.userId, order._id);
    const setSession = (id: string) =>
      table.send(new UpdateCommand({ TableName: stack.env.TABLE_NAME, Key: orderKey, UpdateExpression: 'SET stripeSessionId = :id', ExpressionAttributeValues: { ':id': id } }));
    await setSession('cs_test_elsewhere');
    await localStripe(`/v1/checkout/sessions/${sessionId}/expire`, { method: 'POST' });
    // Its expiry event is handled (remembered, nothing changed) before the order looks at the session again.
    await eventually(async () => expect(await stripeEventsOf(order._id)).toBe(1));
    expect((await orderOf(shopper, order._id)).status).toBe('pending_payment');
    await setSession(sessionId);

    const resume = () => api<{ id: string; url: string }>('POST', '/api/order/resume-payment', { token: shopper.token, body: { _id: order._id } });
    const [first, second] = await Promise.all([resume(), resume()]);
    expect([first.status, second.status], `${first.body.message} / ${second.body.message}`).toEqual([200, 200]);
    expect(first.body.data!.id).toBe(second.body.data!.id);
    const now = first.body.data!.id;
    expect(now).not.toBe(sessionId);
    expect((await localStripe<{ status: string }>(`/v1/checkout/sessions/${now}`)).status).toBe('open');
    expect(await orderOf(shopper, order._id)).toMatchObject({ status: 'pending_payment' });

    // The shopper pays on the page both were sent to.
    await payOnStripePage(shopper, now, order._id, 'placed');
    expect(await productStock(product._id)).toBe(4);
  });
});

describe('one open order per checkout, whatever the payment', () => {
  it('Online Payment, Back, then Cash on Delivery on the same cart: one order (cash), the card session expired, the stock held once', async () => {
    const product = await createProduct({ stock: 10, price: 45 });
    const { shopper, sessionId, order: card } = await cardCheckout(product, 3);
    expect(await productStock(product._id)).toBe(7);

    const cod = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } });
    expect(cod.status, cod.body.message).toBe(200);
    expect(await productStock(product._id)).toBe(7);
    expect((await localStripe<{ status: string }>(`/v1/checkout/sessions/${sessionId}`)).status).toBe('expired');

    const list = (await api<ApiOrder[]>('GET', '/api/order/order-list', { token: shopper.token })).body.data!;
    const open = list.filter((o) => o.status !== 'cancelled');
    expect(open.map((o) => [o._id, o.paymentMethod, o.status])).toEqual([[cod.body.data!._id, 'cod', 'placed']]);
    expect((await orderOf(shopper, card._id)).status).toBe('cancelled');
    expect((await api('POST', '/api/order/resume-payment', { token: shopper.token, body: { _id: card._id } })).status).toBe(409);

    // The old page can no longer be paid; its expiry event, when it lands, changes nothing more.
    const pay = await fetch(`${apiUrl}/local-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.headers.get('location')).toMatch(/\/cancel$/);
    expect(await productStock(product._id)).toBe(7);
  });
});
