// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { describe, expect, it } from 'vitest';
import { builtRoutes, routes, type RouteEntry } from '../functions/api/routes.js';
import { TABLE } from '../functions/data/table.js';
import { buildApp, DEFAULT_REGION, deploymentEnv, PLACEHOLDER_ACCOUNT } from './build-app.js';
import { DEV_MAIL_FROM, DEV_SITE_ORIGIN, REPO_ROOT } from './config.js';
import { USER_POOL_ACTIONS } from './constructs/api-route.js';

const ENV = { account: '123456789012', region: 'ap-south-1' };

/** The feature flags `cdk synth` runs with, so the tests see the same templates. */
const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object })
  .context;

interface SynthOptions {
  context?: Record<string, unknown>;
  routes?: readonly RouteEntry[];
  bundle?: boolean;
}

/**
 * Bundling every handler and the built-in CloudFormation validation are what make `cdk synth`
 * slow; both are covered by `npm run synth` and by the bundle test below, so templates skip them.
 */
function synth({ context = {}, routes: routeList, bundle = false }: SynthOptions = {}) {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: { ...cdkJsonContext, ...(bundle ? {} : { [BUNDLING_STACKS]: [] }), ...context },
  });
  const stacks = buildApp(app, { env: ENV, routes: routeList });
  return {
    app,
    stacks,
    data: Template.fromStack(stacks.data),
    auth: Template.fromStack(stacks.auth),
    api: Template.fromStack(stacks.api),
  };
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
}

const resourcesOf = (template: Template, type: string) =>
  template.findResources(type) as Record<string, CfnResource>;

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
function deployedRoutes(api: Template): Map<string, DeployedRoute> {
  const integrations = resourcesOf(api, 'AWS::ApiGatewayV2::Integration');
  const functions = resourcesOf(api, 'AWS::Lambda::Function');
  const policies = Object.values(resourcesOf(api, 'AWS::IAM::Policy'));
  const result = new Map<string, DeployedRoute>();
  for (const route of Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Route'))) {
    const target = (route.Properties.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1];
    const integration = integrations[refId(target)];
    if (!integration) throw new Error(`no integration for ${String(route.Properties.RouteKey)}`);
    const functionId = getAttId(integration.Properties.IntegrationUri);
    const fn = functions[functionId];
    if (!fn) throw new Error(`no function ${functionId}`);
    const roleId = getAttId(fn.Properties.Role);
    const statements = policies
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => refId(r) === roleId))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const routeKey = route.Properties.RouteKey as string;
    result.set(routeKey, { routeKey, authorizationType: route.Properties.AuthorizationType, functionId, fn, statements });
  }
  return result;
}

const routeKey = (r: RouteEntry) => `${r.method} ${r.path}`;
const actionsOf = (statements: Statement[]) => statements.flatMap((s) => asList(s.Action));
const envOf = (fn: CfnResource) =>
  ((fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {});

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

// ---- tests -------------------------------------------------------------------------------------

describe('the CDK app (dev stage, templates without bundling)', () => {
  const { stacks, data, auth, api } = synth();
  const deployed = deployedRoutes(api);

  it('names the stacks by stage and concern, pinned to the given account and region', () => {
    expect([stacks.data, stacks.auth, stacks.api].map((s) => s.stackName)).toEqual([
      'quickbasket-dev-data',
      'quickbasket-dev-auth',
      'quickbasket-dev-api',
    ]);
    for (const stack of [stacks.data, stacks.auth, stacks.api]) {
      expect(stack.account).toBe(ENV.account);
      expect(stack.region).toBe(ENV.region);
      expect(stack.terminationProtection).toBe(false);
    }
  });

  describe('data stack', () => {
    it('defines the one table with the keys, GSI and TTL of functions/data/table.ts', () => {
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
        ]),
        GlobalSecondaryIndexes: [
          {
            IndexName: TABLE.gsi1.name,
            KeySchema: [
              { AttributeName: TABLE.gsi1.partitionKey, KeyType: 'HASH' },
              { AttributeName: TABLE.gsi1.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
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

    it('keeps the table and the bucket when the stack is deleted or they are replaced', () => {
      for (const type of ['AWS::DynamoDB::GlobalTable', 'AWS::S3::Bucket']) {
        data.hasResource(type, { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
      }
    });

    it('blocks all public access to the image bucket, encrypts it and denies non-TLS requests', () => {
      data.resourceCountIs('AWS::S3::Bucket', 1);
      data.hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      });
      data.hasResourceProperties('AWS::S3::BucketPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Principal: { AWS: '*' },
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    });

    it('lets only the site origin POST uploads and aborts incomplete multipart uploads', () => {
      data.hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: {
          CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: [DEV_SITE_ORIGIN] })],
        },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
          ]),
        },
      });
    });

    it('creates no helper functions (no autoDeleteObjects, no custom resources)', () => {
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

    it('has the ADMIN group that route() checks', () => {
      auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'ADMIN' });
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

    it('outputs the pool id and the client id', () => {
      auth.hasOutput('UserPoolId', {});
      auth.hasOutput('UserPoolClientId', {});
    });
  });

  describe('api stack', () => {
    it('has exactly one function per built manifest route and none for planned ones', () => {
      expect(builtRoutes.length).toBeGreaterThan(0);
      api.resourceCountIs('AWS::Lambda::Function', builtRoutes.length);
      api.resourceCountIs('AWS::ApiGatewayV2::Route', builtRoutes.length);
      expect([...deployed.keys()].sort()).toEqual(builtRoutes.map(routeKey).sort());
      expect(new Set([...deployed.values()].map((d) => d.functionId)).size).toBe(builtRoutes.length);
      for (const planned of routes.filter((r) => r.status === 'planned')) {
        expect(deployed.has(routeKey(planned))).toBe(false);
      }
    });

    it('runs every function on nodejs22.x, arm64, 512 MB, 10 s, with a one-month log group', () => {
      for (const { fn, routeKey: key } of deployed.values()) {
        expect(fn.Properties, key).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          MemorySize: 512,
          Timeout: 10,
          Handler: 'index.handler',
          Description: key,
        });
        expect(fn.Properties.LoggingConfig, key).toEqual({ LogGroup: { Ref: expect.any(String) as string } });
      }
      const logGroups = Object.values(resourcesOf(api, 'AWS::Logs::LogGroup'));
      expect(logGroups).toHaveLength(builtRoutes.length);
      for (const group of logGroups) expect(group.Properties.RetentionInDays).toBe(30);
    });

    it('puts the JWT authorizer on user and admin routes and none on public routes', () => {
      for (const route of builtRoutes) {
        const expected = route.auth === 'public' ? 'NONE' : 'JWT';
        expect(deployed.get(routeKey(route))?.authorizationType, routeKey(route)).toBe(expected);
      }
    });

    it('trusts tokens of the user pool for the web client (issuer and audience)', () => {
      api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
      const [authorizer] = Object.values(resourcesOf(api, 'AWS::ApiGatewayV2::Authorizer'));
      expect(authorizer?.Properties.AuthorizerType).toBe('JWT');
      expect(authorizer?.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
      const jwt = JSON.stringify(authorizer?.Properties.JwtConfiguration);
      expect(jwt).toContain(`https://cognito-idp.${ENV.region}.amazonaws.com/`);
      expect(jwt).toContain('quickbasket-dev-auth');
      const audience = (authorizer?.Properties.JwtConfiguration as { Audience: unknown[] }).Audience;
      expect(audience).toHaveLength(1);
    });

    it('allows CORS from the site origin only', () => {
      api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
        ProtocolType: 'HTTP',
        CorsConfiguration: Match.objectLike({ AllowOrigins: [DEV_SITE_ORIGIN] }),
      });
    });

    it('grants exactly the table access each manifest entry declares', () => {
      for (const route of builtRoutes) {
        const { statements, fn } = deployed.get(routeKey(route))!;
        const dynamo = actionsOf(statements).filter((a) => a.startsWith('dynamodb:'));
        const key = routeKey(route);
        if (route.data === 'none') {
          expect(dynamo, key).toEqual([]);
          expect(envOf(fn), key).not.toHaveProperty('TABLE_NAME');
          continue;
        }
        expect(envOf(fn), key).toHaveProperty('TABLE_NAME');
        expect(dynamo, key).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
        if (route.data === 'read') {
          expect(dynamo.filter((a) => DYNAMO_WRITES.includes(a)), key).toEqual([]);
        } else {
          expect(dynamo, key).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
        }
      }
    });

    it('grants other resources and sets their environment only where the manifest says so', () => {
      for (const route of builtRoutes) {
        const { statements, fn } = deployed.get(routeKey(route))!;
        const key = routeKey(route);
        const uses = new Set(route.uses ?? []);
        const actions = actionsOf(statements);
        const env = envOf(fn);

        expect(actions.some((a) => a.startsWith('s3:')), key).toBe(uses.has('images'));
        expect('IMAGES_BUCKET' in env, key).toBe(uses.has('images'));
        if (uses.has('images')) expect(actions.filter((a) => a.startsWith('s3:')), key).toEqual(['s3:PutObject']);

        expect(actions.some((a) => a.startsWith('cognito-idp:')), key).toBe(uses.has('userPool'));
        expect('USER_POOL_ID' in env && 'USER_POOL_CLIENT_ID' in env, key).toBe(uses.has('userPool'));

        expect(actions.some((a) => a.startsWith('ses:')), key).toBe(uses.has('mail'));
        expect('MAIL_FROM' in env, key).toBe(uses.has('mail'));

        const allowed = ['NODE_OPTIONS', 'TABLE_NAME', 'IMAGES_BUCKET', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'MAIL_FROM'];
        expect(Object.keys(env).filter((name) => !allowed.includes(name)), key).toEqual([]);
      }
    });

    it('has no wildcard action and no wildcard resource on data, file, user pool or mail actions', () => {
      const statements = Object.values(resourcesOf(api, 'AWS::IAM::Policy')).flatMap(
        (p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
      );
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const actions = asList(statement.Action);
        expect(actions).not.toContain('*');
        for (const action of actions) expect(action.endsWith(':*'), action).toBe(false);
        if (actions.some((a) => /^(dynamodb|s3|cognito-idp|ses):/.test(a))) {
          for (const resource of asList(statement.Resource)) expect(resource).not.toBe('*');
        }
      }
    });

    it('creates no functions besides the route handlers (no log-retention or other helpers)', () => {
      const all = Object.keys(resourcesOf(api, 'AWS::Lambda::Function'));
      expect(all.sort()).toEqual([...deployed.values()].map((d) => d.functionId).sort());
    });
  });
});

describe('resources a route may use', () => {
  // Real handler files, with manifest entries made up to exercise every grant.
  const fake = (uses: RouteEntry['uses'], over: Partial<RouteEntry> = {}): RouteEntry => ({
    method: 'POST',
    path: '/api/test/route',
    handler: 'category/get-categories',
    auth: 'user',
    data: 'none',
    status: 'built',
    uses,
    ...over,
  });

  it('userPool: the admin actions on this pool only, plus the pool and client ids', () => {
    const { api } = synth({ routes: [fake(['userPool'])] });
    const [route] = deployedRoutes(api).values();
    const statement = route!.statements.find((s) => actionsOf([s]).some((a) => a.startsWith('cognito-idp:')));
    expect(asList(statement!.Action).sort()).toEqual([...USER_POOL_ACTIONS].sort());
    expect(JSON.stringify(statement!.Resource)).toContain('quickbasket-dev-auth');
    expect(Object.keys(envOf(route!.fn)).sort()).toEqual(['NODE_OPTIONS', 'USER_POOL_CLIENT_ID', 'USER_POOL_ID']);
  });

  it('mail: ses:SendEmail on the sender address and its domain identity, and MAIL_FROM', () => {
    const { api } = synth({ routes: [fake(['mail'])], context: { mailFrom: 'Shop <otp@mail.shop.example>' } });
    const [route] = deployedRoutes(api).values();
    expect(route!.statements).toHaveLength(1);
    expect(route!.statements[0]!.Action).toBe('ses:SendEmail');
    const resources = JSON.stringify(route!.statements[0]!.Resource);
    expect(resources).toContain(`:ses:${ENV.region}:${ENV.account}:identity/otp@mail.shop.example`);
    expect(resources).toContain(`:ses:${ENV.region}:${ENV.account}:identity/mail.shop.example`);
    expect(envOf(route!.fn).MAIL_FROM).toBe('Shop <otp@mail.shop.example>');
  });

  it('mail: the dev stage has a placeholder sender', () => {
    const { api } = synth({ routes: [fake(['mail'])] });
    const [route] = deployedRoutes(api).values();
    expect(envOf(route!.fn).MAIL_FROM).toBe(DEV_MAIL_FROM);
  });

  it.each(['events', 'payments'] as const)('%s: refuses to synthesize until the stack can grant it', (resource) => {
    expect(() => synth({ routes: [fake([resource])] })).toThrow(/cannot grant yet/);
  });
});

describe('stage settings', () => {
  const prod = { stage: 'prod', siteOrigin: 'https://shop.example.com', mailFrom: 'QuickBasket <no-reply@shop.example.com>' };

  it('prod: names, termination protection, deletion protection, the given origin', () => {
    const { stacks, data, auth, api } = synth({ context: prod });
    expect(stacks.api.stackName).toBe('quickbasket-prod-api');
    for (const stack of [stacks.data, stacks.auth, stacks.api]) expect(stack.terminationProtection).toBe(true);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })],
    });
    auth.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://shop.example.com'] })] },
    });
    api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({ AllowOrigins: ['https://shop.example.com'] }),
    });
    api.allResources('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
  });

  it('prod: requires an explicit https site origin and mail sender', () => {
    expect(() => synth({ context: { ...prod, siteOrigin: undefined } })).toThrow(/siteOrigin.*required/);
    expect(() => synth({ context: { ...prod, mailFrom: undefined } })).toThrow(/mailFrom.*required/);
    expect(() => synth({ context: { ...prod, siteOrigin: 'http://shop.example.com' } })).toThrow(/https/);
  });

  it('rejects wildcards, paths and unknown stages', () => {
    expect(() => synth({ context: { siteOrigin: '*' } })).toThrow(/siteOrigin/);
    expect(() => synth({ context: { siteOrigin: 'https://shop.example.com/' } })).toThrow(/origin like/);
    expect(() => synth({ context: { mailFrom: 'QuickBasket' } })).toThrow(/mailFrom/);
    expect(() => synth({ context: { stage: 'staging' } })).toThrow(/stage/);
  });

  it('accepts several comma-separated origins', () => {
    const { data } = synth({ context: { siteOrigin: 'http://localhost:3000, http://localhost:5173' } });
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['http://localhost:3000', 'http://localhost:5173'] })],
      },
    });
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
  it('is one ESM file (with its source map) that loads in plain Node and answers', () => {
    const upload =
      builtRoutes.find((r) => r.uses?.includes('images')) ?? builtRoutes.find((r) => r.auth !== 'public')!;
    const { app, api } = synth({ routes: [upload], bundle: true });
    const assembly = app.synth();
    const [fn] = Object.values(resourcesOf(api, 'AWS::Lambda::Function'));
    const assetHash = (fn!.Properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
    const assetDir = path.join(assembly.directory, `asset.${assetHash}`);
    const bundle = path.join(assetDir, 'index.mjs');
    expect(readFileSync(`${bundle}.map`, 'utf8').length).toBeGreaterThan(0);
    const source = readFileSync(bundle, 'utf8');
    expect(source.startsWith("import { createRequire as __createRequire } from 'node:module';")).toBe(true);
    // The SDK is bundled, not left to the runtime's copy.
    expect(source).not.toMatch(/from\s*["']@aws-sdk\//);

    // No token: route() answers 401 before the handler touches AWS.
    const script = `
      const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
      const event = { routeKey: ${JSON.stringify(routeKey(upload))}, requestContext: { requestId: 'test' }, headers: {}, body: '{}' };
      process.stdout.write(JSON.stringify(await handler(event, { awsRequestId: 'test' })));
    `;
    const output = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
      cwd: assetDir,
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
      },
    });
    const response = JSON.parse(output) as { statusCode: number };
    expect(response.statusCode).toBe(401);
  });
});
