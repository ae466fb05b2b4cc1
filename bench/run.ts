/**
 * `npm run bench`: builds the site, starts its own embedded stack (ports 16000–16004, or from
 * BENCH_PORT_BASE / --port-base, a temporary
 * data directory, DynamoDB in memory behind a counting proxy) and measures:
 *
 * - render:     API and DynamoDB requests needed to render the home page (cold and warm, logged
 *               out and in), and what the home rows call costs by number of categories;
 * - weight:     JS and CSS bytes of a first visit to / (raw; gzip at zlib's default level, the
 *               budgets' measure; served: the bytes received, brotli as CloudFront and
 *               `npm start` send them);
 * - lighthouse: Lighthouse 12, mobile and desktop, median of --runs runs, for /, a product page and
 *               /search?q=milk;
 * - api:        autocannon latency and throughput of the main API calls, at the seeded catalog,
 *               scaled to --products products and then to --products-large (default 50000; 0 to
 *               skip) on the same stack, seeded up; each scale also reports the catalog's cold
 *               path (snapshot load, index build) and DynamoDB requests per warm call;
 * - orders:     the admin's order list (admin-list: first page, one status, a later page) with
 *               autocannon after seeding --orders past orders; DynamoDB requests per call;
 * - cold:       bundle size and import time of every deployed function.
 *
 * Prints one table (stdout; progress goes to stderr) and writes bench/results.json, comparing with
 * the previous one when there is one.
 *
 *   npm run bench -- [--runs 5] [--lighthouse-minutes 9] [--duration 10] [--connections 20]
 *                    [--products 5000] [--products-large 50000] [--orders 5000] [--import-runs 5]
 *                    [--port-base 16000]
 *                    [--only render,weight,lighthouse,api,orders,cold]
 *
 * --runs: Lighthouse runs per page and preset (median reported), round-robin, stopping after the
 * last round that fits in --lighthouse-minutes (0: no limit); the table says how many ran.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, type StackPorts } from '../local/config.js';
import { DEMO_ACCOUNTS } from '../local/provision.js';
import { startStack, type Stack } from '../local/stack.js';
import { BUILD_CATALOG_PATH } from '../local/jobs.js';
import { productPath } from '../frontend/src/lib/slug.js';
import { buildScenarios, runLoad, type LoadResult } from './api-load.js';
import { measureColdStarts, type ColdStartReport } from './cold-start.js';
import { runLighthouseRounds, type LighthouseSummary, type Preset } from './lighthouse.js';
import { launchBrowser, measureRender, measureWeight, signInByApi, type PageWeight, type RenderCost, type Session } from './page.js';
import { metric, readResults, renderTable, writeResults, type Results, type Row } from './report.js';
import { kb, progress, seconds, timed } from './util.js';

const SECTIONS = ['render', 'weight', 'lighthouse', 'api', 'orders', 'cold'] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    products: { type: 'string', default: '5000' },
    'products-large': { type: 'string', default: '50000' },
    'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? '16000' },
    orders: { type: 'string', default: '5000' },
    'import-runs': { type: 'string', default: '5' },
    'lighthouse-minutes': { type: 'string', default: '9' },
    only: { type: 'string' },
    results: { type: 'string', default: path.join(ROOT, 'bench', 'results.json') },
  },
});
const positive = (name: string, value: string | undefined): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return n;
};
const options = {
  runs: positive('runs', values.runs),
  duration: positive('duration', values.duration),
  connections: positive('connections', values.connections),
  products: positive('products', values.products),
  /** 0 skips the large catalog. */
  productsLarge: values['products-large'] === '0' ? 0 : positive('products-large', values['products-large']),
  portBase: positive('port-base', values['port-base']),
  orders: positive('orders', values.orders),
  importRuns: positive('import-runs', values['import-runs']),
  /** Lighthouse stops after the last full round that fits (0: no limit), so the bench stays near 15 minutes. */
  lighthouseBudgetMs: Number(values['lighthouse-minutes']) > 0 ? Number(values['lighthouse-minutes']) * 60_000 : undefined,
  only: (values.only?.split(',').map((s) => s.trim()).filter(Boolean) ?? [...SECTIONS]) as Section[],
};
const unknown = options.only.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`--only: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  process.exit(2);
}
const wants = (section: Section) => options.only.includes(section);

const PORTS: StackPorts = {
  gateway: options.portBase,
  dynamodb: options.portBase + 1,
  s3: options.portBase + 2,
  cognito: options.portBase + 3,
  ses: options.portBase + 4,
};
const RESULTS_FILE = path.resolve(values.results ?? '');
const TARGETS = {
  homeApiRequests: 3,
  homeDynamoRequests: 4,
  jsGzipKb: 110,
  cssGzipKb: 15,
  performance: 95,
  lcpS: 2.0,
  cls: 0.02,
  accessibility: 95,
};

process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const startedAt = new Date();
const loadAtStart = os.loadavg()[0] ?? 0;
const benchStarted = performance.now();
const previous = readResults(RESULTS_FILE);
const rows: Row[] = [];
const details: Record<string, unknown> = {};
const timings: Record<string, string> = {};
let lighthouseRounds: number | undefined;

async function section<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  try {
    return await timed(name, work);
  } catch (err) {
    progress(`  ${name} FAILED: ${(err as Error).stack ?? String(err)}`);
    rows.push({ id: `error:${name}`, section: name.split(' ')[0] ?? name, label: `${name} failed`, metrics: {}, note: (err as Error).message.slice(0, 200) });
    return undefined;
  } finally {
    timings[name] = seconds(performance.now() - started);
  }
}

// ─── site and stack ──────────────────────────────────────────────────────────────────────────
const needsSite = wants('render') || wants('weight') || wants('lighthouse');
const needsStack = needsSite || wants('api') || wants('orders');
const siteDir = path.join(os.tmpdir(), `quickbasket-bench-site-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-bench-'));
let stack: Stack | undefined;
let session: Session | undefined;

try {
  if (needsSite) {
    await section('build site', async () => {
      const { build } = await import('vite');
      await build({ configFile: path.join(ROOT, 'frontend/vite.config.ts'), logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true } });
    });
  }
  if (needsStack) {
    stack = await section('start stack', () =>
      startStack({
        ports: PORTS,
        dataDir,
        staticDir: fs.existsSync(path.join(siteDir, 'index.html')) ? siteDir : undefined,
        seed: {},
        inMemoryDb: true,
        countDynamoRequests: true,
        // The catalog object is built when this script says (after each seed), not whenever a poll sees it.
        catalogPollMs: 0,
        log: (line) => progress(`  ${line}`),
      }),
    );
    if (stack) {
      // What `npm start` has a second after it starts: the catalog object of the seeded catalog.
      await section('build catalog object', () => buildCatalogObject(stack as Stack));
      const shopper = DEMO_ACCOUNTS.find((a) => !a.admin);
      if (!shopper) throw new Error('no demo shopper');
      session = await signInByApi(stack.gateway.url, shopper.email, shopper.password);
    }
  }

  if (stack && session && wants('render')) await section('render', () => renderSection(stack as Stack, session as Session, 'seeded'));
  if (stack && wants('weight')) await section('weight', () => weightSection(stack as Stack));
  if (stack && wants('lighthouse')) await section('lighthouse', () => lighthouseSection(stack as Stack));
  if (stack && session && wants('api')) {
    const seeded = await catalogSize(stack);
    await section('api (seeded)', () => apiSection(stack as Stack, session as Session, `${seeded}`));
    // Each scale seeds up the same stack: 299, then --products, then --products-large.
    let size = seeded;
    for (const scale of [options.products, options.productsLarge]) {
      if (scale <= size) continue;
      await section(`scale to ${scale} products`, () => scaleCatalog(scale));
      await section(`api (${scale})`, () => apiSection(stack as Stack, session as Session, `${scale}`));
      if (wants('render')) await section(`render (${scale})`, () => renderSection(stack as Stack, session as Session, `${scale}`, { warmOnly: true }));
      size = scale;
    }
  }
  if (stack && wants('orders')) await section('orders', () => ordersSection(stack as Stack));
} finally {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(siteDir, { recursive: true, force: true });
}

if (wants('cold')) await section('cold', () => coldSection());

// ─── report ─────────────────────────────────────────────────────────────────────────────────
const durationSeconds = (performance.now() - benchStarted) / 1000;
const results: Results = {
  startedAt: startedAt.toISOString(),
  durationSeconds,
  options: { ...options, ports: PORTS },
  environment: {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg()[0],
  },
  rows,
  details: { ...details, timings, lighthouseRounds },
};
console.log(renderTable(rows, previous));
console.log(
  `\nbench took ${(durationSeconds / 60).toFixed(1)} min (${Object.entries(timings).map(([k, v]) => `${k} ${v}`).join(', ')}); ` +
    `Lighthouse ${lighthouseRounds === undefined ? 'not run' : `${lighthouseRounds} run(s) each${lighthouseRounds < options.runs ? ` (of --runs ${options.runs}: the --lighthouse-minutes budget was reached)` : ''}`}, API ${options.duration} s × ${options.connections} connections; ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} at start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at end, Node ${process.version}.`,
);
console.log(
  previous
    ? `Δ: change against ${path.relative(process.cwd(), RESULTS_FILE)} of ${previous.startedAt} ("!" = worse).`
    : `No previous ${path.relative(process.cwd(), RESULTS_FILE)}: the next run will show deltas.`,
);
writeResults(RESULTS_FILE, results);
progress(`results written to ${RESULTS_FILE}`);

// ─── sections ───────────────────────────────────────────────────────────────────────────────

async function catalogSize(s: Stack): Promise<number> {
  const res = await fetch(`${s.gateway.url}/api/product/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  return Number(((await res.json()) as { totalCount?: number }).totalCount ?? 0);
}

function breakdown(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([k, v]) => `${k.replace(/^(GET|POST|PUT|DELETE) \/api\//, '')} ${v}`)
    .join(', ');
}

function renderRow(id: string, label: string, cost: RenderCost, withTargets: boolean): Row {
  return {
    id,
    section: 'render',
    label,
    metrics: {
      api: metric(cost.apiTotal, 'count'),
      'api before paint': metric(cost.apiBeforeFirstPaint, 'count'),
      dynamodb: metric(cost.dynamoTotal, 'count'),
    },
    targets: withTargets
      ? [
          { metric: 'api', op: '<=', value: TARGETS.homeApiRequests },
          { metric: 'dynamodb', op: '<=', value: TARGETS.homeDynamoRequests },
        ]
      : undefined,
    note: `${breakdown(cost.api)} | ${breakdown(cost.dynamo)}`,
  };
}

async function renderSection(s: Stack, signedIn: Session, scale: string, opts: { warmOnly?: boolean } = {}): Promise<void> {
  const browser = await launchBrowser();
  try {
    const visits: Record<string, RenderCost> = {};
    const suffix = scale === 'seeded' ? '' : ` (${scale} products)`;
    const idPart = scale === 'seeded' ? '' : `@${scale}`;
    if (!opts.warmOnly) {
      // The very first catalog read of this process: the snapshot and the taxonomy load here.
      visits.coldLoggedOut = await measureRender(s, browser, '/');
    } else {
      await measureRender(s, browser, '/');
    }
    visits.warmLoggedOut = await measureRender(s, browser, '/');
    if (!opts.warmOnly) visits.firstLoggedIn = await measureRender(s, browser, '/', signedIn);
    visits.warmLoggedIn = await measureRender(s, browser, '/', signedIn);
    details[`render${idPart}`] = visits;

    if (visits.coldLoggedOut) rows.push(renderRow(`render:/:out:cold${idPart}`, `/ logged out, cold server${suffix}`, visits.coldLoggedOut, false));
    rows.push(renderRow(`render:/:out:warm${idPart}`, `/ logged out, warm${suffix}`, visits.warmLoggedOut as RenderCost, true));
    if (visits.firstLoggedIn) rows.push(renderRow(`render:/:in:first${idPart}`, `/ logged in, first visit${suffix}`, visits.firstLoggedIn, false));
    rows.push(renderRow(`render:/:in:warm${idPart}`, `/ logged in, warm${suffix}`, visits.warmLoggedIn as RenderCost, false));

    // The home rows call alone, by number of categories asked for (what "independent of the number of categories" means).
    if (!opts.warmOnly) rows.push(await rowsByCategoryCount(s));
  } finally {
    await browser.close();
  }
}

async function rowsByCategoryCount(s: Stack): Promise<Row> {
  const counter = s.dynamoCounter;
  if (!counter) throw new Error('no DynamoDB counter');
  const categories = ((await (await fetch(`${s.gateway.url}/api/category/get`)).json()) as { data: { _id: string }[] }).data;
  const sizes = [...new Set([1, 4, 8, 12, categories.length])].filter((n) => n <= categories.length);
  const metrics: Row['metrics'] = {};
  const perSize: Record<number, Record<string, number>> = {};
  for (const n of sizes) {
    await counter.idle();
    await counter.reset();
    const res = await fetch(`${s.gateway.url}/api/product/get-product-by-category`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: categories.slice(0, n).map((c) => c._id) }),
    });
    await res.arrayBuffer();
    await counter.idle();
    perSize[n] = await counter.counts();
    metrics[`${n} rows`] = metric(Object.values(perSize[n]).reduce((a, b) => a + b, 0), 'count');
  }
  details.rowsByCategoryCount = perSize;
  return { id: 'render:rows-by-categories', section: 'render', label: 'home rows call: DynamoDB by rows asked', metrics, note: '12 products a row, warm' };
}

async function weightSection(s: Stack): Promise<void> {
  const browser = await launchBrowser();
  let weight: PageWeight;
  try {
    weight = await measureWeight(browser, s.gateway.url, '/');
  } finally {
    await browser.close();
  }
  details.weight = weight;
  rows.push({
    id: 'weight:/:js',
    section: 'weight',
    label: `/ first visit: JS (${weight.js.files} files)`,
    metrics: { raw: metric(kb(weight.js.bytes), 'KB'), gzip: metric(kb(weight.js.gzipBytes), 'KB'), served: metric(kb(weight.js.servedBytes), 'KB') },
    targets: [{ metric: 'gzip', op: '<=', value: TARGETS.jsGzipKb }],
  });
  rows.push({
    id: 'weight:/:css',
    section: 'weight',
    label: `/ first visit: CSS (${weight.css.files} files)`,
    metrics: { raw: metric(kb(weight.css.bytes), 'KB'), gzip: metric(kb(weight.css.gzipBytes), 'KB'), served: metric(kb(weight.css.servedBytes), 'KB') },
    targets: [{ metric: 'gzip', op: '<=', value: TARGETS.cssGzipKb }],
  });
  rows.push({
    id: 'weight:/:all',
    section: 'weight',
    label: '/ first visit: everything loaded',
    metrics: { requests: metric(weight.requests, 'count'), raw: metric(kb(weight.allBytes), 'KB'), served: metric(kb(weight.allServedBytes), 'KB') },
    note: 'gzip: zlib default level over each body; served: the bytes received (brotli, as CloudFront and npm start send)',
  });
}

async function lighthouseSection(s: Stack): Promise<void> {
  const listed = (await (
    await fetch(`${s.gateway.url}/api/product/get`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 1, limit: 1 }) })
  ).json()) as { data: { _id: string; name: string }[] };
  const product = listed.data[0];
  if (!product) throw new Error('no product to open');
  const pages = [
    { id: 'home', path: '/' },
    { id: 'product', path: productPath(product) },
    { id: 'search', path: '/search?q=milk' },
  ];
  // Warm the server first, so the runs measure the site, not the first snapshot load.
  for (const page of pages) await (await fetch(`${s.gateway.url}${page.path}`)).arrayBuffer();
  const targets = (['mobile', 'desktop'] as Preset[]).flatMap((preset) => pages.map((page) => ({ preset, page, url: `${s.gateway.url}${page.path}` })));
  const { summaries, rounds } = await runLighthouseRounds(
    targets.map(({ url, preset }) => ({ url, preset })),
    options.runs,
    options.lighthouseBudgetMs,
    (target, run) =>
      progress(`  lighthouse ${target.preset} ${new URL(target.url).pathname}: perf ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, ${seconds(run.wallMs)}${run.error ? ` (${run.error})` : ''}`),
  );
  lighthouseRounds = rounds;
  for (const [i, { preset, page }] of targets.entries()) {
    const summary = summaries[i] as LighthouseSummary;
    const m = summary.median;
    const failed = summary.runs.filter((r) => r.error).length;
    rows.push({
      id: `lighthouse:${preset}:${page.id}`,
      section: 'lighthouse',
      label: `${preset} ${page.id === 'product' ? '/product/…' : page.path}`,
      metrics: {
        perf: metric(m.performance, 'score', 'higher'),
        a11y: metric(m.accessibility, 'score', 'higher'),
        bp: metric(m.bestPractices, 'score', 'higher'),
        LCP: metric(m.lcpMs / 1000, 's'),
        CLS: metric(m.cls, ''),
        TBT: metric(m.tbtMs, 'ms'),
      },
      targets: [
        ...(preset === 'mobile'
          ? ([
              { metric: 'perf', op: '>=', value: TARGETS.performance },
              { metric: 'LCP', op: '<=', value: TARGETS.lcpS },
            ] as const)
          : []),
        { metric: 'CLS', op: '<=', value: TARGETS.cls },
        { metric: 'a11y', op: '>=', value: TARGETS.accessibility },
      ],
      note: [`median of ${summary.runs.length - failed}`, failed ? `${failed} failed` : '', `benchmarkIndex ${m.benchmarkIndex.toFixed(0)}`].filter(Boolean).join(', '),
    });
  }
  details.lighthouse = summaries;
}

async function apiSection(s: Stack, signedIn: Session, scale: string): Promise<void> {
  const snapshot = await coldSnapshotLoad(s);
  rows.push({
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
    const problems = [result.non2xx ? `${result.non2xx} non-2xx` : '', result.errors ? `${result.errors} errors` : ''].filter(Boolean).join(', ');
    rows.push({
      id: `api:${scenario.id}:${scale}`,
      section: 'api',
      label: `${scenario.label} @${scale}`,
      metrics: {
        p50: metric(result.p50Ms, 'ms'),
        p99: metric(result.p99Ms, 'ms'),
        rps: metric(result.requestsPerSecond, 'req/s', 'higher'),
        'ddb/call': metric(result.dynamoPerCall, 'count'),
      },
      note: problems || undefined,
    });
  }
  details[`api@${scale}`] = { snapshot, results };
}

/** The admin's order list with --orders past orders (local/seed/orders.ts), under autocannon. */
async function ordersSection(s: Stack): Promise<void> {
  const { seedOrders } = await import('../local/seed/orders.js');
  await seedOrders({ count: options.orders, log: (line) => progress(`  ${line}`) });
  const admin = DEMO_ACCOUNTS.find((a) => a.admin);
  if (!admin) throw new Error('no demo admin');
  const session = await signInByApi(s.gateway.url, admin.email, admin.password);
  const first = await fetch(`${s.gateway.url}/api/order/admin-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ limit: 20 }),
  });
  const { nextCursor, counts } = (await first.json()) as { nextCursor: string; counts: Record<string, number> };
  const list = (body: Record<string, unknown>) => [{ method: 'POST' as const, path: '/api/order/admin-list', body: { limit: 20, ...body }, auth: true }];
  const scenarios = [
    { id: 'admin-list', label: `admin order list, first page of 20 (${counts.all} orders)`, requests: list({}) },
    { id: 'admin-list-status', label: `admin order list, status placed (${counts.placed})`, requests: list({ status: 'placed' }) },
    { id: 'admin-list-next', label: 'admin order list, second page (cursor)', requests: list({ cursor: nextCursor }) },
  ];
  const results: LoadResult[] = [];
  for (const scenario of scenarios) {
    const result = await timed(`autocannon ${scenario.id}`, () => runLoad(s, scenario, session, { duration: options.duration, connections: options.connections }));
    results.push(result);
    rows.push({
      id: `orders:${scenario.id}`,
      section: 'orders',
      label: scenario.label,
      metrics: {
        p50: metric(result.p50Ms, 'ms'),
        p99: metric(result.p99Ms, 'ms'),
        rps: metric(result.requestsPerSecond, 'req/s', 'higher'),
        'ddb/call': metric(result.dynamoPerCall, 'count'),
      },
      note: [result.non2xx ? `${result.non2xx} non-2xx` : '', result.errors ? `${result.errors} errors` : ''].filter(Boolean).join(', ') || undefined,
    });
  }
  details.orders = { counts, results };
}

/** Runs the catalog builder now (local/jobs.ts BUILD_CATALOG_PATH) and waits for it. */
async function buildCatalogObject(s: Stack): Promise<{ version: number; bytes?: number; ms?: number }> {
  const res = await fetch(`${s.gateway.url}${BUILD_CATALOG_PATH}`, { method: 'POST' });
  const body = (await res.json()) as { summary?: { version: number; bytes?: number; ms?: number }; message?: string };
  if (res.status !== 200 || !body.summary) throw new Error(`build-catalog answered ${res.status}: ${body.message ?? ''}`);
  return body.summary;
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
  const build = await buildCatalogObject(s);
  await counter.idle();
  await counter.reset();
  const started = performance.now();
  const view = await loadCatalog();
  const loadMs = performance.now() - started;
  await counter.idle();
  const requests = await counter.total();
  const indexStarted = performance.now();
  view.search('warm up the index');
  const indexMs = performance.now() - indexStarted;

  const objectStarted = performance.now();
  const bytes = await readCatalogObject(build.version);
  if (!bytes) throw new Error(`no catalog object for version ${build.version}`);
  decodeCatalog(bytes).view.search('warm up the index');
  return { loadMs, requests, indexMs, objectMs: performance.now() - objectStarted, objectBytes: bytes.length, buildMs: build.ms ?? 0 };
}

async function scaleCatalog(products: number): Promise<void> {
  const { seedDemoCatalog } = await import('../local/seed/seed.js');
  const result = await seedDemoCatalog({ products, log: (line) => progress(`  ${line}`) });
  if (result.products < products) throw new Error(`seeded ${result.products} products, wanted ${products}`);
}

async function coldSection(): Promise<void> {
  const report: ColdStartReport = await measureColdStarts(options.importRuns);
  details.cold = report;
  const name = (entry: string) => entry.replace(/^api\//, '').replace(/\.ts$/, '');
  for (const f of report.functions) {
    rows.push({
      id: `cold:${f.entry}`,
      section: 'cold',
      label: name(f.entry),
      metrics: {
        min: metric(kb(f.bytes), 'KB'),
        gzip: metric(kb(f.gzipBytes), 'KB'),
        import: metric(f.importMs, 'ms'),
        best: metric(f.bestImportMs, 'ms'),
        'vs empty': metric(f.ratio, 'x'),
      },
    });
  }
  rows.push({
    id: 'cold:empty',
    section: 'cold',
    label: 'empty module (baseline)',
    metrics: { import: metric(report.emptyImportMs, 'ms'), best: metric(report.emptyBestMs, 'ms') },
    note: `import: median of ${options.importRuns} fresh node processes, best: fastest; vs empty: best over the empty module's best; ${report.bundling}`,
  });
}
