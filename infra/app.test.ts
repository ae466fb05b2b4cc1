// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { isBuiltin } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { HttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { routes, type RouteEntry } from '../functions/api/routes.js';
import { TABLE } from '../functions/data/table.js';
import { keys } from '../functions/data/keys.js';
import { catalogObjects } from '../functions/data/objects.js';
import { DIGEST_EVERY_MINUTES } from '../functions/core/low-stock.js';
import { ACCESS_TOKEN_MINUTES } from '../functions/core/session.js';
import { MAX_RECEIVES, RECONCILE_EVERY_MINUTES, RULES } from '../events/rules.js';
import { buildApp, DEFAULT_REGION, deploymentEnv, PLACEHOLDER_ACCOUNT } from './build-app.js';
import { OPERATOR_USER_POOL_ACTIONS } from './stacks/operator-stack.js';
import { bundle, deployedEntries } from './bundle-size.js';
import { RUNTIME_PROVIDED_MODULES, functionBundling } from './bundling.js';
import { catalogBucketName, DEV_MAIL_FROM, DEV_SITE_ORIGIN, imagesBucketName, REPO_ROOT } from './config.js';
import { ApiRoute, CATALOG_FUNCTION_MEMORY_MB, USER_POOL_ACTIONS } from './constructs/api-route.js';
import { ROUTE_ENVIRONMENT } from './function-env.js';
import { routeStackOf, type RouteStackName } from './route-stacks.js';
import { MEDIA_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './constructs/security-headers.js';
import { PaymentSecrets } from './constructs/payment-secrets.js';
import { API_THROTTLE } from './stacks/api-stack.js';
import { CATALOG_BUILD_RETRIES, CATALOG_OBJECT_DAYS } from './stacks/events-stack.js';
import { LOG_PREFIXES } from './constructs/buckets.js';

const ENV = { account: '123456789012', region: 'ap-south-1' };
const IMAGES_BUCKET = imagesBucketName('dev', ENV.account, ENV.region);
const CATALOG_BUCKET = catalogBucketName('dev', ENV.account, ENV.region);

/** The feature flags `cdk synth` runs with, so the tests see the same templates. */
const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object })
  .context;

/** The stand-in site's inline script (the real one is frontend/src/preload/main.ts). */
const INLINE_SCRIPT = '(()=>{preload()})();';

/** A stand-in for frontend/dist, so the tests need no site build; with the build's compressed copies. */
const SITE_DIR = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qb-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-abc123.js"></script>`);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("site")');
  for (const file of ['index.html', 'assets/index-abc123.js']) {
    for (const copy of ['br', 'gz']) writeFileSync(path.join(dir, `${file}.${copy}`), 'compressed');
  }
  return dir;
})();
afterAll(() => rmSync(SITE_DIR, { recursive: true, force: true }));

/** The routes the app deploys: every manifest entry. */
const DEPLOYABLE: readonly RouteEntry[] = routes;

interface SynthOptions {
  context?: Record<string, unknown>;
  routes?: readonly RouteEntry[];
  bundle?: boolean;
  siteDir?: string;
}

/**
 * Bundling every handler and the built-in CloudFormation validation are what make `cdk synth`
 * slow; both are covered by `npm run synth` and by the bundle test below, so templates skip them.
 */
function synth({ context = {}, routes: routeList = DEPLOYABLE, bundle = false, siteDir = SITE_DIR }: SynthOptions = {}) {
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
function allRoutes(routeStacks: readonly Stack[]): Template {
  const templates = routeStacks.map((stack) => Template.fromStack(stack).toJSON() as Record<string, Record<string, unknown> | undefined>);
  const merged = (section: string) => Object.assign({}, ...templates.map((t) => t[section] ?? {})) as Record<string, unknown>;
  return Template.fromJSON({ Resources: merged('Resources'), Parameters: merged('Parameters'), Outputs: merged('Outputs') });
}

// ---- small readers over the synthesized JSON -------------------------------------------------

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
  Principal?: unknown;
}

const resourcesOf = (template: Template, type: string) =>
  template.findResources(type) as Record<string, CfnResource>;
const onlyResource = (template: Template, type: string): CfnResource => {
  const all = Object.values(resourcesOf(template, type));
  expect(all, type).toHaveLength(1);
  return all[0]!;
};

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

const refId = (value: unknown): string => (value as { Ref: string }).Ref;
const getAttId = (value: unknown): string => (value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

interface DeployedRoute {
  routeKey: string;
  authorizationType: unknown;
  functionId: string;
  fn: CfnResource;
  statements: Statement[];
}

/** Route key → its route, function and the statements of the function's role (all policies). */
function deployedRoutes(template: Template): Map<string, DeployedRoute> {
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

const OWN_LOG_ACTIONS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const isOwnLogStatement = (st: Statement) => JSON.stringify(asList(st.Action)) === JSON.stringify(OWN_LOG_ACTIONS);
const TRACING_ACTIONS = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
const isTracingStatement = (st: Statement) => JSON.stringify(asList(st.Action).sort()) === JSON.stringify(TRACING_ACTIONS);

const routeKey = (r: RouteEntry) => `${r.method} ${r.path}`;

/** `arn:<partition>:s3:::<the dev image bucket>/<prefix>` → the prefixes, sorted. */
const uploadPrefixes = (statement: Statement): string[] =>
  asList(statement.Resource)
    .map((resource) => {
      const [, parts] = (resource as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
      expect(parts[0]).toBe('arn:');
      const tail = parts[2] as string;
      expect(tail.startsWith(`:s3:::${IMAGES_BUCKET}/`), tail).toBe(true);
      return tail.slice(`:s3:::${IMAGES_BUCKET}/`.length);
    })
    .sort();
const actionsOf = (statements: Statement[]) => statements.flatMap((s) => asList(s.Action));
const envOf = (fn: CfnResource) =>
  ((fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {});
const ALWAYS_ENV = ['NODE_OPTIONS', 'POWERTOOLS_SERVICE_NAME', 'POWERTOOLS_LOG_LEVEL', 'POWERTOOLS_METRICS_NAMESPACE'];
/** Every route function also requires CloudFront's origin header (infra/edge.test.ts). */
const ROUTE_ENV = [...ALWAYS_ENV, 'ORIGIN_VERIFY'];

const DYNAMO_WRITES = [
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

const PUBLIC_ACCESS_BLOCKED = {
  BlockPublicAcls: true,
  BlockPublicPolicy: true,
  IgnorePublicAcls: true,
  RestrictPublicBuckets: true,
};

/** CloudFront's managed policies (ids are the same in every account). */
const MANAGED = {
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  cachingOptimized: '658327ea-f89d-4fab-a63d-7e88639e58f6',
  allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};

// ---- tests -------------------------------------------------------------------------------------

describe('the CDK app (dev stage, templates without bundling)', () => {
  const { app, stacks, data, auth, api, web, events, routes: routesTemplate } = synth();
  const deployed = deployedRoutes(routesTemplate);
  const all = { data, auth, api, web, events, routes: routesTemplate };

  it('names the stacks by stage and concern, pinned to the given account and region', () => {
    const list = [stacks.data, stacks.auth, stacks.api, stacks.live, stacks.web, stacks.events, ...stacks.routes, stacks.dashboard];
    expect(list.map((s) => s.stackName)).toEqual([
      'quickbasket-dev-data',
      'quickbasket-dev-auth',
      'quickbasket-dev-api',
      'quickbasket-dev-live',
      'quickbasket-dev-web',
      'quickbasket-dev-events',
      'quickbasket-dev-routes-account',
      'quickbasket-dev-routes-catalog',
      'quickbasket-dev-routes-orders',
      'quickbasket-dev-routes-stores',
      'quickbasket-dev-dashboard',
    ]);
    for (const stack of list) {
      expect(stack.account).toBe(ENV.account);
      expect(stack.region).toBe(ENV.region);
      expect(stack.terminationProtection).toBe(false);
    }
  });

  it('has no secret values anywhere in the templates', () => {
    for (const [name, template] of Object.entries(all)) {
      const json = JSON.stringify(template.toJSON());
      for (const marker of ['sk_live', 'sk_test', 'whsec_', 'rk_live', 'rk_test']) expect(json, name).not.toContain(marker);
    }
  });

  it('grants no wildcard action, and no wildcard resource for data actions (DynamoDB, S3, Secrets Manager, SES)', () => {
    const statements = Object.values(all).flatMap((template) =>
      Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap(
        (p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
      ),
    );
    expect(statements.length).toBeGreaterThan(DEPLOYABLE.length);
    for (const statement of statements) {
      const actions = asList(statement.Action);
      expect(actions).not.toContain('*');
      for (const action of actions) expect(action.endsWith(':*'), action).toBe(false);
      if (actions.some((a) => /^(dynamodb|s3|secretsmanager|ses|cognito-idp):/.test(a))) {
        for (const resource of asList(statement.Resource)) expect(resource, JSON.stringify(actions)).not.toBe('*');
      }
      // What takes no resource: X-Ray's trace calls, and CDK's site deployment's CloudFront
      // invalidation (each function role's Resource::* is acknowledged for cdk-nag on that ground).
      if (asList(statement.Resource).includes('*')) {
        expect(actions.filter((a) => !/^(xray:Put|cloudfront:(Create|Get)Invalidation$)/.test(a)), JSON.stringify(actions)).toEqual([]);
      }
    }
  });

  describe('data stack', () => {
    it('defines the one table with the keys, GSIs and TTL of functions/data/table.ts, on demand, with PITR', () => {
      data.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
      data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayWith([
          { AttributeName: TABLE.partitionKey, AttributeType: 'S' },
          { AttributeName: TABLE.sortKey, AttributeType: 'S' },
          { AttributeName: TABLE.gsi1.partitionKey, AttributeType: 'S' },
          { AttributeName: TABLE.gsi1.sortKey, AttributeType: 'S' },
          { AttributeName: TABLE.gsi2.partitionKey, AttributeType: 'S' },
          { AttributeName: TABLE.gsi2.sortKey, AttributeType: 'S' },
          { AttributeName: TABLE.gsi3.partitionKey, AttributeType: 'S' },
          { AttributeName: TABLE.gsi3.sortKey, AttributeType: 'S' },
        ]),
        GlobalSecondaryIndexes: [TABLE.gsi1, TABLE.gsi2, TABLE.gsi3].map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        BillingMode: 'PAY_PER_REQUEST',
        Replicas: [
          Match.objectLike({
            Region: ENV.region,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      });
    });

    it('keeps the table when the stack is deleted or the table replaced', () => {
      data.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    });

    it('creates the Stripe secret empty: no value, nothing generated', () => {
      const secrets = Object.values(data.findResources('AWS::SecretsManager::Secret') as Record<string, CfnResource>);
      const secret = secrets.find((s) => String(s.Properties.Description).includes('Stripe'))!;
      expect(secret.Properties).not.toHaveProperty('SecretString');
      expect(secret.Properties).not.toHaveProperty('GenerateSecretString');
      data.hasOutput('StripeSecretArn', {});
    });

    it('has the alarm topic (no subscription unless alarmEmail is given)', () => {
      data.resourceCountIs('AWS::SNS::Topic', 1);
      data.resourceCountIs('AWS::SNS::Subscription', 0);
      data.hasOutput('AlarmTopicArn', {});
    });

    it('creates no functions', () => {
      data.resourceCountIs('AWS::Lambda::Function', 0);
    });
  });

  describe('auth stack', () => {
    it('signs in by e-mail, has no self sign-up, no Cognito recovery mail and a strong password policy', () => {
      auth.resourceCountIs('AWS::Cognito::UserPool', 1);
      auth.hasResourceProperties('AWS::Cognito::UserPool', {
        UsernameAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          },
        },
      });
      auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    });

    it('runs the post-authentication trigger after every sign-in, with the table grants of the repos and a short timeout', () => {
      const trigger = Object.values(resourcesOf(auth, 'AWS::Lambda::Function')).find((fn) =>
        String((fn.Properties as { Description?: string }).Description).startsWith('Cognito post-authentication'),
      );
      expect(trigger, 'the trigger function').toBeDefined();
      expect(trigger!.Properties).toMatchObject({ Runtime: 'nodejs24.x', Timeout: 5, Environment: { Variables: { TABLE_NAME: expect.anything() } } });
      auth.hasResourceProperties('AWS::Cognito::UserPool', {
        LambdaConfig: { PostAuthentication: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PostAuthentication'), 'Arn'] } },
      });
      auth.hasResourceProperties('AWS::Lambda::Permission', { Action: 'lambda:InvokeFunction', Principal: 'cognito-idp.amazonaws.com' });
    });

    it('has the ADMIN and RIDER groups that route() checks', () => {
      auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'ADMIN' });
      auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'RIDER' });
      auth.resourceCountIs('AWS::Cognito::UserPoolGroup', 2);
    });

    it('has a public web client with password, SRP and refresh flows and token revocation', () => {
      auth.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
      auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        GenerateSecret: false,
        EnableTokenRevocation: true,
        PreventUserExistenceErrors: 'ENABLED',
        AllowedOAuthFlowsUserPoolClient: false,
        ExplicitAuthFlows: Match.arrayEquals([
          'ALLOW_USER_PASSWORD_AUTH',
          'ALLOW_USER_SRP_AUTH',
          'ALLOW_REFRESH_TOKEN_AUTH',
        ]),
      });
    });

    it('gives access tokens 15 minutes (Amplify refreshes them; a revoked session keeps its token at most that long)', () => {
      auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        AccessTokenValidity: ACCESS_TOKEN_MINUTES,
        TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes' }),
      });
      expect(ACCESS_TOKEN_MINUTES).toBe(15);
    });

    it('outputs what the site needs: region, pool id and client id', () => {
      auth.hasOutput('Region', { Value: ENV.region });
      auth.hasOutput('UserPoolId', {});
      auth.hasOutput('UserPoolClientId', {});
    });

    it('creates no SES identity for the dev placeholder sender, and says so', () => {
      auth.resourceCountIs('AWS::SES::EmailIdentity', 0);
      auth.hasOutput('MailIdentityToDo', { Value: Match.stringLikeRegexp('must be a verified SES identity') });
    });
  });

  describe('api stack', () => {
    it('throttles the $default stage', () => {
      api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingBurstLimit: API_THROTTLE.burstLimit,
          ThrottlingRateLimit: API_THROTTLE.rateLimit,
        },
      });
    });

    it('writes one JSON access log line per request (request id, route, status, latency)', () => {
      const stage = onlyResource(api, 'AWS::ApiGatewayV2::Stage');
      const settings = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
      expect(getAttId(settings.DestinationArn)).toMatch(/^AccessLogs/);
      const format = JSON.parse(settings.Format) as Record<string, string>;
      expect(format).toMatchObject({
        requestId: '$context.requestId',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
      });
      api.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    });

    it('allows CORS from the configured site origin only', () => {
      api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        ProtocolType: 'HTTP',
        CorsConfiguration: Match.objectLike({ AllowOrigins: [DEV_SITE_ORIGIN] }),
      });
    });

    it('alarms on 5xx answers and on p95 latency', () => {
      const alarms = Object.values(resourcesOf(api, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
      expect(alarms.map((a) => [a.MetricName, a.Namespace]).sort()).toEqual([
        ['5xx', 'AWS/ApiGateway'],
        ['Latency', 'AWS/ApiGateway'],
      ]);
      expect(alarms.find((a) => a.MetricName === 'Latency')).toMatchObject({ ExtendedStatistic: 'p95' });
      for (const alarm of alarms) expect(alarm.AlarmActions).toHaveLength(1);
    });
  });

  describe('routes stacks', () => {
    it('split the routes by path segment: each stack well under 500 resources, each route in exactly one stack', () => {
      const perStack = stacks.routes.map((stack) => {
        const template = Template.fromStack(stack);
        const count = Object.keys((template.toJSON() as { Resources: object }).Resources).length;
        expect(count, stack.stackName).toBeLessThan(400);
        return [...deployedRoutes(template).values()].map((d) => d.routeKey);
      });
      const keys = perStack.flat();
      expect(keys.sort()).toEqual(DEPLOYABLE.map(routeKey).sort());
      expect(new Set(keys).size).toBe(keys.length);
      for (const [i, stack] of stacks.routes.entries()) {
        const group = stack.stackName.replace('quickbasket-dev-routes-', '') as RouteStackName;
        expect(perStack[i]!.length, stack.stackName).toBeGreaterThan(0);
        for (const key of perStack[i]!) expect(routeStackOf(DEPLOYABLE.find((r) => routeKey(r) === key)!), key).toBe(group);
      }
      expect(() => routeStackOf({ ...DEPLOYABLE[0]!, path: '/api/nowhere/x' })).toThrow(/add "nowhere" to ROUTE_STACKS/);
    });

    it('has exactly one function per built manifest route and none for planned ones', () => {
      expect(DEPLOYABLE.length).toBeGreaterThan(0);
      routesTemplate.resourceCountIs('AWS::Lambda::Function', DEPLOYABLE.length);
      routesTemplate.resourceCountIs('AWS::ApiGatewayV2::Route', DEPLOYABLE.length);
      expect([...deployed.keys()].sort()).toEqual(DEPLOYABLE.map(routeKey).sort());
      expect(new Set([...deployed.values()].map((d) => d.functionId)).size).toBe(DEPLOYABLE.length);
    });

    it('creates no functions besides the route handlers (no log-retention or other helpers)', () => {
      const functions = Object.keys(resourcesOf(routesTemplate, 'AWS::Lambda::Function'));
      expect(functions.sort()).toEqual([...deployed.values()].map((d) => d.functionId).sort());
    });

    it('runs every function on nodejs24.x, arm64, 512 MB (catalog routes: one vCPU), 10 s, with a one-month log group and Powertools settings', () => {
      const catalogRoutes = new Set(DEPLOYABLE.filter((r) => r.uses?.includes('catalog')).map(routeKey));
      for (const { fn, routeKey: key } of deployed.values()) {
        expect(fn.Properties, key).toMatchObject({
          Runtime: 'nodejs24.x',
          Architectures: ['arm64'],
          MemorySize: catalogRoutes.has(key) ? CATALOG_FUNCTION_MEMORY_MB : 512,
          Timeout: 10,
          Handler: 'index.handler',
          Description: key,
        });
        expect(fn.Properties.LoggingConfig, key).toEqual({ LogGroup: { Ref: expect.any(String) as string } });
        expect(envOf(fn), key).toMatchObject({
          NODE_OPTIONS: '--enable-source-maps',
          POWERTOOLS_SERVICE_NAME: 'quickbasket',
          POWERTOOLS_LOG_LEVEL: 'INFO',
        });
      }
      const logGroups = Object.values(resourcesOf(routesTemplate, 'AWS::Logs::LogGroup'));
      expect(logGroups).toHaveLength(DEPLOYABLE.length);
      for (const group of logGroups) expect(group.Properties.RetentionInDays).toBe(30);
    });

    it('gives every function of ours its own role: no managed policy, writes to its own log group only', () => {
      let count = 0;
      for (const [name, template] of Object.entries(all)) {
        const roles = resourcesOf(template, 'AWS::IAM::Role');
        const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
        for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
          const logGroup = (fn.Properties.LoggingConfig as { LogGroup?: unknown } | undefined)?.LogGroup;
          if (!logGroup) continue; // CDK's own helpers (the site deployment)
          count++;
          const roleId = getAttId(fn.Properties.Role);
          expect(roles[roleId]!.Properties, `${name} ${id}`).not.toHaveProperty('ManagedPolicyArns');
          const logs = policies
            .filter((p) => (p.Properties.Roles as unknown[]).some((r) => refId(r) === roleId))
            .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
            .filter((st) => asList(st.Action).some((a) => a.startsWith('logs:')));
          expect(logs, `${name} ${id}`).toEqual([
            { Effect: 'Allow', Action: OWN_LOG_ACTIONS, Resource: { 'Fn::GetAtt': [refId(logGroup), 'Arn'] } },
          ]);
        }
      }
      // The routes, the post-authentication trigger, the consumers, the reconciliation job and the catalog builder.
      expect(count).toBe(DEPLOYABLE.length + 1 + RULES.length + 1 + 1);
    });

    it('has one error alarm per function, notifying the alarm topic', () => {
      const alarms = Object.values(resourcesOf(routesTemplate, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties);
      const alarmed = alarms.map((a) => {
        expect(a).toMatchObject({ MetricName: 'Errors', Namespace: 'AWS/Lambda', Threshold: 1 });
        expect(a.AlarmActions).toHaveLength(1);
        return refId((a.Dimensions as { Name: string; Value: unknown }[]).find((d) => d.Name === 'FunctionName')?.Value);
      });
      expect(alarmed.sort()).toEqual([...deployed.values()].map((d) => d.functionId).sort());
    });

    it('puts the JWT authorizer on user and admin routes and none on public routes', () => {
      for (const route of DEPLOYABLE) {
        const expected = route.auth === 'public' ? 'NONE' : 'JWT';
        expect(deployed.get(routeKey(route))?.authorizationType, routeKey(route)).toBe(expected);
      }
    });

    it('trusts tokens of the user pool for the web client (issuer and audience)', () => {
      // The authorizer belongs to the API (api stack); the routes stack attaches it.
      routesTemplate.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
      const authorizer = onlyResource(api, 'AWS::ApiGatewayV2::Authorizer');
      expect(authorizer.Properties.AuthorizerType).toBe('JWT');
      expect(authorizer.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
      const jwt = JSON.stringify(authorizer.Properties.JwtConfiguration);
      expect(jwt).toContain(`https://cognito-idp.${ENV.region}.amazonaws.com/`);
      expect(jwt).toContain('quickbasket-dev-auth');
      const audience = (authorizer.Properties.JwtConfiguration as { Audience: unknown[] }).Audience;
      expect(audience).toHaveLength(1);
    });

    it('grants exactly the table access each manifest entry declares (read routes cannot write)', () => {
      for (const route of DEPLOYABLE) {
        const { statements, fn } = deployed.get(routeKey(route))!;
        const dynamo = actionsOf(statements).filter((a) => a.startsWith('dynamodb:'));
        const key = routeKey(route);
        if (route.data === 'none') {
          expect(dynamo, key).toEqual([]);
          expect(envOf(fn), key).not.toHaveProperty('TABLE_NAME');
          continue;
        }
        expect(envOf(fn), key).toHaveProperty('TABLE_NAME');
        // Exactly what the repos call: no Scan, no BatchWriteItem, no DescribeTable.
        const reads = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
        const writes = ['dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
        expect([...new Set(dynamo)].sort(), key).toEqual((route.data === 'read' ? reads : [...reads, ...writes]).sort());
        if (route.data === 'read') expect(dynamo.filter((a) => DYNAMO_WRITES.includes(a)), key).toEqual([]);
        // The table and its indexes by name (the repos query gsi1, gsi2 and gsi3), never index/*.
        const resources = JSON.stringify(statements.filter((st) => asList(st.Action).some((a) => a.startsWith('dynamodb:'))).map((st) => st.Resource));
        for (const index of [TABLE.gsi1.name, TABLE.gsi2.name, TABLE.gsi3.name]) expect(resources, key).toContain(`/index/${index}`);
        expect(resources, key).not.toContain('*');
      }
    });

    it('grants other resources and sets their environment only where the manifest says so', () => {
      for (const route of DEPLOYABLE) {
        const { statements, fn } = deployed.get(routeKey(route))!;
        const key = routeKey(route);
        const uses = new Set(route.uses ?? []);
        const actions = actionsOf(statements);
        const env = envOf(fn);

        expect(actions.some((a) => a.startsWith('s3:')), key).toBe((['images', 'uploads', 'catalog', 'jobFiles'] as const).some((u) => uses.has(u)));
        if (uses.has('images')) expect(actions.filter((a) => a.startsWith('s3:')), key).toEqual(['s3:PutObject']);
        if (uses.has('uploads')) expect(actions.filter((a) => a.startsWith('s3:')), key).toEqual(['s3:GetObject']);
        if (uses.has('catalog')) expect(actions.filter((a) => a.startsWith('s3:')).sort(), key).toEqual(['s3:GetObject', 's3:ListBucket']);
        // Only the Admin* calls the handler makes; login, refresh and logout call Cognito without IAM.
        expect(actions.filter((a) => a.startsWith('cognito-idp:')).sort(), key).toEqual([...(USER_POOL_ACTIONS[route.handler] ?? [])].sort());
        if (!uses.has('userPool')) expect(USER_POOL_ACTIONS, key).not.toHaveProperty(route.handler);
        expect(actions.some((a) => a.startsWith('ses:')), key).toBe(uses.has('mail'));
        expect(actions.some((a) => a.startsWith('secretsmanager:')), key).toBe(uses.has('payments'));
        if (uses.has('payments')) {
          expect(actions.filter((a) => a.startsWith('secretsmanager:')), key).toEqual(['secretsmanager:GetSecretValue']);
        }

        const expected = new Set([
          ...ROUTE_ENV,
          ...(route.data === 'none' ? [] : ROUTE_ENVIRONMENT.data),
          ...[...uses].flatMap((u) => ROUTE_ENVIRONMENT[u]),
        ]);
        expect(Object.keys(env).sort(), key).toEqual([...expected].sort());
      }
    });

    it('gives payment routes only the Stripe secret ARN (read at cold start) and the site URL', () => {
      const checkout = [...deployed.values()].find((d) => d.routeKey === 'POST /api/order/checkout');
      expect(checkout, 'the checkout route is built').toBeDefined();
      const env = envOf(checkout!.fn);
      expect(JSON.stringify(env.STRIPE_SECRET_ARN)).toContain('quickbasket-dev-data');
      expect(JSON.stringify(env.SITE_URL)).toContain('https://');
      expect(JSON.stringify(env.SITE_URL)).toContain('quickbasket-dev-web');
      const secretStatement = checkout!.statements.find((s) => asList(s.Action).includes('secretsmanager:GetSecretValue'))!;
      expect(asList(secretStatement.Resource)).toHaveLength(1);
      expect(JSON.stringify(secretStatement.Resource)).toContain('PaymentsStripe');
    });
  });

  describe('web stack', () => {
    const distribution = onlyResource(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as {
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: (Record<string, unknown> & { PathPattern: string })[];
      CustomErrorResponses?: unknown;
      DefaultRootObject: string;
    };
    const behavior = (pattern: string) => distribution.CacheBehaviors.find((b) => b.PathPattern === pattern)!;
    const originOf = (b: Record<string, unknown>) => distribution.Origins.find((o) => o.Id === b.TargetOriginId)!;
    const functionCode = (prefix: string) =>
      Object.entries(resourcesOf(web, 'AWS::CloudFront::Function')).find(([id]) => id.startsWith(prefix))!;

    it('blocks all public access to the three buckets (site, images, logs), encrypts them and denies non-TLS requests', () => {
      const buckets = Object.values(resourcesOf(web, 'AWS::S3::Bucket'));
      expect(buckets).toHaveLength(3);
      for (const bucket of buckets) {
        expect(bucket.Properties).toMatchObject({
          PublicAccessBlockConfiguration: PUBLIC_ACCESS_BLOCKED,
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
          },
        });
      }
      // ACLs off, but for the log bucket: CloudFront delivers its logs under an ACL grant (edge.test.ts).
      const ownership = buckets.map((b) => (b.Properties.OwnershipControls as { Rules: { ObjectOwnership: string }[] }).Rules[0]!.ObjectOwnership);
      expect(ownership.sort()).toEqual(['BucketOwnerEnforced', 'BucketOwnerEnforced', 'BucketOwnerPreferred']);
      const policies = Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy'));
      expect(policies).toHaveLength(3);
      for (const policy of policies) {
        expect((policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    });

    it('names the image bucket after stage, account and region; lets only the site PUT uploads; aborts stale multipart uploads', () => {
      web.hasResourceProperties('AWS::S3::Bucket', {
        BucketName: IMAGES_BUCKET,
        CorsConfiguration: {
          CorsRules: [
            Match.objectLike({
              AllowedMethods: ['PUT'],
              // The preflight of an upload asks for the headers it sends: content-type and if-none-match.
              AllowedHeaders: ['*'],
              AllowedOrigins: [
                { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^Distribution'), 'DomainName'] }]] },
                DEV_SITE_ORIGIN,
              ],
            }),
          ],
        },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
          ]),
        },
      });
    });

    it('reads both buckets through Origin Access Control; the image bucket trusts this distribution only', () => {
      web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
      web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
        OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
      });
      const s3Origins = distribution.Origins.filter((o) => o.S3OriginConfig);
      expect(s3Origins).toHaveLength(2);
      for (const origin of s3Origins) expect(origin.OriginAccessControlId).toBeDefined();
      expect(s3Origins.map((o) => o.DomainName)).toContainEqual(`${IMAGES_BUCKET}.s3.${ENV.region}.amazonaws.com`);

      const imagesPolicy = Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy')).find((p) =>
        JSON.stringify(p.Properties.Bucket).includes('Images'),
      )!;
      const grant = (imagesPolicy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.find((s) =>
        JSON.stringify(s.Principal).includes('cloudfront'),
      )!;
      expect(grant).toMatchObject({
        Action: 's3:GetObject',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Condition: { StringEquals: { 'AWS:SourceArn': expect.anything() as unknown } },
      });
      expect(JSON.stringify(grant.Condition)).toMatch(/Distribution/);
    });

    it('rewrites client routes to /index.html with a function on the default behaviour, with no error-page mapping', () => {
      expect(distribution.CustomErrorResponses).toBeUndefined();
      expect(distribution.DefaultRootObject).toBe('index.html');
      const [spaId] = functionCode('SpaRewrite');
      expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [spaId, 'FunctionARN'] } },
      ]);
      for (const b of distribution.CacheBehaviors) {
        expect(JSON.stringify(b.FunctionAssociations ?? []), b.PathPattern).not.toContain(spaId);
      }
    });

    it('sends /api/* to the HTTP API uncached, with every viewer header but Host and every method', () => {
      const apiBehavior = behavior('/api/*');
      expect(apiBehavior).toMatchObject({
        CachePolicyId: MANAGED.cachingDisabled,
        OriginRequestPolicyId: MANAGED.allViewerExceptHostHeader,
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        ViewerProtocolPolicy: 'https-only',
      });
      expect(JSON.stringify(originOf(apiBehavior).DomainName)).toContain('.execute-api.');
    });

    it('passes cookies both ways on /api/*: the reset proof cookie reaches reset-password, Set-Cookie reaches the viewer', () => {
      // The managed AllViewerExceptHostHeader policy forwards every viewer cookie (CookieBehavior all);
      // API Gateway hands them to the function as event.cookies, which route() reads.
      const apiBehavior = behavior('/api/*');
      expect(apiBehavior.OriginRequestPolicyId).toBe(MANAGED.allViewerExceptHostHeader);
      const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
      const config = policies[refId(apiBehavior.ResponseHeadersPolicyId)]!.Properties.ResponseHeadersPolicyConfig as Record<string, unknown>;
      expect(JSON.stringify(config.RemoveHeadersConfig ?? {})).not.toMatch(/set-cookie/i);
    });

    it('lets the functions gzip /api/* JSON: Accept-Encoding reaches the API, Content-Encoding and Vary reach the viewer', () => {
      // CloudFront cannot compress here (no cache policy with all TTLs 0 may enable gzip/brotli);
      // route() compresses instead, so the viewer's Accept-Encoding must reach it. The cache policy
      // compresses nothing, so the origin request policy decides: all viewer headers but Host.
      const apiBehavior = behavior('/api/*');
      expect(apiBehavior.CachePolicyId).toBe(MANAGED.cachingDisabled);
      expect(apiBehavior.OriginRequestPolicyId).toBe(MANAGED.allViewerExceptHostHeader);
      expect(resourcesOf(web, 'AWS::CloudFront::OriginRequestPolicy')).toEqual({});
      const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
      const apiHeaders = policies[refId(apiBehavior.ResponseHeadersPolicyId)]!;
      const config = apiHeaders.Properties.ResponseHeadersPolicyConfig as Record<string, unknown>;
      expect(JSON.stringify(config.RemoveHeadersConfig ?? {})).not.toMatch(/content-encoding|vary/i);
      expect(JSON.stringify(config.CustomHeadersConfig ?? {})).not.toMatch(/content-encoding|vary/i);
    });

    it('serves /media/* with its own headers policy: nosniff and a sandbox CSP, and a year of browser cache where S3 sent none', () => {
      const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
      const media = policies[refId(behavior('/media/*').ResponseHeadersPolicyId)]!.Properties.ResponseHeadersPolicyConfig as Record<string, unknown>;
      expect(media).toMatchObject({
        CustomHeadersConfig: { Items: [{ Header: 'Cache-Control', Value: 'public, max-age=31536000, immutable', Override: false }] },
      });
      expect(JSON.stringify(media)).toContain('"ContentTypeOptions":{"Override":true}');
      expect(refId(behavior('/media/*').ResponseHeadersPolicyId)).not.toBe(refId(behavior('/assets/*').ResponseHeadersPolicyId));
    });

    it('serves /media/* from the image bucket without its prefix, and /media and /assets with a year of cache', () => {
      const media = behavior('/media/*');
      expect(originOf(media).DomainName).toBe(`${IMAGES_BUCKET}.s3.${ENV.region}.amazonaws.com`);
      const [mediaId] = functionCode('MediaPrefix');
      expect(media.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [mediaId, 'FunctionARN'] } },
      ]);
      const assets = behavior('/assets/*');
      expect(assets.CachePolicyId).toEqual(media.CachePolicyId);
      web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
        CachePolicyConfig: Match.objectLike({ DefaultTTL: 31_536_000, MaxTTL: 31_536_000 }),
      });
      expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe(MANAGED.cachingOptimized);
    });

    it('adds the security headers to every behaviour: CSP, HSTS, nosniff, DENY framing, strict-origin-when-cross-origin', () => {
      const policies = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
      for (const b of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors]) {
        expect(policies[refId(b.ResponseHeadersPolicyId)], String(b.PathPattern ?? 'default')).toBeDefined();
      }
      const mediaPolicyId = refId(behavior('/media/*').ResponseHeadersPolicyId);
      for (const [id, policy] of Object.entries(policies)) {
        const security = (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> })
          .SecurityHeadersConfig;
        // The local gateway sends these same values (infra/constructs/security-headers.ts).
        expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63_072_000, Override: true });
        expect(security.ContentTypeOptions).toEqual({ Override: true });
        expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
        expect(security.FrameOptions).toMatchObject({ FrameOption: SECURITY_HEADERS['x-frame-options'], Override: true });
        expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: SECURITY_HEADERS['referrer-policy'], Override: true });
        const csp = security.ContentSecurityPolicy!.ContentSecurityPolicy as string;
        if (id === mediaPolicyId) {
          // Uploaded files run nothing, whatever they are (a sandbox without scripts, an opaque origin).
          expect(csp).toBe(MEDIA_CONTENT_SECURITY_POLICY);
          expect(csp).toContain('sandbox');
          continue;
        }
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("default-src 'self'");
        // The built index.html's inline script, by its hash, and nothing else inline.
        const hash = createHash('sha256').update(INLINE_SCRIPT, 'utf8').digest('base64');
        expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
        expect(csp).not.toContain('unsafe-eval');
        // Presigned uploads to the image bucket, and Amplify's calls to the region's Cognito: nothing wider.
        const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
        expect(connect).toEqual([
          "'self'",
          `https://${IMAGES_BUCKET}.s3.${ENV.region}.amazonaws.com`,
          `https://${IMAGES_BUCKET}.s3.amazonaws.com`,
          `https://cognito-idp.${ENV.region}.amazonaws.com`,
        ]);
      }
    });

    it('deploys the built site, hashed assets first, and config.json from the auth outputs', () => {
      const deployments = Object.entries(resourcesOf(web, 'Custom::CDKBucketDeployment'));
      expect(deployments).toHaveLength(2);
      const [, assets] = deployments.find(([id]) => id.startsWith('DeployAssets'))!;
      const [, shell] = deployments.find(([id]) => id.startsWith('DeployShell'))!;
      expect(assets.Properties).toMatchObject({ DestinationBucketKeyPrefix: 'assets/', Prune: false });
      expect(JSON.stringify(assets.Properties.SystemMetadata)).toContain('immutable');
      expect(shell.Properties).toMatchObject({ Exclude: ['assets/*'], DistributionPaths: ['/index.html', '/config.json'] });
      expect(JSON.stringify(shell.Properties.SystemMetadata)).toContain('no-cache');
      const markers = JSON.stringify(shell.Properties.SourceMarkers);
      expect(markers).toContain('quickbasket-dev-auth');
      web.hasOutput('SiteUrl', {});
    });

    it('compresses the site in CloudFront (Compress; gzip and brotli in the cache policies), so the bucket gets no compressed copies', () => {
      for (const b of [distribution.DefaultCacheBehavior, behavior('/assets/*')]) {
        expect(b.Compress, String(b.PathPattern ?? 'default')).toBe(true);
      }
      // The managed CachingOptimized policy has gzip and brotli enabled (AWS, "Use managed cache policies").
      expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe(MANAGED.cachingOptimized);
      const policies = resourcesOf(web, 'AWS::CloudFront::CachePolicy');
      const assetsPolicy = policies[refId(behavior('/assets/*').CachePolicyId)]!;
      expect(assetsPolicy.Properties.CachePolicyConfig).toMatchObject({
        ParametersInCacheKeyAndForwardedToOrigin: { EnableAcceptEncodingGzip: true, EnableAcceptEncodingBrotli: true },
      });

      // What each deployment uploads: the files of its staged asset, without the build's .br and .gz.
      const assembly = app.synth();
      const uploaded = Object.entries(resourcesOf(web, 'Custom::CDKBucketDeployment')).flatMap(([id, deployment]) =>
        (deployment.Properties.SourceObjectKeys as unknown[])
          .filter((key): key is string => typeof key === 'string')
          .flatMap((key) => {
            const staged = path.join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
            return readdirSync(staged, { recursive: true }).map((file) => `${id.replace(/CustomResource.*$/, '')}: ${String(file)}`);
          }),
      );
      expect(uploaded.sort()).toEqual(['DeployAssets: index-abc123.js', 'DeployShell: config.json', 'DeployShell: index.html']);
    });
  });
});

describe('what routes may use', () => {
  // Real handler files, with manifest entries made up to exercise every grant.
  const fake = (uses: RouteEntry['uses'], over: Partial<RouteEntry> = {}): RouteEntry => ({
    method: 'POST',
    path: '/api/category/test-route',
    handler: 'category/get-categories',
    auth: 'user',
    data: 'none',
    uses,
    ...over,
  });

  it("userPool: the handler's admin actions on this pool only, plus the pool and client ids", () => {
    const { routes: template } = synth({ routes: [fake(['userPool'], { handler: 'user/register' })] });
    const [route] = deployedRoutes(template).values();
    expect(route!.statements).toHaveLength(1);
    const [statement] = route!.statements;
    expect(asList(statement!.Action).sort()).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminSetUserPassword']);
    expect(JSON.stringify(statement!.Resource)).toContain('quickbasket-dev-auth');
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual([...ROUTE_ENV, 'USER_POOL_CLIENT_ID', 'USER_POOL_ID'].sort());
    // A user pool route whose handler makes no admin call (login, refresh, logout): ids, no grant.
    const { routes: login } = synth({ routes: [fake(['userPool'], { handler: 'user/login' })] });
    const [loginRoute] = deployedRoutes(login).values();
    expect(loginRoute!.statements).toEqual([]);
    expect(Object.keys(envOf(loginRoute!.fn)).sort()).toEqual([...ROUTE_ENV, 'USER_POOL_CLIENT_ID', 'USER_POOL_ID'].sort());
  });

  it('userPool: each deployed function is granted exactly the IAM-authorized Cognito commands its bundle sends', async () => {
    const sdk = '@aws-sdk/client-cognito-identity-provider';
    // Only the adapter imports the SDK; each of its calls is an exported function, which esbuild
    // keeps in a bundle only when the function's code reaches it.
    const functionsDir = path.join(REPO_ROOT, 'functions');
    const importers = readdirSync(functionsDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && readFileSync(path.join(functionsDir, file), 'utf8').includes(`'${sdk}'`));
    // The adapter (routes, and the low-stock consumer's list of the admins: operator stack).
    expect(importers.sort()).toEqual([path.join('platform', 'cognito.ts')]);
    // Cognito authorizes these with the public client's tokens and never evaluates IAM for them.
    const withoutIam = new Set(['InitiateAuth', 'RevokeToken']);
    // Unminified (tree-shaken the same) so the commands keep their names; only the functions whose
    // relative imports lead to the adapter at all (bundling every function takes long on a busy machine).
    const readable = { ...functionBundling, minify: false, sourceMap: false };
    const adapters = importers.map((file) => path.join(functionsDir, file));
    const reaches = (file: string, seen = new Set<string>()): boolean => {
      if (adapters.includes(file)) return true;
      if (seen.has(file) || !existsSync(file)) return false;
      seen.add(file);
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)\.js'/g)].map((m) => m[1]!);
      return specifiers.some((specifier) => reaches(path.resolve(path.dirname(file), `${specifier}.ts`), seen));
    };
    const entries = deployedEntries().filter((entry) => reaches(path.join(functionsDir, entry)));
    const bundles = await Promise.all(entries.map(async (entry) => Buffer.from((await bundle(entry, readable)).code).toString('utf8')));
    const called: Record<string, string[]> = {};
    for (const [i, entry] of entries.entries()) {
      const code = bundles[i]!;
      const imported = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*"${sdk}"`).exec(code)?.[1] ?? '';
      const commands = imported
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/))
        .filter(([name, local]) => /Command$/.test(name ?? '') && code.includes(`new ${local ?? name}(`))
        .map(([name]) => name!.replace(/Command$/, ''))
        .filter((name) => !withoutIam.has(name));
      if (commands.length === 0) continue;
      if (!entry.startsWith('api/')) {
        // The operator stack's low-stock consumer and digest job list the admins; nothing else outside a route calls Cognito.
        const name = entry.replace(/\.ts$/, '');
        expect(Object.keys(OPERATOR_USER_POOL_ACTIONS), 'a Cognito admin call outside a route handler').toContain(name);
        expect(commands.map((c) => `cognito-idp:${c}`)).toEqual([...OPERATOR_USER_POOL_ACTIONS[name as keyof typeof OPERATOR_USER_POOL_ACTIONS]]);
        continue;
      }
      called[entry.replace(/^api\//, '').replace(/\.ts$/, '')] = commands.map((name) => `cognito-idp:${name}`).sort();
    }
    expect(Object.keys(called).length).toBeGreaterThan(0);
    const granted = Object.fromEntries(Object.entries(USER_POOL_ACTIONS).map(([handler, actions]) => [handler, [...actions].sort()]));
    expect(granted).toEqual(called);
    for (const handler of Object.keys(USER_POOL_ACTIONS)) {
      expect(routes.find((r) => r.handler === handler)?.uses, handler).toContain('userPool');
    }
  });

  it('mail: ses:SendEmail on the sender address and its domain identity, and MAIL_FROM', () => {
    const { routes: template, auth } = synth({ routes: [fake(['mail'])], context: { mailFrom: 'Shop <otp@mail.shop.example>' } });
    const [route] = deployedRoutes(template).values();
    expect(route!.statements).toHaveLength(1);
    expect(route!.statements[0]!.Action).toBe('ses:SendEmail');
    const resources = JSON.stringify(route!.statements[0]!.Resource);
    expect(resources).toContain(`:ses:${ENV.region}:${ENV.account}:identity/otp@mail.shop.example`);
    expect(resources).toContain(`:ses:${ENV.region}:${ENV.account}:identity/mail.shop.example`);
    expect(envOf(route!.fn).MAIL_FROM).toBe('Shop <otp@mail.shop.example>');
    // A real sender gets its domain identity, with the DKIM records to publish as outputs.
    auth.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'mail.shop.example' });
    for (const n of [1, 2, 3]) auth.hasOutput(`MailDkimRecord${n}`, {});
  });

  it('mail: the dev stage has a placeholder sender; mailIdentity=address verifies the address instead', () => {
    const { routes: template } = synth({ routes: [fake(['mail'])] });
    const [route] = deployedRoutes(template).values();
    expect(envOf(route!.fn).MAIL_FROM).toBe(DEV_MAIL_FROM);
    const { auth } = synth({ routes: [], context: { mailFrom: 'otp@shop.example', mailIdentity: 'address' } });
    auth.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'otp@shop.example' });
  });

  it('images: PutObject under the upload prefixes of the image bucket only, only with If-None-Match, and IMAGES_BUCKET', () => {
    const { routes: template } = synth({ routes: [fake(['images'])] });
    const [route] = deployedRoutes(template).values();
    // A URL the route signs creates an object and never replaces one (an upload URL writes once).
    expect(route!.statements).toEqual([expect.objectContaining({ Action: 's3:PutObject', Condition: { Null: { 's3:if-none-match': 'false' } } })]);
    // And an import's CSV (import/): uploaded the same way, admins only (the handler checks).
    expect(uploadPrefixes(route!.statements[0]!)).toEqual(['avatar/*', 'category/*', 'import/*', 'product/*', 'subcategory/*']);
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual([...ROUTE_ENV, 'IMAGES_BUCKET'].sort());
  });

  it('uploads: GetObject on the upload prefixes of the image bucket only, and IMAGES_BUCKET', () => {
    const { routes: template } = synth({ routes: [fake(['uploads'])] });
    const [route] = deployedRoutes(template).values();
    expect(route!.statements).toEqual([expect.objectContaining({ Action: 's3:GetObject' })]);
    expect(uploadPrefixes(route!.statements[0]!)).toEqual(['avatar/*', 'category/*', 'product/*', 'subcategory/*']);
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual([...ROUTE_ENV, 'IMAGES_BUCKET'].sort());
  });

  it('catalog: GetObject on catalog/* and ListBucket on the catalog bucket only, CATALOG_BUCKET, one vCPU', () => {
    const { routes: template } = synth({ routes: [fake(['catalog'], { auth: 'public', data: 'read' })] });
    const [route] = deployedRoutes(template).values();
    const s3 = route!.statements.filter((st) => asList(st.Action).some((a) => a.startsWith('s3:')));
    expect(s3.map((st) => [st.Action, JSON.stringify(st.Resource)])).toEqual([
      ['s3:GetObject', expect.stringContaining(`:s3:::${CATALOG_BUCKET}/${catalogObjects.prefix}*`)],
      ['s3:ListBucket', expect.stringMatching(new RegExp(`:s3:::${CATALOG_BUCKET}"`))],
    ]);
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual([...ROUTE_ENV, 'TABLE_NAME', 'CATALOG_BUCKET'].sort());
    expect(route!.fn.Properties.MemorySize).toBe(CATALOG_FUNCTION_MEMORY_MB);
    // A public route that reads the catalog may go without a token; with anything else it needs a reason.
    expect(() => synth({ routes: [fake(['catalog', 'images'], { auth: 'public', data: 'read' })] })).toThrow(/is public: say why/);
  });

  it('uploads: exactly the routes that save uploaded image URLs read them', () => {
    const readers = routes.filter((r) => r.uses?.includes('uploads')).map((r) => r.handler);
    expect(readers.sort()).toEqual(
      [
        'category/add-category',
        'category/update-category',
        'product/create-product',
        'product/update-product-details',
        'subcategory/create-subcategory',
        'subcategory/update-subcategory',
        'user/upload-avatar',
      ].sort(),
    );
  });

  it('events: the bus, one rule per contract of events/rules.ts into its own queue, each queue feeding its consumer and redriving to the DLQ, and a DLQ alarm', () => {
    const { events, routes: template } = synth({ context: { mailFrom: 'Shop <orders@mail.shop.example>' } });
    events.resourceCountIs('AWS::Events::EventBus', 1);
    events.resourceCountIs('AWS::Events::Rule', RULES.length);
    const queues = events.findResources('AWS::SQS::Queue');
    const dlq = Object.keys(queues).find((id) => id.startsWith('DeadLetters'))!;
    for (const rule of RULES) {
      const prefix = rule.name === 'checkout-finished' ? 'CheckoutFinishedQueue' : 'RefundSettledQueue';
      const queueId = Object.keys(queues).find((id) => id.startsWith(prefix));
      expect(queueId, `${rule.name}'s queue`).toBeDefined();
      // Redrive: a record that failed MAX_RECEIVES times waits in the DLQ; hidden 6× the consumer's timeout while worked on.
      expect(queues[queueId!]!.Properties).toMatchObject({
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: MAX_RECEIVES },
        VisibilityTimeout: 180,
      });
      events.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: { source: [...rule.pattern.source], 'detail-type': [...rule.pattern['detail-type']] },
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [queueId, 'Arn'] },
            RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 8 }),
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [dlq, 'Arn'] } },
          }),
        ],
      });
      events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
        FunctionName: { Ref: Match.stringLikeRegexp(rule.target === 'consumers/finish-order' ? '^FinishOrder' : '^FinishRefund') },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    }
    // The reconciliation job: EventBridge Scheduler every few minutes, reading the Stripe secret and nothing else of it.
    events.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: `rate(${RECONCILE_EVERY_MINUTES} minutes)`,
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ReconcilePayments'), 'Arn'] } }),
    });
    const reconciler = Object.values(events.findResources('AWS::Lambda::Function')).find((fn) =>
      String((fn.Properties as { Description?: string }).Description).startsWith('reconcile-payments'),
    );
    expect((reconciler!.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables).toHaveProperty('STRIPE_SECRET_ARN');
    events.hasResourceProperties('AWS::Lambda::Function', { Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    events.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
    // The consumers mail shoppers (order placed, refunded): SendEmail as the sender only, and the site's link.
    const consumers = Object.values(events.findResources('AWS::Lambda::Function')).filter((fn) => {
      const description = String((fn.Properties as { Description?: string }).Description);
      return description.includes(':') && !description.startsWith('build-catalog');
    });
    expect(consumers).toHaveLength(RULES.length + 1); // and the reconciliation job, which mails too
    for (const fn of consumers) {
      expect((fn.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables).toMatchObject({
        MAIL_FROM: 'Shop <orders@mail.shop.example>',
        SITE_URL: expect.anything(),
      });
    }
    const statements = Object.values(events.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const mail = statements.filter((st) => asList(st.Action).includes('ses:SendEmail'));
    expect(mail).toHaveLength(RULES.length + 1);
    for (const st of mail) expect(JSON.stringify(st.Resource)).toContain('identity/orders@mail.shop.example');
    // The webhook route may put events on that bus, and nothing else about events.
    const webhook = deployedRoutes(template).get('POST /api/order/webhook');
    const statement = webhook!.statements.find((st) => asList(st.Action).includes('events:PutEvents'));
    expect(statement, 'webhook PutEvents grant').toBeDefined();
    expect(JSON.stringify(statement!.Resource)).toContain('events');
  });

  it('operator: the low-stock digest job runs every DIGEST_EVERY_MINUTES, keeps only the low-stock partitions, lists the admins, no Scan', () => {
    const { stacks } = synth();
    const operator = Template.fromStack(stacks.operator);
    operator.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: `rate(${DIGEST_EVERY_MINUTES} minutes)`,
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^LowStockDigests'), 'Arn'] } }),
    });
    const [jobId, job] = Object.entries(operator.findResources('AWS::Lambda::Function')).find(([, fn]) =>
      String((fn.Properties as { Description?: string }).Description).startsWith('low-stock-digests'),
    )!;
    expect(Object.keys((job.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment.Variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'MAIL_FROM', 'SITE_URL', 'USER_POOL_ID']),
    );
    const roleId = (job.Properties as { Role: { 'Fn::GetAtt': [string, string] } }).Role['Fn::GetAtt'][0];
    const statements = Object.values(operator.findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const actions = statements.flatMap((st) => asList(st.Action));
    expect(actions, jobId).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'cognito-idp:ListUsersInGroup', 'ses:SendEmail']));
    expect(actions).not.toContain('dynamodb:Scan');
    const writes = statements.filter((st) => asList(st.Action).includes('dynamodb:UpdateItem'));
    expect(JSON.stringify(writes)).toContain('LOW_STOCK#*');
    expect(JSON.stringify(writes)).not.toContain('STORE');
  });

  it("events: the consumers get the repos' read and write actions on the table and its indexes, no Scan", () => {
    const { events } = synth();
    const statements = Object.values(events.findResources('AWS::IAM::Policy'))
      // The catalog builder reads only (its own test below).
      .filter((policy) => !refId((policy.Properties.Roles as unknown[])[0]).startsWith('BuildCatalog'))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const dynamo = statements.filter((st) => asList(st.Action).some((a) => a.startsWith('dynamodb:')));
    expect([...new Set(actionsOf(dynamo))].sort()).toEqual(
      ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
    );
    expect(JSON.stringify(dynamo.map((st) => st.Resource))).toContain(`/index/${TABLE.gsi1.name}`);
  });

  it('events: given a bus, PutEvents on that bus only, and EVENT_BUS_NAME', () => {
    const app = new App({ context: { ...cdkJsonContext, [BUNDLING_STACKS]: [] } });
    const stack = new Stack(app, 'Grants', { env: ENV });
    const table = new TableV2(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    const userPool = new UserPool(stack, 'Pool');
    const noAuthorizer: IHttpRouteAuthorizer = { bind: () => ({ authorizationType: 'NONE' }) };
    new ApiRoute(stack, 'Webhook', {
      route: fake(['events', 'payments'], { auth: 'public', handler: 'order/stripe-webhook' }),
      api: new HttpApi(stack, 'Api'),
      authorizer: noAuthorizer,
      logRemovalPolicy: RemovalPolicy.DESTROY,
      alarmTopic: new Topic(stack, 'Alarms'),
      resources: {
        table,
        imagesBucket: new Bucket(stack, 'Images'),
        imagesBucketName: 'images',
        userPool,
        userPoolClient: userPool.addClient('Client'),
        mailFrom: DEV_MAIL_FROM,
        payments: new PaymentSecrets(stack, 'Payments', { label: 'test', removalPolicy: RemovalPolicy.DESTROY }),
        siteUrl: 'https://shop.example.com',
        eventBus: new EventBus(stack, 'Bus'),
        originSecret: new Secret(stack, 'Origin'),
        catalogBucket: new Bucket(stack, 'Catalog'),
        catalogBucketName: 'catalog',
      },
    });
    const template = Template.fromStack(stack);
    const [route] = deployedRoutes(template).values();
    const events = route!.statements.find((s) => asList(s.Action).includes('events:PutEvents'))!;
    expect(events.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^Bus/), 'Arn'] });
    expect(envOf(route!.fn)).toMatchObject({ EVENT_BUS_NAME: { Ref: expect.stringMatching(/^Bus/) as string }, SITE_URL: 'https://shop.example.com' });
  });
});

describe('the catalog object (the catalog routes load it; a stream-fed job builds it)', () => {
  const { data, web, events, routes: template } = synth();
  const deployed = deployedRoutes(template);
  const catalogRoutes = DEPLOYABLE.filter((r) => r.uses?.includes('catalog'));
  const bucketArn = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:s3:::${CATALOG_BUCKET}`]] };
  const objectsArn = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:s3:::${CATALOG_BUCKET}/${catalogObjects.prefix}*`]] };
  const [bucketId, bucket] = Object.entries(resourcesOf(events, 'AWS::S3::Bucket')).find(([, b]) => b.Properties.BucketName === CATALOG_BUCKET)!;
  const [builderId, builder] = Object.entries(resourcesOf(events, 'AWS::Lambda::Function')).find(([id]) => id.startsWith('BuildCatalog'))!;
  const builderStatements = Object.values(resourcesOf(events, 'AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as unknown[]).some((r) => refId(r) === getAttId(builder.Properties.Role)))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((st) => !isOwnLogStatement(st) && !isTracingStatement(st));
  const dlq = Object.keys(resourcesOf(events, 'AWS::SQS::Queue')).find((id) => id.startsWith('DeadLetters'))!;

  it("is read by exactly the five public catalog read routes and the admin's Stock view of a store and its low-stock count", () => {
    expect(catalogRoutes.map((r) => r.handler).sort()).toEqual(
      [
        'product/get-product-details',
        'product/get-products',
        'product/get-products-by-category',
        'product/get-products-by-category-and-subcategory',
        'product/search-products',
        'store/get-low-stock',
        'store/get-store-stock',
      ].sort(),
    );
    for (const route of catalogRoutes) {
      const auth = route.handler.startsWith('store/') ? 'admin' : 'public';
      expect(route, route.handler).toMatchObject({ auth, data: 'read', uses: ['catalog'] });
    }
  });

  it('the table streams keys only (the builder reads the version itself)', () => {
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', { StreamSpecification: { StreamViewType: 'KEYS_ONLY' } });
  });

  it('lives in a private, encrypted, TLS-only bucket, access-logged to the log bucket, its objects expiring', () => {
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: PUBLIC_ACCESS_BLOCKED,
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: { LogFilePrefix: LOG_PREFIXES.catalogBucket },
      LifecycleConfiguration: {
        Rules: [
          // Only objects a newer one replaced: the current one stays however long the catalog is unchanged.
          expect.objectContaining({
            Status: 'Enabled',
            Prefix: catalogObjects.prefix,
            TagFilters: [{ Key: 'superseded', Value: 'true' }],
            ExpirationInDays: CATALOG_OBJECT_DAYS,
          }),
          expect.objectContaining({ Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ],
      },
    });
    expect(CATALOG_OBJECT_DAYS).toBe(1);
    // The destination is the web stack's log bucket (an output of that stack).
    expect(JSON.stringify((bucket.Properties.LoggingConfiguration as { DestinationBucketName: unknown }).DestinationBucketName)).toContain('quickbasket-dev-web');
    const policy = Object.values(resourcesOf(events, 'AWS::S3::BucketPolicy')).find((p) => refId(p.Properties.Bucket) === bucketId)!;
    expect((policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Principal: { AWS: '*' }, Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    // The log bucket lets S3 deliver the catalog bucket's logs under their prefix.
    web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
            Resource: { 'Fn::Join': ['', [Match.anyValue(), `/${LOG_PREFIXES.catalogBucket}*`]] },
          }),
        ]),
      },
    });
    // A dev stack takes it along (prod keeps it: stage settings).
    expect(events.toJSON().Resources[bucketId].DeletionPolicy).toBe('Delete');
  });

  it('catalog routes: GetObject on catalog/* and ListBucket on the bucket, nothing else of S3, CATALOG_BUCKET and one vCPU', () => {
    expect(catalogRoutes.length).toBeGreaterThan(0);
    for (const route of catalogRoutes) {
      const key = routeKey(route);
      const { statements, fn } = deployed.get(key)!;
      const s3 = statements.filter((st) => asList(st.Action).some((a) => a.startsWith('s3:')));
      expect(s3, key).toEqual([
        { Effect: 'Allow', Action: 's3:GetObject', Resource: objectsArn },
        { Effect: 'Allow', Action: 's3:ListBucket', Resource: bucketArn },
      ]);
      expect(JSON.stringify(envOf(fn).CATALOG_BUCKET), key).toContain('quickbasket-dev-events');
      expect(fn.Properties.MemorySize, key).toBe(CATALOG_FUNCTION_MEMORY_MB);
    }
    expect(CATALOG_FUNCTION_MEMORY_MB).toBe(1769);
  });

  it('other routes: no catalog grant, no CATALOG_BUCKET, the default memory', () => {
    const others = DEPLOYABLE.filter((r) => !r.uses?.includes('catalog'));
    expect(others.map((r) => r.handler)).toContain('category/get-categories');
    for (const route of others) {
      const key = routeKey(route);
      const { statements, fn } = deployed.get(key)!;
      expect(JSON.stringify(statements), key).not.toContain(CATALOG_BUCKET);
      expect(actionsOf(statements), key).not.toContain('s3:ListBucket');
      expect(envOf(fn), key).not.toHaveProperty('CATALOG_BUCKET');
      expect(fn.Properties.MemorySize, key).toBe(512);
    }
  });

  it('the builder: jobs/build-catalog.ts with one vCPU and two minutes, the table and the bucket in its environment, and an error alarm', () => {
    expect(builder.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], MemorySize: CATALOG_FUNCTION_MEMORY_MB, Timeout: 120 });
    expect(Object.keys(envOf(builder)).sort()).toEqual([...ALWAYS_ENV, 'CATALOG_BUCKET', 'TABLE_NAME'].sort());
    expect(envOf(builder).CATALOG_BUCKET).toEqual({ Ref: bucketId });
    events.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: builderId } }],
    });
    // What an operator needs to build by hand or look at the objects.
    events.hasOutput('CatalogBuilderName', { Value: { Ref: builderId } });
    events.hasOutput('CatalogBucketName', { Value: { Ref: bucketId } });
  });

  it("the builder's grants: reads the table, reads its stream, writes catalog objects, records failures in the DLQ, and nothing else", () => {
    const byService = (prefix: string) => builderStatements.filter((st) => asList(st.Action).some((a) => a.startsWith(prefix)));
    expect(byService('s3:')).toEqual([
      { Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'], Resource: objectsArn },
      { Effect: 'Allow', Action: 's3:ListBucket', Resource: bucketArn },
    ]);
    const dynamo = byService('dynamodb:');
    const tableReads = dynamo.filter((st) => asList(st.Action).includes('dynamodb:Query'));
    expect(tableReads.flatMap((st) => asList(st.Action)).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    const streamReads = dynamo.filter((st) => !tableReads.includes(st));
    expect(streamReads.flatMap((st) => asList(st.Action)).sort()).toEqual(
      ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
    );
    for (const st of streamReads) expect(JSON.stringify(st.Resource)).toContain('StreamArn');
    expect(actionsOf(dynamo).filter((a) => DYNAMO_WRITES.includes(a))).toEqual([]);
    expect(byService('sqs:')).toEqual([
      { Effect: 'Allow', Action: expect.arrayContaining(['sqs:SendMessage']) as unknown, Resource: { 'Fn::GetAtt': [dlq, 'Arn'] } },
    ]);
    expect(builderStatements).toHaveLength(byService('s3:').length + dynamo.length + byService('sqs:').length);
  });

  it("runs on the stream's changes of the catalog version item only, newest first, retried then dead-lettered, one build at a time", () => {
    const mapping = Object.values(resourcesOf(events, 'AWS::Lambda::EventSourceMapping')).find(
      (m) => refId(m.Properties.FunctionName) === builderId,
    )!;
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 1,
      MaximumRetryAttempts: CATALOG_BUILD_RETRIES,
      BisectBatchOnFunctionError: false,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq, 'Arn'] } } },
    });
    expect(CATALOG_BUILD_RETRIES).toBe(3);
    // Parallelization factor 1 (the default): one invocation per shard at a time.
    expect(mapping.Properties.ParallelizationFactor ?? 1).toBe(1);
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toMatch(/quickbasket-dev-data.*StreamArn/);
    const { Filters } = mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] };
    const version = keys.catalogVersion();
    expect(Filters.map((f) => JSON.parse(f.Pattern) as unknown)).toEqual([
      { dynamodb: { Keys: { [TABLE.partitionKey]: { S: [version.pk] }, [TABLE.sortKey]: { S: [version.sk] } } } },
    ]);
    expect(version).toEqual({ pk: 'CATALOG', sk: 'VERSION' });
  });

  it('grants match the S3 calls of data/repos/catalog-object.ts (HeadObject is authorized by s3:GetObject)', () => {
    const source = readFileSync(path.join(REPO_ROOT, 'functions', 'data', 'repos', 'catalog-object.ts'), 'utf8');
    const imported = /import\s*\{([^}]*)\}\s*from\s*'@aws-sdk\/client-s3'/.exec(source)?.[1] ?? '';
    const commands = [...imported.matchAll(/(\w+)Command\b/g)].map((m) => m[1]!);
    expect(commands.length).toBeGreaterThan(0);
    const action = (command: string) => (command === 'HeadObject' ? 's3:GetObject' : `s3:${command}`);
    const builderActions = actionsOf(builderStatements).filter((a) => a.startsWith('s3:'));
    for (const command of commands) expect(builderActions, command).toContain(action(command));
    // Only one repo calls S3 for the catalog; the routes read through it (GetObject, HeadObject).
    expect(commands.filter((c) => !['GetObject', 'HeadObject', 'PutObject', 'PutObjectTagging'].includes(c))).toEqual([]);
  });
});

describe('stage settings', () => {
  const prod = { stage: 'prod', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };

  it('prod: names, termination protection, deletion protection, retained logs, images and catalog objects, no CORS beyond the site', () => {
    const { stacks, data, auth, api, web, events, routes: template } = synth({ context: prod, routes: DEPLOYABLE.slice(0, 1) });
    expect(stacks.api.stackName).toBe('quickbasket-prod-api');
    for (const stack of [stacks.data, stacks.auth, stacks.api, stacks.web, stacks.events, ...stacks.routes]) {
      expect(stack.terminationProtection).toBe(true);
    }
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })],
    });
    data.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    auth.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
    auth.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'shop.example.com' });
    // The site calls /api on its own origin: no CORS; uploads come from the CloudFront domain only.
    expect(onlyResource(api, 'AWS::ApiGatewayV2::Api').Properties).not.toHaveProperty('CorsConfiguration');
    web.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: imagesBucketName('prod', ENV.account, ENV.region),
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })] })] },
    });
    web.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ BucketName: Match.anyValue() }) });
    events.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ BucketName: catalogBucketName('prod', ENV.account, ENV.region) }),
    });
    template.resourceCountIs('AWS::Logs::LogGroup', 1);
    for (const t of [api, template]) t.allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
  });

  it('prod: serves a custom domain with its us-east-1 certificate and allows it in CORS', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abcd-1234';
    const { api, web } = synth({ routes: [], context: { ...prod, domainName: 'shop.example.com', certificateArn } });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['shop.example.com'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: certificateArn }),
      }),
    });
    web.hasOutput('SiteUrl', { Value: 'https://shop.example.com' });
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://shop.example.com'] }),
    });
    expect(() => synth({ context: { ...prod, domainName: 'shop.example.com' } })).toThrow(/go together/);
    expect(() =>
      synth({ context: { ...prod, domainName: 'shop.example.com', certificateArn: certificateArn.replace('us-east-1', 'eu-west-1') } }),
    ).toThrow(/us-east-1/);
  });

  it('prod: requires a mail sender; origins must be https', () => {
    expect(() => synth({ context: { ...prod, mailFrom: undefined } })).toThrow(/mailFrom.*required/);
    expect(() => synth({ context: { ...prod, siteOrigin: 'http://shop.example.com' } })).toThrow(/https/);
  });

  it('rejects wildcards, paths, unknown stages and unknown mail identity modes', () => {
    expect(() => synth({ context: { siteOrigin: '*' } })).toThrow(/siteOrigin/);
    expect(() => synth({ context: { siteOrigin: 'https://shop.example.com/' } })).toThrow(/origin like/);
    expect(() => synth({ context: { mailFrom: 'QuickBasket' } })).toThrow(/mailFrom/);
    expect(() => synth({ context: { stage: 'staging' } })).toThrow(/stage/);
    expect(() => synth({ context: { mailIdentity: 'dns' } })).toThrow(/mailIdentity/);
    expect(() => synth({ context: { alarmEmail: 'ops' } })).toThrow(/alarmEmail/);
  });

  it('accepts several comma-separated origins', () => {
    const { web } = synth({ routes: [], context: { siteOrigin: 'http://localhost:3000, http://localhost:5173' } });
    web.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: [Match.anyValue(), 'http://localhost:3000', 'http://localhost:5173'] })],
      },
    });
  });

  it('subscribes alarmEmail to the alarm topic', () => {
    const { data } = synth({ routes: [], context: { alarmEmail: 'ops@shop.example' } });
    data.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@shop.example' });
  });

  it('refuses to synthesize a site that was not built', () => {
    expect(() => synth({ routes: [], siteDir: path.join(SITE_DIR, 'missing') })).toThrow(/npm run build:web/);
  });

  it('targets the CLI account and region, or placeholders when there are none', () => {
    expect(deploymentEnv({})).toEqual({ account: PLACEHOLDER_ACCOUNT, region: DEFAULT_REGION });
    expect(deploymentEnv({ CDK_DEFAULT_ACCOUNT: '210987654321', CDK_DEFAULT_REGION: 'eu-west-1' })).toEqual({
      account: '210987654321',
      region: 'eu-west-1',
    });
  });
});

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
