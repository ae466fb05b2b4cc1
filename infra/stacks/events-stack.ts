import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { MAX_RECEIVES, RECONCILE_EVERY_MINUTES, RULES } from '../../events/rules.js';
import { catalogObjects } from '../../functions/data/objects.js';
import { METRIC } from '../../functions/platform/metric-names.js';
import { CONSUMER_TIMEOUT_SECONDS, worker, type WorkerFile, workersOf } from '../../functions/workers.js';
import type { Stage } from '../config.js';
import { grantCatalogObjects, sesIdentityArns } from '../constructs/grants.js';
import { type AppFunction, metricsNamespace, POWERTOOLS_SERVICE_NAME } from '../constructs/app-function.js';
import { deadLetterQueue } from '../constructs/dead-letters.js';
import type { PaymentSecrets } from '../constructs/payment-secrets.js';
import { grantTableAccess } from '../constructs/table-access.js';
import { acknowledgeWildcard } from '../nag.js';
import { LOG_PREFIXES, PRIVATE_BUCKET } from '../constructs/buckets.js';
import { addTableStreamSource } from '../constructs/table-stream-source.js';
import { feedFromQueue, workerFunction, workerId } from '../constructs/worker-function.js';

export interface EventsStackProps extends StackProps {
  stage: Stage;
  table: ITableV2;
  alarmTopic: ITopic;
  /** Sender of the order mails the consumers send (placed, refunded). */
  mailFrom: string;
  /** The site's public origin, for the "follow your order" link in those mails. */
  siteUrl: string;
  /** The Stripe secret, read by the reconciliation job. */
  payments: PaymentSecrets;
  /** The catalog bucket's fixed name (config.ts catalogBucketName). */
  catalogBucketName: string;
  /** The web stack's log bucket: the catalog bucket's server access logs go there. */
  logBucket: IBucket;
}

/**
 * How long a catalog object is kept once a newer one replaced it (the builder tags it `superseded`,
 * functions/data/repos/catalog-object.ts): a day, so a container that read the old pointer can still
 * fetch it. The current object is never tagged, so a catalog left unchanged for weeks keeps it.
 */
export const CATALOG_OBJECT_DAYS = 1;

/** How often a failed catalog build is retried from the stream before it goes to the dead-letter queue (functions/workers.ts). */
export const CATALOG_BUILD_RETRIES = worker('jobs/build-catalog.ts').retries!;

/**
 * The custom bus the Stripe webhook publishes to and the rules of events/rules.ts ("checkout
 * finished" → finish-order, "refund settled" → finish-refund). Nothing the webhook accepted may be
 * lost: each rule puts its events into its own SQS queue (EventBridge retries that delivery, then
 * dead-letters it), the queue feeds its consumer in batches that report failed records alone, and
 * a record that failed MAX_RECEIVES times moves to the dead-letter queue, whose depth raises an
 * alarm. Every few minutes the reconciliation job asks Stripe about card orders still awaiting
 * payment and applies what it says, so even an event that never came settles its order.
 *
 * Also the catalog builder: the table's stream, filtered to the catalog version item, runs
 * jobs/build-catalog.ts after every catalog change; it writes the catalog object of the current
 * version to the catalog bucket, where the catalog read routes load it at cold start. A build that
 * failed its retries is recorded in the same dead-letter queue.
 */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  readonly deadLetters: Queue;
  readonly consumers: AppFunction[];
  readonly reconciler: AppFunction;
  readonly catalogBucket: Bucket;
  readonly catalogBuilder: AppFunction;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const prod = props.stage === 'prod';
    const removalPolicy = prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.bus = new EventBus(this, 'Bus', { eventBusName: `${id}-bus` });

    this.deadLetters = deadLetterQueue(this, 'DeadLetters', {
      removalPolicy,
      alarmTopic: props.alarmTopic,
      alarm: {
        id: 'DeadLettersWaiting',
        description: 'Stripe events (payments, refunds) that could not be applied to their order, or catalog builds that failed their retries, are waiting in the dead-letter queue',
      },
      fedBy: 'redrive',
      reason: 'This is the dead-letter queue: what lands here waits for the operator (the DeadLettersWaiting alarm)',
    });

    /** A function that changes orders: the table, the order mails and the site's link. */
    const orderFunction = (entry: WorkerFile) => {
      const fn = workerFunction(this, entry, { removalPolicy, alarmTopic: props.alarmTopic });
      fn.fn.addEnvironment('TABLE_NAME', props.table.tableName);
      fn.fn.addEnvironment('MAIL_FROM', props.mailFrom);
      fn.fn.addEnvironment('SITE_URL', props.siteUrl);
      grantTableAccess(props.table, fn.fn, 'read-write');
      fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentityArns(this, props.mailFrom) }));
      return fn;
    };

    this.consumers = workersOf('bus').map(({ entry, trigger }) => {
      const rule = RULES.find((r) => r.name === trigger.rule)!;
      const consumer = orderFunction(entry as WorkerFile);
      const queue = new Queue(this, `${workerId(rule.name)}Queue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(4),
        visibilityTimeout: Duration.seconds(CONSUMER_TIMEOUT_SECONDS * 6),
        deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: MAX_RECEIVES },
        removalPolicy,
      });
      new Rule(this, workerId(rule.name), {
        eventBus: this.bus,
        ruleName: `${id}-${rule.name}`,
        description: rule.description,
        eventPattern: { source: [...rule.pattern.source], detailType: [...rule.pattern['detail-type']] },
        targets: [new SqsQueue(queue, { retryAttempts: 8, maxEventAge: Duration.hours(6), deadLetterQueue: this.deadLetters })],
      });
      feedFromQueue(consumer.fn, queue, 10);
      return consumer;
    });

    this.reconciler = orderFunction('jobs/reconcile-payments.ts');
    this.reconciler.fn.addEnvironment('STRIPE_SECRET_ARN', props.payments.stripe.secretArn);
    this.reconciler.fn.addToRolePolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [props.payments.stripe.secretArn] }),
    );
    new Schedule(this, 'ReconcileSchedule', {
      description: 'Card orders awaiting payment past their session settle from Stripe',
      schedule: ScheduleExpression.rate(Duration.minutes(RECONCILE_EVERY_MINUTES)),
      target: new LambdaInvoke(this.reconciler.fn, { retryAttempts: 0 }),
    });
    Validations.of(this.reconciler.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: `A failed run is not replayed: the next run, ${RECONCILE_EVERY_MINUTES} minutes later, redoes the whole job, and the error alarm tells the operator`,
    });
    // The schedule's role (made by LambdaInvoke, one per stack): grantInvoke adds the function's versions and aliases.
    acknowledgeWildcard(
      this,
      `Resource::<${this.getLogicalId(this.reconciler.fn.node.defaultChild as CfnFunction)}.Arn>:*`,
      'lambda:InvokeFunction on the reconciliation function\'s own versions and aliases (CDK\'s grantInvoke), for the schedule\'s role only',
    );

    this.catalogBucket = this.createCatalogBucket(props, removalPolicy);
    this.catalogBuilder = this.createCatalogBuilder(props, removalPolicy);

    new Alarm(this, 'PaymentMismatches', {
      alarmDescription:
        'A signed Stripe Checkout event did not match its order (not a card order, not its current session, another amount or currency) and was not applied: look at the finish-order log',
      metric: new Metric({
        namespace: metricsNamespace(props.stage),
        metricName: METRIC.paymentMismatches,
        dimensionsMap: { service: POWERTOOLS_SERVICE_NAME },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(props.alarmTopic));

    new CfnOutput(this, 'CatalogBucketName', { value: this.catalogBucket.bucketName });
    // To build the catalog object by hand (after the first deploy, or after a failed build):
    // aws lambda invoke --function-name <this> --payload '{"Records":[]}' out.json
    new CfnOutput(this, 'CatalogBuilderName', { value: this.catalogBuilder.fn.functionName });
  }

  /** Catalog objects (functions/data/repos/catalog-object.ts): private, encrypted, TLS only, logged, short-lived. */
  private createCatalogBucket(props: EventsStackProps, removalPolicy: RemovalPolicy): Bucket {
    return new Bucket(this, 'Catalog', {
      ...PRIVATE_BUCKET,
      bucketName: props.catalogBucketName,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: LOG_PREFIXES.catalogBucket,
      lifecycleRules: [
        {
          id: 'expire-superseded-catalog-objects',
          prefix: catalogObjects.prefix,
          tagFilters: { [catalogObjects.superseded.Key]: catalogObjects.superseded.Value },
          expiration: Duration.days(CATALOG_OBJECT_DAYS),
        },
        // S3 allows no tag filter with this action, hence a rule of its own.
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // Like the image bucket: prod keeps it if the stack goes; a dev stack takes it along (the name
      // is fixed, so a kept bucket would block the next deploy of the same stage).
      ...(removalPolicy === RemovalPolicy.RETAIN ? { removalPolicy } : { removalPolicy, autoDeleteObjects: true }),
    });
  }

  /**
   * jobs/build-catalog.ts, fed by the table's stream (data stack: keys only) through a filter that
   * passes the catalog version item's changes alone, so other writes never invoke it. That item's
   * records are on one shard, read with parallelization factor 1 (the default): builds never
   * overlap, and changes made during a build become one batch, one build of the newest version.
   * A failed batch is retried CATALOG_BUILD_RETRIES times (its error alarm fires), then recorded in
   * the dead-letter queue (DeadLettersWaiting); until the next change or a build by hand, cold
   * catalog routes read the table.
   */
  private createCatalogBuilder(props: EventsStackProps, removalPolicy: RemovalPolicy): AppFunction {
    const builder = workerFunction(this, 'jobs/build-catalog.ts', { removalPolicy, alarmTopic: props.alarmTopic });
    builder.fn.addEnvironment('TABLE_NAME', props.table.tableName);
    builder.fn.addEnvironment('CATALOG_BUCKET', this.catalogBucket.bucketName);
    grantTableAccess(props.table, builder.fn, 'read');
    grantCatalogObjects(builder.fn, props.catalogBucketName, ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'],
      'reads the latest pointer, writes the object of each new version and the pointer, and tags the replaced object superseded');

    addTableStreamSource(builder.fn, props.table, 'jobs/build-catalog.ts', {
      maxBatchingWindow: Duration.seconds(1),
      deadLetters: this.deadLetters,
    });
    return builder;
  }
}
