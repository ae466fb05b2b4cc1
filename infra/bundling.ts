import type { BuildOptions } from 'esbuild';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * The AWS SDK packages every Lambda function takes from the Node.js 24 runtime instead of its
 * bundle: the service clients and the DynamoDB document helpers, which the runtime ships.
 *
 * Why not bundle them (as the skeleton did)? Bundled, the SDK alone is 300–450 KB per function
 * (minified), so no handler could get under the 300 KB budget of `npm run size`. The price is
 * that functions run on the runtime's SDK version rather than package-lock's; the calls the
 * handlers make (DynamoDB document commands, Cognito admin calls, SES SendEmail, EventBridge
 * PutEvents, Secrets Manager GetSecretValue) are years older than any runtime's copy.
 *
 * Everything else is bundled, including `@aws-sdk/s3-request-presigner`: only the `client-*`
 * packages are external, so its own helpers (signing, endpoint rules from `@aws-sdk/core` and
 * `@smithy/*`) come from package-lock and never depend on what the runtime's copy exports; it
 * talks to the runtime's S3 client only through the client's public config and middleware stack.
 */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/client-*', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb'];

/**
 * Packages every bundle takes from a smaller module of this repo instead (esbuild `alias`), by
 * specifier, each path relative to the repo root, where NodejsFunction runs esbuild (projectRoot).
 * Only for a dependency's dependency of which the bundles reach a small part, the module giving
 * exactly that part: `semver`, of which the X-Ray SDK under Powertools Tracer calls only `gte`
 * (bundle-aliases/semver.js; bundle-aliases.test.ts holds every importer to what the alias gives).
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  semver: './infra/bundle-aliases/semver.js',
};

/**
 * How every function is bundled: one minified ESM file per function with a source map, built by
 * the locally installed esbuild (never Docker). `npm run size` builds with exactly these options
 * (esbuildOptions below), so the sizes it reports are the deployed ones.
 */
export const functionBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  // The functions' runtime (FUNCTION_RUNTIME in constructs/app-function.ts).
  target: 'node24',
  platform: 'node',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  // Stack traces only need the mappings; leaving the sources out roughly halves the asset.
  sourcesContent: false,
  externalModules: RUNTIME_PROVIDED_MODULES,
  // CommonJS dependencies inside an ESM bundle still call require() for Node built-ins.
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  esbuildArgs: { '--alias': Object.entries(BUNDLE_ALIASES).map(([specifier, file]) => `${specifier}=${file}`) },
  forceDockerBundling: false,
};

/**
 * The esbuild API options equivalent to the CLI flags NodejsFunction passes for `bundling`
 * (aws-lambda-nodejs Bundling: --bundle, --target, --platform, --format, --outfile=index.mjs,
 * --minify, --sourcemap, --sources-content, --external, --main-fields, --banner:js, and the
 * esbuildArgs --alias). Options that have no equivalent here are refused rather than silently dropped.
 */
export function esbuildOptions(entry: string, bundling: BundlingOptions = functionBundling): BuildOptions {
  const unsupported: string[] = [
    ...(['define', 'loader', 'keepNames', 'footer', 'inject', 'tsconfig', 'nodeModules', 'sourceMapMode', 'preCompilation', 'commandHooks'] as const).filter(
      (key) => bundling[key] !== undefined,
    ),
    ...Object.keys(bundling.esbuildArgs ?? {}).filter((arg) => arg !== '--alias').map((arg) => `esbuildArgs ${arg}`),
  ];
  if (unsupported.length > 0) throw new Error(`esbuildOptions: add support for ${unsupported.join(', ')} first`);
  const format = bundling.format === OutputFormat.ESM ? 'esm' : 'cjs';
  // CDK passes each as --alias:<specifier>=<file>.
  const aliases = [bundling.esbuildArgs?.['--alias'] ?? []].flat().filter((alias): alias is string => typeof alias === 'string');
  return {
    entryPoints: [entry],
    bundle: true,
    outfile: format === 'esm' ? 'index.mjs' : 'index.js',
    target: bundling.target ?? 'node24',
    platform: 'node',
    format,
    minify: bundling.minify ?? false,
    sourcemap: bundling.sourceMap ?? false,
    sourcesContent: bundling.sourcesContent ?? true,
    external: bundling.externalModules ?? ['@aws-sdk/*'],
    ...(bundling.mainFields ? { mainFields: bundling.mainFields } : {}),
    ...(bundling.banner ? { banner: { js: bundling.banner } } : {}),
    ...(aliases.length > 0 ? { alias: Object.fromEntries(aliases.map((alias) => alias.split('=') as [string, string])) } : {}),
    logLevel: 'silent',
  };
}
