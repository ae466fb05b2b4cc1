// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_PATH } from '../functions/core/contracts/live.js';
import { CONNECTION_SECONDS } from '../functions/core/live.js';
import { ORIGIN_HEADER } from '../functions/platform/origin.js';
import { TABLE } from '../functions/data/table.js';
import { LIVE_PUSH_MAX_AGE_SECONDS, LIVE_PUSH_RETRIES, LIVE_STAGE, liveEntries } from '../functions/ws/routes.js';
import { buildApp } from './build-app.js';
import { REPO_ROOT } from './config.js';
import { functionEnvironment } from './function-env.js';
import { LIVE_THROTTLE } from './stacks/live-stack.js';

/** The live channel's part of the app (infra/stacks/live-stack.ts, and /ws on the distribution). */

const ENV = { account: '123456789012', region: 'ap-south-1' };
const cdkJsonContext = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }).context;
const SITE_DIR = (() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'qb-live-site-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("site")');
  return dir;
})();
afterAll(() => rmSync(SITE_DIR, { recursive: true, force: true }));

const app = new App({ builtinCloudFormationValidation: false, context: { ...cdkJsonContext, [BUNDLING_STACKS]: [] } });
const stacks = buildApp(app, { env: ENV, siteDir: SITE_DIR });
const live = Template.fromStack(stacks.live);
const web = Template.fromStack(stacks.web);
const data = Template.fromStack(stacks.data);

interface Resource {
  Type: string;
  Properties: Record<string, unknown>;
}
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}
const resources = (type: string) => live.findResources(type) as Record<string, Resource>;
const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const getAtt = (value: unknown) => (value as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
const ref = (value: unknown) => (value as { Ref: string }).Ref;

const functions = resources('AWS::Lambda::Function');
/** The function of an entry, by its description (live-stack.ts). */
const DESCRIPTIONS: Record<string, string> = {
  'ws/authorize.ts': 'live $connect authorizer: the Cognito access token of the token query parameter',
  'ws/connect.ts': 'live $connect',
  'ws/disconnect.ts': 'live $disconnect',
  'ws/default.ts': 'live $default',
  'consumers/live-orders.ts': 'live-orders: posts each changed order to the connections allowed to read it',
};
function fnOf(entry: string): { id: string; fn: Resource } {
  const match = Object.entries(functions).find(([, fn]) => fn.Properties.Description === DESCRIPTIONS[entry]);
  if (!match) throw new Error(`no function for ${entry}`);
  return { id: match[0], fn: match[1] };
}
/** The statements of a function's role, without its own log group's and X-Ray's. */
function grantsOf(fnId: string): Statement[] {
  const role = getAtt(functions[fnId]!.Properties.Role);
  return Object.values(resources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as unknown[]).some((r) => ref(r) === role))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((st) => !asList(st.Action).some((a) => a.startsWith('logs:') || a.startsWith('xray:')));
}
const leadingKeys = (st: Statement) => st.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
/** The data stack's table, read by a weak reference (docs/decisions/0035). */
const tableArn = { 'Fn::GetStackOutput': expect.objectContaining({ StackName: 'quickbasket-dev-data' }) as unknown };

describe('live orders in AWS (live stack)', () => {
  const apiId = Object.keys(resources('AWS::ApiGatewayV2::Api'))[0]!;

  it('is a WebSocket API whose messages pick their route by action, on a throttled, access-logged stage named ws', () => {
    live.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    live.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET', RouteSelectionExpression: '$request.body.action' });
    live.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: LIVE_STAGE,
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: LIVE_THROTTLE.rateLimit, ThrottlingBurstLimit: LIVE_THROTTLE.burstLimit },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('connectionId') },
    });
    // CloudFront's /ws reaches the stage as it is: the stage is named after the path.
    expect(`/${LIVE_STAGE}`).toBe(LIVE_PATH);
  });

  it('authorizes $connect with a Lambda REQUEST authorizer reading the token query parameter; the other routes need none', () => {
    const authorizers = Object.values(resources('AWS::ApiGatewayV2::Authorizer'));
    expect(authorizers).toHaveLength(1);
    expect(authorizers[0]!.Properties).toMatchObject({ AuthorizerType: 'REQUEST', IdentitySource: ['route.request.querystring.token'] });
    expect(JSON.stringify(authorizers[0]!.Properties.AuthorizerUri)).toContain(fnOf('ws/authorize.ts').id);
    const routes = Object.values(resources('AWS::ApiGatewayV2::Route'));
    const byKey = Object.fromEntries(routes.map((r) => [r.Properties.RouteKey as string, r.Properties]));
    expect(Object.keys(byKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    expect(byKey.$connect).toMatchObject({ AuthorizationType: 'CUSTOM' });
    expect(byKey.$disconnect?.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(byKey.$default?.AuthorizationType ?? 'NONE').toBe('NONE');
    // The pong goes back down the connection: $default has a route response.
    live.resourceCountIs('AWS::ApiGatewayV2::RouteResponse', 1);
    live.hasResourceProperties('AWS::ApiGatewayV2::RouteResponse', { RouteResponseKey: '$default' });
  });

  it('has one function per entry of functions/ws/routes.ts and the live push, each with exactly its environment', () => {
    for (const entry of [...liveEntries(), 'consumers/live-orders.ts']) {
      const { fn } = fnOf(entry);
      const names = Object.keys((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables);
      expect(names.filter((n) => !n.startsWith('POWERTOOLS_') && n !== 'NODE_OPTIONS').sort(), entry).toEqual(functionEnvironment(entry));
    }
    live.resourceCountIs('AWS::Lambda::Function', liveEntries().length + 1);
    const push = fnOf('consumers/live-orders.ts').fn;
    const endpoint = JSON.stringify((push.Properties.Environment as { Variables: Record<string, unknown> }).Variables.AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI);
    expect(endpoint).toContain(apiId);
    expect(endpoint).toContain(`/${LIVE_STAGE}`);
  });

  it('grants each function only its own kind of items (dynamodb:LeadingKeys), the table alone, no index, no Scan', () => {
    const dynamo = (entry: string) => grantsOf(fnOf(entry).id).filter((st) => asList(st.Action).some((a) => a.startsWith('dynamodb:')));
    const connections = ['CONNECTION#*', 'CONNECTIONS#USER#*', 'CONNECTIONS#ADMINS'];
    expect(dynamo('ws/authorize.ts')).toEqual([
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: tableArn, Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*'] } } },
    ]);
    // Connections are counted per user (the cap) and their messages on their own record (the rate limit).
    for (const entry of ['ws/connect.ts', 'ws/disconnect.ts', 'ws/default.ts']) {
      const [grant, ...more] = dynamo(entry);
      expect(more, entry).toEqual([]);
      expect(asList(grant!.Action).sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
      expect(leadingKeys(grant!)).toEqual(connections);
    }
    const push = dynamo('consumers/live-orders.ts');
    const tableGrants = push.filter((st) => leadingKeys(st));
    expect(tableGrants.map((st) => [asList(st.Action).sort(), leadingKeys(st)])).toEqual([
      [['dynamodb:BatchGetItem', 'dynamodb:GetItem'], ['USER#*']],
      [['dynamodb:DeleteItem', 'dynamodb:Query'], connections],
    ]);
    // The rest is the event source mapping's read of the stream.
    for (const st of push.filter((s) => !leadingKeys(s))) {
      expect(asList(st.Action).sort()).toEqual(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams']);
      expect(JSON.stringify(st.Resource)).toContain('StreamArn');
    }
    for (const entry of [...liveEntries(), 'consumers/live-orders.ts']) {
      for (const st of dynamo(entry).filter((s) => leadingKeys(s))) {
        expect(JSON.stringify(st.Resource), entry).not.toContain('index');
        expect(asList(st.Action), entry).not.toContain('dynamodb:Scan');
      }
    }
  });

  it('lets the live push alone post to connections of this API\'s ws stage; $connect and $default only close them (the cap, the rate limit)', () => {
    const manage = (entry: string) => grantsOf(fnOf(entry).id).filter((st) => asList(st.Action).some((a) => a.startsWith('execute-api:')));
    const [grant, ...more] = manage('consumers/live-orders.ts');
    expect(more).toEqual([]);
    expect(grant!.Action).toBe('execute-api:ManageConnections');
    expect(asList(grant!.Resource)).toEqual(
      ['DELETE', 'POST'].map((method) => ({
        'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':execute-api:ap-south-1:123456789012:', { Ref: apiId }, `/${LIVE_STAGE}/${method}/@connections/*`]],
      })),
    );
    const close = { Effect: 'Allow', Action: 'execute-api:ManageConnections', Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':execute-api:ap-south-1:123456789012:', { Ref: apiId }, `/${LIVE_STAGE}/DELETE/@connections/*`]] } };
    for (const entry of liveEntries()) expect(manage(entry), entry).toEqual(['ws/connect.ts', 'ws/default.ts'].includes(entry) ? [close] : []);
  });

  it('feeds the live push the stream of order items only, newest first, at once, retried twice within a minute, then dead-lettered with an alarm', () => {
    const [mapping, ...others] = Object.values(resources('AWS::Lambda::EventSourceMapping'));
    expect(others).toEqual([]);
    expect(ref(mapping!.Properties.FunctionName)).toBe(fnOf('consumers/live-orders.ts').id);
    expect(mapping!.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: 100,
      MaximumRetryAttempts: LIVE_PUSH_RETRIES,
      MaximumRecordAgeInSeconds: LIVE_PUSH_MAX_AGE_SECONDS,
      BisectBatchOnFunctionError: false,
    });
    expect(mapping!.Properties.MaximumBatchingWindowInSeconds ?? 0).toBe(0);
    expect(JSON.stringify(mapping!.Properties.EventSourceArn)).toMatch(/quickbasket-dev-data.*StreamArn/);
    const { Filters } = mapping!.Properties.FilterCriteria as { Filters: { Pattern: string }[] };
    expect(Filters.map((f) => JSON.parse(f.Pattern) as unknown)).toEqual([
      { dynamodb: { Keys: { [TABLE.partitionKey]: { S: [{ prefix: 'USER#' }] }, [TABLE.sortKey]: { S: [{ prefix: 'ORDER#' }] } } } },
    ]);
    const queue = Object.keys(resources('AWS::SQS::Queue'))[0]!;
    expect(mapping!.Properties.DestinationConfig).toEqual({ OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } });
    live.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it("alarms on the authorizer's errors less its refusals (a refused token is its 401, not a failure)", () => {
    const authorizer = fnOf('ws/authorize.ts').id;
    const alarms = Object.values(resources('AWS::CloudWatch::Alarm')).filter((a) => JSON.stringify(a.Properties.Metrics ?? '').includes(authorizer));
    expect(alarms).toHaveLength(1);
    const metrics = alarms[0]!.Properties.Metrics as { Expression?: string; MetricStat?: { Metric: { MetricName: string } } }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe('errors - FILL(refusals, 0)');
    expect(metrics.map((m) => m.MetricStat?.Metric.MetricName).filter(Boolean).sort()).toEqual(['Errors', 'LiveConnectionsRefused']);
  });

  it('keeps connections in the one table, whose TTL attribute and keys-only stream it relies on', () => {
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: TABLE.streamView },
    });
    expect(CONNECTION_SECONDS).toBe(2 * 60 * 60);
  });
});

describe('/ws on the distribution (web stack)', () => {
  const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
  const config = distribution.Properties.DistributionConfig as {
    CacheBehaviors: { PathPattern: string; TargetOriginId: string; CachePolicyId: string; OriginRequestPolicyId: string; ViewerProtocolPolicy: string; AllowedMethods?: string[] }[];
    Origins: { Id: string; DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  };

  it('sends /ws to the WebSocket API uncached, with the query string and every viewer header but Host, over HTTPS only', () => {
    const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === LIVE_PATH)!;
    expect(behaviour).toMatchObject({
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((o) => o.Id === behaviour.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toMatch(/quickbasket-dev-live.*WebSocketApi.*execute-api\.ap-south-1\./);
    expect(origin.OriginCustomHeaders?.map((h) => h.HeaderName)).toEqual([ORIGIN_HEADER]);
  });
});
