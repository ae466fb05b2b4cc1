import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { checkoutFinishedRule } from '../../events/checkout.js';
import type { Stage } from '../config.js';
import { AppFunction } from '../constructs/app-function.js';
import { grantTableAccess } from '../constructs/table-access.js';

export interface EventsStackProps extends StackProps {
  stage: Stage;
  table: ITableV2;
  alarmTopic: ITopic;
}

/**
 * The custom bus the Stripe webhook publishes to, the "checkout finished" rule of events/checkout.ts
 * and its target, finish-order: retried by EventBridge, then kept in a dead-letter queue whose depth
 * raises an alarm (a paid order nobody finished needs a person).
 */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  readonly deadLetters: Queue;
  readonly finishOrder: AppFunction;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const prod = props.stage === 'prod';

    this.bus = new EventBus(this, 'Bus', { eventBusName: `${id}-bus` });

    this.deadLetters = new Queue(this, 'FinishOrderDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.finishOrder = new AppFunction(this, 'FinishOrder', {
      entry: `${checkoutFinishedRule.target}.ts`,
      description: `${checkoutFinishedRule.name}: finish the order of a Stripe Checkout session`,
      logRemovalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      alarmTopic: props.alarmTopic,
      timeout: Duration.seconds(30),
    });
    this.finishOrder.fn.addEnvironment('TABLE_NAME', props.table.tableName);
    grantTableAccess(props.table, this.finishOrder.fn, 'read-write');

    new Rule(this, 'CheckoutFinished', {
      eventBus: this.bus,
      ruleName: `${id}-${checkoutFinishedRule.name}`,
      description: checkoutFinishedRule.description,
      eventPattern: {
        source: [...checkoutFinishedRule.pattern.source],
        detailType: [...checkoutFinishedRule.pattern['detail-type']],
      },
      targets: [
        new LambdaFunction(this.finishOrder.fn, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(6),
          deadLetterQueue: this.deadLetters,
        }),
      ],
    });

    new Alarm(this, 'DeadLettersWaiting', {
      alarmDescription: 'Checkout events that finish-order could not apply are waiting in the dead-letter queue',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
