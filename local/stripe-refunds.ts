import type http from 'node:http';
import { sendJson } from './send-json.js';
import type { EventDelivery } from './stripe-events.js';
import { inr } from './stripe-pages.js';
import { newId, now, parseStripeForm, sendError, sendMissing, type LocalCharge, type LocalRefund } from './stripe-objects.js';

interface RefundsOptions {
  /** By PaymentIntent id: a paid session's one Charge (what a refund refers to). */
  charges: Map<string, LocalCharge>;
  refunds: Map<string, LocalRefund>;
  events: EventDelivery;
  /** How long a refund stays pending before it succeeds. */
  refundDelayMs: number;
}

function logRefund(refund: LocalRefund): void {
  console.log(`local Stripe: refund ${refund.id} ${inr(refund.amount)} for order ${refund.metadata.orderId ?? '(none)'} ${refund.status}`);
}

/**
 * `POST /v1/refunds` of the local Stripe (local/stripe.ts): answers `pending`, then in the background
 * sends `refund.created`, and after `refundDelayMs` succeeds and sends `refund.updated` and
 * `charge.refunded`, in that order, as Stripe settles a card refund a moment later.
 */
export function createRefunds({ charges, refunds, events, refundDelayMs }: RefundsOptions) {
  /** Stripe replays a retried request's first answer as it was, not the object as it is now. */
  const answersByIdempotencyKey = new Map<string, LocalRefund>();

  return function createRefund(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? answersByIdempotencyKey.get(key) : undefined;
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
    if (typeof key === 'string') answersByIdempotencyKey.set(key, structuredClone(refund));
    sendJson(res, 200, refund);
    logRefund(refund);

    events.inBackground(async () => {
      await events.deliver('refund.created', refund);
      await new Promise((resolve) => setTimeout(resolve, refundDelayMs));
      refund.status = 'succeeded';
      charge.amount_refunded += refund.amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      logRefund(refund);
      await events.deliver('refund.updated', refund);
      await events.deliver('charge.refunded', charge);
    });
  };
}
