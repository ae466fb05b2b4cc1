/**
 * `npm run size`: bundles every function the stacks deploy (each built manifest route, the live
 * channel's functions of functions/ws/routes.ts, and each consumer, job and user pool trigger of the
 * workers manifest, functions/workers.ts) with esbuild
 * exactly as NodejsFunction does (bundling.ts), prints the minified and gzipped sizes, and exits 1
 * when a bundle is over the budget and not in ALLOWED below. For a bundle over budget it names what
 * takes the space.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { routes as manifestRoutes } from '../functions/api/routes.js';
import { workers } from '../functions/workers.js';
import { liveEntries } from '../functions/ws/routes.js';
import { esbuildOptions, functionBundling } from './bundling.js';
import { REPO_ROOT } from './config.js';

/** Minified size of one function's index.mjs. Lambda has no hard limit this low: it is a budget for cold starts. */
export const BUDGET_BYTES = 300 * 1024;

/**
 * Functions allowed over the budget, by entry (relative to functions/), each with its own ceiling
 * and the reason. Keep it short: every entry is a cold start someone decided to pay for.
 *
 * The Stripe functions' ceiling is 555 KB: Stripe's 240 KB plus what every function carries,
 * including Powertools Tracer (X-Ray SDK with cls-hooked and semver's gte, 105 KB: bundling.ts
 * BUNDLE_ALIASES leaves out the rest of semver) and Metrics (9 KB); the largest is cash-on-delivery,
 * 552.1 KB, which carries the order mail its placing sends but not dispatch nor the refund's start
 * (services/orders/effect-runner.ts: a creation brings neither), and the money model its placing
 * bills with (the bill, fee and offer rules, the cart's offer, the offer's held use: it was 534.8 KB
 * before them), then 560.2 KB with the store's capacity gate in the placing transaction, each line's
 * substitution preference and the zone centres on the store item, then 566.4 KB (create-checkout
 * 571.1 KB) with the store credit spent in the placing transaction and a card order paid in full by
 * credit placed and mailed without Stripe. The ceiling is a guard; what
 * decides a split is the measured start-up (the bench's cold section). Measured
 * here, importing a bundle cost about 18 ms more CPU with Tracer and Metrics (median of 21 imports
 * of create-address and create-checkout, before and after), when Tracer still carried all of semver.
 */
const STRIPE_FUNCTION_MAX_BYTES = 575 * 1024;

/**
 * The functions whose manifest entry uses 'payments' (functions/api/routes.ts, functions/workers.ts)
 * read the Stripe secret and call Stripe: each bundles the Stripe SDK, 240 KB. The allowance follows
 * the manifest, so a new Stripe function cannot be left out of it; here, why each one needs Stripe.
 */
const WHY_STRIPE: Record<string, string> = {
  'api/order/create-checkout.ts': 'its constructor registers every API resource, so none can be shaken out',
  'api/order/stripe-webhook.ts': 'the signature check alone would not need it',
  'api/order/cancel-order.ts': "cancelling expires a pending order's Checkout Session and refunds a paid one",
  'api/order/resume-payment.ts': 'reads the Checkout Session and opens a new one when it expired',
  'api/order/cash-on-delivery.ts': "a cash order first expires the shopper's unpaid card checkout session",
  'api/order/refund-order.ts': 'creates the refund',
  'api/order/refund-part.ts': 'creates the refund of the chosen lines or amount',
  'api/order/report-problem.ts': 'a small claim is refunded on the card in the same request',
  'api/claim/decide-claim.ts': 'an approved claim is refunded on the card',
  'jobs/reconcile-payments.ts': 'reads the Checkout Sessions of orders awaiting payment and expires overdue ones',
};
const stripeFunctions = [
  ...manifestRoutes.filter((r) => r.uses?.includes('payments')).map((r) => `api/${r.handler}.ts`),
  ...workers.filter((w) => w.uses?.includes('payments')).map((w) => w.entry),
];

export const ALLOWED: Record<string, { maxBytes: number; reason: string }> = {
  ...Object.fromEntries(
    stripeFunctions.map((entry) => [entry, { maxBytes: STRIPE_FUNCTION_MAX_BYTES, reason: `Stripe SDK, 240 KB: ${WHY_STRIPE[entry] ?? 'its manifest entry uses payments'}` }]),
  ),
  // 300.1 KB: a delivery issues the tax invoice, and a store's first one takes its invoice prefix
  // under a claim (data/repos/invoice-prefixes.ts). Its start-up is what decides a split (the bench's
  // cold section, bench/cold-budgets.ts), not these bytes.
  // 303.0 KB with substitutions on the order and the rider's position deleted with the delivery.
  'api/order/update-order-status.ts': { maxBytes: 316 * 1024, reason: "issues the tax invoice at delivery, with the store's prefix claim" },
  // 301.0 KB: the rider's delivery issues the same invoice and deletes the rider's kept position.
  'api/rider/deliver-order.ts': { maxBytes: 314 * 1024, reason: "issues the tax invoice at delivery and deletes the rider's position" },
  // Every status change (these three and the two above) now gives back the store credit a cancelled
  // order used (data/repos/orders/credit-write.ts) and releases a rider's trip of two orders, handing
  // the second order the first place and offering the freed rider a second one (services/riders/
  // dispatch-seconds.ts): 308.1 to 312.1 KB measured.
  'api/rider/fail-delivery.ts': { maxBytes: 312 * 1024, reason: 'releases a trip of two and gives back credit with the status change' },
  'api/rider/pickup-order.ts': { maxBytes: 312 * 1024, reason: 'releases a trip of two and gives back credit with the status change' },
  // 299.7 KB (306,921 bytes), then 300.1 KB (307,347 bytes, measured with esbuild's metafile) once a
  // card order's refund state counts the credit a part refund may still give back as credit
  // (core/refunds.ts creditOpenPaise in refundTarget: not refunded, nor cancelled before it left the
  // store, while that credit is open) and refund records say which went back as credit.
  'consumers/finish-refund.ts': { maxBytes: 302 * 1024, reason: "a refund's state counts the credit a part refund may still give back as credit" },
  // The functions that search the catalog: 297.1, 297.1 and 298.4 KB, then 300.2, 300.2 and 301.5 KB
  // (measured with `npm run size`, base and after) once a single search term is scored over the
  // postings (core/search-one-term.ts, 2.8 KB minified) and ranking reads names as text: the first
  // search of "a" at 50,000 products took 53 to 81 ms of CPU before and 20 to 33 after (decision 0073).
  'api/product/get-products.ts': { maxBytes: 303 * 1024, reason: 'scores a single search term over the postings (0073)' },
  'api/product/search-products.ts': { maxBytes: 303 * 1024, reason: 'scores a single search term over the postings (0073)' },
  'api/store/get-store-stock.ts': { maxBytes: 304 * 1024, reason: 'scores a single search term over the postings (0073)' },
};

export interface BundleSize {
  entry: string;
  bytes: number;
  gzipBytes: number;
  /** Largest contributors (package or source folder) to the output, largest first. */
  top: { name: string; bytes: number }[];
}

/**
 * The entries the stacks bundle, relative to functions/: the routes, the live channel's functions
 * (functions/ws/routes.ts), and the workers (functions/workers.ts).
 */
export function deployedEntries(): string[] {
  const entries = [...manifestRoutes.map((r) => `api/${r.handler}.ts`), ...liveEntries(), ...workers.map((w) => w.entry)];
  return [...new Set(entries)].sort();
}

/** One bundle, in memory, with the deployed options (or others, for tests that read the code). */
export async function bundle(entry: string, bundling = functionBundling): Promise<{ code: Uint8Array; metafile: Metafile }> {
  const result = await build({
    ...esbuildOptions(path.join(REPO_ROOT, 'functions', entry), bundling),
    absWorkingDir: REPO_ROOT,
    write: false,
    metafile: true,
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.mjs') || f.path.endsWith('.js'));
  if (!code) throw new Error(`${entry}: esbuild produced no JavaScript`);
  return { code: code.contents, metafile: result.metafile };
}

export async function measure(entry: string): Promise<BundleSize> {
  const { code, metafile } = await bundle(entry);
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint !== undefined);
  const byOwner = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const owner = ownerOf(input);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytesInOutput);
  }
  const top = [...byOwner].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  return { entry, bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength, top };
}

/** `node_modules/zod/v4/core/<file>.js` → `zod`; `functions/platform/<file>.ts` → `functions/platform`. */
function ownerOf(input: string): string {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) {
    const scoped = parts[at + 1]?.startsWith('@');
    return parts.slice(at + 1, at + (scoped ? 3 : 2)).join('/');
  }
  return parts.slice(0, 2).join('/');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const entries = deployedEntries();
  const sizes = await Promise.all(entries.map(measure));
  const width = Math.max(...entries.map((e) => e.length), 'function'.length);
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}  ${d}`;

  console.log(line('function', 'minified', 'gzip', ''));
  const failures: string[] = [];
  for (const size of sizes) {
    const allowed = ALLOWED[size.entry];
    let note = '';
    if (size.bytes > BUDGET_BYTES) {
      if (allowed && size.bytes <= allowed.maxBytes) note = `allowed: ${allowed.reason}`;
      else {
        note = allowed ? `OVER its allowance of ${kb(allowed.maxBytes)}` : `OVER ${kb(BUDGET_BYTES)}`;
        failures.push(`${size.entry}: ${kb(size.bytes)}; largest parts: ${size.top.map((t) => `${t.name} ${kb(t.bytes)}`).join(', ')}`);
      }
    }
    console.log(line(size.entry, kb(size.bytes), kb(size.gzipBytes), note));
  }
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  console.log(line(`${sizes.length} functions`, kb(total), '', `largest ${kb(Math.max(...sizes.map((s) => s.bytes)))}`));

  const stale = Object.keys(ALLOWED).filter((entry) => !entries.includes(entry));
  for (const entry of stale) failures.push(`${entry}: in ALLOWED but not deployed; remove it`);

  if (failures.length > 0) {
    console.error(`\nOver the ${kb(BUDGET_BYTES)} budget (infra/bundle-size.ts):\n  ${failures.join('\n  ')}`);
    if (sizes.some((s) => s.top.some((t) => t.name === 'zod' && t.bytes > 200 * 1024))) {
      console.error(
        "\nzod over 200 KB means a file imports `{ z } from 'zod'`: esbuild keeps the whole namespace it" +
          " re-exports (every locale, JSON Schema). `import * as z from 'zod'` lets it drop what is unused.",
      );
    }
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
