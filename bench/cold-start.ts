/**
 * A cold-start proxy per deployed function: bundle it as the stacks do, then time `await
 * import(bundle)` in a fresh Node process, next to the import of an empty module in the same
 * run (the ratio is what travels between machines). Lambda's own init adds more (runtime boot,
 * the SDK it provides), but what a function's code costs at import is what we control.
 *
 * Bundles are written under node_modules/.cache so the SDK packages the stacks leave external
 * (the runtime provides them) resolve from node_modules, as they do from the runtime in Lambda.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions } from 'esbuild';
import { routes } from '../functions/api/routes.js';
import { ROOT } from '../local/config.js';
import { median, progress } from './util.js';

export interface ColdStart {
  entry: string;
  bytes: number;
  gzipBytes: number;
  importMs: number;
  /** The fastest of the runs: the least disturbed by other work on the machine. */
  bestImportMs: number;
  /** bestImportMs over the empty module's best import in the same run (the least noisy pair). */
  ratio: number;
}

export interface ColdStartReport {
  emptyImportMs: number;
  emptyBestMs: number;
  bundling: string;
  functions: ColdStart[];
}

const OUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'quickbasket-bench', 'cold-start');

/** Handlers parse these at import (zod, once per container); values are placeholders. */
const HANDLER_ENV: Record<string, string> = {
  TABLE_NAME: 'quickbasket-bench',
  IMAGES_BUCKET: 'quickbasket-bench-images',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench-client',
  MAIL_FROM: 'QuickBasket <no-reply@example.com>',
  EVENT_BUS_NAME: 'quickbasket-bench',
  SITE_URL: 'https://shop.example.com',
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  POWERTOOLS_LOG_LEVEL: 'CRITICAL',
};

/** Every function the stacks deploy: each built route, and the finish-order consumer. */
export function deployedEntries(): string[] {
  return [...new Set([...routes.map((r) => `api/${r.handler}.ts`), 'consumers/finish-order.ts'])].sort();
}

/**
 * The stacks' own esbuild options (infra/bundling.ts) when that module is there; otherwise the
 * same settings by hand: platform node, ESM, node24, minified.
 */
async function bundlingOptions(): Promise<{ describe: string; options: (entry: string) => BuildOptions }> {
  try {
    const infra = (await import('../infra/bundling.js')) as { esbuildOptions?: (entry: string) => BuildOptions };
    if (typeof infra.esbuildOptions === 'function') {
      const esbuildOptions = infra.esbuildOptions;
      return { describe: 'infra/bundling.ts esbuildOptions', options: (entry) => esbuildOptions(entry) };
    }
  } catch (err) {
    progress(`  infra/bundling.ts not usable (${(err as Error).message}); bundling with the bench's own options`);
  }
  return {
    describe: 'esbuild: platform node, esm, node24, minify (bench fallback)',
    options: (entry) => ({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      minify: true,
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      logLevel: 'silent',
    }),
  };
}

async function bundleTo(entry: string, options: BuildOptions): Promise<{ file: string; bytes: number; gzipBytes: number }> {
  const result = await build({ ...options, absWorkingDir: ROOT, write: false, outfile: 'index.mjs', sourcemap: false, metafile: false });
  const code = result.outputFiles?.find((f) => /\.m?js$/.test(f.path));
  if (!code) throw new Error(`${entry}: esbuild produced no JavaScript`);
  const file = path.join(OUT_DIR, `${entry.replace(/\.ts$/, '').replace(/[/\\]/g, '__')}.mjs`);
  fs.writeFileSync(file, code.contents);
  return { file, bytes: code.contents.byteLength, gzipBytes: gzipSync(code.contents).byteLength };
}

const IMPORT_SCRIPT =
  'const t = performance.now(); await import(process.env.BENCH_IMPORT_URL); process.stdout.write(String(performance.now() - t));';

function timeImport(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT], {
      cwd: OUT_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...HANDLER_ENV, BENCH_IMPORT_URL: pathToFileURL(file).href },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = Number(out.trim());
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`import of ${path.basename(file)} failed (${code}): ${err.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

export async function measureColdStarts(runs: number): Promise<ColdStartReport> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const bundling = await bundlingOptions();
  const entries = deployedEntries();
  const bundles = new Map<string, { file: string; bytes: number; gzipBytes: number }>();
  for (const entry of entries) {
    bundles.set(entry, await bundleTo(entry, bundling.options(path.join(ROOT, 'functions', entry))));
  }
  const empty = path.join(OUT_DIR, 'empty.mjs');
  fs.writeFileSync(empty, '');

  // Interleaved (empty, a, b, ..., empty, a, b, ...), so drift in machine load hits all alike.
  const times = new Map<string, number[]>([['', []], ...entries.map((e) => [e, []] as [string, number[]])]);
  for (let run = 0; run < runs; run++) {
    times.get('')?.push(await timeImport(empty));
    for (const entry of entries) {
      const bundle = bundles.get(entry);
      if (bundle) times.get(entry)?.push(await timeImport(bundle.file));
    }
  }
  const emptyImportMs = median(times.get('') ?? []);
  return {
    emptyImportMs,
    emptyBestMs: Math.min(...(times.get('') ?? [])),
    bundling: bundling.describe,
    functions: entries.map((entry) => {
      const bundle = bundles.get(entry) ?? { bytes: Number.NaN, gzipBytes: Number.NaN };
      const importMs = median(times.get(entry) ?? []);
      return {
        entry,
        bytes: bundle.bytes,
        gzipBytes: bundle.gzipBytes,
        importMs,
        bestImportMs: Math.min(...(times.get(entry) ?? [])),
        ratio: Math.min(...(times.get(entry) ?? [])) / Math.min(...(times.get('') ?? [])),
      };
    }),
  };
}
