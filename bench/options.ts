/**
 * `npm run bench`'s command line: its sections, flags and targets.
 *
 *   npm run bench -- [--runs 5] [--lighthouse-minutes 9] [--duration 10] [--connections 20]
 *                    [--products 5000] [--products-large 50000] [--orders 5000] [--import-runs 5]
 *                    [--import-rows 5000,50000] [--export-products 50000] [--port-base 16000]
 *                    [--peak-minutes 10] [--peak-rate 5] [--peak-minute-ms 10000]
 *                    [--lighthouse-pages home,product,search,listing,cart,checkout]
 *                    [--only render,weight,lighthouse,api,orders,order-cost,live,catalog,cold,import,peak]
 *
 * --runs: Lighthouse runs per page and preset (median reported), round-robin, stopping after the
 * last round that fits in --lighthouse-minutes (0: no limit); the table says how many ran.
 *
 * --lighthouse-pages: the pages the lighthouse section measures (default: all), so a change to one
 * page can be measured in a few runs of that page rather than in rounds of all nine.
 *
 * --import-rows: the sizes of the CSV imports the import section runs, one after the other on the
 * same stack (default: 5,000, then --products-large unless that is 0); `--import-rows 5000` runs
 * only the 5,000-row import, `--import-rows 50000` only the large one.
 *
 * --peak-minutes, --peak-rate, --peak-minute-ms: the peak simulation's simulated minutes of
 * checkouts, checkouts a simulated minute at each store, and the real milliseconds a simulated
 * minute lasts (docs/peak-simulation.md).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, type StackPorts } from '../local/config.js';

export const SECTIONS = ['render', 'weight', 'lighthouse', 'api', 'orders', 'order-cost', 'live', 'catalog', 'cold', 'import', 'peak'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  runs: number;
  duration: number;
  connections: number;
  products: number;
  /** 0 skips the large catalog. */
  productsLarge: number;
  portBase: number;
  orders: number;
  importRuns: number;
  /** Rows of each CSV import of the import section, in order. */
  importRows: number[];
  /** The import section's export runs on a catalog of at least this many products (demo products seeded up to it). */
  exportProducts: number;
  /** Lighthouse stops after the last full round that fits (0: no limit), so the bench stays near 15 minutes. */
  lighthouseBudgetMs: number | undefined;
  /** The lighthouse section's pages by id (bench/lighthouse-section.ts); undefined: all. */
  lighthousePages: string[] | undefined;
  only: Section[];
  /** The peak simulation (bench/peak.ts): simulated minutes, checkouts a minute per store, real ms a simulated minute. */
  peakMinutes: number;
  peakRate: number;
  peakMinuteMs: number;
  ports: StackPorts;
  resultsFile: string;
}

export const TARGETS = {
  homeApiRequests: 3,
  homeDynamoRequests: 4,
  serviceabilityP99Ms: 20,
  jsGzipKb: 100,
  cssGzipKb: 15,
  performance: 95,
  lcpS: 2.0,
  cls: 0.02,
  accessibility: 95,
};

/** A mistyped flag ends the run with status 2 before anything starts. */
function usageError(message: string): never {
  console.error(message);
  process.exit(2);
}

const positive = (name: string, value: string | undefined): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) usageError(`--${name} must be a positive whole number`);
  return n;
};

const positiveNumber = (name: string, value: string | undefined): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) usageError(`--${name} must be a number above 0`);
  return n;
};

export function readOptions(args: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      products: { type: 'string', default: '5000' },
      'products-large': { type: 'string', default: '50000' },
      'port-base': { type: 'string', default: process.env.BENCH_PORT_BASE ?? '16000' },
      orders: { type: 'string', default: '5000' },
      'import-runs': { type: 'string', default: '5' },
      'import-rows': { type: 'string' },
      'export-products': { type: 'string', default: '50000' },
      'lighthouse-minutes': { type: 'string', default: '9' },
      'lighthouse-pages': { type: 'string' },
      only: { type: 'string' },
      'peak-minutes': { type: 'string', default: '10' },
      'peak-rate': { type: 'string', default: '5' },
      'peak-minute-ms': { type: 'string', default: '10000' },
      results: { type: 'string', default: path.join(ROOT, 'bench', 'results.json') },
    },
  });
  const only = (values.only?.split(',').map((s) => s.trim()).filter(Boolean) ?? [...SECTIONS]) as Section[];
  const unknown = only.filter((s) => !SECTIONS.includes(s));
  if (unknown.length) usageError(`--only: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  const portBase = positive('port-base', values['port-base']);
  const productsLarge = values['products-large'] === '0' ? 0 : positive('products-large', values['products-large']);
  const importRows = values['import-rows'] === undefined ? [5000, ...(productsLarge > 0 ? [productsLarge] : [])] : values['import-rows'].split(',').map((n) => positive('import-rows', n.trim()));
  return {
    runs: positive('runs', values.runs),
    duration: positive('duration', values.duration),
    connections: positive('connections', values.connections),
    products: positive('products', values.products),
    productsLarge,
    portBase,
    orders: positive('orders', values.orders),
    importRuns: positive('import-runs', values['import-runs']),
    importRows,
    exportProducts: values['export-products'] === '0' ? 0 : positive('export-products', values['export-products']),
    lighthouseBudgetMs: Number(values['lighthouse-minutes']) > 0 ? Number(values['lighthouse-minutes']) * 60_000 : undefined,
    lighthousePages: values['lighthouse-pages']?.split(',').map((id) => id.trim()).filter(Boolean),
    only,
    peakMinutes: positive('peak-minutes', values['peak-minutes']),
    peakRate: positiveNumber('peak-rate', values['peak-rate']),
    peakMinuteMs: positive('peak-minute-ms', values['peak-minute-ms']),
    ports: { gateway: portBase, dynamodb: portBase + 1, s3: portBase + 2, cognito: portBase + 3, ses: portBase + 4 },
    resultsFile: path.resolve(values.results ?? ''),
  };
}
