/**
 * The cold section, a cold-start proxy per deployed function: bundle it as the stacks do
 * (infra/bundling.ts), then time `await import(bundle)` in a fresh Node process given exactly the
 * environment infra gives that function (infra/function-env.ts, placeholder values), next to the
 * import of an empty module in the same run (the ratio is what travels between machines). Lambda's
 * own init adds more (runtime boot, the SDK it provides), but what a function's code costs at
 * import is what we control. A function that cannot be imported fails the section, by name.
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
import { deployedEntries } from '../infra/bundle-size.js';
import { esbuildOptions } from '../infra/bundling.js';
import { importEnvironment } from '../infra/function-env.js';
import { ROOT } from '../local/config.js';
import type { Recorder } from './record.js';
import { metric } from './report.js';
import { kb, median } from './util.js';

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

const IMPORT_SCRIPT =
  "const t = performance.now(); await import(process.env.BENCH_IMPORT_URL); process.stdout.write('\\n' + String(performance.now() - t));";

/** The error of a failed import: its `Error:` line when there is one (the stack's top is the bundle's minified code). */
function importError(stderr: string): string {
  const lines = stderr.trim().split('\n');
  return lines.find((line) => /^\w*Error\b/.test(line.trim()))?.trim() ?? lines.slice(-3).join(' ');
}

function timeImport(file: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT], {
      cwd: OUT_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...MACHINE_ENV, ...env, BENCH_IMPORT_URL: pathToFileURL(file).href },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      // The time is the last line: whatever a module logs while it loads comes before it.
      const ms = Number(out.trim().split('\n').at(-1));
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`import of ${path.basename(file)} exited ${code}: ${importError(err)}`));
    });
  });
}

export async function measureColdStarts(runs: number): Promise<ColdStartReport> {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const entries = deployedEntries();
  const bundles = new Map<string, { file: string; bytes: number; gzipBytes: number }>();
  for (const entry of entries) bundles.set(entry, await bundleTo(entry));
  const empty = path.join(OUT_DIR, 'empty.mjs');
  fs.writeFileSync(empty, '');

  // Interleaved (empty, a, b, ..., empty, a, b, ...), so drift in machine load hits all alike.
  const times = new Map<string, number[]>([['', []], ...entries.map((e) => [e, []] as [string, number[]])]);
  const failed = new Map<string, string>();
  for (let run = 0; run < runs; run++) {
    times.get('')?.push(await timeImport(empty, {}));
    for (const entry of entries) {
      const bundle = bundles.get(entry);
      if (!bundle || failed.has(entry)) continue;
      try {
        times.get(entry)?.push(await timeImport(bundle.file, importEnvironment(entry)));
      } catch (err) {
        failed.set(entry, (err as Error).message);
      }
    }
  }
  const emptyBest = Math.min(...(times.get('') ?? []));
  return {
    emptyImportMs: median(times.get('') ?? []),
    emptyBestMs: emptyBest,
    bundling: 'infra/bundling.ts esbuildOptions',
    functions: entries
      .filter((entry) => !failed.has(entry))
      .map((entry) => {
        const bundle = bundles.get(entry) ?? { bytes: Number.NaN, gzipBytes: Number.NaN };
        const best = Math.min(...(times.get(entry) ?? []));
        return { entry, bytes: bundle.bytes, gzipBytes: bundle.gzipBytes, importMs: median(times.get(entry) ?? []), bestImportMs: best, ratio: best / emptyBest };
      }),
    failed: [...failed].map(([entry, error]) => ({ entry, error })),
  };
}

export async function coldSection(record: Recorder, importRuns: number): Promise<void> {
  const report = await measureColdStarts(importRuns);
  record.details.cold = report;
  const name = (entry: string) => entry.replace(/^api\//, '').replace(/\.ts$/, '');
  for (const f of report.functions) {
    record.rows.push({
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
  record.rows.push({
    id: 'cold:empty',
    section: 'cold',
    label: 'empty module (baseline)',
    metrics: { import: metric(report.emptyImportMs, 'ms'), best: metric(report.emptyBestMs, 'ms') },
    note: `import: median of ${importRuns} fresh node processes, best: fastest; vs empty: best over the empty module's best; ${report.bundling}`,
  });
  if (report.failed.length) {
    throw new Error(`${report.failed.length} function(s) failed to import: ${report.failed.map((f) => f.error).join('; ')}`);
  }
}
