import type http from 'node:http';
import { sendJson } from './send-json.js';
import { requireStripeKey } from './stripe-auth.js';
import { createEventDelivery } from './stripe-events.js';
import {
  newId,
  parseStripeForm,
  sendError,
  sendMissing,
  sessionFromForm,
  sessionObject,
  type LocalCharge,
  type LocalRefund,
  type LocalSession,
} from './stripe-objects.js';
import { checkoutPage, dashboardPage, page, redirect } from './stripe-pages.js';
import { createRefunds } from './stripe-refunds.js';

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
 * finds their orders' sessions missing and releases them (functions/services/payments/reconcile-payments.ts).
 */
const DEFAULT_REFUND_DELAY_MS = 1000;

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

export function createLocalStripe(
  siteUrl: string,
  webhookUrl: string,
  webhookSecret: string,
  options: LocalStripeOptions,
): LocalStripe {
  const sessions = new Map<string, LocalSession>();
  const sessionsByIdempotencyKey = new Map<string, LocalSession>();
  /** By PaymentIntent id: a paid session's one Charge (what a refund refers to). */
  const charges = new Map<string, LocalCharge>();
  const refunds = new Map<string, LocalRefund>();
  const expiryTimers = new Set<NodeJS.Timeout>();
  const events = createEventDelivery(webhookUrl, webhookSecret);
  const createRefund = createRefunds({ charges, refunds, events, refundDelayMs: options.refundDelayMs ?? DEFAULT_REFUND_DELAY_MS });

  /** At its expires_at an open session expires and says so, as Stripe's do. */
  function expireInTime(session: LocalSession): void {
    const timer = setTimeout(() => {
      expiryTimers.delete(timer);
      if (session.status !== 'open') return;
      session.status = 'expired';
      events.inBackground(() => events.deliver('checkout.session.expired', sessionObject(session)));
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

  async function routes(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/v1/') && !requireStripeKey(req, res, options.secretKey)) return true;

    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      const key = req.headers['idempotency-key'];
      const existing = typeof key === 'string' ? sessionsByIdempotencyKey.get(key) : undefined;
      const session = existing ?? sessionFromForm(parseStripeForm(body.toString('utf8')), siteUrl, options.sessionLifeSeconds);
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
        events.inBackground(() => events.deliver('checkout.session.expired', sessionObject(session)));
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
      await events.sendEvent('checkout.session.completed', sessionObject(session));
      redirect(res, session.success_url, session.id);
    } else {
      // Stripe would expire an abandoned session after 30 minutes; locally Cancel expires it now.
      session.status = 'expired';
      await events.sendEvent('checkout.session.expired', sessionObject(session));
      redirect(res, session.cancel_url, session.id);
    }
    return true;
  }

  const stop = async () => {
    for (const timer of expiryTimers) clearTimeout(timer);
    expiryTimers.clear();
    await events.settled();
  };

  return { routes, sessions, refunds, settled: events.settled, stop };
}
