import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import Stripe from 'stripe';
import { sendJson } from './gateway.js';
import { requireStripeKey } from './stripe-auth.js';

/**
 * A local stand-in for the Stripe things the store uses, served by the local gateway:
 * - the API the real `stripe` client reaches through STRIPE_API_URL: Checkout Sessions
 *   (`POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id` and `/line_items`,
 *   `POST /v1/checkout/sessions/:id/expire`), Refunds (`POST /v1/refunds`, `GET /v1/refunds/:id`) and
 *   PaymentIntents (`GET /v1/payment_intents/:id`),
 *   answering in Stripe's formats, errors included; like Stripe's, only to the account's secret key
 *   (`secretKey`, the one the handlers are given), else Stripe's 401: this API is the store's
 *   server talking to its payment provider, which nobody else may play;
 * - the hosted checkout page (`/local-checkout/:id`), whose Pay and Cancel forms send a correctly
 *   signed event to /api/order/webhook, exactly as Stripe would, then redirect like Stripe does.
 *   No key, as on Stripe's hosted page: the browser holds none, the session id is the capability;
 * - `/local-stripe`, a page listing the sessions and refunds: the developer's stand-in for the Stripe
 *   Dashboard (whoever reaches the stack on localhost is the account's owner), so no key either.
 * Paying creates the session's PaymentIntent and Charge. A refund answers `pending`, then in the
 * background sends `refund.created`, and after `refundDelayMs` succeeds and sends `refund.updated` and
 * `charge.refunded`, in that order, as Stripe settles a card refund a moment later.
 * A session expires at its `expires_at` as Stripe's do (the store asks for 31 minutes; `sessionLifeSeconds`
 * shortens that for tests) and sends `checkout.session.expired`.
 * Everything lives in memory: a restart forgets unpaid local sessions; the reconciliation job then
 * finds their orders' sessions missing and releases them (functions/services/reconcile-payments.ts).
 */
const SIGNING_CLIENT_KEY = 'sk_test_local_quickbasket';
const DEFAULT_REFUND_DELAY_MS = 1000;

interface LocalSession {
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

interface LocalCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
}

interface LocalRefund {
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

export interface LocalStripeOptions {
  /** The account's secret key: every /v1/* call must carry it (Bearer, or Basic user name). */
  secretKey: string;
  /** How long a refund stays pending before it succeeds (1000 ms by default; tests pass 0 or a few ms). */
  refundDelayMs?: number;
  /** Sessions expire this many seconds after they are made, whatever `expires_at` was asked (tests). */
  sessionLifeSeconds?: number;
}

export interface LocalStripe {
  routes: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<boolean>;
  sessions: Map<string, LocalSession>;
  refunds: Map<string, LocalRefund>;
  /** Resolves when every background delivery started so far has finished (tests, shutdown). */
  settled: () => Promise<void>;
  /** Stops the expiry timers and waits for the deliveries under way. */
  stop: () => Promise<void>;
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

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** The session as Stripe's API shows it (without what we keep for the line items and the charge). */
function sessionObject(session: LocalSession) {
  const { line_items: _lines, payment_intent_metadata: _metadata, ...object } = session;
  return object;
}

/** Stripe's error body; the `stripe` client turns 400 and 404 into a StripeInvalidRequestError. */
function sendError(res: http.ServerResponse, status: 400 | 404, message: string, code?: string): void {
  sendJson(res, status, { error: { type: 'invalid_request_error', code, message } });
}

const sendMissing = (res: http.ServerResponse, kind: string, id: string) =>
  sendError(res, 404, `No such ${kind}: '${id}'`, 'resource_missing');

export function createLocalStripe(
  siteUrl: string,
  webhookUrl: string,
  webhookSecret: string,
  options: LocalStripeOptions,
): LocalStripe {
  const refundDelayMs = options.refundDelayMs ?? DEFAULT_REFUND_DELAY_MS;
  const sessions = new Map<string, LocalSession>();
  const sessionsByIdempotencyKey = new Map<string, LocalSession>();
  /** By PaymentIntent id: a paid session's one Charge (what a refund refers to). */
  const charges = new Map<string, LocalCharge>();
  const refunds = new Map<string, LocalRefund>();
  /** Stripe replays a retried request's first answer as it was, not the object as it is now. */
  const refundAnswersByIdempotencyKey = new Map<string, LocalRefund>();
  const inFlight = new Set<Promise<void>>();
  const expiryTimers = new Set<NodeJS.Timeout>();
  const signer = new Stripe(SIGNING_CLIENT_KEY);

  function createSession(form: Record<string, unknown>): LocalSession {
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
      expires_at: options.sessionLifeSeconds !== undefined ? now() + options.sessionLifeSeconds : Number(form.expires_at ?? now() + 1800),
      metadata: (form.metadata as Record<string, string>) ?? {},
      client_reference_id: form.client_reference_id ? String(form.client_reference_id) : null,
      customer_email: form.customer_email ? String(form.customer_email) : null,
      url: `${siteUrl}/local-checkout/${id}`,
      line_items: lineItems,
      payment_intent_metadata: (paymentIntentData?.metadata as Record<string, string> | undefined) ?? null,
    };
  }

  /** At its expires_at an open session expires and says so, as Stripe's do. */
  function expireInTime(session: LocalSession): void {
    const timer = setTimeout(() => {
      expiryTimers.delete(timer);
      if (session.status !== 'open') return;
      session.status = 'expired';
      inBackground(() => deliver('checkout.session.expired', sessionObject(session)));
    }, Math.max(0, session.expires_at * 1000 - Date.now()));
    timer.unref();
    expiryTimers.add(timer);
  }

  /** Paying makes the PaymentIntent and its Charge, as a card payment through Checkout does. */
  function pay(session: LocalSession): void {
    const paymentIntent = newId('pi_local');
    charges.set(paymentIntent, {
      id: newId('ch_local'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      refunded: false,
      currency: session.currency,
      payment_intent: paymentIntent,
      // Real Stripe leaves the Charge's metadata empty without payment_intent_data.metadata; the
      // session's is the local fallback so a charge.refunded still names its order.
      metadata: session.payment_intent_metadata ?? session.metadata,
    });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = paymentIntent;
  }

  /** Signs the event as Stripe does and POSTs it to the webhook; throws when it is not accepted. */
  async function sendEvent(type: string, object: object): Promise<void> {
    const payload = JSON.stringify({
      id: newId('evt_local'),
      object: 'event',
      type,
      created: now(),
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

  /** For background deliveries: a failed one is logged, and the steps after it still happen (Stripe would retry it). */
  async function deliver(type: string, object: { id: string }): Promise<void> {
    try {
      await sendEvent(type, object);
    } catch (err) {
      console.error(`local Stripe: could not deliver ${type} for ${object.id}:`, err);
    }
  }

  /** Runs after the answer has gone; settled() waits for it. */
  function inBackground(work: () => Promise<void>): void {
    const job = work()
      .catch((err: unknown) => console.error('local Stripe: background work failed:', err))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  }

  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  function logRefund(refund: LocalRefund): void {
    console.log(`local Stripe: refund ${refund.id} ${inr(refund.amount)} for order ${refund.metadata.orderId ?? '(none)'} ${refund.status}`);
  }

  function createRefund(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? refundAnswersByIdempotencyKey.get(key) : undefined;
    if (replay) return sendJson(res, 200, replay);

    const form = parseStripeForm(body.toString('utf8'));
    if (typeof form.payment_intent !== 'string') {
      return sendError(res, 400, 'One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
    }
    const charge = charges.get(form.payment_intent);
    if (!charge) return sendMissing(res, 'payment_intent', form.payment_intent);
    // Pending refunds count too, as in Stripe: a second full refund fails even before the first settles.
    const claimed = [...refunds.values()].filter((r) => r.charge === charge.id).reduce((sum, r) => sum + r.amount, 0);
    const remaining = charge.amount - claimed;
    if (remaining === 0) return sendError(res, 400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = form.amount === undefined ? remaining : Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > remaining) {
      return sendError(res, 400, `Refund amount must be a whole number of paise from 1 to ${remaining} (what is left of the charge).`,
        amount > remaining ? 'amount_too_large' : 'parameter_invalid_integer');
    }

    const refund: LocalRefund = {
      id: newId('re_local'),
      object: 'refund',
      amount,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      charge: charge.id,
      status: 'pending',
      metadata: (form.metadata as Record<string, string>) ?? {},
      reason: typeof form.reason === 'string' ? form.reason : null,
      created: now(),
    };
    refunds.set(refund.id, refund);
    if (typeof key === 'string') refundAnswersByIdempotencyKey.set(key, structuredClone(refund));
    sendJson(res, 200, refund);
    logRefund(refund);

    inBackground(async () => {
      await deliver('refund.created', refund);
      await new Promise((resolve) => setTimeout(resolve, refundDelayMs));
      refund.status = 'succeeded';
      charge.amount_refunded += refund.amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      logRefund(refund);
      await deliver('refund.updated', refund);
      await deliver('charge.refunded', charge);
    });
  }

  async function routes(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/v1/') && !requireStripeKey(req, res, options.secretKey)) return true;

    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      const key = req.headers['idempotency-key'];
      const existing = typeof key === 'string' ? sessionsByIdempotencyKey.get(key) : undefined;
      const session = existing ?? createSession(parseStripeForm(body.toString('utf8')));
      if (!existing) expireInTime(session);
      sessions.set(session.id, session);
      if (typeof key === 'string') sessionsByIdempotencyKey.set(key, session);
      sendJson(res, 200, sessionObject(session));
      return true;
    }
    const apiMatch = /^\/v1\/checkout\/sessions\/([\w-]+)(\/line_items)?$/.exec(url.pathname);
    if (apiMatch && method === 'GET') {
      const id = apiMatch[1] ?? '';
      const session = sessions.get(id);
      if (!session) sendMissing(res, 'checkout.session', id);
      else if (apiMatch[2]) sendJson(res, 200, { object: 'list', data: session.line_items });
      else sendJson(res, 200, sessionObject(session));
      return true;
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(url.pathname);
    if (expireMatch && method === 'POST') {
      const id = expireMatch[1] ?? '';
      const session = sessions.get(id);
      if (!session) sendMissing(res, 'checkout.session', id);
      else if (session.status !== 'open') {
        // Stripe's wording, as its users quote it; we know of no error code for it, so none is sent.
        sendError(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`);
      } else {
        session.status = 'expired';
        sendJson(res, 200, sessionObject(session));
        inBackground(() => deliver('checkout.session.expired', sessionObject(session)));
      }
      return true;
    }
    if (url.pathname === '/v1/refunds' && method === 'POST') {
      createRefund(req, res, body);
      return true;
    }
    const refundMatch = /^\/v1\/refunds\/([\w-]+)$/.exec(url.pathname);
    if (refundMatch && method === 'GET') {
      const id = refundMatch[1] ?? '';
      const refund = refunds.get(id);
      if (refund) sendJson(res, 200, refund);
      else sendMissing(res, 'refund', id);
      return true;
    }
    // The PaymentIntent of a paid session: its metadata names the order (a refund made "in the dashboard" carries none).
    const intentMatch = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname);
    if (intentMatch && method === 'GET') {
      const id = intentMatch[1] ?? '';
      const charge = charges.get(id);
      if (charge) sendJson(res, 200, { id, object: 'payment_intent', amount: charge.amount, currency: charge.currency, status: 'succeeded', latest_charge: charge.id, metadata: charge.metadata });
      else sendMissing(res, 'payment_intent', id);
      return true;
    }
    if (url.pathname.startsWith('/v1/')) {
      sendError(res, 404, `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
      return true;
    }

    if (url.pathname === '/local-stripe' && method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      // Maps keep insertion order: reversed, newest first.
      res.end(dashboardPage([...sessions.values()].reverse(), [...refunds.values()].reverse()));
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
      pay(session);
      await sendEvent('checkout.session.completed', sessionObject(session));
      redirect(res, session.success_url, session.id);
    } else {
      // Stripe would expire an abandoned session after 30 minutes; locally Cancel expires it now.
      session.status = 'expired';
      await sendEvent('checkout.session.expired', sessionObject(session));
      redirect(res, session.cancel_url, session.id);
    }
    return true;
  }

  const stop = async () => {
    for (const timer of expiryTimers) clearTimeout(timer);
    expiryTimers.clear();
    await settled();
  };

  return { routes, sessions, refunds, settled, stop };
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
<form method="post" action="/local-checkout/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<p class="small"><a href="/local-stripe">All local payments and refunds</a></p>`,
  );
}

/** A table under its heading; on a narrow screen it scrolls sideways in a focusable, named region. */
function section(id: string, heading: string, columns: string[], rows: string[], empty: string): string {
  if (rows.length === 0) return `<h2 id="${id}">${heading}</h2><p>${empty}</p>`;
  const head = columns.map((c) => `<th scope="col">${c}</th>`).join('');
  return `<h2 id="${id}">${heading}</h2>
<div class="scroll" role="region" aria-labelledby="${id}" tabindex="0"><table class="list"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function dashboardPage(sessions: LocalSession[], refunds: LocalRefund[]): string {
  const orderOf = (metadata: Record<string, string>) => escape(metadata.orderId ?? '—');
  const sessionRows = sessions.map((s) => {
    const id = `<code>${escape(s.id)}</code>`;
    // Only an open session's page can still be paid or cancelled.
    const idCell = s.status === 'open' ? `<a href="/local-checkout/${escape(s.id)}">${id}</a>` : id;
    return `<tr><td>${idCell}</td><td><code>${orderOf(s.metadata)}</code></td><td>${escape(s.status)}</td><td>${inr(s.amount_total)}</td></tr>`;
  });
  const refundRows = refunds.map((r) => {
    const created = new Date(r.created * 1000);
    const time = created.toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', second: '2-digit' });
    return `<tr><td><code>${escape(r.id)}</code></td><td><code>${orderOf(r.metadata)}</code></td><td>${inr(r.amount)}</td><td>${escape(r.status)}</td><td><time datetime="${created.toISOString()}">${escape(time)}</time></td></tr>`;
  });
  return page(
    'Local Stripe',
    `<p class="badge">Local test mode: no real money</p>
<h1>Local Stripe</h1>
${section('sessions', 'Checkout sessions', ['Session', 'Order', 'Status', 'Amount'], sessionRows, 'No checkout sessions yet.')}
${section('refunds', 'Refunds', ['Refund', 'Order', 'Amount', 'Status', 'Created'], refundRows, 'No refunds yet.')}
<p class="small"><a href="/">Back to the store</a></p>`,
    true,
  );
}

function page(title: string, content: string, wide = false): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7f9;color:#1f2937}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0001}
main.wide{max-width:960px}@media (max-width:480px){main.wide{margin:0;border-radius:0;padding:16px}.list{font-size:14px}}
h1{font-size:20px;margin:8px 0 16px}h2{font-size:16px;margin:24px 0 8px}.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;margin:0}
table{width:100%;border-collapse:collapse;margin-bottom:16px}td{padding:6px 0;border-bottom:1px solid #eee}.n{text-align:right}.total td{font-weight:700;border:0}
.scroll{overflow-x:auto}.scroll:focus-visible{outline:3px solid #2563eb}.list th{text-align:left;font-size:13px;color:#4b5563;padding:6px 12px 6px 0;border-bottom:1px solid #d1d5db}
.list td{padding-right:12px;vertical-align:top}.list th:last-child,.list td:last-child{padding-right:0}code{font-size:12px;word-break:break-all}
.small{font-size:14px;margin:16px 0 0}a{color:#1d4ed8}a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button{width:100%;padding:12px;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer;margin-top:8px}
.pay{background:#15803d;color:#fff;border:0}.cancel{background:#fff;color:#374151;border:1px solid #d1d5db}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}</style>
</head><body><main${wide ? ' class="wide"' : ''}>${content}</main></body></html>`;
}
