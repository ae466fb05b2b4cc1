/**
 * The catalog section: the catalog object (functions/core/catalog-blob.ts) at --products and
 * --products-large, each measured in a fresh node process (a new container's state; --expose-gc for
 * the heap), without a stack or S3: the object's size, the builder's encode, a new container's cold
 * path from it (decompress and parse, index load; wall and CPU time) and the heap it holds, the index
 * build that the table path does instead, and search latency from the loaded index (300 sequential
 * first pages of 12, as the search call answers, over 15 queries; the view caches results, so the
 * first call of each query is the uncached one).
 * The api section measures the same cold path over the stack (with the S3 GET) and under HTTP load.
 *
 *   node --expose-gc --import tsx bench/catalog-object.ts --products 50000   (one scale, JSON out)
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from '../local/config.js';
import type { BenchOptions } from './options.js';
import type { Recorder } from './record.js';
import { metric } from './report.js';

export interface CatalogObjectFigures {
  products: number;
  objectBytes: number;
  /** The search index built from the records: what a container does when it loads from the table. */
  indexBuildMs: number;
  encodeMs: number;
  decodeMs: number;
  indexLoadMs: number;
  /** CPU time of decode and index load, GC threads included: steadier than wall time on a busy machine, and what Lambda rations by memory. */
  coldCpuMs: number;
  /** Heap held by the decoded view and its index; NaN without --expose-gc. */
  heapMb: number;
  searchP50Ms: number;
  searchP99Ms: number;
  /** Each query's first (uncached) search. */
  firstSearchMs: Record<string, number>;
}

export const QUERIES = ['mil', 'milk', 'chocolte', 'panner', 'amul paneer', 'atta', 'rice 5 kg', 'chips', 'Amul Malai Paneer', 'dahi', 'bread', 'a', 'cold drink', 'shampo', 'detergent powder'];
const SEARCH_CALLS = 300;

const SEARCH_PAGE = 12;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Runs in the child process. */
async function measure(products: number): Promise<CatalogObjectFigures> {
  const { decodeCatalog, encodeCatalog } = await import('../functions/core/catalog-blob.js');
  const { buildCatalogView, paginate } = await import('../functions/core/catalog-query.js');
  const { catalogSearchIndex, listProducts, searchCatalog } = await import('../functions/core/catalog-search.js');
  const productItem = await import('../functions/data/items/product.js');
  const { buildSeedCatalog } = await import('../local/seed/catalog.js');
  const gc = (globalThis as { gc?: () => void }).gc;

  const seed = buildSeedCatalog(products);
  const source = buildCatalogView({
    products: seed.products.map(productItem.fromItem),
    categories: seed.categories.map(({ _id, name, image }) => ({ _id, name, image })),
    subCategories: seed.subCategories.map(({ _id, name, image, category }) => ({ _id, name, image, category })),
  });
  let t = performance.now();
  catalogSearchIndex(source);
  const indexBuildMs = performance.now() - t;
  t = performance.now();
  const bytes = encodeCatalog(1, source);
  const encodeMs = performance.now() - t;

  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  t = performance.now();
  const { view } = decodeCatalog(bytes);
  const decodeMs = performance.now() - t;
  t = performance.now();
  searchCatalog(view, 'warm up');
  const indexLoadMs = performance.now() - t;
  const cpu = process.cpuUsage(cpuBefore);
  gc?.();
  const heapMb = gc ? (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024 : Number.NaN;

  const times: number[] = [];
  const firstSearchMs: Record<string, number> = {};
  for (let i = 0; i < SEARCH_CALLS; i++) {
    const query = QUERIES[i % QUERIES.length] as string;
    const started = performance.now();
    // What the search call does (search-products.ts): the first page of 12.
    paginate(listProducts(view, query), 1, SEARCH_PAGE);
    const ms = performance.now() - started;
    times.push(ms);
    firstSearchMs[query] ??= ms;
  }
  times.sort((a, b) => a - b);
  return {
    products: seed.products.length,
    objectBytes: bytes.length,
    indexBuildMs,
    encodeMs,
    decodeMs,
    indexLoadMs,
    coldCpuMs: (cpu.user + cpu.system) / 1000,
    heapMb,
    searchP50Ms: percentile(times, 50),
    searchP99Ms: percentile(times, 99),
    firstSearchMs,
  };
}

/** One scale in a fresh node process: this file run as a script. */
function measureInChild(products: number): Promise<CatalogObjectFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', new URL(import.meta.url).pathname, '--products', String(products)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`exited ${code}`);
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as CatalogObjectFigures);
      } catch (e) {
        reject(new Error(`catalog object at ${products} products: ${(e as Error).message}: ${err.trim().split('\n').slice(-3).join(' ')}`));
      }
    });
  });
}

export async function catalogSection(record: Recorder, options: BenchOptions): Promise<void> {
  for (const scale of [options.products, options.productsLarge].filter((n) => n > 0)) {
    await record.section(`catalog (${scale})`, async () => {
      const f = await measureInChild(scale);
      record.details[`catalog@${scale}`] = f;
      const [slowest, slowestMs] = Object.entries(f.firstSearchMs).sort((a, b) => b[1] - a[1])[0] ?? ['', Number.NaN];
      record.rows.push(
        {
          id: `catalog:object:${scale}`,
          section: 'catalog',
          label: `catalog object, ${f.products} products: built, then a new container's load`,
          metrics: {
            size: metric(f.objectBytes / 1024, 'KB'),
            encode: metric(f.encodeMs, 'ms'),
            decode: metric(f.decodeMs, 'ms'),
            'index load': metric(f.indexLoadMs, 'ms'),
            cpu: metric(f.coldCpuMs, 'ms'),
            heap: metric(f.heapMb, 'MB'),
          },
          note: `in a fresh node process, no S3; cpu: decode and index load; the table path builds the index instead: ${f.indexBuildMs.toFixed(0)} ms`,
        },
        {
          id: `catalog:search:${scale}`,
          section: 'catalog',
          label: `search from the loaded object, ${f.products} products`,
          metrics: { p50: metric(f.searchP50Ms, 'ms'), p99: metric(f.searchP99Ms, 'ms'), 'slowest first': metric(slowestMs, 'ms') },
          note: `${SEARCH_CALLS} sequential calls over ${QUERIES.length} queries, in-process; slowest first (uncached) search: "${slowest}"`,
        },
      );
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '50000' } } });
  process.stdout.write(`\n${JSON.stringify(await measure(Number(values.products)))}\n`);
}
