import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnApi, LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { LIVE_TOKEN_PARAM } from '../../functions/core/contracts/live.js';
import { keys } from '../../functions/data/keys.js';
import { METRIC } from '../../functions/platform/metric-names.js';
import {
  LIVE_AUTHORIZER,
  LIVE_PUSH_MAX_AGE_SECONDS,
  LIVE_ROUTE_SELECTION,
  LIVE_ROUTES,
  LIVE_STAGE,
  type LiveRoute,
  type LiveTableAccess,
} from '../../functions/ws/routes.js';
import { PROJECT, type Stage } from '../config.js';
import { AppFunction, metricsNamespace, POWERTOOLS_SERVICE_NAME } from '../constructs/app-function.js';
import { deadLetterQueue } from '../constructs/dead-letters.js';
import { workerFunction } from '../constructs/worker-function.js';
import { grantTableItems } from '../constructs/table-access.js';
import { acknowledgeWildcard } from '../nag.js';
import { addTableStreamSource } from '../constructs/table-stream-source.js';

export interface LiveStackProps extends StackProps {
  stage: Stage;
  table: ITableV2;
  /** Tokens of this pool, issued to this client, open a connection. */
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** CloudFront's origin header value (data stack): a connection that did not come through it is refused. */
  originSecret: ISecret;
  alarmTopic: ITopic;
}

/** Stage-wide limits, as the HTTP API's (API_THROTTLE): messages and connection attempts a second. */
export const LIVE_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/** One JSON line per connection, message and disconnection in the access log. */
export const LIVE_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  connectionId: '$context.connectionId',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  status: '$context.status',
  integrationLatency: '$context.integrationLatency',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  requestTime: '$context.requestTime',
  authorizerError: '$context.authorizer.error',
  error: '$context.error.message',
} as const;

/** The DynamoDB items each function of the channel touches, by partition key (keys.ts), and how. */
const PARTITIONS = {
  users: [`${keys.user('').pk}*`],
  connections: [`${keys.connection('').pk}*`, `${keys.userConnections('').pk}*`, keys.adminConnections().pk],
};
const TABLE_ACCESS: Record<Exclude<LiveTableAccess, 'none'>, { actions: string[]; partitionKeys: string[] }[]> = {
  // The session check: the caller's profile.
  sessions: [{ actions: ['dynamodb:GetItem'], partitionKeys: PARTITIONS.users }],
  // $connect writes the connection's items and reads the user's others (the cap); $disconnect reads
  // its record and deletes them; $default counts the connection's messages on its record.
  connections: [{ actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 'dynamodb:UpdateItem'], partitionKeys: PARTITIONS.connections }],
};

/**
 * Live orders: an API Gateway WebSocket API, reached through the site's CloudFront
 * distribution on /ws (the web stack), whose stage is named `ws` so that path maps onto it as it is.
 * $connect is authorized by a Lambda authorizer reading the Cognito access token from the `token`
 * query parameter (a browser cannot set headers on a WebSocket); $connect and $disconnect store and
 * delete the connection; $default answers pings. The live push (consumers/live-orders.ts) reads the
 * table's stream (keys only) filtered to order items and posts each changed order, read
 * consistently, to the connections allowed to read it, through the stage's management API, which
 * it alone may call. Failed pushes are retried twice, at most a minute late, then recorded in a
 * dead-letter queue that alarms. Each function may touch only its own kind of items (dynamodb:LeadingKeys).
 */
export class LiveStack extends Stack {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly push: AppFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: LiveStackProps) {
    super(scope, id, props);
    const removalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const fn = (handler: string, description: string, extra: { refusals?: Metric } = {}) =>
      new AppFunction(this, `Live${handler.charAt(0).toUpperCase()}${handler.slice(1)}`, {
        entry: `ws/${handler}.ts`,
        description,
        logRemovalPolicy: removalPolicy,
        alarmTopic: props.alarmTopic,
        ...extra,
      });
    const grantTable = (target: AppFunction, access: LiveTableAccess) => {
      if (access === 'none') return;
      target.fn.addEnvironment('TABLE_NAME', props.table.tableName);
      for (const grant of TABLE_ACCESS[access]) grantTableItems(props.table, target.fn, grant.actions, grant.partitionKeys);
    };
    const synchronous = (target: AppFunction) =>
      Validations.of(target.fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'API Gateway invokes the function synchronously and gets its error; a DLQ only catches asynchronous invocations',
      });

    const authorizer = fn(LIVE_AUTHORIZER.handler, 'live $connect authorizer: the Cognito access token of the token query parameter', {
      refusals: new Metric({
        namespace: metricsNamespace(props.stage),
        metricName: METRIC.liveConnectionsRefused,
        dimensionsMap: { service: POWERTOOLS_SERVICE_NAME },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
    });
    grantTable(authorizer, LIVE_AUTHORIZER.table);
    authorizer.fn.addEnvironment('USER_POOL_ID', props.userPool.userPoolId);
    authorizer.fn.addEnvironment('USER_POOL_CLIENT_ID', props.userPoolClient.userPoolClientId);
    // As every HTTP route: resolved at deploy (dynamic reference), no Secrets Manager grant.
    authorizer.fn.addEnvironment('ORIGIN_VERIFY', props.originSecret.secretValue.unsafeUnwrap());
    synchronous(authorizer);

    const handlers = new Map<LiveRoute['routeKey'], AppFunction>();
    for (const route of LIVE_ROUTES) {
      const handler = fn(route.handler, `live ${route.routeKey}`);
      grantTable(handler, route.table);
      synchronous(handler);
      handlers.set(route.routeKey, handler);
    }
    const integration = (routeKey: LiveRoute['routeKey']) => new WebSocketLambdaIntegration(`${routeKey.slice(1)}Integration`, handlers.get(routeKey)!.fn);
    const replies = (routeKey: LiveRoute['routeKey']) => LIVE_ROUTES.find((r) => r.routeKey === routeKey)!.replies;

    this.api = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `${PROJECT}-${props.stage}-live`,
      description: 'Live orders: every change of an order, pushed to the screens allowed to read it',
      routeSelectionExpression: LIVE_ROUTE_SELECTION,
      connectRouteOptions: {
        integration: integration('$connect'),
        authorizer: new WebSocketLambdaAuthorizer('TokenAuthorizer', authorizer.fn, { identitySource: [`route.request.querystring.${LIVE_TOKEN_PARAM}`] }),
      },
      disconnectRouteOptions: { integration: integration('$disconnect'), returnResponse: replies('$disconnect') },
      defaultRouteOptions: { integration: integration('$default'), returnResponse: replies('$default') },
    });
    for (const [routeKey, why] of [
      ['$disconnect', 'API Gateway allows an authorizer on $connect only; $disconnect belongs to a connection $connect authorized'],
      ['$default', 'API Gateway allows an authorizer on $connect only; messages come on a connection $connect authorized, and only get a pong'],
    ] as const) {
      Validations.of(this.api.node.findChild(`${routeKey}-Route`)).acknowledge({ id: 'AwsSolutions-APIG4', reason: why });
    }

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: LIVE_STAGE,
      autoDeploy: true,
      throttle: LIVE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(LIVE_ACCESS_LOG_FIELDS)),
      },
    });

    this.deadLetters = deadLetterQueue(this, 'PushDeadLetters', {
      removalPolicy,
      alarmTopic: props.alarmTopic,
      alarm: {
        id: 'LivePushFailed',
        description: 'Order changes the live push could not deliver to anyone after its retries are in its dead-letter queue: look at the live-orders log (screens still catch up when they reconnect or poll)',
      },
      fedBy: 'on-failure',
      reason: 'This is a dead-letter queue: the on-failure destination of the live push\'s event source mapping; what lands here is only looked at (LivePushFailed alarm), the screens refetch on reconnecting',
      retention: Duration.days(4),
    });
    this.push = this.createPush(props, removalPolicy);
    // $connect closes the user's connections past the cap, $default one past its message limit
    // (services/live/live-limits.ts).
    for (const routeKey of ['$connect', '$default'] as const) this.mayCloseConnections(handlers.get(routeKey)!);

    new CfnOutput(this, 'WebSocketUrl', { value: this.stage.url });
    new CfnOutput(this, 'LivePushName', { value: this.push.fn.functionName });
  }

  /**
   * What a route of another stack that closes connections is given (constructs/api-route.ts
   * RouteResources live). The ARN names the stage by name, not the API's id: that id reaches the other
   * stack only as a reference resolved at deploy time, which no acknowledgement can name.
   */
  get closeConnections(): { callbackUrl: string; deleteConnectionsArn: string; postConnectionsArn: string } {
    return {
      callbackUrl: this.stage.callbackUrl,
      deleteConnectionsArn: `arn:${Aws.PARTITION}:execute-api:${this.region}:${this.account}:*/${LIVE_STAGE}/DELETE/@connections/*`,
      // A rider's position is posted by its route (docs/decisions/0068-rider-positions.md).
      postConnectionsArn: `arn:${Aws.PARTITION}:execute-api:${this.region}:${this.account}:*/${LIVE_STAGE}/POST/@connections/*`,
    };
  }

  /** The management API's DELETE on this stage's connections, and nothing else of it. */
  private mayCloseConnections(target: AppFunction): void {
    target.fn.addEnvironment('AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI', this.stage.callbackUrl);
    const resource = `arn:${Aws.PARTITION}:execute-api:${this.region}:${this.account}:${this.api.apiId}/${LIVE_STAGE}/DELETE/@connections/*`;
    target.fn.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [resource] }));
    acknowledgeWildcard(
      target.fn.role!,
      `Resource::arn:<AWS::Partition>:execute-api:${this.region}:${this.account}:<${this.getLogicalId(this.api.node.defaultChild as CfnApi)}>/${LIVE_STAGE}/DELETE/@connections/*`,
      `DELETE on the connections of this API's ${LIVE_STAGE} stage: API Gateway names each connection when it opens, so the stage's connections are the narrowest ARN`,
    );
  }

  /**
   * consumers/live-orders.ts on the table's stream, order items only (ORDER_KEY_PREFIXES), from the
   * newest record, each batch as soon as it comes (no batching window: latency is the point); it may
   * post to and close this stage's connections only.
   */
  private createPush(props: LiveStackProps, removalPolicy: RemovalPolicy): AppFunction {
    const push = workerFunction(this, 'consumers/live-orders.ts', { removalPolicy, alarmTopic: props.alarmTopic, id: 'LivePush' });
    push.fn.addEnvironment('TABLE_NAME', props.table.tableName);
    push.fn.addEnvironment('AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI', this.stage.callbackUrl);
    // The order and its shopper's profile (and the readers' sessions); the connections of its audience.
    grantTableItems(props.table, push.fn, ['dynamodb:GetItem', 'dynamodb:BatchGetItem'], PARTITIONS.users);
    grantTableItems(props.table, push.fn, ['dynamodb:Query', 'dynamodb:DeleteItem'], PARTITIONS.connections);
    // Post to and close (DELETE) this stage's connections; nothing else of the management API (no GET).
    const connections = (method: string) => `arn:${Aws.PARTITION}:execute-api:${this.region}:${this.account}:${this.api.apiId}/${LIVE_STAGE}/${method}/@connections/*`;
    push.fn.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: ['POST', 'DELETE'].map(connections) }));
    for (const method of ['POST', 'DELETE']) {
      acknowledgeWildcard(
        push.fn.role!,
        `Resource::arn:<AWS::Partition>:execute-api:${this.region}:${this.account}:<${this.getLogicalId(this.api.node.defaultChild as CfnApi)}>/${LIVE_STAGE}/${method}/@connections/*`,
        `${method} on the connections of this API's ${LIVE_STAGE} stage: API Gateway names each connection when it opens, so the stage's connections are the narrowest ARN`,
      );
    }

    addTableStreamSource(push.fn, props.table, 'consumers/live-orders.ts', {
      maxRecordAge: Duration.seconds(LIVE_PUSH_MAX_AGE_SECONDS),
      deadLetters: this.deadLetters,
    });

    return push;
  }
}
