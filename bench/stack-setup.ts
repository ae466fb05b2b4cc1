/**
 * The bench's own site build and embedded stack (ports from --port-base, a temporary data directory,
 * DynamoDB in memory behind a counting proxy), and what it does to the stack's catalog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../local/config.js';
import { BUILD_CATALOG_PATH } from '../local/jobs.js';
import { DEMO_ACCOUNTS } from '../local/provision.js';
import { startStack, type Stack, type StackOptions } from '../local/stack.js';
import type { BenchOptions } from './options.js';
import { signInByApi, type Session } from './page.js';
import type { Recorder } from './record.js';
import { progress } from './util.js';

export interface BenchStack {
  stack: Stack;
  /** The demo shopper, signed in. */
  session: Session;
}

/**
 * Builds the site when a section needs it and starts the stack; each step is a section of its own,
 * so a failure is reported and `stop` still cleans up. `started` is undefined when the stack did not
 * come up or the shopper could not sign in.
 */
export async function setUpStack(options: BenchOptions, record: Recorder, needs: { site: boolean; countDynamo: boolean }): Promise<{ started?: BenchStack; stop(): Promise<void> }> {
  const siteDir = path.join(os.tmpdir(), `quickbasket-bench-site-${process.pid}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quickbasket-bench-'));
  if (needs.site) {
    await record.section('build site', async () => {
      const { build } = await import('vite');
      await build({ configFile: path.join(ROOT, 'frontend/vite.config.ts'), logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true } });
    });
  }
  const stack = await record.section('start stack', () =>
    startStack({
      ports: options.ports,
      dataDir,
      staticDir: fs.existsSync(path.join(siteDir, 'index.html')) ? siteDir : undefined,
      // Measured at any hour: the demo stores close from 1 am to 6 am (IST), and a closed store refuses orders.
      seed: { storesAlwaysOpen: true },
      inMemoryDb: true,
      countDynamoRequests: needs.countDynamo,
      // The catalog object is built when this script says (after each seed), not after each change.
      catalogBuilds: 'on-demand',
      log: (line) => progress(`  ${line}`),
    }),
  );
  const stop = async () => {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(siteDir, { recursive: true, force: true });
  };
  if (!stack) return { stop };
  // What `npm start` has a second after it starts: the catalog object of the seeded catalog.
  await record.section('build catalog object', () => buildCatalogObject(stack));
  const session = await record.section('sign in', () => {
    const shopper = DEMO_ACCOUNTS.find((a) => !a.admin);
    if (!shopper) throw new Error('no demo shopper');
    return signInByApi(stack.gateway.url, shopper.email, shopper.password);
  });
  return { started: session ? { stack, session } : undefined, stop };
}

export async function catalogSize(s: Stack): Promise<number> {
  const res = await fetch(`${s.gateway.url}/api/product/get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  return Number(((await res.json()) as { totalCount?: number }).totalCount ?? 0);
}

/** Runs the catalog builder now (local/jobs.ts BUILD_CATALOG_PATH) and waits for it. */
export async function buildCatalogObject(s: Stack): Promise<{ version: number; bytes?: number; ms?: number }> {
  const res = await fetch(`${s.gateway.url}${BUILD_CATALOG_PATH}`, { method: 'POST' });
  const body = (await res.json()) as { summary?: { version: number; bytes?: number; ms?: number }; message?: string };
  if (res.status !== 200 || !body.summary) throw new Error(`build-catalog answered ${res.status}: ${body.message ?? ''}`);
  return body.summary;
}

/** Seeds the stack's catalog up to `products` (local/seed: pack-size variants of the demo list). */
export async function scaleCatalog(products: number): Promise<void> {
  const { seedDemoCatalog } = await import('../local/seed/seed.js');
  const result = await seedDemoCatalog({ products, log: (line) => progress(`  ${line}`) });
  if (result.products < products) throw new Error(`seeded ${result.products} products, wanted ${products}`);
}

/**
 * The stack of a bench script run on its own (cart-p99.ts, home-rows-p99.ts, pick-cost.ts,
 * claim-refund-time.ts): ports from `base`, a temporary data directory named after `label` (the
 * script removes it), DynamoDB in memory behind the counting proxy, the catalog object built when the
 * script says, and the demo stores open at every hour: from 1 am to 6 am (IST) they close, and a closed
 * store refuses the orders a script places.
 */
export async function startScriptStack(base: number, label: string, options: Partial<StackOptions> = {}): Promise<{ stack: Stack; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const stack = await startStack({
    ports: { gateway: base, dynamodb: base + 1, s3: base + 2, cognito: base + 3, ses: base + 4 },
    dataDir,
    seed: { storesAlwaysOpen: true },
    inMemoryDb: true,
    countDynamoRequests: true,
    catalogBuilds: 'on-demand',
    log: () => {},
    ...options,
  });
  return { stack, dataDir };
}
