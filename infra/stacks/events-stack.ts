import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { RULES } from '../../events/rules.js';
import type { Stage } from '../config.js';
import { sesIdentityArns } from '../constructs/api-route.js';
import { AppFunction } from '../constructs/app-function.js';
import { grantTableAccess } from '../constructs/table-access.js';

export interface EventsStackProps extends StackProps {
  stage: Stage;
  table: ITableV2;
  alarmTopic: ITopic;
  /** Sender of the order mails the consumers send (placed, refunded). */
  mailFrom: string;
  /** The site's public origin, for the "follow your order" link in those mails. */
  siteUrl: string;
}

/** `consumers/finish-order` → `FinishOrder`, `checkout-finished` → `CheckoutFinished`: stable construct ids. */
const pascal = (name: string) =>
  name
    .split(/[/-]/)
    .filter((part) => part !== 'consumers')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The custom bus the Stripe webhook publishes to and the rules of events/rules.ts ("checkout
 * finished" → finish-order, "refund settled" → finish-refund). Each target is retried by
 * EventBridge, then kept in the dead-letter queue whose depth raises an alarm (a paid order or a
 * refund nobody finished needs a person).
 */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  readonly deadLetters: Queue;
  readonly consumers: AppFunction[];

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const prod = props.stage === 'prod';

    this.bus = new EventBus(this, 'Bus', { eventBusName: `${id}-bus` });

    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.consumers = RULES.map((rule) => {
      const consumer = new AppFunction(this, pascal(rule.target), {
        entry: `${rule.target}.ts`,
        description: `${rule.name}: ${rule.description}`,
        logRemovalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        alarmTopic: props.alarmTopic,
        timeout: Duration.seconds(30),
      });
      consumer.fn.addEnvironment('TABLE_NAME', props.table.tableName);
      consumer.fn.addEnvironment('MAIL_FROM', props.mailFrom);
      consumer.fn.addEnvironment('SITE_URL', props.siteUrl);
      grantTableAccess(props.table, consumer.fn, 'read-write');
      consumer.fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentityArns(this, props.mailFrom) }));

      new Rule(this, pascal(rule.name), {
        eventBus: this.bus,
        ruleName: `${id}-${rule.name}`,
        description: rule.description,
        eventPattern: { source: [...rule.pattern.source], detailType: [...rule.pattern['detail-type']] },
        targets: [new LambdaFunction(consumer.fn, { retryAttempts: 8, maxEventAge: Duration.hours(6), deadLetterQueue: this.deadLetters })],
      });
      return consumer;
    });

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
