import path from 'node:path';
import { Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { functionBundling } from '../bundling.js';
import { BASE_ENVIRONMENT, type EnvName, functionEnvironment } from '../function-env.js';
import { acknowledgeWildcard } from '../nag.js';
import { PROJECT, readConfig, REPO_ROOT, type Stage } from '../config.js';

/** Matches `new Logger({ serviceName })` in functions/platform/logger.ts. */
export const POWERTOOLS_SERVICE_NAME = PROJECT;

/**
 * The CloudWatch namespace of the functions' own metrics (functions/platform/metrics.ts), one per
 * stage so that a dev and a prod stage in one account never add up.
 */
export const metricsNamespace = (stage: Stage) => `QuickBasket/${stage}`;

export interface AppFunctionProps {
  /** The handler file, relative to functions/ (e.g. `api/user/login.ts`); it exports `handler`. */
  entry: string;
  /** Shown in the console and in alarm descriptions: the route key or the consumer's job. */
  description: string;
  logRemovalPolicy: RemovalPolicy;
  /** Where the error alarm notifies; every function has one. */
  alarmTopic: ITopic;
  memorySize?: number;
  timeout?: Duration;
  /**
   * The variables its creator adds (addEnvironment), beyond those every function gets: by default
   * the entry's list in function-env.ts. Synthesis fails when the function ends up with others.
   */
  environment?: readonly EnvName[];
  /**
   * Errors that are answers, not failures, counted by the function itself: a Lambda authorizer
   * refuses a token by failing with "Unauthorized" (API Gateway's 401). The error alarm counts the
   * function's errors less these.
   */
  refusals?: IMetric;
}

/** The newest Node.js runtime aws-cdk-lib offers; bundling.ts targets the same version. */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * One Lambda function of the app, as every function is run: Node.js 24 on arm64, one minified ESM
 * bundle with a source map, a bounded timeout and memory, its own log group with a retention,
 * Powertools' structured logger, metrics and X-Ray tracing (active) configured from the environment,
 * and an alarm on its errors.
 * Its role may write to that log group and nothing else until grants are added: CDK's default role
 * carries the managed AWSLambdaBasicExecutionRole, which allows CreateLogGroup and writing to every
 * log group of the account.
 * API routes (api-route.ts) and event consumers (the events stack) both build on it.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly errorAlarm: Alarm;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.logRemovalPolicy,
    });
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    // The group exists (above), so no CreateLogGroup; its ARN attribute ends in :* (its streams).
    role.addToPolicy(
      new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }),
    );

    this.fn = new NodejsFunction(this, 'Function', {
      description: props.description,
      entry: path.join(REPO_ROOT, 'functions', props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      bundling: functionBundling,
      // Lambda samples requests into X-Ray; Powertools Tracer adds the SDK and HTTPS calls (functions/platform/tracer.ts).
      tracing: Tracing.ACTIVE,
      environment: {
        // Without this Node ignores the bundled source map and stack traces point into minified code.
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(readConfig(this).stage),
      },
      logGroup,
      role,
    });
    acknowledgeWildcard(role, 'Resource::*', "active tracing's xray:PutTraceSegments and PutTelemetryRecords, which take no resource");

    // Errors counts what the function throws or times out on. route() turns handler errors into
    // 500 responses, so those show in the API's 5xx alarm instead; this one catches crashes,
    // timeouts and cold-start failures (a missing environment variable, an unreadable secret).
    const errors = this.fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' });
    this.errorAlarm = new Alarm(this, 'Errors', {
      alarmDescription: `${props.description}: the function failed (crash, timeout or failed start)`,
      metric: props.refusals
        ? new MathExpression({ expression: 'errors - FILL(refusals, 0)', usingMetrics: { errors, refusals: props.refusals }, period: Duration.minutes(5), label: 'Errors that are not refusals' })
        : errors,
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.errorAlarm.addAlarmAction(new SnsAction(props.alarmTopic));

    const declared = [...BASE_ENVIRONMENT, ...(props.environment ?? functionEnvironment(props.entry))];
    this.node.addValidation({ validate: () => environmentProblems(props.entry, declared, this.environmentNames()) });
  }

  /** The variables the function has now, whoever added them. */
  private environmentNames(): string[] {
    const cfn = this.fn.node.defaultChild as CfnFunction;
    const environment = Stack.of(this).resolve(cfn.environment) as { variables?: Record<string, unknown> } | undefined;
    return Object.keys(environment?.variables ?? {});
  }
}

/** What the bench and function-env.test.ts import a bundle with is function-env.ts's list, so a function must get exactly that. */
function environmentProblems(entry: string, declared: readonly string[], actual: readonly string[]): string[] {
  const undeclared = actual.filter((name) => !declared.includes(name));
  const missing = declared.filter((name) => !actual.includes(name));
  if (undeclared.length === 0 && missing.length === 0) return [];
  return [
    `functions/${entry}: its environment differs from infra/function-env.ts` +
      (undeclared.length ? `; set but not declared there: ${undeclared.join(', ')}` : '') +
      (missing.length ? `; declared there but not set: ${missing.join(', ')}` : ''),
  ];
}
