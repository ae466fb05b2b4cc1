/**
 * `npm run bench`: builds the site, starts its own embedded stack (ports 16000–16004, or from
 * BENCH_PORT_BASE / --port-base, a temporary data directory, DynamoDB in memory behind a counting
 * proxy) and measures:
 *
 * - render:     API and DynamoDB requests needed to render the home page (cold and warm, logged
 *               out and in), and what the home rows call costs by number of categories;
 * - weight:     JS and CSS bytes of a first visit to / (raw; gzip at zlib's default level, the
 *               budgets' measure; served: the bytes received, brotli as CloudFront and
 *               `npm start` send them);
 * - lighthouse: Lighthouse 12, --runs runs of /, a product page, /search?q=milk (mobile and desktop),
 *               a listing, and the cart and checkout signed in (mobile); one mobile run that misses
 *               its page's targets fails it (bench/lighthouse-targets.ts);
 * - api:        autocannon latency and throughput of the main API calls, at the seeded catalog,
 *               scaled to --products products and then to --products-large (default 50000; 0 to
 *               skip) on the same stack, seeded up; each scale also reports the catalog's cold
 *               path (snapshot load, index build) and DynamoDB requests per warm call;
 * - orders:     the admin's order list (admin-list: first page, one status, a later page) with
 *               autocannon after seeding --orders past orders; DynamoDB requests per call;
 * - order-cost: one cash-on-delivery order from checkout to delivered: DynamoDB requests and
 *               capacity units per step, Lambda invocations, and 1,000 orders at on-demand prices;
 * - live:       an order change (placed, packed) to its live message at the shopper's and the
 *               admin's WebSocket, p50/p95 (target p95 ≤ 1 s);
 * - catalog:    the catalog object at --products and --products-large, in a fresh process without
 *               the stack: size, encode, cold load (wall, CPU, heap), in-process search p50/p99;
 * - cold:       bundle size, import time and first invocation of every deployed function, with
 *               the environment infra gives it (the stack's values), median and max of
 *               --import-runs fresh processes, against bench/cold-budgets.ts (over budget fails);
 * - peak:       a simulated peak hour on the real handlers, batching on and off (bench/peak.ts).
 *
 * Prints one table (stdout; progress goes to stderr) and writes bench/results.json, comparing with
 * the previous one when there is one. Exits 1, after the table, when any section failed (an error,
 * a function that cannot be imported, requests that failed under load), naming the sections.
 * Flags: bench/options.ts.
 */
import { apiAtEachScale } from './api-section.js';
import { catalogSection } from './catalog-object.js';
import { firstCallsOn } from './cold-invoke.js';
import { coldSection } from './cold-start.js';
import { readOptions, type Section } from './options.js';
import { orderCostSection } from './order-cost.js';
import { importSection } from './import-section.js';
import { liveSection } from './live-section.js';
import { ordersSection } from './orders-section.js';
import { peakSection } from './peak.js';
import { lighthouseSection } from './lighthouse-section.js';
import { renderSection, weightSection } from './page-sections.js';
import { createRecorder } from './record.js';
import { setUpStack } from './stack-setup.js';

const options = readOptions();
const wants = (section: Section) => options.only.includes(section);
const record = createRecorder();

process.env.POWERTOOLS_LOG_LEVEL ??= 'CRITICAL';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const needsSite = wants('render') || wants('weight') || wants('lighthouse');
// The cold section makes each function's first call against the stack (its real environment here).
if (needsSite || wants('api') || wants('orders') || wants('order-cost') || wants('live') || wants('import') || wants('cold') || wants('peak')) {
  // Sections that read the DynamoDB counter; without them the stack has no counting proxy in the
  // way, as `npm start` has none (the Lighthouse pages' API answers came 30 % slower through it).
  const countsDynamo = wants('render') || wants('api') || wants('orders') || wants('order-cost') || wants('import') || wants('peak');
  const { started, stop } = await setUpStack(options, record, { site: needsSite, countDynamo: countsDynamo });
  try {
    if (started) {
      const { stack, session } = started;
      if (wants('render')) await record.section('render', () => renderSection(record, stack, session, 'seeded'));
      if (wants('weight')) await record.section('weight', () => weightSection(record, stack));
      if (wants('lighthouse')) await record.section('lighthouse', () => lighthouseSection(record, options, stack, session));
      if (wants('api')) await apiAtEachScale(record, options, stack, session);
      // Before the seeded orders, so the admin's list it refreshes is the usual one.
      if (wants('live')) await record.section('live', () => liveSection(record, stack));
      if (wants('orders')) await record.section('orders', () => ordersSection(record, options, stack));
      if (wants('order-cost')) await record.section('order-cost', () => orderCostSection(record, stack));
      if (wants('cold')) await record.section('cold', async () => coldSection(record, options.importRuns, await firstCallsOn(stack)));
      // Last: it adds thousands of products. Sizes: --import-rows (default 5,000 and --products-large);
      // the export then runs on a catalog of at least --export-products.
      if (wants('import')) await record.section('import', () => importSection(record, stack, options.importRows, options.exportProducts));
      // It sets the demo stores for the peak and puts them back after.
      if (wants('peak')) await record.section('peak', () => peakSection(record, options, stack));
    }
  } finally {
    await stop();
  }
}

if (wants('catalog')) await catalogSection(record, options);
// Without a stack (it failed to start), only the imports are timed.
if (wants('cold') && !record.details.cold) await record.section('cold', () => coldSection(record, options.importRuns));

record.finish(options);
