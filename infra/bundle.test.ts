// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { isBuiltin } from 'node:module';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routes, type RouteEntry } from '../functions/api/routes.js';
import { bundle } from './bundle-size.js';
import { RUNTIME_PROVIDED_MODULES } from './bundling.js';
import { DEV_MAIL_FROM, REPO_ROOT } from './config.js';
import { ENV, synth, resourcesOf, routeKey } from './test-app.js';

/** A route handler bundled as `cdk deploy` would: ESM, runtime-provided imports only, answers in plain Node. */

describe('a bundled route handler', () => {
  /**
   * Packages a bundle still imports: what the Lambda runtime must provide. esbuild's own list, not a
   * search of the code, whose strings name packages too (the SDK's SigV4a error messages quote
   * `require("@aws-sdk/signature-v4-crt")`).
   */
  const importsOf = (metafile: Metafile) =>
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !isBuiltin(entry.path))
      .map((entry) => entry.path);
  const providedByRuntime = (specifier: string) =>
    RUNTIME_PROVIDED_MODULES.some((pattern) =>
      pattern.endsWith('*') ? specifier.startsWith(pattern.slice(0, -1)) : specifier === pattern || specifier.startsWith(`${pattern}/`),
    );

  it('is the ESM file npm run size measures, imports only what the runtime provides, and answers in plain Node', async () => {
    const upload = routes.find((r) => r.uses?.includes('images')) ?? routes.find((r) => r.auth !== 'public')!;
    const { app, routes: template } = synth({ routes: [upload], bundle: true });
    const assembly = app.synth();
    const [fn] = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    const assetHash = (fn!.Properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
    const assetDir = path.join(assembly.directory, `asset.${assetHash}`);
    const bundlePath = path.join(assetDir, 'index.mjs');
    expect(readFileSync(`${bundlePath}.map`, 'utf8').length).toBeGreaterThan(0);
    const source = readFileSync(bundlePath, 'utf8');
    expect(source.startsWith("import { createRequire as __createRequire } from 'node:module';")).toBe(true);

    // npm run size bundles with the same options: the bytes it reports are the deployed ones.
    const measured = await bundle(`api/${upload.handler}.ts`);
    expect(Buffer.from(measured.code).toString('utf8')).toBe(source);

    const external = [...new Set(importsOf(measured.metafile))];
    expect(external.length).toBeGreaterThan(0);
    expect(external.filter((s) => !providedByRuntime(s))).toEqual([]);

    // The Lambda runtime, simulated: the handler in a task folder, and beside it a node_modules
    // with the SDK packages the runtime ships, and nothing else.
    const root = mkdtempSync(path.join(tmpdir(), 'qb-lambda-'));
    try {
      answersWithoutToken(root, assetDir, external, upload);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  function answersWithoutToken(root: string, assetDir: string, external: string[], upload: RouteEntry) {
    const task = path.join(root, 'task');
    mkdirSync(task);
    for (const file of readdirSync(assetDir)) writeFileSync(path.join(task, file), readFileSync(path.join(assetDir, file)));
    for (const specifier of external) {
      const name = specifier.split('/').slice(0, 2).join('/');
      const link = path.join(root, 'node_modules', name);
      mkdirSync(path.dirname(link), { recursive: true });
      try {
        symlinkSync(path.join(REPO_ROOT, 'node_modules', name), link, 'dir');
      } catch {
        // already linked
      }
    }

    // No token: route() answers 401 before the handler touches AWS, and counts it (an EMF line on stdout).
    const script = `
      const { handler } = await import(${JSON.stringify(pathToFileURL(path.join(task, 'index.mjs')).href)});
      const event = { routeKey: ${JSON.stringify(routeKey(upload))}, requestContext: { requestId: 'test' }, headers: {}, body: '{}' };
      process.stdout.write(JSON.stringify(await handler(event, { awsRequestId: 'test' })));
    `;
    const output = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
      cwd: task,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        AWS_REGION: ENV.region,
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
        POWERTOOLS_LOG_LEVEL: 'CRITICAL',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        TABLE_NAME: 'table',
        IMAGES_BUCKET: 'bucket',
        USER_POOL_ID: 'pool',
        USER_POOL_CLIENT_ID: 'client',
        MAIL_FROM: DEV_MAIL_FROM,
        POWERTOOLS_METRICS_NAMESPACE: 'QuickBasket/test',
      },
    });
    const [emf, answer] = output.split('\n').filter(Boolean);
    const response = JSON.parse(answer!) as { statusCode: number };
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(emf!)).toMatchObject({ Route4xx: 1, route: routeKey(upload), _aws: { CloudWatchMetrics: [{ Namespace: 'QuickBasket/test' }] } });
  }
});
