import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

export interface DeadLetterQueueProps {
  removalPolicy: RemovalPolicy;
  alarmTopic: ITopic;
  /** The alarm on its depth: its construct id (named by the manifest's `deadLetters`) and what it tells the operator. */
  alarm: { id: string; description: string };
  /**
   * redrive: other queues' redrive target (cdk-nag sees that); on-failure: an event source mapping's
   * on-failure destination, which cdk-nag cannot tell from a queue that lacks a dead-letter queue.
   */
  fedBy: 'redrive' | 'on-failure';
  /** Why what lands there may wait there (the nag acknowledgements' reason). */
  reason: string;
  retention?: Duration;
}

/**
 * A dead-letter queue as the app keeps every one: SSE-SQS, TLS only, kept 14 days (unless said),
 * and an alarm as soon as one message waits. Queue and alarm are made in `scope` under the ids
 * given, so the stacks' resources keep their logical ids. See docs/decisions/0045-queue-constructs.md
 * for why this is ours and not AWS Solutions Constructs'.
 */
export function deadLetterQueue(scope: Construct, id: string, props: DeadLetterQueueProps): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: props.retention ?? Duration.days(14),
    removalPolicy: props.removalPolicy,
  });
  for (const ruleId of props.fedBy === 'redrive' ? ['Serverless-SQSRedrivePolicy'] : ['Serverless-SQSRedrivePolicy', 'AwsSolutions-SQS3']) {
    Validations.of(queue).acknowledge({ id: ruleId, reason: props.reason });
  }
  new Alarm(scope, props.alarm.id, {
    alarmDescription: props.alarm.description,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    threshold: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  }).addAlarmAction(new SnsAction(props.alarmTopic));
  return queue;
}
