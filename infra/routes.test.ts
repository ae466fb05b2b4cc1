// @vitest-environment node
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE } from '../functions/data/table.js';
import { RULES } from '../events/rules.js';
import { CATALOG_FUNCTION_MEMORY_MB, USER_POOL_ACTIONS } from './constructs/api-route.js';
import { ROUTE_ENVIRONMENT } from './function-env.js';
import { routeStackOf, type RouteStackName } from './route-stacks.js';
import { ENV, DEPLOYABLE, type Statement, resourcesOf, onlyResource, asList, refId, getAttId, deployedRoutes, OWN_LOG_ACTIONS, routeKey, actionsOf, envOf, ROUTE_ENV, DYNAMO_WRITES, devApp } from './test-app.js';

/** The routes stacks (route-stacks.ts): one function per manifest route, its authorizer, grants and environment. */

describe('routes stacks', () => {
  const { stacks, auth, data, api, web, events, routes: routesTemplate } = devApp();
  const deployed = deployedRoutes(routesTemplate);
  const all = { data, auth, api, web, events, routes: routesTemplate };

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
