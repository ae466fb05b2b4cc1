import Stripe from 'stripe';
import { newId, now } from './stripe-objects.js';

/** Any key will do: generateTestHeaderString signs with the webhook secret, never with the client's key. */
const SIGNING_CLIENT_KEY = 'sk_test_local_quickbasket';

export interface EventDelivery {
  /** Signs the event as Stripe does and POSTs it to the webhook; throws when it is not accepted. */
  sendEvent: (type: string, object: object) => Promise<void>;
  /** For background deliveries: a failed one is logged, and the steps after it still happen (Stripe would retry it). */
  deliver: (type: string, object: { id: string }) => Promise<void>;
  /** Runs after the answer has gone; settled() waits for it. */
  inBackground: (work: () => Promise<void>) => void;
  /** Resolves when every background delivery started so far has finished. */
  settled: () => Promise<void>;
}

/** The local Stripe's webhook events (local/stripe.ts), sent as Stripe sends them. */
export function createEventDelivery(webhookUrl: string, webhookSecret: string): EventDelivery {
  const signer = new Stripe(SIGNING_CLIENT_KEY);
  const inFlight = new Set<Promise<void>>();

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

  async function deliver(type: string, object: { id: string }): Promise<void> {
    try {
      await sendEvent(type, object);
    } catch (err) {
      console.error(`local Stripe: could not deliver ${type} for ${object.id}:`, err);
    }
  }

  function inBackground(work: () => Promise<void>): void {
    const job = work()
      .catch((err: unknown) => console.error('local Stripe: background work failed:', err))
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  }

  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  return { sendEvent, deliver, inBackground, settled };
}
