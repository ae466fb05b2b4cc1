/**
 * The local stand-ins that play AWS and Stripe APIs ask for the stack's credentials as those do
 *: the local EventBridge checks the SigV4 signature of a PutEvents with the stack's AWS
 * key, the local Stripe API the stack's secret key. Without them, no forged "paid" event and no
 * 1-paisa Checkout Session for someone else's order; the hosted checkout page stays open, as
 * Stripe's is (its session id is the capability).
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { EVENT_SOURCE } from '../../events/checkout.js';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { api, apiUrl, createProduct, shopperWithCart } from './helpers.js';
import { putEvents } from './put-events.js';

const env = inject('stack').env;
const endpoint = env.AWS_ENDPOINT_URL_EVENTBRIDGE!;
const stackCredentials = { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! };

/** A card order awaiting payment, and its Checkout Session. */
async function pendingCardOrder() {
  const product = await createProduct({ stock: 5, price: 120 });
  const shopper = await shopperWithCart([{ productId: product._id, qty: 1 }]);
  const res = await api<{ id: string; order: ApiOrder }>('POST', '/api/order/checkout', { token: shopper.token, body: { addressId: shopper.addressId } });
  expect(res.status, res.body.message).toBe(200);
  return { shopper, sessionId: res.body.data!.id, order: res.body.data!.order };
}

const statusOf = async (token: string, _id: string) => (await api<ApiOrder>('POST', '/api/order/details', { token, body: { _id } })).body.data!.status;

describe('the local EventBridge', () => {
  it('refuses a PutEvents that is unsigned, signed with another key or secret, or changed after signing; the stack\'s SDK client gets in', async () => {
    const { shopper, sessionId, order } = await pendingCardOrder();
    const forged = JSON.stringify({
      Entries: [
        {
          Source: EVENT_SOURCE,
          DetailType: 'checkout.session.completed',
          Detail: JSON.stringify({
            eventId: `evt_forged_${order._id}`,
            type: 'checkout.session.completed',
            created: 1,
            session: { id: sessionId, payment_status: 'paid', metadata: { orderId: order._id, userId: shopper.userId } },
          }),
        },
      ],
    });
    const harmless = JSON.stringify({ Entries: [{ Source: 'quickbasket.test', DetailType: 'nothing', Detail: '{}' }] });

    const attempts = {
      unsigned: await putEvents(endpoint, forged),
      'another access key': await putEvents(endpoint, forged, { credentials: { accessKeyId: 'AKIAOTHERKEY', secretAccessKey: stackCredentials.secretAccessKey } }),
      'a wrong secret': await putEvents(endpoint, forged, { credentials: { ...stackCredentials, secretAccessKey: 'not-the-secret' } }),
      'another region': await putEvents(endpoint, forged, { credentials: stackCredentials, region: 'eu-west-1' }),
      'a body changed after signing': await putEvents(endpoint, harmless, { credentials: stackCredentials, sentBody: forged }),
    };
    const answers = Object.fromEntries(
      await Promise.all(Object.entries(attempts).map(async ([label, res]) => [label, { status: res.status, type: ((await res.json()) as { __type?: string }).__type }])),
    );
    expect(answers).toEqual({
      unsigned: { status: 400, type: 'MissingAuthenticationTokenException' },
      'another access key': { status: 400, type: 'UnrecognizedClientException' },
      'a wrong secret': { status: 400, type: 'InvalidSignatureException' },
      'another region': { status: 400, type: 'InvalidSignatureException' },
      'a body changed after signing': { status: 400, type: 'InvalidSignatureException' },
    });
    expect(await statusOf(shopper.token, order._id)).toBe('pending_payment');

    // The stack's own credentials, signed by hand or by the SDK client the handlers use, are accepted.
    const signed = await putEvents(endpoint, harmless, { credentials: stackCredentials });
    expect(signed.status).toBe(200);
    const sdk = new EventBridgeClient({ endpoint, region: env.AWS_REGION, credentials: stackCredentials });
    const result = await sdk.send(new PutEventsCommand({ Entries: [{ Source: 'quickbasket.test', DetailType: 'nothing', Detail: '{}' }] }));
    expect(result.FailedEntryCount).toBe(0);
    const wrong = new EventBridgeClient({ endpoint, region: env.AWS_REGION, credentials: { ...stackCredentials, secretAccessKey: 'nope' } });
    await expect(wrong.send(new PutEventsCommand({ Entries: [{ Source: 'quickbasket.test', DetailType: 'nothing', Detail: '{}' }] }))).rejects.toMatchObject({
      name: 'InvalidSignatureException',
    });
  });
});

describe('the local Stripe API', () => {
  const stripeAt = (key: string) => {
    const { hostname, port } = new URL(env.STRIPE_API_URL!);
    return new Stripe(key, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
  };

  it('answers 401 as Stripe does to a call without the stack\'s secret key: no 1-paisa session for someone else\'s order', async () => {
    const { shopper, sessionId, order } = await pendingCardOrder();
    const onePaisa = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '1',
      'line_items[0][price_data][product_data][name]': 'Anything',
      'metadata[orderId]': order._id,
      'metadata[userId]': shopper.userId,
      success_url: `${apiUrl}/success`,
      cancel_url: `${apiUrl}/cancel`,
    }).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    const calls: [string, string, Record<string, string>, string?][] = [
      ['no key', 'POST /v1/checkout/sessions', form, onePaisa],
      ['a made-up key', 'POST /v1/checkout/sessions', { ...form, authorization: 'Bearer sk_test_madeup1234' }, onePaisa],
      ['no key', `GET /v1/checkout/sessions/${sessionId}`, {}],
      ['no key', `GET /v1/checkout/sessions/${sessionId}/line_items`, {}],
      ['no key', `POST /v1/checkout/sessions/${sessionId}/expire`, form, ''],
      ['no key', 'POST /v1/refunds', form, 'payment_intent=pi_anything'],
      ['no key', 'GET /v1/refunds/re_anything', {}],
    ];
    for (const [label, call, headers, body] of calls) {
      const [method, path] = call.split(' ') as [string, string];
      const res = await fetch(`${apiUrl}${path}`, { method, headers, body });
      expect(res.status, `${call} with ${label}`).toBe(401);
      const answer = (await res.json()) as { error: { type: string; message: string } };
      expect(answer.error.type, call).toBe('invalid_request_error');
      expect(answer.error.message, call).toMatch(label === 'no key' ? /^You did not provide an API key\./ : /^Invalid API Key provided: sk_test_\*+1234$/);
    }
    // The stripe client reads that answer as Stripe's own.
    await expect(stripeAt('sk_test_madeup1234').checkout.sessions.retrieve(sessionId)).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });

    // With the stack's key the session is there, untouched, at the order's amount; its page needs no key.
    const session = await stripeAt(env.STRIPE_SECRET_KEY!).checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({ status: 'open', amount_total: Math.round(order.totalAmt * 100) });
    expect((await fetch(`${apiUrl}/local-checkout/${sessionId}`)).status).toBe(200);
    expect(await statusOf(shopper.token, order._id)).toBe('pending_payment');
  });
});
