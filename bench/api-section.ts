/**
 * The api section: autocannon latency and throughput of the main API calls at the seeded catalog,
 * then scaled to --products and --products-large on the same stack, each scale with the catalog's
 * cold path (a new container's load from the object and from the table) and, when render runs too,
 * the home page's requests at that scale.
 */
import { routes } from '../functions/api/routes.js';
import type { Stack } from '../local/stack.js';
import { API_CALLS } from './api-calls.js';
import { prepareCalls } from './api-context.js';
import { ownRequests } from './dynamo-counts.js';
import { assertLoadSucceeded, loadRow, runLoad, type LoadResult } from './api-load.js';
import { runOrderLoad } from './api-orders.js';
import { runOwnCartLoad } from './api-own-carts.js';
import { TARGETS, type BenchOptions } from './options.js';
import { renderSection } from './page-sections.js';
import type { Session } from './page.js';
import type { Recorder } from './record.js';
import { metric, readResults, type Row } from './report.js';
import { buildCatalogObject, catalogSize, scaleCatalog } from './stack-setup.js';
import { sumOf, timed } from './util.js';

/** Each scale seeds up the same stack: 299, then --products, then --products-large. */
export async function apiAtEachScale(record: Recorder, options: BenchOptions, s: Stack, signedIn: Session): Promise<void> {
  const seeded = await catalogSize(s);
  await record.section('api (seeded)', () => apiSection(record, options, s, `${seeded}`));
  let size = seeded;
  for (const scale of [options.products, options.productsLarge]) {
    if (scale <= size) continue;
    await record.section(`scale to ${scale} products`, () => scaleCatalog(scale));
    await record.section(`api (${scale})`, () => apiSection(record, options, s, `${scale}`));
    if (options.only.includes('render')) {
      await record.section(`render (${scale})`, () => renderSection(record, s, signedIn, `${scale}`, { warmOnly: true }));
    }
    size = scale;
  }
}

async function apiSection(record: Recorder, options: BenchOptions, s: Stack, scale: string): Promise<void> {
  const snapshot = await coldSnapshotLoad(s);
  record.rows.push({
    id: `api:snapshot:${scale}`,
    section: 'api',
    label: `catalog cold load (${scale} products): from the object; from the table`,
    metrics: {
      object: metric(snapshot.objectMs, 'ms'),
      'object size': metric(snapshot.objectBytes / 1024, 'KB'),
      table: metric(snapshot.loadMs, 'ms'),
      dynamodb: metric(snapshot.requests, 'count'),
      'index build': metric(snapshot.indexMs, 'ms'),
    },
    note: snapshot.buildMs > 0 ? `the builder took ${(snapshot.buildMs / 1000).toFixed(1)} s` : 'object built at start',
  });
  const { context, shopper } = await prepareCalls(s);
  const previous = new Map((readResults(options.resultsFile)?.rows ?? []).map((row): [string, Row] => [row.id, row]));
  const results: LoadResult[] = [];
  const notLoaded: Record<string, string> = {};
  // The manifest's order: every public and shopper call of api-calls.ts that this tree deploys.
  for (const entry of routes) {
    const key = `${entry.method} ${entry.path}` as keyof typeof API_CALLS;
    const plan = API_CALLS[key];
    if (!plan) continue;
    if ('notLoaded' in plan) {
      notLoaded[key] = plan.notLoaded;
      continue;
    }
    const load = { duration: options.duration, connections: options.connections };
    const result = await timed(`${'load' in plan ? 'autocannon' : 'workers'} ${plan.id} (${scale})`, () =>
      'placeOrder' in plan
        ? runOrderLoad(s, plan.id, plan.label, plan.placeOrder, load)
        : 'ownCart' in plan
          ? runOwnCartLoad(s, plan.id, plan.label, plan.ownCart, load)
          : runLoad(s, { id: plan.id, label: plan.label, requests: plan.load(context) }, shopper, load),
    );
    results.push(result);
    const id = `api:${plan.id}:${scale}`;
    const row = loadRow(id, 'api', `${key} — ${plan.label} @${scale}`, result, previous.get(id));
    // Serviceability answers from memory when warm.
    if (plan.id === 'serviceability') row.targets = [{ metric: 'p99', op: '<=', value: TARGETS.serviceabilityP99Ms }];
    record.rows.push(row);
  }
  record.rows.push({
    id: `api:not-loaded:${scale}`,
    section: 'api',
    label: `public and shopper calls not under load (${Object.keys(notLoaded).length})`,
    metrics: {},
    note: Object.keys(notLoaded).join(', '),
  });
  record.details[`api@${scale}`] = { snapshot, results, notLoaded };
  assertLoadSucceeded(results);
}

/**
 * A new container's catalog load, both ways, in-process: from the table (paged gsi1 reads, then the
 * search index built: what a container does while the object of a new version is not built yet)
 * and from the built object (one S3 GET, decompress, parse, the index loaded: the usual cold path).
 */
async function coldSnapshotLoad(s: Stack): Promise<{ loadMs: number; requests: number; indexMs: number; objectMs: number; objectBytes: number; buildMs: number }> {
  const { loadCatalog } = await import('../functions/data/repos/catalog-snapshot.js');
  const { readCatalogObject } = await import('../functions/data/repos/catalog-object.js');
  const { decodeCatalog } = await import('../functions/core/catalog-blob.js');
  const { searchCatalog } = await import('../functions/core/catalog-search.js');
  const build = await buildCatalogObject(s);
  const load = await ownRequests(s, async () => {
    const started = performance.now();
    const view = await loadCatalog();
    return { view, loadMs: performance.now() - started };
  });
  const { view, loadMs } = load.value;
  const requests = sumOf(load.dynamo);
  const indexStarted = performance.now();
  searchCatalog(view, 'warm up the index');
  const indexMs = performance.now() - indexStarted;

  const objectStarted = performance.now();
  const bytes = await readCatalogObject(build.version);
  if (!bytes) throw new Error(`no catalog object for version ${build.version}`);
  searchCatalog(decodeCatalog(bytes).view, 'warm up the index');
  return { loadMs, requests, indexMs, objectMs: performance.now() - objectStarted, objectBytes: bytes.length, buildMs: build.ms ?? 0 };
}
