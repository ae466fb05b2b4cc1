import { Aws, Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { importObjects } from '../../functions/data/objects.js';
import { PROJECT, type Stage } from '../config.js';
import { AppFunction } from '../constructs/app-function.js';
import { grantTableAccess } from '../constructs/table-access.js';
import { acknowledgeWildcard } from '../nag.js';

/** The export job's queue's fixed name: the web stack's bucket notification names it by ARN, without a reference back. */
export const exportQueueName = (stage: Stage) => `${PROJECT}-${stage}-export-jobs`;
export const exportQueueArn = (stage: Stage) => `arn:${Aws.PARTITION}:sqs:${Aws.REGION}:${Aws.ACCOUNT_ID}:${exportQueueName(stage)}`;

/** Receives of an export's message before the dead-letter queue (local/import-queue.ts tries as often). */
export const EXPORT_MAX_RECEIVES = 3;
const EXPORT_TIMEOUT = Duration.minutes(15);

export interface ExportJobProps {
  stage: Stage;
  table: ITableV2;
  alarmTopic: ITopic;
  imagesBucketName: string;
  removalPolicy: RemovalPolicy;
}

/**
 * CSV exports (issue 26), wired as the import is (import-stack.ts): /api/product/export and
 * /api/order/export write `export-jobs/<jobId>.json`; the image bucket's notification for that
 * prefix (web stack) sends the S3 event to this queue; jobs/export-csv.ts reads the catalog or the
 * orders and writes the CSV under export/. A failed message comes back EXPORT_MAX_RECEIVES times,
 * then waits in the dead-letter queue (its alarm).
 */
export class ExportJob extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly job: AppFunction;

  constructor(scope: Construct, id: string, props: ExportJobProps) {
    super(scope, id);
    const { removalPolicy } = props;
    const bucketArn = `arn:${Aws.PARTITION}:s3:::${props.imagesBucketName}`;

    this.deadLetters = new Queue(this, 'DeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14), removalPolicy });
    Validations.of(this.deadLetters).acknowledge({
      id: 'Serverless-SQSRedrivePolicy',
      reason: 'This is the dead-letter queue: what lands here waits for the operator (the ExportDeadLettersWaiting alarm)',
    });
    this.queue = new Queue(this, 'Jobs', {
      queueName: exportQueueName(props.stage),
      // SSE-SQS: S3 event notifications can deliver to it (not to a queue with the AWS managed KMS key).
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(1),
      visibilityTimeout: Duration.minutes(EXPORT_TIMEOUT.toMinutes() + 5),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: EXPORT_MAX_RECEIVES },
      removalPolicy,
    });
    this.queue.addToResourcePolicy(
      new PolicyStatement({
        sid: 'ImageBucketSendsExportJobs',
        principals: [new ServicePrincipal('s3.amazonaws.com')],
        actions: ['sqs:SendMessage'],
        resources: [this.queue.queueArn],
        conditions: { ArnLike: { 'aws:SourceArn': bucketArn }, StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );

    this.job = new AppFunction(this, 'ExportCsv', {
      entry: 'jobs/export-csv.ts',
      description: 'export-csv: writes a CSV export of the catalog or of orders (the S3 event of its job request)',
      logRemovalPolicy: removalPolicy,
      alarmTopic: props.alarmTopic,
      // 50,000 products held while their CSV (about 15 MB) is built.
      memorySize: 1024,
      timeout: EXPORT_TIMEOUT,
    });
    this.job.fn.addEnvironment('TABLE_NAME', props.table.tableName);
    this.job.fn.addEnvironment('IMAGES_BUCKET', props.imagesBucketName);
    grantTableAccess(props.table, this.job.fn, 'read-write');
    this.job.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [`${bucketArn}/${importObjects.exportPrefix}*`] }));
    acknowledgeWildcard(this.job.fn.role!, `Resource::arn:<AWS::Partition>:s3:::${props.imagesBucketName}/${importObjects.exportPrefix}*`,
      's3:PutObject of the exports: keys are export/<kind>-<date>-<job id>.csv, one per export, so the prefix is the narrowest ARN');

    this.job.fn.addEventSource(new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true }));
    Validations.of(this.job.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'SQS feeds it (a synchronous poll, no asynchronous invocation): a failed message goes back to its queue and after EXPORT_MAX_RECEIVES to the dead-letter queue',
    });
    Validations.of(this.job.fn).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason: 'An SQS event source has no on-failure destination; the queue\'s redrive policy moves failed messages to the dead-letter queue',
    });

    new Alarm(this, 'DeadLettersWaiting', {
      alarmDescription: 'A CSV export failed all its tries: its job request waits in the export dead-letter queue (look at the export-csv log)',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
