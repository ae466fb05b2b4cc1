import { Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { MAX_RECEIVES, RECONCILE_EVERY_MINUTES, RULES } from '../../events/rules.js';
import type { Stage } from '../config.js';
import { sesIdentityArns } from '../constructs/api-route.js';
import { AppFunction } from '../constructs/app-function.js';
import type { PaymentSecrets } from '../constructs/payment-secrets.js';
import { grantTableAccess } from '../constructs/table-access.js';
import { acknowledgeWildcard } from '../nag.js';

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
}

/** How long a consumer may run; a queue hides a message 6 times that while it is worked on (AWS's advice). */
const CONSUMER_TIMEOUT = Duration.seconds(30);

/** `consumers/finish-order` → `FinishOrder`, `checkout-finished` → `CheckoutFinished`: stable construct ids. */
const pascal = (name: string) =>
  name
    .split(/[/-]/)
    .filter((part) => part !== 'consumers')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The custom bus the Stripe webhook publishes to and the rules of events/rules.ts ("checkout
 * finished" → finish-order, "refund settled" → finish-refund). Nothing the webhook accepted may be
 * lost: each rule puts its events into its own SQS queue (EventBridge retries that delivery, then
 * dead-letters it), the queue feeds its consumer in batches that report failed records alone, and
 * a record that failed MAX_RECEIVES times moves to the dead-letter queue, whose depth raises an
 * alarm. Every few minutes the reconciliation job asks Stripe about card orders still awaiting
 * payment and applies what it says, so even an event that never came settles its order.
 */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  readonly deadLetters: Queue;
  readonly consumers: AppFunction[];
  readonly reconciler: AppFunction;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const prod = props.stage === 'prod';
    const removalPolicy = prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.bus = new EventBus(this, 'Bus', { eventBusName: `${id}-bus` });

    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy,
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'Serverless-SQSRedrivePolicy',
      reason: 'This is the dead-letter queue: what lands here waits for the operator (the DeadLettersWaiting alarm)',
    });

    /** A function that changes orders: the table, the order mails and the site's link. */
    const orderFunction = (name: string, entry: string, description: string, timeout: Duration) => {
      const fn = new AppFunction(this, name, { entry, description, logRemovalPolicy: removalPolicy, alarmTopic: props.alarmTopic, timeout });
      fn.fn.addEnvironment('TABLE_NAME', props.table.tableName);
      fn.fn.addEnvironment('MAIL_FROM', props.mailFrom);
      fn.fn.addEnvironment('SITE_URL', props.siteUrl);
      grantTableAccess(props.table, fn.fn, 'read-write');
      fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentityArns(this, props.mailFrom) }));
      return fn;
    };

    this.consumers = RULES.map((rule) => {
      const consumer = orderFunction(pascal(rule.target), `${rule.target}.ts`, `${rule.name}: ${rule.description}`, CONSUMER_TIMEOUT);
      const queue = new Queue(this, `${pascal(rule.name)}Queue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(4),
        visibilityTimeout: Duration.seconds(CONSUMER_TIMEOUT.toSeconds() * 6),
        deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: MAX_RECEIVES },
        removalPolicy,
      });
      new Rule(this, pascal(rule.name), {
        eventBus: this.bus,
        ruleName: `${id}-${rule.name}`,
        description: rule.description,
        eventPattern: { source: [...rule.pattern.source], detailType: [...rule.pattern['detail-type']] },
        targets: [new SqsQueue(queue, { retryAttempts: 8, maxEventAge: Duration.hours(6), deadLetterQueue: this.deadLetters })],
      });
      consumer.fn.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));
      Validations.of(consumer.fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason: 'SQS feeds it (a synchronous poll, no asynchronous invocation): a failed record goes back to its queue and after MAX_RECEIVES to the queue\'s dead-letter queue',
      });
      Validations.of(consumer.fn).acknowledge({
        id: 'Serverless-LambdaEventSourceMappingDestination',
        reason: 'An SQS event source has no on-failure destination; the queue\'s redrive policy moves failed records to the dead-letter queue',
      });
      return consumer;
    });

    this.reconciler = orderFunction(
      'ReconcilePayments',
      'jobs/reconcile-payments.ts',
      'reconcile-payments: settles card orders still awaiting payment by asking Stripe',
      Duration.minutes(2),
    );
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

    new Alarm(this, 'DeadLettersWaiting', {
      alarmDescription: 'Stripe events (payments, refunds) that could not be applied to their order are waiting in the dead-letter queue',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
