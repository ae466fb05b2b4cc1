import { Aws, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { UploadPurpose } from '../../functions/core/uploads.js';
import { importObjects } from '../../functions/data/objects.js';
import { PROJECT, type Stage } from '../config.js';
import { AppFunction } from '../constructs/app-function.js';
import { grantTableAccess } from '../constructs/table-access.js';
import { acknowledgeWildcard } from '../nag.js';
import { ExportJob } from './export-job.js';

export interface ImportStackProps extends StackProps {
  stage: Stage;
  table: ITableV2;
  alarmTopic: ITopic;
  /** The image bucket's fixed name (config.ts imagesBucketName): its ARNs are plain strings, no reference to the web stack. */
  imagesBucketName: string;
}

/** The import job's queue's fixed name: the web stack's bucket notification names it by ARN, without a reference back. */
export const importQueueName = (stage: Stage) => `${PROJECT}-${stage}-import-jobs`;
export const importQueueArn = (stage: Stage) => `arn:${Aws.PARTITION}:sqs:${Aws.REGION}:${Aws.ACCOUNT_ID}:${importQueueName(stage)}`;

/** Receives of an import's message before the dead-letter queue (local/import-queue.ts tries as often). */
export const IMPORT_MAX_RECEIVES = 3;
const IMPORT_TIMEOUT = Duration.minutes(15);
/** Where product images are uploaded (core/uploads.ts imageKey: `<purpose>/<id>.<type>`). */
const PRODUCT_IMAGE_PREFIX = `${'product' satisfies UploadPurpose}/`;

/**
 * Product imports (issue 26): /api/product/import writes `import-jobs/<jobId>.json` to the image
 * bucket; the bucket's event notification for that prefix (web stack, ImportJobs) sends the S3 event
 * to this queue; jobs/import-products.ts takes one message at a time and runs the import (up to
 * 50,000 rows in its 15 minutes). A message whose run failed comes back after the visibility timeout,
 * IMPORT_MAX_RECEIVES times, then waits in the dead-letter queue (its alarm); the import's lock frees
 * itself 16 minutes after the import began. Deployed before the web stack, whose notification S3
 * checks against this queue's policy.
 */
export class ImportStack extends Stack {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly job: AppFunction;
  /** CSV exports: a job of their own, wired the same way (export-job.ts). */
  readonly exports: ExportJob;

  constructor(scope: Construct, id: string, props: ImportStackProps) {
    super(scope, id, props);
    const removalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const bucketArn = `arn:${Aws.PARTITION}:s3:::${props.imagesBucketName}`;

    this.deadLetters = new Queue(this, 'ImportDeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14), removalPolicy });
    Validations.of(this.deadLetters).acknowledge({
      id: 'Serverless-SQSRedrivePolicy',
      reason: 'This is the dead-letter queue: what lands here waits for the operator (the ImportDeadLettersWaiting alarm)',
    });
    this.queue = new Queue(this, 'ImportJobs', {
      queueName: importQueueName(props.stage),
      // SSE-SQS: S3 event notifications can deliver to it (not to a queue with the AWS managed KMS key).
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(1),
      visibilityTimeout: Duration.minutes(IMPORT_TIMEOUT.toMinutes() + 5),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: IMPORT_MAX_RECEIVES },
      removalPolicy,
    });
    this.queue.addToResourcePolicy(
      new PolicyStatement({
        sid: 'ImageBucketSendsImportJobs',
        principals: [new ServicePrincipal('s3.amazonaws.com')],
        actions: ['sqs:SendMessage'],
        resources: [this.queue.queueArn],
        conditions: { ArnLike: { 'aws:SourceArn': bucketArn }, StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );

    this.job = new AppFunction(this, 'ImportProducts', {
      entry: 'jobs/import-products.ts',
      description: 'import-products: imports a CSV of products (the S3 event of its job request)',
      logRemovalPolicy: removalPolicy,
      alarmTopic: props.alarmTopic,
      // A 20 MB file read whole, parsed and its rows held while they are written.
      memorySize: 1024,
      timeout: IMPORT_TIMEOUT,
    });
    this.job.fn.addEnvironment('TABLE_NAME', props.table.tableName);
    this.job.fn.addEnvironment('IMAGES_BUCKET', props.imagesBucketName);
    grantTableAccess(props.table, this.job.fn, 'read-write');
    const objects = (prefix: string) => `${bucketArn}/${prefix}*`;
    this.job.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [objects(importObjects.uploadPrefix)] }));
    this.job.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [objects(importObjects.exportPrefix)] }));
    // Each row's images are read (their first bytes) as product create reads them.
    this.job.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [objects(PRODUCT_IMAGE_PREFIX)] }));
    acknowledgeWildcard(this.job.fn.role!, `Resource::arn:<AWS::Partition>:s3:::${props.imagesBucketName}/${importObjects.uploadPrefix}*`,
      's3:GetObject of the uploaded CSVs: keys are import/<random id>.csv, one per upload, so the prefix is the narrowest ARN');
    acknowledgeWildcard(this.job.fn.role!, `Resource::arn:<AWS::Partition>:s3:::${props.imagesBucketName}/${importObjects.exportPrefix}*`,
      's3:PutObject of the error reports: keys are export/import-errors-<job id>.csv, one per import, so the prefix is the narrowest ARN');
    acknowledgeWildcard(this.job.fn.role!, `Resource::arn:<AWS::Partition>:s3:::${props.imagesBucketName}/${PRODUCT_IMAGE_PREFIX}*`,
      's3:GetObject of product images: a row may name any uploaded product image (product/<random id>.<type>), so the prefix is the narrowest ARN');

    this.job.fn.addEventSource(new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true }));
    Validations.of(this.job.fn).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'SQS feeds it (a synchronous poll, no asynchronous invocation): a failed message goes back to its queue and after IMPORT_MAX_RECEIVES to the dead-letter queue',
    });
    Validations.of(this.job.fn).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason: 'An SQS event source has no on-failure destination; the queue\'s redrive policy moves failed messages to the dead-letter queue',
    });

    new Alarm(this, 'ImportDeadLettersWaiting', {
      alarmDescription: 'A product import failed all its tries: its job request waits in the import dead-letter queue (look at the import-products log)',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(props.alarmTopic));

    this.exports = new ExportJob(this, 'Export', { stage: props.stage, table: props.table, alarmTopic: props.alarmTopic, imagesBucketName: props.imagesBucketName, removalPolicy });
  }
}
