import { Aws, Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { worker, type WorkerFile } from '../../functions/workers.js';
import { PROJECT, type Stage } from '../config.js';
import type { AppFunction } from './app-function.js';
import { deadLetterQueue } from './dead-letters.js';
import { acknowledgeWildcard } from '../nag.js';
import { grantTableAccess } from './table-access.js';
import { feedFromQueue, workerFunction, workerId } from './worker-function.js';

/** An object job's queue's fixed name (`import-jobs/` → `quickbasket-dev-import-jobs`): the web stack's bucket notification names it by ARN, without a reference back. */
export const objectJobQueueName = (stage: Stage, prefix: string) => `${PROJECT}-${stage}-${prefix.replace(/\/$/, '')}`;
export const objectJobQueueArn = (stage: Stage, prefix: string) => `arn:${Aws.PARTITION}:sqs:${Aws.REGION}:${Aws.ACCOUNT_ID}:${objectJobQueueName(stage, prefix)}`;

export interface ObjectJobProps {
  stage: Stage;
  table: ITableV2;
  alarmTopic: ITopic;
  /** The image bucket's fixed name (config.ts imagesBucketName): its ARNs are plain strings. */
  imagesBucketName: string;
  removalPolicy: RemovalPolicy;
  /** The manifest entry (functions/workers.ts), an `object` job. */
  entry: WorkerFile;
  /** The construct ids' prefix in `scope` (`Import` → ImportJobs, ImportDeadLetters): the stacks keep their logical ids. */
  idPrefix: string;
  /** What the dead-letter alarm tells the operator. */
  alarmDescription: string;
  /** The job's own access to the bucket, by key prefix, each with why the prefix is the narrowest ARN (cdk-nag IAM5). */
  objects: { actions: string[]; prefix: string; reason: string }[];
}

export interface ObjectJob {
  queue: Queue;
  deadLetters: Queue;
  job: AppFunction;
}

/**
 * A job started by an object under a prefix of the image bucket: the bucket's event notification
 * for the entry's prefix (web stack) sends the S3 event to the job's queue (SSE-SQS, which S3 can
 * deliver to), which feeds the job one message at a time; a message whose run failed comes back
 * after the visibility timeout (the job's timeout and 5 minutes), the entry's `retries` times, then
 * waits in the dead-letter queue (its alarm). The job may read and write the table, and the objects
 * under the prefixes it is given.
 */
export function objectJob(scope: Construct, props: ObjectJobProps): ObjectJob {
  const declared = worker(props.entry);
  if (declared.trigger.kind !== 'object' || declared.retries === undefined || declared.deadLetters === undefined) {
    throw new Error(`${props.entry}: not an object job with retries and dead letters in functions/workers.ts`);
  }
  const { prefix } = declared.trigger;
  const bucketArn = `arn:${Aws.PARTITION}:s3:::${props.imagesBucketName}`;
  const deadLetters = deadLetterQueue(scope, `${props.idPrefix}DeadLetters`, {
    removalPolicy: props.removalPolicy,
    alarmTopic: props.alarmTopic,
    // `Import` → ImportDeadLettersWaiting; in a construct of its own (`Export`) → Export/DeadLettersWaiting.
    alarm: { id: `${props.idPrefix}DeadLettersWaiting`, description: props.alarmDescription },
    fedBy: 'redrive',
    reason: `This is the dead-letter queue: what lands here waits for the operator (the ${declared.deadLetters} alarm)`,
  });
  const queue = new Queue(scope, `${props.idPrefix}Jobs`, {
    queueName: objectJobQueueName(props.stage, prefix),
    // SSE-SQS: S3 event notifications can deliver to it (not to a queue with the AWS managed KMS key).
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(1),
    visibilityTimeout: Duration.seconds(declared.timeoutSeconds + 5 * 60),
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: declared.retries },
    removalPolicy: props.removalPolicy,
  });
  queue.addToResourcePolicy(
    new PolicyStatement({
      sid: `ImageBucketSends${workerId(prefix.replace(/\/$/, ''))}`,
      principals: [new ServicePrincipal('s3.amazonaws.com')],
      actions: ['sqs:SendMessage'],
      resources: [queue.queueArn],
      conditions: { ArnLike: { 'aws:SourceArn': bucketArn }, StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
    }),
  );

  const job = workerFunction(scope, props.entry, { removalPolicy: props.removalPolicy, alarmTopic: props.alarmTopic });
  job.fn.addEnvironment('TABLE_NAME', props.table.tableName);
  job.fn.addEnvironment('IMAGES_BUCKET', props.imagesBucketName);
  grantTableAccess(props.table, job.fn, 'read-write');
  for (const { actions, prefix: objects, reason } of props.objects) {
    job.fn.addToRolePolicy(new PolicyStatement({ actions, resources: [`${bucketArn}/${objects}*`] }));
    acknowledgeWildcard(job.fn.role!, `Resource::arn:<AWS::Partition>:s3:::${props.imagesBucketName}/${objects}*`, reason);
  }
  feedFromQueue(job.fn, queue, 1);
  return { queue, deadLetters, job };
}
