/**
 * The home rows call alone (POST /api/product/get-product-by-category with every category id, as the
 * api section's `home-rows` row), on one tree's embedded stack scaled to a catalog size: autocannon
 * at 20 connections for some rounds, with the DynamoDB requests and BatchGet keys per call (the counting
 * proxy) and the stack process's CPU per call (gateway, handler and the DynamoDB client: everything
 * Node does for the call; DynamoDB Local's own work is in its Java process). Decision 0062 was
 * measured with it:
 *
 *   npx tsx bench/home-rows-p99.ts --port-base 41800 --products 5000 --rounds 3 --duration 10
 *
 * It uses only what older trees have too, so it can be copied into a tree of an earlier commit and
 * run there in alternation with this one. Prints one JSON line per round, then a summary.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildCatalogObject, scaleCatalog, startScriptStack } from './stack-setup.js';

const { values } = parseArgs({
  options: {
    'port-base': { type: 'string', default: '41800' },
    products: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const base = Number(values['port-base']);
process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
const { stack, dataDir } = await startScriptStack(base, 'home-rows');
if (!stack?.dynamoCounter) throw new Error('no stack');
const counter = stack.dynamoCounter;
const url = stack.gateway.url.replace('localhost', '127.0.0.1');
await scaleCatalog(Number(values.products));
await buildCatalogObject(stack);

const categories = (await (await fetch(`${url}/api/category/get`)).json()) as { data: { _id: string }[] };
const body = JSON.stringify({ ids: categories.data.map((c) => c._id) });
const request = { method: 'POST' as const, path: '/api/product/get-product-by-category', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body };
// Warm: the first call loads the catalog object and its index.
const warm = await fetch(`${url}${request.path}`, { method: 'POST', headers: request.headers, body });
const rows = (await warm.json()) as { data: { products: unknown[] }[] };
const shown = rows.data.reduce((n, r) => n + r.products.length, 0);

const rounds: Record<string, number>[] = [];
for (let round = 0; round < Number(values.rounds); round++) {
  await counter.idle();
  await counter.reset();
  const cpu = process.cpuUsage();
  const r = await autocannon({ url, connections: Number(values.connections), duration: Number(values.duration), workers: 1, requests: [request], timeout: 20 });
  const used = process.cpuUsage(cpu);
  await counter.idle();
  const requests = await counter.total();
  const units = await counter.units();
  const sent = r.requests.sent || r.latency.totalCount;
  const figures = {
    round: round + 1,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    calls: r.latency.totalCount,
    non2xx: r.non2xx,
    ddbPerCall: requests / sent,
    // BatchGet keys read eventually consistent are half a unit each: twice the units is the keys.
    batchGetKeysPerCall: ((units.read.BatchGetItem ?? 0) * 2) / sent,
    // The stack's process (the load generator is a worker thread of it: its share is small but in here).
    cpuMsPerCall: (used.user + used.system) / 1000 / sent,
  };
  rounds.push(figures);
  console.log(JSON.stringify(figures));
}
const load = os.loadavg().map((n) => n.toFixed(1)).join(' ');
console.log(JSON.stringify({ products: Number(values.products), categories: categories.data.length, productsShown: shown, loadAverage: load }));
await stack.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
