/**
 * The live section: how long an order change takes to reach connected screens, on the stack `npm
 * start` runs (the same gateway, /ws, DynamoDB Local's stream read four times a second as Lambda
 * does, the live push). The demo shopper and the demo admin are connected over WebSocket; the
 * shopper places cash orders and the admin packs each; for every change, at the shopper and at the
 * admin, the time from the write (its API call answered: the transaction committed just before) to
 * the message arriving, the measure of the target p95 ≤ 1 s; and, an upper bound that
 * adds the API call itself, from sending the call. The shopper, their address and the product
 * are the section's own (bench/section-fixtures.ts): what other sections sold or left in a cart
 * cannot fail it.
 */
import type { LiveMessage } from '../functions/core/contracts/live.js';
import { connectLive } from '../local/live-client.js';
import type { Stack } from '../local/stack.js';
import type { Session } from './page.js';
import type { Recorder } from './record.js';
import { metric } from './report.js';
import { callApi, newAddress, newProducts, newShopper, signInDemo } from './section-fixtures.js';
import { progress } from './util.js';

/** Orders placed and packed: two changes each. */
const ORDERS = 20;
export const LIVE_P95_TARGET_MS = 1000;

export async function liveSection(record: Recorder, s: Stack): Promise<void> {
  const base = s.gateway.url;
  const adminSession = await signInDemo(base, 'admin');
  const shopper = await newShopper(base, 'live');
  const call = <T>(session: Session, method: string, path: string, body?: unknown): Promise<T> => callApi<T>(base, method, path, { token: session.accessToken, body });
  const addressId = await newAddress(base, shopper);
  const [product] = await newProducts(base, 'live', 1, ORDERS * 2);
  if (!product) throw new Error('no product made');

  const [toShopper, toAdmin] = await Promise.all([connectLive(s.gateway.url, shopper.accessToken), connectLive(s.gateway.url, adminSession.accessToken)]);
  const latencies: number[] = [];
  const fromSent: number[] = [];
  try {
    const change = async (write: () => Promise<{ _id: string; status: string }>) => {
      const sentAt = Date.now();
      const order = await write();
      const writtenAt = Date.now();
      const matches = (m: LiveMessage) => m.type === 'order' && m.order._id === order._id && m.order.status === order.status;
      const [own, all] = await Promise.all([toShopper.next(matches), toAdmin.next(matches)]);
      latencies.push(own.at - writtenAt, all.at - writtenAt);
      fromSent.push(own.at - sentAt, all.at - sentAt);
    };
    for (let i = 0; i < ORDERS; i++) {
      await call(shopper, 'POST', '/api/cart/create', { productId: product._id });
      let placedId = '';
      await change(async () => {
        const placed = await call<{ _id: string; status: string }>(shopper, 'POST', '/api/order/cash-on-delivery', { addressId });
        placedId = placed._id;
        return placed;
      });
      await change(() => call(adminSession, 'PUT', '/api/order/update-status', { _id: placedId, status: 'packed' }));
    }
  } finally {
    await Promise.all([toShopper.close(), toAdmin.close()]);
  }
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  progress(`  live: ${latencies.length} messages, p50 ${p50} ms, p95 ${p95} ms from the write; p95 ${percentile(fromSent, 95)} ms from sending it`);
  record.rows.push({
    id: 'live:order-change',
    section: 'live',
    label: `order change → live message at the shopper and the admin (${ORDERS * 2} changes: placed, packed)`,
    metrics: {
      p50: metric(p50, 'ms'),
      p95: metric(p95, 'ms'),
      max: metric(Math.max(...latencies), 'ms'),
      'p95 from sending': metric(percentile(fromSent, 95), 'ms'),
    },
    targets: [{ metric: 'p95', op: '<=', value: LIVE_P95_TARGET_MS }],
    note: 'from the write (its call answered) to the message; "from sending" adds the API call',
  });
  record.details.live = { fromWrite: latencies, fromSent };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
