/**
 * API latency and throughput with autocannon over loopback against the local gateway. The load
 * generator runs in a worker thread (autocannon's `workers: 1`), so it does not share the event
 * loop with the handlers it measures. DynamoDB requests per call come from the counting proxy.
 */
import autocannon from 'autocannon';
import type { Stack } from '../local/stack.js';
import type { Session } from './page.js';
import { metric, type Row } from './report.js';

export interface LoadScenario {
  id: string;
  label: string;
  requests: { method: 'GET' | 'POST'; path: string; body?: unknown; auth?: boolean }[];
}

export interface LoadResult {
  id: string;
  label: string;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  completed: number;
  non2xx: number;
  errors: number;
  dynamoPerCall: number;
  dynamo: Record<string, number>;
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

interface ProductLite {
  _id: string;
  name: string;
  stock: number;
}

/** Served pincodes of the three demo stores (local/seed/stores.ts) and one no store serves. */
export const SERVICEABILITY_PINCODES = ['400001', '400005', '400010', '560038', '110003', '560099'];

export const SEARCH_QUERIES = ['milk', 'atta', 'panner', 'chocolte', 'rice 5 kg', 'amul', 'chips', 'bread'];

/** The scenarios of the issue, built from what the stack holds now. */
export async function buildScenarios(stack: Stack, session: Session): Promise<LoadScenario[]> {
  const base = stack.gateway.url;
  const list = await post<{ data: ProductLite[]; totalNoPage: number }>(`${base}/api/product/get`, { page: 1, limit: 50 });
  const products = list.data;
  const inStock = products.find((p) => p.stock > 0);
  if (!inStock) throw new Error('no product in stock to put in the cart');
  // Add-to-cart of a product already in the cart answers 200 "Item already in cart".
  await post(`${base}/api/cart/create`, { productId: inStock._id }, session.accessToken);
  const categories = ((await (await fetch(`${base}/api/category/get`)).json()) as { data: { _id: string }[] }).data;
  const pages = Math.max(1, Math.min(10, Number(list.totalNoPage) * 4));
  return [
    {
      id: 'product-list',
      label: 'product listing (product/get, 12 a page, pages 1–10)',
      requests: Array.from({ length: Math.min(10, pages) }, (_, i) => ({ method: 'POST', path: '/api/product/get', body: { page: i + 1, limit: 12 } })),
    },
    {
      id: 'product-details',
      label: 'product details (20 products)',
      requests: products.slice(0, 20).map((p) => ({ method: 'POST', path: '/api/product/get-product-details', body: { productId: p._id } })),
    },
    {
      id: 'search',
      label: `search (${SEARCH_QUERIES.length} queries)`,
      requests: SEARCH_QUERIES.map((search) => ({ method: 'POST', path: '/api/product/search-product', body: { search, page: 1 } })),
    },
    {
      id: 'home-rows',
      label: `home rows (get-product-by-category, ${categories.length} ids)`,
      requests: [{ method: 'POST', path: '/api/product/get-product-by-category', body: { ids: categories.map((c) => c._id) } }],
    },
    {
      id: 'serviceability',
      label: `serviceability (store/serviceability, ${SERVICEABILITY_PINCODES.length} pincodes, one unserved)`,
      requests: SERVICEABILITY_PINCODES.map((pincode) => ({ method: 'POST', path: '/api/store/serviceability', body: { pincode } })),
    },
    { id: 'cart-get', label: 'cart get (shopper)', requests: [{ method: 'GET', path: '/api/cart/get', auth: true }] },
    {
      id: 'cart-add',
      label: 'add to cart, already in cart (shopper)',
      requests: [{ method: 'POST', path: '/api/cart/create', body: { productId: inStock._id }, auth: true }],
    },
  ];
}

export async function runLoad(stack: Stack, scenario: LoadScenario, session: Session, options: { duration: number; connections: number }): Promise<LoadResult> {
  const counter = stack.dynamoCounter;
  if (!counter) throw new Error('start the stack with countDynamoRequests');
  const requests = scenario.requests.map((r) => ({
    method: r.method,
    path: r.path,
    headers: {
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(r.auth ? { authorization: `Bearer ${session.accessToken}` } : {}),
    },
    ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
  }));
  // Warm up: first use of a route may load the snapshot or build the search index.
  for (const r of requests) {
    const res = await fetch(`${stack.gateway.url}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    if (!res.ok) throw new Error(`${scenario.id}: ${r.path} answered ${res.status} during warm-up`);
    await res.arrayBuffer();
  }
  await counter.idle();
  await counter.reset();
  const result = await autocannon({
    url: stack.gateway.url.replace('localhost', '127.0.0.1'),
    connections: options.connections,
    duration: options.duration,
    workers: 1,
    requests,
    timeout: 20,
  });
  await counter.idle();
  const dynamo = await counter.counts();
  const completed = result.latency.totalCount;
  // Requests still in flight when autocannon stops are finished by the server: count per sent request.
  const sent = result.requests.sent || completed;
  return {
    id: scenario.id,
    label: scenario.label,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requestsPerSecond: result.requests.average,
    completed,
    non2xx: result.non2xx,
    errors: result.errors,
    dynamoPerCall: sent > 0 ? Object.values(dynamo).reduce((a, b) => a + b, 0) / sent : Number.NaN,
    dynamo,
  };
}

/** What went wrong under load, if anything: answers other than 2xx, and connection errors or timeouts. */
export function loadProblems(result: LoadResult): string | undefined {
  return [result.non2xx ? `${result.non2xx} non-2xx` : '', result.errors ? `${result.errors} errors` : ''].filter(Boolean).join(', ') || undefined;
}

/** One row of the table for one autocannon run. */
export function loadRow(id: string, section: string, label: string, result: LoadResult): Row {
  return {
    id,
    section,
    label,
    metrics: {
      p50: metric(result.p50Ms, 'ms'),
      p99: metric(result.p99Ms, 'ms'),
      rps: metric(result.requestsPerSecond, 'req/s', 'higher'),
      'ddb/call': metric(result.dynamoPerCall, 'count'),
    },
    note: loadProblems(result),
  };
}

/** A load run with failed requests measured the failures: the section fails, after its rows are shown. */
export function assertLoadSucceeded(results: readonly LoadResult[]): void {
  const failed = results.filter((r) => loadProblems(r)).map((r) => `${r.id}: ${loadProblems(r)}`);
  if (failed.length) throw new Error(`requests failed under load (${failed.join('; ')})`);
}
