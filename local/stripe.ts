import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import Stripe from 'stripe';
import { sendJson } from './gateway.js';

/**
 * A local stand-in for the two Stripe things the store uses, served by the local gateway:
 * - the Checkout Sessions API (`POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`
 *   and `/line_items`), which the real `stripe` client reaches through STRIPE_API_URL;
 * - the hosted checkout page (`/local-checkout/:id`), whose Pay and Cancel forms send a correctly
 *   signed event to /api/order/webhook, exactly as Stripe would, then redirect like Stripe does.
 * Sessions live in memory: a restart forgets unpaid local sessions (their orders expire as cancelled
 * only when an expired event is sent; use Cancel on the page before restarting).
 */
const SIGNING_CLIENT_KEY = 'sk_test_local_quickbasket';

interface LocalSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
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
  line_items: { description: string; quantity: number; unit_amount: number; currency: string }[];
}

export interface LocalStripe {
  routes: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<boolean>;
  sessions: Map<string, LocalSession>;
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

export function createLocalStripe(siteUrl: string, webhookUrl: string, webhookSecret: string): LocalStripe {
  const sessions = new Map<string, LocalSession>();
  const byIdempotencyKey = new Map<string, LocalSession>();
  const signer = new Stripe(SIGNING_CLIENT_KEY);

  function createSession(form: Record<string, unknown>): LocalSession {
    const id = `cs_test_local_${randomBytes(12).toString('hex')}`;
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
    return {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: String(form.mode),
      currency: lineItems[0]?.currency ?? 'inr',
      amount_total: lineItems.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0),
      success_url: String(form.success_url),
      cancel_url: String(form.cancel_url),
      expires_at: Number(form.expires_at ?? Math.floor(Date.now() / 1000) + 1800),
      metadata: (form.metadata as Record<string, string>) ?? {},
      client_reference_id: form.client_reference_id ? String(form.client_reference_id) : null,
      customer_email: form.customer_email ? String(form.customer_email) : null,
      url: `${siteUrl}/local-checkout/${id}`,
      line_items: lineItems,
    };
  }

  async function sendEvent(session: LocalSession, type: string): Promise<void> {
    const { line_items: _lines, ...object } = session;
    const payload = JSON.stringify({
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
  }

  async function routes(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';

    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      const key = req.headers['idempotency-key'];
      const existing = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      const session = existing ?? createSession(parseStripeForm(body.toString('utf8')));
      sessions.set(session.id, session);
      if (typeof key === 'string') byIdempotencyKey.set(key, session);
      const { line_items: _lines, ...object } = session;
      sendJson(res, 200, object);
      return true;
    }
    const apiMatch = /^\/v1\/checkout\/sessions\/([\w-]+)(\/line_items)?$/.exec(url.pathname);
    if (apiMatch && method === 'GET') {
      const session = sessions.get(apiMatch[1] ?? '');
      if (!session) sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      else if (apiMatch[2]) sendJson(res, 200, { object: 'list', data: session.line_items });
      else {
        const { line_items: _lines, ...object } = session;
        sendJson(res, 200, object);
      }
      return true;
    }

    const pageMatch = /^\/local-checkout\/([\w-]+)(\/pay|\/cancel)?$/.exec(url.pathname);
    if (!pageMatch) return false;
    const session = sessions.get(pageMatch[1] ?? '');
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Checkout not found', '<p>This test checkout session does not exist (the local stack may have restarted).</p><p><a href="/">Back to the store</a></p>'));
      return true;
    }
    if (!pageMatch[2] && method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(checkoutPage(session));
      return true;
    }
    if (method !== 'POST') return false;
    if (session.status !== 'open') {
      redirect(res, session.status === 'complete' ? session.success_url : session.cancel_url, session.id);
      return true;
    }
    if (pageMatch[2] === '/pay') {
      session.status = 'complete';
      session.payment_status = 'paid';
      await sendEvent(session, 'checkout.session.completed');
      redirect(res, session.success_url, session.id);
    } else {
      // Stripe would expire an abandoned session after 30 minutes; locally Cancel expires it now.
      session.status = 'expired';
      await sendEvent(session, 'checkout.session.expired');
      redirect(res, session.cancel_url, session.id);
    }
    return true;
  }

  return { routes, sessions };
}

function redirect(res: http.ServerResponse, target: string, sessionId: string): void {
  res.writeHead(303, { location: target.replace('{CHECKOUT_SESSION_ID}', sessionId) });
  res.end();
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: paise % 100 ? 2 : 0 }).format(paise / 100);

function checkoutPage(session: LocalSession): string {
  const lines = session.line_items
    .map((l) => `<tr><td>${escape(l.description)} × ${l.quantity}</td><td class="n">${inr(l.unit_amount * l.quantity)}</td></tr>`)
    .join('');
  return page(
    'Test checkout',
    `<p class="badge">Local test mode: no real payment</p>
<h1>Pay QuickBasket</h1>
<table>${lines}<tr class="total"><td>Total</td><td class="n">${inr(session.amount_total)}</td></tr></table>
<form method="post" action="/local-checkout/${session.id}/pay"><button class="pay" type="submit">Pay ${inr(session.amount_total)}</button></form>
<form method="post" action="/local-checkout/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7f9;color:#1f2937}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0001}
h1{font-size:20px;margin:8px 0 16px}.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;margin:0}
table{width:100%;border-collapse:collapse;margin-bottom:16px}td{padding:6px 0;border-bottom:1px solid #eee}.n{text-align:right}.total td{font-weight:700;border:0}
button{width:100%;padding:12px;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer;margin-top:8px}
.pay{background:#15803d;color:#fff;border:0}.cancel{background:#fff;color:#374151;border:1px solid #d1d5db}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}</style>
</head><body><main>${content}</main></body></html>`;
}
