import { expect } from 'vitest';
import type { AdminApiOrder, ApiOrder, OrderCounts } from '../../functions/core/order-api.js';
import { api, apiUrl, eventually, mailsTo, shopperWithCart, stripeAuth, tokenFor, type TestProduct } from './helpers.js';

/** Order steps the order suites share: a card checkout, paying it on the local Stripe page, reading it back. */
export type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;

export const orderDetails = (token: string, _id: string) =>
  api<ApiOrder & Partial<AdminApiOrder>>('POST', '/api/order/details', { token, body: { _id } });
export const statusOf = async (token: string, _id: string) => (await orderDetails(token, _id)).body.data!.status;

/** A card checkout of `qty` of one product, by a new shopper (or the one given, whose cart holds it). */
export async function cardCheckout(product: TestProduct, qty: number, shopper?: Shopper) {
  const buyer = shopper ?? (await shopperWithCart([{ productId: product._id, qty }]));
  const res = await api<{ id: string; url: string; order: ApiOrder }>('POST', '/api/order/checkout', {
    token: buyer.token,
    body: { addressId: buyer.addressId },
  });
  expect(res.status, res.body.message).toBe(200);
  return { shopper: buyer, sessionId: res.body.data!.id, url: res.body.data!.url, order: res.body.data!.order };
}

/** Pays on the local Stripe page, as the shopper would, and waits for the webhook to move the order to `until`. */
export async function payOnStripePage(shopper: Shopper, sessionId: string, orderId: string, until: string = 'placed') {
  const pay = await fetch(`${apiUrl}/local-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  expect(pay.status).toBe(303);
  await eventually(async () => expect(await statusOf(shopper.token, orderId)).toBe(until));
}

/** The local Stripe's API, called as the store's own Stripe client calls it (with the stack's secret key). */
export async function localStripe<T>(path: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...stripeAuth, ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A refund made in Stripe's dashboard (no metadata: the webhook finds the order by its payment). */
export async function dashboardRefund(sessionId: string, amountPaise: number): Promise<void> {
  const session = await localStripe<{ payment_intent: string }>(`/v1/checkout/sessions/${sessionId}`);
  await localStripe('/v1/refunds', { method: 'POST', form: { payment_intent: session.payment_intent, amount: String(amountPaise) } });
}

/** The order-life steps: a shopper's or an admin's cancel, an admin's status step, the admin's list. */
export const cancel = (token: string, _id: string, reason?: string) => api<ApiOrder>('POST', '/api/order/cancel', { token, body: { _id, reason } });
export const step = async (_id: string, status: string, token?: string) =>
  api<ApiOrder>('PUT', '/api/order/update-status', { token: token ?? (await tokenFor('admin')), body: { _id, status } });
export const adminList = async (body: Record<string, unknown>) =>
  api<AdminApiOrder[]>('POST', '/api/order/admin-list', { token: await tokenFor('admin'), body }) as Promise<{
    status: number;
    body: { data?: AdminApiOrder[]; nextCursor?: string | null; counts?: OrderCounts; message?: string };
  }>;

/** A cash-on-delivery order of these lines, by a new shopper (or the one given, whose cart holds them). */
export async function cashOrder(lines: { product: TestProduct; qty: number }[], shopper?: Shopper) {
  const buyer = shopper ?? (await shopperWithCart(lines.map((l) => ({ productId: l.product._id, qty: l.qty }))));
  const res = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token: buyer.token, body: { addressId: buyer.addressId } });
  expect(res.status, res.body.message).toBe(200);
  return { shopper: buyer, order: res.body.data! };
}

export const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);
export const timeline = (order: ApiOrder) => order.timeline.map((e) => `${e.status} by ${e.by}`);
