import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, type HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { PROJECT, type Stage } from '../config.js';

export interface ApiStackProps extends StackProps {
  stage: Stage;
  /**
   * Browser origins allowed by CORS besides the site itself, which calls `/api` on its own origin
   * through CloudFront and needs no CORS. Empty: no CORS at all.
   */
  corsOrigins: string[];
  /** Tokens of this pool, issued to this client, pass the JWT authorizer. */
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  alarmTopic: ITopic;
}

/**
 * Stage-wide limits: API Gateway rejects requests beyond them with 429 before any function runs.
 * They cap what a flood can cost (and the functions' concurrency), not what one client may do:
 * that needs per-client limits (AWS WAF rate-based rules on the distribution).
 */
export const API_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/** Alarm when p95 latency stays above this (functions time out at 10 s). */
export const API_LATENCY_ALARM_MS = 3000;

/**
 * One JSON line per request in the access log. API Gateway fills in the $context variables;
 * the names match Powertools' keys where there is one, so one Logs Insights query reads both.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  method: '$context.httpMethod',
  path: '$context.path',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  requestTime: '$context.requestTime',
  responseLength: '$context.responseLength',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
} as const;

/**
 * The HTTP API itself: its throttled, access-logged default stage, CORS, the Cognito JWT
 * authorizer and the API's alarms. Its routes and
 * their functions are the routes stacks' (infra/route-stacks.ts), which come after the web stack: routes need the site's
 * URL (Stripe's return pages), and the site (CloudFront) needs this API, so the API is split off.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** For user and admin routes (the routes stacks attach it). */
  readonly authorizer: HttpJwtAuthorizer;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const logRemovalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `${PROJECT}-${props.stage}-api`,
      // The default stage is made below, with throttling and access logs.
      createDefaultStage: false,
      ...(props.corsOrigins.length > 0
        ? {
            corsPreflight: {
              allowOrigins: props.corsOrigins,
              allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.DELETE],
              // x-store-id: the store catalog and cart calls are answered for (services/stores/store-of-request.ts).
              allowHeaders: ['authorization', 'content-type', 'x-refresh-token', 'x-store-id'],
              maxAge: Duration.days(1),
            },
          }
        : {}),
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: logRemovalPolicy,
    });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    // Cognito access tokens carry `client_id`, not `aud`; HTTP API JWT authorizers compare
    // client_id against the audience list when aud is absent, so the client id is the audience.
    // (The authorizer resource is created with the first route that uses it, in this stack.)
    this.authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    this.addApiAlarms(props.alarmTopic);

    new CfnOutput(this, 'ApiUrl', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'AccessLogGroup', { value: accessLogs.logGroupName });
  }

  private addApiAlarms(topic: ITopic): void {
    const serverErrors = new Alarm(this, 'ServerErrorsAlarm', {
      alarmDescription: 'The API answered 5xx (handler errors, timeouts, integration failures)',
      metric: this.api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 5,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const latency = new Alarm(this, 'LatencyAlarm', {
      alarmDescription: `API p95 latency above ${API_LATENCY_ALARM_MS} ms for 10 of the last 15 minutes`,
      metric: this.api.metricLatency({ period: Duration.minutes(5), statistic: 'p95' }),
      threshold: API_LATENCY_ALARM_MS,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    for (const alarm of [serverErrors, latency]) alarm.addAlarmAction(new SnsAction(topic));
  }
}
