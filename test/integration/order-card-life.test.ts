/**
 * Card orders over HTTP: awaiting payment, resumed, cancelled, refunded (order-life.test.ts has the
 * rest of an order's life).
 */
import { describe, expect, it } from 'vitest';
import type { ApiOrder } from '../../functions/core/order-api.js';
import {
  api,
  apiUrl,
  createProduct,
  eventually,
  mailsTo,
  partition,
  postWebhook,
  productStock,
  signedStripeEvent,
  stripeAuth,
  tokenFor,
} from './helpers.js';
import {
  adminList,
  cancel,
  cardCheckout,
  cashOrder,
  orderDetails as details,
  payOnStripePage,
  statusOf,
  subjects,
  timeline,
} from './orders-support.js';

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
