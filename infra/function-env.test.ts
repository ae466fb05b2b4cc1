// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { deployedEntries } from './bundle-size.js';
import { esbuildOptions } from './bundling.js';
import { REPO_ROOT } from './config.js';
import { AppFunction } from './constructs/app-function.js';
import { functionEnvironment, importEnvironment } from './function-env.js';

/** Under node_modules, so the SDK packages the bundles leave to the runtime resolve as they do in Lambda. */
const cacheDir = path.join(REPO_ROOT, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const OUT_DIR = mkdtempSync(path.join(cacheDir, 'quickbasket-function-env-'));
afterAll(() => rmSync(OUT_DIR, { recursive: true, force: true }));

const bundleFile = (entry: string) => path.join(OUT_DIR, entry.replace(/\.ts$/, '.mjs'));

/** Every deployed function bundled as deployed, in one esbuild run (each entry still its own whole bundle). */
const bundled = (async () => {
  const entries = deployedEntries();
  const options = esbuildOptions(path.join(REPO_ROOT, 'functions', entries[0]!));
  await build({
    ...options,
    entryPoints: entries.map((entry) => path.join(REPO_ROOT, 'functions', entry)),
    outfile: undefined,
    outdir: OUT_DIR,
    outbase: path.join(REPO_ROOT, 'functions'),
    outExtension: { '.js': '.mjs' },
    sourcemap: false,
    absWorkingDir: REPO_ROOT,
  });
  return entries;
})();

/** Imports each bundle in turn, in one fresh node process, with only the given environment; the failures, by file. */
function importFailures(imports: { file: string; env: Record<string, string> }[]): Record<string, string> {
  const script = `
    const failures = {};
    const base = { ...process.env };
    for (const { file, env } of JSON.parse(process.env.IMPORTS)) {
      for (const name of Object.keys(process.env)) delete process.env[name];
      Object.assign(process.env, { PATH: base.PATH, HOME: base.HOME, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' }, env);
      try { await import(file); } catch (err) { failures[file] = err.message; }
    }
    process.stdout.write('\\n' + JSON.stringify(failures));
    process.exit(0);
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: OUT_DIR,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, IMPORTS: JSON.stringify(imports.map((i) => ({ ...i, file: pathToFileURL(i.file).href }))) },
  });
  const failures = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, string>;
  return Object.fromEntries(Object.entries(failures).map(([url, message]) => [path.relative(OUT_DIR, new URL(url).pathname), message]));
}

describe('the environment of each deployed function (infra/function-env.ts)', () => {
  it('is enough to import every deployed bundle, given exactly that environment', async () => {
    const entries = await bundled;
    expect(entries.length).toBeGreaterThan(40);
    expect(importFailures(entries.map((entry) => ({ file: bundleFile(entry), env: importEnvironment(entry) })))).toEqual({});
  });

  it('is what the import needs: a catalog route without CATALOG_BUCKET, or the catalog builder without TABLE_NAME, fails to import', async () => {
    await bundled;
    const without = (entry: string, name: string) => {
      const { [name]: _left, ...env } = importEnvironment(entry);
      return { file: bundleFile(entry), env };
    };
    expect(functionEnvironment('api/product/get-product-details.ts')).toContain('CATALOG_BUCKET');
    expect(importFailures([without('api/product/get-product-details.ts', 'CATALOG_BUCKET'), without('jobs/build-catalog.ts', 'TABLE_NAME')])).toEqual({
      'api/product/get-product-details.mjs': 'Invalid environment: CATALOG_BUCKET',
      'jobs/build-catalog.mjs': 'Invalid environment: TABLE_NAME',
    });
  });

  it('is what infra sets: synthesis fails for a function given a variable more or less than its list', () => {
    const synthWith = (names: Record<string, string>) => {
      const app = new App({ context: { [BUNDLING_STACKS]: [] } });
      const stack = new Stack(app, 'Env');
      const job = new AppFunction(stack, 'Builder', {
        entry: 'jobs/build-catalog.ts',
        description: 'build-catalog',
        logRemovalPolicy: RemovalPolicy.DESTROY,
        alarmTopic: new Topic(stack, 'Alarms'),
      });
      for (const [name, value] of Object.entries(names)) job.fn.addEnvironment(name, value);
      return () => Template.fromStack(stack);
    };
    expect(synthWith({ TABLE_NAME: 'table', CATALOG_BUCKET: 'catalog' })).not.toThrow();
    expect(synthWith({ TABLE_NAME: 'table' })).toThrow(/build-catalog\.ts: its environment differs from infra\/function-env\.ts; declared there but not set: CATALOG_BUCKET/);
    expect(synthWith({ TABLE_NAME: 'table', CATALOG_BUCKET: 'catalog', EXTRA: 'x' })).toThrow(/set but not declared there: EXTRA/);
  });

  it('names every deployed function; a new one must be added', () => {
    for (const entry of deployedEntries()) expect(() => functionEnvironment(entry), entry).not.toThrow();
    expect(() => functionEnvironment('jobs/not-deployed.ts')).toThrow(/declare its environment in infra\/function-env\.ts/);
  });
});
