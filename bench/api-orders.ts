/**
 * Placing orders under load: no fixed request repeats (each places a new order and empties the
 * cart), so instead of autocannon, one worker per connection, each a shopper of its own with an
 * address at the default store, loops for --duration seconds: put the section's own product in the
 * cart (not timed), then the timed call. A card checkout's pending order is cancelled after it (not
 * timed), so the next one places a new order instead of resuming it. DynamoDB requests per call
 * come from one call made alone before the load (the counter cannot split a mixed load by call).
 */
import type { Stack } from '../local/stack.js';
import { ownRequests } from './dynamo-counts.js';
import type { LoadResult } from './api-load.js';
import type { Session } from './page.js';
import { callApi, newAddress, newProducts, newShopper } from './section-fixtures.js';
import { sumOf } from './util.js';

export type PlaceCall = 'cash-on-delivery' | 'checkout';

interface Worker {
  shopper: Session;
  addressId: string;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** One worker's shopper and address, and one product with stock for every order the load can place. */
export async function prepareOrderLoad(stack: Stack, connections: number): Promise<{ productId: string; workers: Worker[] }> {
  const base = stack.gateway.url;
  const [product] = await newProducts(base, 'api-orders', 1, 1_000_000);
  if (!product) throw new Error('no product made');
  const workers: Worker[] = [];
  for (let i = 0; i < connections; i++) {
    const shopper = await newShopper(base, 'api-orders');
    workers.push({ shopper, addressId: await newAddress(base, shopper) });
  }
  return { productId: product._id, workers };
}

async function placeOnce(base: string, call: PlaceCall, worker: Worker, productId: string): Promise<{ ms: number; ok: boolean }> {
  const token = worker.shopper.accessToken;
  await callApi(base, 'POST', '/api/cart/create', { token, body: { productId } });
  const started = performance.now();
  const res = await fetch(`${base}/api/order/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ addressId: worker.addressId }),
  });
  const answer = (await res.json()) as { data?: { order?: { _id: string } } };
  const ms = performance.now() - started;
  const orderId = answer.data?.order?._id;
  if (call === 'checkout' && res.ok && orderId) await callApi(base, 'POST', '/api/order/cancel', { token, body: { _id: orderId } });
  return { ms, ok: res.ok };
}

export async function runOrderLoad(stack: Stack, id: string, label: string, call: PlaceCall, options: { duration: number; connections: number }): Promise<LoadResult> {
  const base = stack.gateway.url;
  const { productId, workers } = await prepareOrderLoad(stack, options.connections);
  return runWorkerLoad(stack, id, label, workers, options.duration, {
    // Warm-up, then the cart's add for the call made alone (the add is not counted).
    beforeAlone: async (first) => {
      await placeOnce(base, call, first, productId);
      await callApi(base, 'POST', '/api/cart/create', { token: first.shopper.accessToken, body: { productId } });
    },
    alone: async (first) => {
      const res = await fetch(`${base}/api/order/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${first.shopper.accessToken}` },
        body: JSON.stringify({ addressId: first.addressId }),
      });
      const answer = (await res.json()) as { data?: { order?: { _id: string } } };
      if (!res.ok) throw new Error(`${id}: /api/order/${call} answered ${res.status} alone`);
      return async () => {
        if (call === 'checkout' && answer.data?.order?._id) await callApi(base, 'POST', '/api/order/cancel', { token: first.shopper.accessToken, body: { _id: answer.data.order._id } });
      };
    },
    once: (worker) => placeOnce(base, call, worker, productId),
  });
}

/**
 * One worker per connection loops `once` for `duration` seconds; DynamoDB requests per call come
 * from `alone`, made by the first worker after `beforeAlone` (not counted), before the load. What
 * `alone` returns is done after the count (e.g. cancelling the order it placed).
 */
export async function runWorkerLoad<W>(
  stack: Stack,
  id: string,
  label: string,
  workers: readonly W[],
  duration: number,
  steps: { beforeAlone: (first: W) => Promise<void>; alone: (first: W) => Promise<() => Promise<void>>; once: (worker: W) => Promise<{ ms: number; ok: boolean }> },
): Promise<LoadResult> {
  const [first] = workers;
  if (first === undefined) throw new Error('no worker');
  await steps.beforeAlone(first);
  const { value: after, dynamo } = await ownRequests(stack, () => steps.alone(first));
  await after();

  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + duration * 1000;
  await Promise.all(
    workers.map(async (worker) => {
      while (performance.now() < until) {
        const { ms, ok } = await steps.once(worker);
        if (ok) times.push(ms);
        else failed++;
      }
    }),
  );
  const sorted = times.sort((a, b) => a - b);
  return {
    id,
    label,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    requestsPerSecond: sorted.length / duration,
    completed: sorted.length,
    non2xx: failed,
    errors: 0,
    dynamoPerCall: sumOf(dynamo),
    dynamo,
  };
}
