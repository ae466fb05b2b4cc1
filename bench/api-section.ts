/**
 * The api section: autocannon latency and throughput of the main API calls at the seeded catalog,
 * then scaled to --products and --products-large on the same stack, each scale with the catalog's
 * cold path (a new container's load from the object and from the table) and, when render runs too,
 * the home page's requests at that scale.
 */
import type { Stack } from '../local/stack.js';
import { assertLoadSucceeded, buildScenarios, loadRow, runLoad, type LoadResult } from './api-load.js';
import { TARGETS, type BenchOptions } from './options.js';
import { renderSection } from './page-sections.js';
import type { Session } from './page.js';
import type { Recorder } from './record.js';
import { metric } from './report.js';
import { buildCatalogObject, catalogSize, scaleCatalog } from './stack-setup.js';
import { timed } from './util.js';

/** Each scale seeds up the same stack: 299, then --products, then --products-large. */
export async function apiAtEachScale(record: Recorder, options: BenchOptions, s: Stack, signedIn: Session): Promise<void> {
  const seeded = await catalogSize(s);
  await record.section('api (seeded)', () => apiSection(record, options, s, signedIn, `${seeded}`));
  let size = seeded;
  for (const scale of [options.products, options.productsLarge]) {
    if (scale <= size) continue;
    await record.section(`scale to ${scale} products`, () => scaleCatalog(scale));
    await record.section(`api (${scale})`, () => apiSection(record, options, s, signedIn, `${scale}`));
    if (options.only.includes('render')) {
      await record.section(`render (${scale})`, () => renderSection(record, s, signedIn, `${scale}`, { warmOnly: true }));
    }
    size = scale;
  }
}

async function apiSection(record: Recorder, options: BenchOptions, s: Stack, signedIn: Session, scale: string): Promise<void> {
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
  const scenarios = await buildScenarios(s, signedIn);
  const results: LoadResult[] = [];
  for (const scenario of scenarios) {
    const result = await timed(`autocannon ${scenario.id} (${scale})`, () =>
      runLoad(s, scenario, signedIn, { duration: options.duration, connections: options.connections }),
    );
    results.push(result);
    const row = loadRow(`api:${scenario.id}:${scale}`, 'api', `${scenario.label} @${scale}`, result);
    // Serviceability answers from memory when warm.
    if (scenario.id === 'serviceability') row.targets = [{ metric: 'p99', op: '<=', value: TARGETS.serviceabilityP99Ms }];
    record.rows.push(row);
  }
  record.details[`api@${scale}`] = { snapshot, results };
  assertLoadSucceeded(results);
}

/**
 * A new container's catalog load, both ways, in-process: from the table (paged gsi1 reads, then the
 * search index built: what a container does while the object of a new version is not built yet)
 * and from the built object (one S3 GET, decompress, parse, the index loaded: the usual cold path).
 */
async function coldSnapshotLoad(s: Stack): Promise<{ loadMs: number; requests: number; indexMs: number; objectMs: number; objectBytes: number; buildMs: number }> {
  const counter = s.dynamoCounter;
  if (!counter) throw new Error('no DynamoDB counter');
  const { loadCatalog } = await import('../functions/data/repos/catalog-snapshot.js');
  const { readCatalogObject } = await import('../functions/data/repos/catalog-object.js');
  const { decodeCatalog } = await import('../functions/core/catalog-blob.js');
  const { searchCatalog } = await import('../functions/core/catalog-search.js');
  const build = await buildCatalogObject(s);
  await counter.idle();
  await counter.reset();
  const started = performance.now();
  const view = await loadCatalog();
  const loadMs = performance.now() - started;
  await counter.idle();
  const requests = await counter.total();
  const indexStarted = performance.now();
  searchCatalog(view, 'warm up the index');
  const indexMs = performance.now() - indexStarted;

  const objectStarted = performance.now();
  const bytes = await readCatalogObject(build.version);
  if (!bytes) throw new Error(`no catalog object for version ${build.version}`);
  searchCatalog(decodeCatalog(bytes).view, 'warm up the index');
  return { loadMs, requests, indexMs, objectMs: performance.now() - objectStarted, objectBytes: bytes.length, buildMs: build.ms ?? 0 };
}
