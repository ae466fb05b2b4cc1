import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { sendJson } from './send-json.js';

/** A Checkout Session of the local Stripe (local/stripe.ts), in Stripe's shape, with what Stripe keeps apart. */
export interface LocalSession {
  id: string;
  object: 'checkout.session';
  created: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  /** The PaymentIntent's id once paid, as Stripe's Checkout Session has it. */
  payment_intent: string | null;
  mode: string;
  currency: string;
  amount_total: number;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  url: string;
  /** Kept apart from the session object, as Stripe does: served by /line_items only. */
  line_items: { description: string; quantity: number; unit_amount: number; currency: string }[];
  /** `payment_intent_data.metadata`: Stripe copies it to the PaymentIntent and its Charge, never to the session. */
  payment_intent_metadata: Record<string, string> | null;
}

export interface LocalCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
}

export interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'pending' | 'succeeded';
  metadata: Record<string, string>;
  reason: string | null;
  created: number;
}

/** Turns Stripe's form encoding (line_items[0][price_data][currency]=inr) into nested objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const list = (value: unknown): Record<string, unknown>[] =>
  value && typeof value === 'object' ? (Object.values(value) as Record<string, unknown>[]) : [];

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

/** A Checkout Session from the form the `stripe` client posts; `lifeSeconds` overrides its expires_at (tests). */
export function sessionFromForm(form: Record<string, unknown>, siteUrl: string, lifeSeconds: number | undefined): LocalSession {
  const id = newId('cs_test_local');
  const lineItems = list(form.line_items).map((item) => {
    const price = item.price_data as Record<string, unknown>;
    const product = price.product_data as Record<string, unknown>;
    return {
      description: String(product.name),
      quantity: Number(item.quantity),
      unit_amount: Number(price.unit_amount),
      currency: String(price.currency),
    };
  });
  const paymentIntentData = form.payment_intent_data as Record<string, unknown> | undefined;
  return {
    id,
    object: 'checkout.session',
    created: now(),
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    mode: String(form.mode),
    currency: lineItems[0]?.currency ?? 'inr',
    amount_total: lineItems.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0),
    success_url: String(form.success_url),
    cancel_url: String(form.cancel_url),
    expires_at: lifeSeconds !== undefined ? now() + lifeSeconds : Number(form.expires_at ?? now() + 1800),
    metadata: (form.metadata as Record<string, string>) ?? {},
    client_reference_id: form.client_reference_id ? String(form.client_reference_id) : null,
    customer_email: form.customer_email ? String(form.customer_email) : null,
    url: `${siteUrl}/local-checkout/${id}`,
    line_items: lineItems,
    payment_intent_metadata: (paymentIntentData?.metadata as Record<string, string> | undefined) ?? null,
  };
}

/** The session as Stripe's API shows it (without what we keep for the line items and the charge). */
export function sessionObject(session: LocalSession) {
  const { line_items: _lines, payment_intent_metadata: _metadata, ...object } = session;
  return object;
}

/** Stripe's error body; the `stripe` client turns 400 and 404 into a StripeInvalidRequestError. */
export function sendError(res: http.ServerResponse, status: 400 | 404, message: string, code?: string): void {
  sendJson(res, status, { error: { type: 'invalid_request_error', code, message } });
}

export const sendMissing = (res: http.ServerResponse, kind: string, id: string) =>
  sendError(res, 404, `No such ${kind}: '${id}'`, 'resource_missing');
