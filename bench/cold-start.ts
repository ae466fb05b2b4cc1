/**
 * The cold section, a cold start per deployed function: bundle it as the stacks do
 * (infra/bundling.ts), then, in a fresh Node process per run, time `await import(bundle)` and the
 * handler's first invocation (bench/cold-invoke.ts: its real environment, the event its trigger
 * sends), next to the import of an empty module in the same run (the ratio is what travels between
 * machines). Without the bench's stack the import is timed with placeholder values of the same
 * variables and no call is made. Lambda's own init adds more (runtime boot, the SDK it provides),
 * but what a function's code costs at start is what we control. Each time's median over the runs is
 * held to its budget (bench/cold-budgets.ts); a function over budget, or one that cannot be
 * imported, fails the section, by name.
 *
 * Bundles are written under node_modules/.cache so the SDK packages the stacks leave external
 * (the runtime provides them) resolve from node_modules, as they do from the runtime in Lambda.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routes } from '../functions/api/routes.js';
import { deployedEntries } from '../infra/bundle-size.js';
import { esbuildOptions } from '../infra/bundling.js';
import { importEnvironment } from '../infra/function-env.js';
import { ROOT } from '../local/config.js';
import { budgetKindOf, COLD_BUDGETS, overBudget, type BudgetKind } from './cold-budgets.js';
import { ENDS_ITS_SESSION, firstCallEnvironment, firstCallEvent, LAMBDA_CONTEXT, refusedFirstCalls, type ClaimsByLevel, type ShopperTokens } from './cold-invoke.js';
import type { Recorder } from './record.js';
import { metric } from './report.js';
import { kb, median } from './util.js';

/** With the bench's stack: its environment and the claims of a caller at each auth level, so each function's first call is made. */
export interface FirstCalls {
  stackEnv: Record<string, string>;
  claims: ClaimsByLevel;
  /** The shopper's own tokens, for the calls that carry them (refresh, the live channel's authorizer). */
  tokens: ShopperTokens;
  /** A session of its own, for a call that ends the one it is made with (cold-invoke.ts ENDS_ITS_SESSION). */
  newSession: (level: 'user' | 'admin' | 'rider') => Promise<Record<string, unknown>>;
}

export interface ColdStart {
  entry: string;
  kind: BudgetKind;
  bytes: number;
  gzipBytes: number;
  /** Median over the runs. */
  importMs: number;
  importMaxMs: number;
  /** The first invocation, median and slowest over the runs; undefined without the stack. */
  firstCallMs?: number;
  firstCallMaxMs?: number;
  /** What the first call answered in the last run: its status code, "ok", or "threw: …" (a time all the same). */
  firstCallOutcome?: string;
  /** What it answered in each run. */
  firstCallOutcomes?: (string | undefined)[];
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
  /** Functions whose bundle failed to import, with the error. */
  failed: { entry: string; error: string }[];
}

const OUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'quickbasket-bench', 'cold-start');

/** This machine's Node is not Lambda's: its SDK notice about that is noise here. */
const MACHINE_ENV = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

async function bundleTo(entry: string): Promise<{ file: string; bytes: number; gzipBytes: number }> {
  const options = esbuildOptions(path.join(ROOT, 'functions', entry));
  const result = await build({ ...options, absWorkingDir: ROOT, write: false, outfile: 'index.mjs', sourcemap: false, metafile: false });
  const code = result.outputFiles?.find((f) => /\.m?js$/.test(f.path));
  if (!code) throw new Error(`${entry}: esbuild produced no JavaScript`);
  const file = path.join(OUT_DIR, `${entry.replace(/\.ts$/, '').replace(/[/\\]/g, '__')}.mjs`);
  fs.writeFileSync(file, code.contents);
  return { file, bytes: code.contents.byteLength, gzipBytes: gzipSync(code.contents).byteLength };
}

/** One cold start: the import, then (when BENCH_EVENT is set) the first call; the times as the last line, then exit (open sockets would keep the process). */
const COLD_SCRIPT = `
const t = performance.now();
const mod = await import(process.env.BENCH_IMPORT_URL);
const imported = performance.now();
let outcome;
if (process.env.BENCH_EVENT) {
  try {
    const answer = await mod.handler(JSON.parse(process.env.BENCH_EVENT), { ...JSON.parse(process.env.BENCH_CONTEXT), getRemainingTimeInMillis: () => 30000 });
    outcome = answer && typeof answer === 'object' && 'statusCode' in answer ? String(answer.statusCode) : 'ok';
  } catch (err) {
    outcome = 'threw: ' + String(err && err.message).slice(0, 80);
  }
}
const called = performance.now();
process.stdout.write('\\n' + JSON.stringify({ importMs: imported - t, firstCallMs: outcome === undefined ? undefined : called - imported, outcome }), () => process.exit(0));
`;

interface OneStart {
  importMs: number;
  firstCallMs?: number;
  outcome?: string;
}

/** The error of a failed import: its `Error:` line when there is one (the stack's top is the bundle's minified code). */
function importError(stderr: string): string {
  const lines = stderr.trim().split('\n');
  return lines.find((line) => /^\w*Error\b/.test(line.trim()))?.trim() ?? lines.slice(-3).join(' ');
}

function timeColdStart(file: string, env: Record<string, string>, event?: unknown): Promise<OneStart> {
  return new Promise((resolve, reject) => {
    const call = event === undefined ? {} : { BENCH_EVENT: JSON.stringify(event), BENCH_CONTEXT: JSON.stringify(LAMBDA_CONTEXT) };
    const child = spawn(process.execPath, ['--input-type=module', '-e', COLD_SCRIPT], {
      cwd: OUT_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...MACHINE_ENV, ...env, ...call, BENCH_IMPORT_URL: pathToFileURL(file).href },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      // The times are the last line: whatever a module logs while it loads or runs comes before it.
      let start: OneStart | undefined;
      try {
        start = JSON.parse(out.trim().split('\n').at(-1) ?? '') as OneStart;
      } catch {
        start = undefined;
      }
      if (code === 0 && start && Number.isFinite(start.importMs)) resolve(start);
      else reject(new Error(`import of ${path.basename(file)} exited ${code}: ${importError(err)}`));
    });
  });
}

export async function measureColdStarts(runs: number, firstCalls?: FirstCalls): Promise<ColdStartReport> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const entries = deployedEntries();
  const bundles = new Map<string, { file: string; bytes: number; gzipBytes: number }>();
  for (const entry of entries) bundles.set(entry, await bundleTo(entry));
  const empty = path.join(OUT_DIR, 'empty.mjs');
  fs.writeFileSync(empty, '');

  // Interleaved (empty, a, b, ..., empty, a, b, ...), so drift in machine load hits all alike.
  const times = new Map<string, OneStart[]>([['', []], ...entries.map((e) => [e, []] as [string, OneStart[]])]);
  const failed = new Map<string, string>();
  for (let run = 0; run < runs; run++) {
    times.get('')?.push(await timeColdStart(empty, {}));
    for (const entry of entries) {
      const bundle = bundles.get(entry);
      if (!bundle || failed.has(entry)) continue;
      try {
        const claims = firstCalls && ENDS_ITS_SESSION.has(entry) ? { ...firstCalls.claims, user: await firstCalls.newSession('user') } : firstCalls?.claims;
        const start = firstCalls && claims
          ? await timeColdStart(bundle.file, firstCallEnvironment(entry, firstCalls.stackEnv), firstCallEvent(entry, claims, firstCalls.tokens))
          : await timeColdStart(bundle.file, importEnvironment(entry));
        times.get(entry)?.push(start);
      } catch (err) {
        failed.set(entry, (err as Error).message);
      }
    }
  }
  const importsOf = (entry: string) => (times.get(entry) ?? []).map((t) => t.importMs);
  const callsOf = (entry: string) => (times.get(entry) ?? []).flatMap((t) => (t.firstCallMs === undefined ? [] : [t.firstCallMs]));
  const catalogEntries = routes.filter((r) => r.uses?.includes('catalog')).map((r) => `api/${r.handler}.ts`);
  const emptyBest = Math.min(...importsOf(''));
  return {
    emptyImportMs: median(importsOf('')),
    emptyBestMs: emptyBest,
    bundling: 'infra/bundling.ts esbuildOptions',
    functions: entries
      .filter((entry) => !failed.has(entry))
      .map((entry) => {
        const bundle = bundles.get(entry) ?? { bytes: Number.NaN, gzipBytes: Number.NaN };
        const best = Math.min(...importsOf(entry));
        const calls = callsOf(entry);
        return {
          entry,
          kind: budgetKindOf(entry, catalogEntries),
          bytes: bundle.bytes,
          gzipBytes: bundle.gzipBytes,
          importMs: median(importsOf(entry)),
          importMaxMs: Math.max(...importsOf(entry)),
          ...(calls.length
            ? {
                firstCallMs: median(calls),
                firstCallMaxMs: Math.max(...calls),
                firstCallOutcome: times.get(entry)?.at(-1)?.outcome,
                firstCallOutcomes: (times.get(entry) ?? []).map((t) => t.outcome),
              }
            : {}),
          bestImportMs: best,
          ratio: best / emptyBest,
        };
      }),
    failed: [...failed].map(([entry, error]) => ({ entry, error })),
  };
}

export async function coldSection(record: Recorder, importRuns: number, firstCalls?: FirstCalls): Promise<void> {
  const report = await measureColdStarts(importRuns, firstCalls);
  record.details.cold = { ...report, budgets: COLD_BUDGETS };
  const name = (entry: string) => entry.replace(/^api\//, '').replace(/\.ts$/, '');
  for (const f of report.functions) {
    const budget = COLD_BUDGETS[f.kind];
    record.rows.push({
      id: `cold:${f.entry}`,
      section: 'cold',
      label: `${name(f.entry)} (${f.kind})`,
      metrics: {
        gzip: metric(kb(f.gzipBytes), 'KB'),
        import: metric(f.importMs, 'ms'),
        'import max': metric(f.importMaxMs, 'ms'),
        ...(f.firstCallMs === undefined ? {} : { 'first call': metric(f.firstCallMs, 'ms'), 'first call max': metric(f.firstCallMaxMs ?? Number.NaN, 'ms') }),
        'vs empty': metric(f.ratio, 'x'),
      },
      targets: [
        { metric: 'import', op: '<=', value: budget.importMs },
        ...(f.firstCallMs === undefined ? [] : [{ metric: 'first call', op: '<=' as const, value: budget.firstCallMs }]),
      ],
      note: f.firstCallOutcome === undefined ? undefined : `first call answered ${f.firstCallOutcome}`,
    });
  }
  record.rows.push({
    id: 'cold:empty',
    section: 'cold',
    label: 'empty module (baseline)',
    metrics: { import: metric(report.emptyImportMs, 'ms'), best: metric(report.emptyBestMs, 'ms') },
    note:
      `import and first call: median (and max) of ${importRuns} fresh node processes; vs empty: best import over the empty module's best; ${report.bundling}` +
      (firstCalls ? '' : '; no stack: the first call was not made'),
  });
  const problems = [
    ...report.failed.map((f) => `failed to import: ${f.error}`),
    ...overBudget(report.functions.map((f) => ({ entry: f.entry, kind: f.kind, importP50Ms: f.importMs, firstCallP50Ms: f.firstCallMs }))).map((o) => `over budget: ${o}`),
    // A refused call timed the refusal, not the function's first call.
    ...refusedFirstCalls(report.functions.map((f) => ({ entry: f.entry, outcomes: f.firstCallOutcomes ?? [] }))).map((r) => `refused: ${r}`),
  ];
  if (problems.length) throw new Error(`${problems.length} function(s) missed (bench/cold-budgets.ts): ${problems.join('; ')}`);
}
