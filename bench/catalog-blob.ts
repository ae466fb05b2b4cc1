/**
 * The catalog snapshot stored as one object (core/catalog-blob.ts) at scale, in-process and without
 * a stack: object size, build (encode) time, the cold path of a new container (decompress, parse,
 * index load) and its heap, then sequential search latency from the loaded index.
 *
 *   node --expose-gc --import tsx bench/catalog-blob.ts [--products 50000]
 */
import { parseArgs } from 'node:util';
import { decodeCatalog, encodeCatalog } from '../functions/core/catalog-blob.js';
import { buildCatalogView } from '../functions/core/catalog-query.js';
import * as productItem from '../functions/data/items/product.js';
import { buildSeedCatalog } from '../local/seed/seed.js';

const { values } = parseArgs({ options: { products: { type: 'string', default: '50000' } } });
const PRODUCTS = Number(values.products);
const QUERIES = ['mil', 'milk', 'chocolte', 'panner', 'amul paneer', 'atta', 'rice 5 kg', 'chips', 'Amul Malai Paneer', 'dahi', 'bread', 'a', 'cold drink', 'shampo', 'detergent powder'];
const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const seed = buildSeedCatalog(PRODUCTS);
const source = buildCatalogView({
  products: seed.products.map(productItem.fromItem),
  categories: seed.categories.map(({ _id, name, image }) => ({ _id, name, image })),
  subCategories: seed.subCategories.map(({ _id, name, image, category }) => ({ _id, name, image, category })),
});
let t = performance.now();
source.searchIndex();
console.log(`${PRODUCTS} products; index build (what a cold container does today): ${ms(t)}`);
t = performance.now();
const bytes = encodeCatalog(1, source);
console.log(`encode (the builder, once per catalog change): ${ms(t)}, object ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
// CPU time too: steadier than wall time on a busy machine, and what Lambda rations by memory size.
const cpuBefore = process.cpuUsage();
t = performance.now();
const { view } = decodeCatalog(bytes);
const decodeMs = performance.now() - t;
t = performance.now();
view.search('warm up');
const loadIndexMs = performance.now() - t;
const cpu = process.cpuUsage(cpuBefore);
global.gc?.();
console.log(
  `cold path from the object: decompress + parse ${decodeMs.toFixed(0)} ms, index load ${loadIndexMs.toFixed(0)} ms, total ${(decodeMs + loadIndexMs).toFixed(0)} ms (CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, GC threads included); ` +
    `heap for the view + index ${((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(0)} MB${global.gc ? '' : ' (run with --expose-gc)'}`,
);

// Sequential searches as bench/catalog.ts sends them: 15 queries, pages 1-3, 300 calls (the view caches 200 queries).
const times: number[] = [];
for (let i = 0; i < 300; i++) {
  const started = performance.now();
  view.search(QUERIES[i % QUERIES.length]!);
  times.push(performance.now() - started);
}
const uncached = QUERIES.map((q) => {
  const fresh = decodeCatalog(bytes).view;
  fresh.search('warm up');
  const started = performance.now();
  fresh.search(q);
  return [q, performance.now() - started] as const;
});
times.sort((a, b) => a - b);
console.log(`search, 300 sequential calls: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`);
console.log(`first (uncached) search per query: ${uncached.map(([q, v]) => `${q} ${v.toFixed(0)}`).join(', ')} ms`);
