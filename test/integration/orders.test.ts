import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { totals } from '../../functions/core/pricing.js';
import { api, apiUrl, createProduct, eventsHandled, eventually, partition, postWebhook, productStock, shopperWithCart, signedStripeEvent, stripeAuth } from './helpers.js';

interface Order {
  _id: string;
  orderId: string;
  status: string;
  payment_status: string;
  subTotalAmt: number;
  totalAmt: number;
  savings: number;
  totalQuantity: number;
  product_details: { name: string; image: string[] };
  items: { productId: string; quantity: number; unitPrice: number; lineTotal: number }[];
}

const stack = inject('stack');
async function orders(token: string): Promise<Order[]> {
  return (await api<Order[]>('GET', '/api/order/order-list', { token })).body.data!;
}

async function cartSize(token: string): Promise<number> {
  return ((await api<unknown[]>('GET', '/api/cart/get', { token })).body.data ?? []).length;
}

/** A Checkout Session event for the webhook, signed as Stripe signs it (with what the session charges, as Stripe's carry). */
function signedEvent(type: string, session: { id: string; orderId: string; userId: string; paid: boolean; amountPaise: number }, eventId: string) {
  const object = {
    id: session.id,
    object: 'checkout.session',
    payment_status: session.paid ? 'paid' : 'unpaid',
    amount_total: session.amountPaise,
    currency: 'inr',
    metadata: { orderId: session.orderId, userId: session.userId },
  };
  return signedStripeEvent(type, object, eventId);
}

async function startCardCheckout(qty = 2, stock = 10) {
  const product = await createProduct({ stock, price: 99, discount: 15 });
  const shopper = await shopperWithCart([{ productId: product._id, qty }]);
  const res = await api<{ id: string; url: string; order: Order }>('POST', '/api/order/checkout', {
    token: shopper.token,
    body: { addressId: shopper.addressId, list_items: [], subTotalAmt: 1, totalAmt: 1 },
  });
  expect(res.status).toBe(200);
  const { id, url, order } = res.body.data!;
  return { product, shopper, sessionId: id, url, order, session: { id, orderId: order._id, userId: shopper.userId, paid: true, amountPaise: Math.round(order.totalAmt * 100) } };
}

describe('cash on delivery', () => {
  it('prices on the server whatever the client sends, takes stock, clears the cart, lists the order', async () => {
    const rice = await createProduct({ stock: 10, price: 99, discount: 15 });
    const oil = await createProduct({ stock: 4, price: 52.5 });
    const shopper = await shopperWithCart([
      { productId: rice._id, qty: 2 },
      { productId: oil._id, qty: 1 },
    ]);
    const res = await api<Order>('POST', '/api/order/cash-on-delivery', {
      token: shopper.token,
      body: { addressId: shopper.addressId, list_items: [{ productId: rice._id, price: 1 }], subTotalAmt: 1, totalAmt: 1 },
    });
    expect(res.status).toBe(200);
    const expected = totals([
      { pricePaise: 9900, discount: 15, quantity: 2 },
      { pricePaise: 5250, discount: 0, quantity: 1 },
    ]);
    expect(res.body.data).toMatchObject({
      status: 'placed',
      payment_status: 'CASH ON DELIVERY',
      subTotalAmt: expected.itemsTotalPaise / 100,
      totalAmt: expected.grandTotalPaise / 100,
      savings: expected.savingsPaise / 100,
      totalQuantity: 3,
      product_details: { name: rice.name, image: ['/media/product/test-rice.webp'] },
    });
    expect(res.body.data!.totalAmt).toBe(220.5); // 2 × ₹84 + ₹52.50
    expect(await productStock(rice._id)).toBe(8);
    expect(await productStock(oil._id)).toBe(3);
    expect(await cartSize(shopper.token)).toBe(0);
    expect((await orders(shopper.token)).map((o) => o._id)).toEqual([res.body.data!._id]);
  });

  it('refuses an empty cart, another shopper’s address, and a product sold out meanwhile, writing nothing', async () => {
    const product = await createProduct({ stock: 1, price: 30 });
    const buyer = await shopperWithCart([{ productId: product._id, qty: 1 }]);
    const other = await shopperWithCart([{ productId: product._id, qty: 1 }]);

    const foreignAddress = await api('POST', '/api/order/cash-on-delivery', { token: buyer.token, body: { addressId: other.addressId } });
    expect(foreignAddress.status).toBe(400);
    expect(foreignAddress.body.message).toBe('Please choose a delivery address');

    expect((await api('POST', '/api/order/cash-on-delivery', { token: buyer.token, body: { addressId: buyer.addressId } })).status).toBe(200);
    const soldOut = await api('POST', '/api/order/cash-on-delivery', { token: other.token, body: { addressId: other.addressId } });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe(`${product.name} is out of stock`);
    expect(await orders(other.token)).toEqual([]);
    expect(await cartSize(other.token)).toBe(1);

    const empty = await api('POST', '/api/order/cash-on-delivery', { token: buyer.token, body: { addressId: buyer.addressId } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty');
    expect(await productStock(product._id)).toBe(0);
  });

  it('never oversells: 50 concurrent orders for a stock of 10 give exactly 10 orders', async () => {
    const product = await createProduct({ stock: 10, price: 40 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWithCart([{ productId: product._id, qty: 1 }])));
    const results = await Promise.all(
      shoppers.map((s) => api('POST', '/api/order/cash-on-delivery', { token: s.token, body: { addressId: s.addressId } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await productStock(product._id)).toBe(0);

    // Winners have one order and an empty cart; losers no order and their cart intact.
    const outcomes = await Promise.all(shoppers.map(async (s) => ({ orders: (await orders(s.token)).length, cart: await cartSize(s.token) })));
    expect(outcomes.filter((o) => o.orders === 1 && o.cart === 0)).toHaveLength(10);
    expect(outcomes.filter((o) => o.orders === 0 && o.cart === 1)).toHaveLength(40);
  });
});

describe('card payment through Stripe Checkout and EventBridge', () => {
  it('sends Stripe the server-computed lines, reserves stock, and places the order when paid', async () => {
    const { product, shopper, sessionId, url, order } = await startCardCheckout(2, 10);
    expect(order.status).toBe('pending_payment');
    expect(url).toBe(`${apiUrl}/local-checkout/${sessionId}`);
    expect(await productStock(product._id)).toBe(8);
    expect(await cartSize(shopper.token)).toBe(1);

    // What the Stripe client sent, as the Stripe stand-in recorded it.
    const lineItems = (await (await fetch(`${apiUrl}/v1/checkout/sessions/${sessionId}/line_items`, { headers: stripeAuth })).json()) as {
      data: { description: string; quantity: number; unit_amount: number; currency: string }[];
    };
    expect(lineItems.data).toEqual([{ description: `${product.name} (1 kg)`, quantity: 2, unit_amount: 8400, currency: 'inr' }]);

    const pay = await fetch(`${apiUrl}/local-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${stack.env.SITE_URL}/success?session_id=${sessionId}`);
    await eventually(async () => expect((await orders(shopper.token))[0]).toMatchObject({ status: 'placed', payment_status: 'PAID' }));
    expect(await cartSize(shopper.token)).toBe(0);
    expect(await productStock(product._id)).toBe(8);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { shopper, session } = await startCardCheckout();
    const event = signedEvent('checkout.session.completed', session, 'evt_bad_signature');
    const tampered = { payload: event.payload.replace('"paid"', '"paid" '), signature: event.signature };
    expect((await postWebhook(tampered)).status).toBe(400);
    expect((await postWebhook({ payload: event.payload, signature: 't=1,v1=deadbeef' })).status).toBe(400);
    expect((await postWebhook({ payload: event.payload, signature: '' })).status).toBe(400);
    await eventsHandled();
    expect((await orders(shopper.token))[0]!.status).toBe('pending_payment');
    expect(await partition('STRIPE_EVENT#evt_bad_signature')).toEqual([]);
  });

  it('applies the same event delivered 5 times once', async () => {
    const { product, shopper, session } = await startCardCheckout(3, 10);
    const event = signedEvent('checkout.session.completed', session, `evt_dup_${session.orderId}`);
    for (let i = 0; i < 5; i++) expect((await postWebhook(event)).status).toBe(200);
    await eventually(async () => expect((await orders(shopper.token))[0]!.status).toBe('placed'));
    await eventsHandled();
    expect(await partition(`STRIPE_EVENT#evt_dup_${session.orderId}`)).toHaveLength(1);
    expect(await productStock(product._id)).toBe(7);
    expect(await orders(shopper.token)).toHaveLength(1);
  });

  it('releases the stock of an expired session', async () => {
    const { product, shopper, session } = await startCardCheckout(4, 10);
    expect(await productStock(product._id)).toBe(6);
    expect((await postWebhook(signedEvent('checkout.session.expired', { ...session, paid: false }, `evt_exp_${session.orderId}`))).status).toBe(200);
    await eventually(async () => expect((await orders(shopper.token))[0]!.status).toBe('cancelled'));
    expect(await productStock(product._id)).toBe(10);
    expect(await cartSize(shopper.token)).toBe(1);
  });

  it('ends placed whether completed comes before or after expired (payment wins)', async () => {
    const late = await startCardCheckout(2, 10);
    await postWebhook(signedEvent('checkout.session.expired', { ...late.session, paid: false }, `evt_e1_${late.session.orderId}`));
    await eventually(async () => expect((await orders(late.shopper.token))[0]!.status).toBe('cancelled'));
    await postWebhook(signedEvent('checkout.session.completed', late.session, `evt_c1_${late.session.orderId}`));
    await eventually(async () => expect((await orders(late.shopper.token))[0]!.status).toBe('placed'));
    expect(await productStock(late.product._id)).toBe(8);

    const early = await startCardCheckout(2, 10);
    await postWebhook(signedEvent('checkout.session.completed', early.session, `evt_c2_${early.session.orderId}`));
    await eventually(async () => expect((await orders(early.shopper.token))[0]!.status).toBe('placed'));
    await postWebhook(signedEvent('checkout.session.expired', { ...early.session, paid: false }, `evt_e2_${early.session.orderId}`));
    await eventsHandled();
    expect((await orders(early.shopper.token))[0]!.status).toBe('placed');
    expect(await productStock(early.product._id)).toBe(8);
  });

  it('cancels through the local checkout page and sends the shopper to /cancel', async () => {
    const { product, shopper, sessionId } = await startCardCheckout(1, 5);
    const page = await fetch(`${apiUrl}/local-checkout/${sessionId}`);
    expect(await page.text()).toContain('Pay ₹84');
    const cancel = await fetch(`${apiUrl}/local-checkout/${sessionId}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe(`${stack.env.SITE_URL}/cancel`);
    await eventually(async () => expect((await orders(shopper.token))[0]!.status).toBe('cancelled'));
    expect(await productStock(product._id)).toBe(5);
  });
});
