/**
 * Catalog read latency at scale: starts its own embedded stack (ports 14000–14004, or from
 * BENCH_PORT_BASE / --port-base; DynamoDB in memory) seeded with 5000 products, then times the
 * listing and search calls over loopback and counts the DynamoDB requests each warm call makes.
 *
 *   npx tsx bench/catalog.ts [--products 5000] [--requests 300] [--port-base 14000]
 *
 * `npm run bench` (bench/run.ts) reports the headline figures of this script too (snapshot cold
 * load, index build, DynamoDB requests per call, counted on the wire) next to autocannon latency;
 * this one stays for the per-scenario sequential latencies of every catalog read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_CATALOG_PATH } from '../local/jobs.js';
import { startStack } from '../local/stack.js';

const { values } = parseArgs({ options: { products: { type: 'string' }, requests: { type: 'string' }, 'port-base': { type: 'string' } } });
const PRODUCTS = Number(values.products ?? 5000);
const REQUESTS = Number(values.requests ?? 300);
const BASE = Number(values['port-base'] ?? process.env.BENCH_PORT_BASE ?? 14000);
const PORTS = { gateway: BASE, dynamodb: BASE + 1, s3: BASE + 2, cognito: BASE + 3, ses: BASE + 4 };

process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-bench-'));
const started = performance.now();
// The catalog object is built below, when this script says, rather than whenever a poll sees the seed.
const stack = await startStack({ ports: PORTS, dataDir, seed: { products: PRODUCTS }, inMemoryDb: true, catalogPollMs: 0, log: (l) => console.log(`  ${l}`) });
console.log(`stack with ${PRODUCTS} products ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const buildRes = await fetch(`${stack.gateway.url}${BUILD_CATALOG_PATH}`, { method: 'POST' });
const build = ((await buildRes.json()) as { summary: { version: number; bytes: number; ms: number } }).summary;
console.log(`catalog object built (what the stream-fed builder does after a change): ${(build.ms / 1000).toFixed(1)} s, ${(build.bytes / 1024 / 1024).toFixed(1)} MB\n`);

// The handlers run in this process and share this client module: count what they send.
const { db } = await import('../functions/data/client.js');
const sent = new Map<string, number>();
db.middlewareStack.add(
  (next, context) => async (args) => {
    sent.set(context.commandName ?? '?', (sent.get(context.commandName ?? '?') ?? 0) + 1);
    return next(args);
  },
  { step: 'initialize', name: 'benchCount' },
);
const totalSent = () => [...sent.values()].reduce((a, b) => a + b, 0);

async function post(route: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${stack.gateway.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Row {
  scenario: string;
  p50: string;
  p99: string;
  max: string;
  'DynamoDB req/call': string;
}
const rows: Row[] = [];

async function scenario(name: string, route: string, bodyOf: (i: number) => unknown): Promise<void> {
  await post(route, bodyOf(0)); // warm: this route's first use may load the snapshot / build the index
  const times: number[] = [];
  const before = totalSent();
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await post(route, bodyOf(i));
    times.push(performance.now() - t);
  }
  const requests = (totalSent() - before) / REQUESTS;
  times.sort((a, b) => a - b);
  rows.push({
    scenario: name,
    p50: `${percentile(times, 50).toFixed(1)} ms`,
    p99: `${percentile(times, 99).toFixed(1)} ms`,
    max: `${(times.at(-1) ?? 0).toFixed(1)} ms`,
    'DynamoDB req/call': requests.toFixed(2),
  });
}

const categories = ((await (await fetch(`${stack.gateway.url}/api/category/get`)).json()) as { data: { _id: string }[] }).data;
const subs = (await post('/api/subcategory/get', {})).data as { _id: string; category: { _id: string }[] }[];
const first = (await post('/api/product/get', { page: 1, limit: 100 })).data as { _id: string }[];
const total = Number((await post('/api/product/get', { page: 1, limit: 12 })).totalCount);
const pages = Math.ceil(total / 12);

const QUERIES = ['mil', 'milk', 'chocolte', 'panner', 'amul paneer', 'atta', 'rice 5 kg', 'chips', 'Amul Malai Paneer', 'dahi', 'bread', 'a', 'cold drink', 'shampo', 'detergent powder'];

// Cold costs, measured in-process: a new container's load from the built object (one GET), then
// the table path (paged gsi1 and the search index build) it takes while an object is not built yet.
const { readCatalogObject } = await import('../functions/data/repos/catalog-object.js');
const { decodeCatalog } = await import('../functions/core/catalog-blob.js');
global.gc?.();
const objectHeapBefore = process.memoryUsage().heapUsed;
const objectStarted = performance.now();
const objectBytes = await readCatalogObject(build.version);
if (!objectBytes) throw new Error('no catalog object');
const getMs = performance.now() - objectStarted;
const fromObject = decodeCatalog(objectBytes).view;
fromObject.search('warm up the index');
const objectMs = performance.now() - objectStarted;
global.gc?.();
const objectHeapMb = (process.memoryUsage().heapUsed - objectHeapBefore) / 1024 / 1024;

const { loadCatalog } = await import('../functions/data/repos/catalog-snapshot.js');
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const loadStarted = performance.now();
const before = totalSent();
const view = await loadCatalog();
const loadMs = performance.now() - loadStarted;
const loadRequests = totalSent() - before;
const indexStarted = performance.now();
view.search('warm up the index');
const indexMs = performance.now() - indexStarted;
global.gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

await scenario('search-product (15 queries, pages 1–3)', '/api/product/search-product', (i) => ({
  search: QUERIES[i % QUERIES.length],
  page: 1 + (Math.floor(i / QUERIES.length) % 3),
}));
await scenario('search-product, same query (cached)', '/api/product/search-product', () => ({ search: 'milk', page: 1 }));
await scenario('product/get, limit 12, every page', '/api/product/get', (i) => ({ page: 1 + (i % pages), limit: 12 }));
await scenario('product/get, limit 100', '/api/product/get', (i) => ({ page: 1 + (i % Math.ceil(total / 100)), limit: 100 }));
await scenario('product/get with search (admin list)', '/api/product/get', (i) => ({ page: 1, limit: 12, search: QUERIES[i % QUERIES.length] }));
await scenario('by category and sub category, limit 8', '/api/product/get-pruduct-by-category-and-subcategory', (i) => {
  const sub = subs[i % subs.length]!;
  return { categoryId: sub.category[0]!._id, subCategoryId: sub._id, page: 1 + (i % 3), limit: 8 };
});
await scenario('get-product-by-category {id}', '/api/product/get-product-by-category', (i) => ({ id: categories[i % categories.length]!._id }));
await scenario(`get-product-by-category {ids} (${categories.length} rows × 12)`, '/api/product/get-product-by-category', () => ({
  ids: categories.map((c) => c._id),
}));
await scenario('get-product-details', '/api/product/get-product-details', (i) => ({ productId: first[i % first.length]!._id }));

console.log(`Catalog: ${total} products, ${categories.length} categories, ${subs.length} sub categories; ${REQUESTS} sequential requests per scenario over loopback.`);
console.log(
  `Cold load from the catalog object: ${objectMs.toFixed(0)} ms (GET ${getMs.toFixed(0)} ms from the local S3; decompress, parse and index load ${(objectMs - getMs).toFixed(0)} ms), ${objectHeapMb.toFixed(0)} MB of heap with the view in scope. ` +
    `From the table: ${loadMs.toFixed(0)} ms in ${loadRequests} DynamoDB requests; search index build: ${indexMs.toFixed(0)} ms; ` +
    `snapshot + index ≈ ${heapMb.toFixed(0)} MB of heap${global.gc ? '' : ' (run with node --expose-gc for a steadier figure)'}.\n`,
);
console.table(rows);
console.log('DynamoDB requests by command during the run:', Object.fromEntries(sent));

await stack.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
