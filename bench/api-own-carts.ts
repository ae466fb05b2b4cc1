/**
 * Calls that add to the caller's own cart: the guest cart's merge at sign-in and "Buy again". Each
 * call adds (a line already in the cart gets more), so 20 connections on one shopper's cart would
 * measure their conflicts with each other (the cart's conditional write is retried, then refused),
 * which no shopper makes. As for placing orders (api-orders.ts), one worker per connection, each a
 * shopper of its own (with a delivered order of its own for "Buy again"), loops the timed call.
 */
import type { Stack } from '../local/stack.js';
import { runWorkerLoad } from './api-orders.js';
import type { LoadResult } from './api-load.js';
import type { Session } from './page.js';
import { callApi, newAddress, newProducts, newShopper, signInDemo } from './section-fixtures.js';

export type OwnCartCall = 'merge' | 'reorder';

interface Worker {
  shopper: Session;
  /** The shopper's delivered order of the product ("Buy again" only). */
  orderId?: string;
}

const ADMIN_STEPS = ['packed', 'out_for_delivery', 'delivered'] as const;

async function prepareWorkers(stack: Stack, call: OwnCartCall, connections: number): Promise<{ productId: string; workers: Worker[] }> {
  const base = stack.gateway.url;
  const [product] = await newProducts(base, `api-${call}`, 1, 1_000_000);
  if (!product) throw new Error('no product made');
  const admin = call === 'reorder' ? await signInDemo(base, 'admin') : undefined;
  const workers: Worker[] = [];
  for (let i = 0; i < connections; i++) {
    const shopper = await newShopper(base, `api-${call}`);
    const addressId = await newAddress(base, shopper);
    if (!admin) {
      workers.push({ shopper });
      continue;
    }
    const token = shopper.accessToken;
    await callApi(base, 'POST', '/api/cart/create', { token, body: { productId: product._id } });
    const order = await callApi<{ _id: string }>(base, 'POST', '/api/order/cash-on-delivery', { token, body: { addressId } });
    for (const status of ADMIN_STEPS) await callApi(base, 'PUT', '/api/order/update-status', { token: admin.accessToken, body: { _id: order._id, status } });
    workers.push({ shopper, orderId: order._id });
  }
  return { productId: product._id, workers };
}

async function callOnce(base: string, call: OwnCartCall, worker: Worker, productId: string): Promise<{ ms: number; ok: boolean }> {
  const body = call === 'merge' ? { lines: [{ productId, quantity: 1 }] } : { _id: worker.orderId };
  const started = performance.now();
  const res = await fetch(`${base}/api/${call === 'merge' ? 'cart/merge' : 'order/reorder'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${worker.shopper.accessToken}` },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, ok: res.ok };
}

export async function runOwnCartLoad(stack: Stack, id: string, label: string, call: OwnCartCall, options: { duration: number; connections: number }): Promise<LoadResult> {
  const base = stack.gateway.url;
  const { productId, workers } = await prepareWorkers(stack, call, options.connections);
  return runWorkerLoad(stack, id, label, workers, options.duration, {
    beforeAlone: async (first) => {
      await callOnce(base, call, first, productId);
    },
    alone: async (first) => {
      const { ok } = await callOnce(base, call, first, productId);
      if (!ok) throw new Error(`${id}: the ${call} call failed alone`);
      return async () => {};
    },
    once: (worker) => callOnce(base, call, worker, productId),
  });
}
