/**
 * The order-cost section: what one order costs from checkout to delivered. A shopper of the
 * section's own, with an address at a default store's pincode and one of the section's own products
 * in the cart (bench/section-fixtures.ts), places a cash-on-delivery order;
 * the admin moves it placed → packed → out for delivery → delivered. Per step and for the whole life:
 * DynamoDB requests by operation and the capacity units they bill (estimated by the counting proxy,
 * local/dynamodb-counter.ts states the rule), everything the step caused included: each step waits
 * for the table stream's consumers (the dashboard's figures, the live push, low stock) to handle its
 * records. Lambda invocations: one per API call and one per consumer batch (no bus rule consumes a
 * cash order's events); the handlers' and consumers' wall time. Then what 1,000 such orders cost at
 * the on-demand prices below. The first life loads each handler (a cold start here, not what a busy
 * store pays per order) and is not counted; three more are measured (wall time: each step's median).
 */
import { randomUUID } from 'node:crypto';
import type { Stack } from '../local/stack.js';
import { causedSettled } from './dynamo-counts.js';
import type { Session } from './page.js';
import type { Recorder } from './record.js';
import { metric } from './report.js';
import { newAddress, newProducts, newShopper, signInDemo } from './section-fixtures.js';
import { progress, sumOf } from './util.js';

/** On-demand prices, us-east-1 (USD). */
export const PRICES = {
  dynamoPerMillionWru: 0.625,
  dynamoPerMillionRru: 0.125,
  lambdaPerMillionRequests: 0.2,
  lambdaPerGbSecond: 0.0000166667,
};
/** infra/constructs/app-function.ts: the default memory of a route's function (the order routes use no catalog). */
export const ORDER_FUNCTION_MEMORY_MB = 512;
const ORDERS = 1000;
const MEASURED_LIVES = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface StepCost {
  step: string;
  ms: number;
  dynamo: Record<string, number>;
  rru: number;
  wru: number;
  invocations: number;
  /** The stream consumers' wall time for the step's records (billed as their invocations' duration). */
  consumerMs: number;
}

const byOperation = (counts: Record<string, number>) => Object.entries(counts).map(([op, n]) => `${op} ${n}`).join(', ');

async function call<T>(s: Stack, method: string, path: string, session: Session, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${s.gateway.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${json.message ?? ''}`);
  return json.data;
}

/** The section's own shopper with an address, and its own product with stock for every life (the warm-up's too). */
async function prepare(s: Stack): Promise<{ shopper: Session; addressId: string; productId: string }> {
  const shopper = await newShopper(s.gateway.url, 'order-cost');
  const addressId = await newAddress(s.gateway.url, shopper);
  const [product] = await newProducts(s.gateway.url, 'order-cost', 1, 2 * (MEASURED_LIVES + 1));
  if (!product) throw new Error('no product made');
  return { shopper, addressId, productId: product._id };
}

/** One call, with the DynamoDB requests, capacity units and API calls it caused. */
async function measureStep(s: Stack, step: string, work: () => Promise<unknown>): Promise<StepCost> {
  const counter = s.dynamoCounter;
  if (!counter) throw new Error('start the stack with countDynamoRequests');
  // What came before (the cart's add, not counted) is done before this step is counted.
  await causedSettled(s);
  await counter.reset();
  s.gateway.requestCounts.clear();
  s.tableStream.invocations.clear();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await causedSettled(s);
  const units = await counter.units();
  const consumers = [...s.tableStream.invocations.values()];
  return {
    step,
    ms,
    dynamo: await counter.counts(),
    rru: sumOf(units.read),
    wru: sumOf(units.write),
    invocations: sumOf(Object.fromEntries(s.gateway.requestCounts)) + consumers.reduce((n, c) => n + c.count, 0),
    consumerMs: consumers.reduce((n, c) => n + c.ms, 0),
  };
}

async function orderLife(s: Stack, own: { shopper: Session; addressId: string; productId: string }, admin: Session): Promise<StepCost[]> {
  const { shopper, addressId } = own;
  // A placed order empties the cart: each life puts the product back, one of it.
  await call(s, 'POST', '/api/cart/create', shopper, { productId: own.productId }, { 'idempotency-key': randomUUID() });
  let orderId = '';
  const steps = [
    await measureStep(s, 'cash-on-delivery', async () => {
      const order = await call<{ _id: string }>(s, 'POST', '/api/order/cash-on-delivery', shopper, { addressId }, { 'idempotency-key': randomUUID() });
      orderId = order._id;
    }),
  ];
  for (const status of ['packed', 'out_for_delivery', 'delivered']) {
    steps.push(await measureStep(s, status, () => call(s, 'PUT', '/api/order/update-status', admin, { _id: orderId, status })));
  }
  return steps;
}

export async function orderCostSection(record: Recorder, s: Stack): Promise<void> {
  const [own, admin] = [await prepare(s), await signInDemo(s.gateway.url, 'admin')];
  progress('  warm-up order (loads each handler)');
  await orderLife(s, own, admin);
  const lives: StepCost[][] = [];
  for (let i = 0; i < MEASURED_LIVES; i++) lives.push(await orderLife(s, own, admin));
  // Requests and units are the same every time; the wall time is each step's median over the lives.
  const steps = (lives.at(-1) ?? []).map((step, i) => ({ ...step, ms: median(lives.map((life) => life[i]?.ms ?? Number.NaN)) }));
  for (const step of steps) {
    record.rows.push({
      id: `order-cost:${step.step}`,
      section: 'order-cost',
      label: `one order: ${step.step === 'cash-on-delivery' ? 'place (cash on delivery, 1 product)' : `admin → ${step.step}`}`,
      metrics: { ddb: metric(sumOf(step.dynamo), 'count'), RRU: metric(step.rru, 'count'), WRU: metric(step.wru, 'count'), wall: metric(step.ms, 'ms') },
      note: byOperation(step.dynamo),
    });
  }
  const total: Record<string, number> = {};
  for (const step of steps) for (const [op, n] of Object.entries(step.dynamo)) total[op] = (total[op] ?? 0) + n;
  const rru = steps.reduce((n, step) => n + step.rru, 0);
  const wru = steps.reduce((n, step) => n + step.wru, 0);
  const invocations = steps.reduce((n, step) => n + step.invocations, 0);
  // Lambda bills each invocation's duration rounded up to the millisecond; the local wall time stands for it.
  const gbSeconds = steps.reduce((n, step) => n + (Math.ceil(step.ms) + Math.ceil(step.consumerMs)) / 1000, 0) * (ORDER_FUNCTION_MEMORY_MB / 1024);
  record.rows.push({
    id: 'order-cost:life',
    section: 'order-cost',
    label: 'one order, checkout to delivered (4 calls)',
    metrics: { ddb: metric(sumOf(total), 'count'), RRU: metric(rru, 'count'), WRU: metric(wru, 'count'), lambda: metric(invocations, 'count'), 'GB-s': metric(gbSeconds, '') },
    note: byOperation(total),
  });
  const dynamoUsd = (ORDERS * (wru * PRICES.dynamoPerMillionWru + rru * PRICES.dynamoPerMillionRru)) / 1e6;
  const lambdaUsd = ORDERS * ((invocations * PRICES.lambdaPerMillionRequests) / 1e6 + gbSeconds * PRICES.lambdaPerGbSecond);
  record.rows.push({
    id: 'order-cost:1000',
    section: 'order-cost',
    label: `${ORDERS} such orders at on-demand prices`,
    metrics: { dynamodb: metric(dynamoUsd, 'USD'), lambda: metric(lambdaUsd, 'USD'), total: metric(dynamoUsd + lambdaUsd, 'USD') },
    note:
      `us-east-1: $${PRICES.dynamoPerMillionWru}/M WRU, $${PRICES.dynamoPerMillionRru}/M RRU, $${PRICES.lambdaPerMillionRequests}/M requests, ` +
      `$${PRICES.lambdaPerGbSecond}/GB-s at ${ORDER_FUNCTION_MEMORY_MB} MB, duration = local wall time of each call and consumer batch`,
  });
  record.details['order-cost'] = { prices: PRICES, memoryMb: ORDER_FUNCTION_MEMORY_MB, steps, total, rru, wru, invocations, gbSeconds, dynamoUsd, lambdaUsd };
}
