/**
 * What the infra tests share: the CDK app synthesized as `cdk synth` would (dev stage, no bundling
 * unless asked), a stand-in site, and small readers over the synthesized JSON. Not a test file:
 * vitest's infra project runs files named *.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { expect } from 'vitest';
import { routes, type RouteEntry } from '../functions/api/routes.js';
import { buildApp } from './build-app.js';
import { catalogBucketName, imagesBucketName, REPO_ROOT } from './config.js';

export const ENV = { account: '123456789012', region: 'ap-south-1' };
export const IMAGES_BUCKET = imagesBucketName('dev', ENV.account, ENV.region);
export const CATALOG_BUCKET = catalogBucketName('dev', ENV.account, ENV.region);

/** The feature flags `cdk synth` runs with, so the tests see the same templates. */
export const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object })
  .context;

/** The stand-in site's inline script (the real one is frontend/src/preload/main.ts). */
export const INLINE_SCRIPT = '(()=>{preload()})();';

/** A stand-in for frontend/dist, so the tests need no site build; with the build's compressed copies. */
export const SITE_DIR = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qb-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script>`);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("site")');
  for (const file of ['index.html', 'assets/index-abc123.js']) {
    for (const copy of ['br', 'gz']) writeFileSync(path.join(dir, `${file}.${copy}`), 'compressed');
  }
  return dir;
})();
// A module-level hook would run after the first file of a worker only; the process outlives them all.
process.once('exit', () => rmSync(SITE_DIR, { recursive: true, force: true }));

/** The routes the app deploys: every manifest entry. */
export const DEPLOYABLE: readonly RouteEntry[] = routes;

export interface SynthOptions {
  context?: Record<string, unknown>;
  routes?: readonly RouteEntry[];
  bundle?: boolean;
  siteDir?: string;
}

/**
 * Bundling every handler and the built-in CloudFormation validation are what make `cdk synth`
 * slow; both are covered by `npm run synth` and by the bundle test below, so templates skip them.
 */
export function synth({ context = {}, routes: routeList = DEPLOYABLE, bundle = false, siteDir = SITE_DIR }: SynthOptions = {}) {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { ...cdkJsonContext, ...(bundle ? {} : { [BUNDLING_STACKS]: [] }), ...context },
  });
  const stacks = buildApp(app, { env: ENV, routes: routeList, siteDir });
  return {
    app,
    stacks,
    data: Template.fromStack(stacks.data),
    auth: Template.fromStack(stacks.auth),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
    events: Template.fromStack(stacks.events),
    routes: allRoutes(stacks.routes),
  };
}

/** The route stacks (route-stacks.ts) read as one template: their logical ids are distinct. */
export function allRoutes(routeStacks: readonly Stack[]): Template {
  const templates = routeStacks.map((stack) => Template.fromStack(stack).toJSON() as Record<string, Record<string, unknown> | undefined>);
  const merged = (section: string) => Object.assign({}, ...templates.map((t) => t[section] ?? {})) as Record<string, unknown>;
  return Template.fromJSON({ Resources: merged('Resources'), Parameters: merged('Parameters'), Outputs: merged('Outputs') });
}

// ---- small readers over the synthesized JSON -------------------------------------------------

export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
  Principal?: unknown;
}

export const resourcesOf = (template: Template, type: string) =>
  template.findResources(type) as Record<string, CfnResource>;
export const onlyResource = (template: Template, type: string): CfnResource => {
  const all = Object.values(resourcesOf(template, type));
  expect(all, type).toHaveLength(1);
  return all[0]!;
};

/** The one distribution's DistributionConfig (web stack). */
export const distributionConfig = (web: Template) => {
  const all = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'));
  expect(all).toHaveLength(1);
  return all[0]!.Properties.DistributionConfig as Record<string, unknown>;
};

export const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

export const refId = (value: unknown): string => (value as { Ref: string }).Ref;
export const getAttId = (value: unknown): string => (value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

export interface DeployedRoute {
  routeKey: string;
  authorizationType: unknown;
  functionId: string;
  fn: CfnResource;
  statements: Statement[];
}

/** Route key → its route, function and the statements of the function's role (all policies). */
export function deployedRoutes(template: Template): Map<string, DeployedRoute> {
  const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
  const result = new Map<string, DeployedRoute>();
  for (const route of Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'))) {
    const target = (route.Properties.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1];
    const integration = integrations[refId(target)];
    if (!integration) throw new Error(`no integration for ${String(route.Properties.RouteKey)}`);
    const functionId = getAttId(integration.Properties.IntegrationUri);
    const fn = functions[functionId];
    if (!fn) throw new Error(`no function ${functionId}`);
    const roleId = getAttId(fn.Properties.Role);
    // The grants; the statement every function has for its own log group is checked on its own.
    const statements = policies
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => refId(r) === roleId))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((st) => !isOwnLogStatement(st))
      // and active tracing's X-Ray statement, checked in observability.test.ts.
      .filter((st) => !isTracingStatement(st));
    const routeKey = route.Properties.RouteKey as string;
    result.set(routeKey, { routeKey, authorizationType: route.Properties.AuthorizationType, functionId, fn, statements });
  }
  return result;
}

export const OWN_LOG_ACTIONS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
export const isOwnLogStatement = (st: Statement) => JSON.stringify(asList(st.Action)) === JSON.stringify(OWN_LOG_ACTIONS);
export const TRACING_ACTIONS = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
export const isTracingStatement = (st: Statement) => JSON.stringify(asList(st.Action).sort()) === JSON.stringify(TRACING_ACTIONS);

export const routeKey = (r: RouteEntry) => `${r.method} ${r.path}`;

/** `arn:<partition>:s3:::<the dev image bucket>/<prefix>` → the prefixes, sorted. */
export const uploadPrefixes = (statement: Statement): string[] =>
  asList(statement.Resource)
    .map((resource) => {
      const [, parts] = (resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
      expect(parts[0]).toBe('arn:');
      const tail = parts[2] as string;
      expect(tail.startsWith(`:s3:::${IMAGES_BUCKET}/`), tail).toBe(true);
      return tail.slice(`:s3:::${IMAGES_BUCKET}/`.length);
    })
    .sort();
export const actionsOf = (statements: Statement[]) => statements.flatMap((s) => asList(s.Action));
export const envOf = (fn: CfnResource) =>
  ((fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {});
export const ALWAYS_ENV = ['NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_LOG_LEVEL', 'POWERTOOLS_METRICS_NAMESPACE'];
/** Every route function also requires CloudFront's origin header (infra/edge.test.ts). */
export const ROUTE_ENV = [...ALWAYS_ENV, 'ORIGIN_VERIFY'];

export const DYNAMO_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:TransactWriteItems',
  'dynamodb:PartiQLInsert',
  'dynamodb:PartiQLUpdate',
  'dynamodb:PartiQLDelete',
  'dynamodb:DeleteTable',
  'dynamodb:UpdateTable',
];

export const PUBLIC_ACCESS_BLOCKED = {
  BlockPublicAcls: true,
  BlockPublicPolicy: true,
  IgnorePublicAcls: true,
  RestrictPublicBuckets: true,
};

/** CloudFront's managed policies (ids are the same in every account). */
export const MANAGED = {
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
  allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};

// ---- tests -------------------------------------------------------------------------------------

/** A manifest entry made up to exercise every grant, on a real handler file. */
export const fake = (uses: RouteEntry['uses'], over: Partial<RouteEntry> = {}): RouteEntry => ({
  method: 'POST',
  path: '/api/category/test-route',
  handler: 'category/get-categories',
  auth: 'user',
  data: 'none',
  uses,
  ...over,
});

let devAppCache: ReturnType<typeof synth> | undefined;
/**
 * The dev stage's app, synthesized once per module instance: most files read only these templates,
 * and a synth takes seconds. Read it, never change it.
 */
export function devApp() {
  return (devAppCache ??= synth());
}
