import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context, S3Event, SQSEvent, SQSRecord } from 'aws-lambda';
import { workersOf } from '../functions/workers.js';
import { ROOT } from './config.js';

export interface LocalObjectJobsOptions {
  /** The bucket whose notifications they stand for (the image bucket). */
  bucket: string;
  log: (line: string) => void;
}

type QueueHandler = (event: SQSEvent, context?: Partial<Context>) => Promise<unknown>;

interface BucketJobQueueOptions extends LocalObjectJobsOptions {
  /** The job's name in the log (its function's). */
  name: string;
  /** The notification's key prefix. */
  prefix: string;
  /** Receives before a message goes to the dead-letter queue (the queue's maxReceiveCount in infra). */
  maxReceives: number;
  handler: () => Promise<QueueHandler>;
}

/**
 * The object jobs of functions/workers.ts as AWS runs them (infra/constructs/object-job.ts): the
 * image bucket's event notification for the job's prefix puts each S3 event into an SQS queue of
 * the job's own, whose event source mapping hands it to the job; a failure comes back as often as
 * the entry's retries say, then goes to the dead-letter queue. Here s3rver's own S3 events (the same
 * shape) are the input, each wrapped in an SQS record and given to the very same handler, tried as
 * often, then logged as dead-lettered.
 */
export function createLocalObjectJobs(options: LocalObjectJobsOptions) {
  const queues = workersOf('object').map((w) =>
    createLocalBucketJobQueue({
      ...options,
      name: path.basename(w.entry, '.ts'),
      prefix: w.trigger.prefix,
      maxReceives: w.retries ?? 1,
      handler: async () => ((await import(path.join(ROOT, 'functions', w.entry))) as { handler: QueueHandler }).handler,
    }),
  );
  return {
    /** s3rver's 'event' listener. */
    onS3Event: (event: S3Event) => {
      for (const queue of queues) queue.onS3Event(event);
    },
    stop: async () => {
      await Promise.all(queues.map((queue) => queue.stop()));
    },
  };
}

function createLocalBucketJobQueue(options: BucketJobQueueOptions) {
  const running = new Set<Promise<void>>();
  const deliver = async (event: S3Event) => {
    const handler = await options.handler();
    const record: SQSRecord = {
      messageId: randomUUID(),
      receiptHandle: randomUUID(),
      body: JSON.stringify(event),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: String(Date.now()), SenderId: 's3.amazonaws.com', ApproximateFirstReceiveTimestamp: String(Date.now()) },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:local:000000000000:${options.name}`,
      awsRegion: 'us-east-1',
    };
    for (let receive = 1; receive <= options.maxReceives; receive++) {
      record.attributes.ApproximateReceiveCount = String(receive);
      const sqsEvent: SQSEvent = { Records: [record] };
      const answer = (await handler(sqsEvent, localContext()).catch((err: unknown) => ({ batchItemFailures: [{ itemIdentifier: String(err) }] }))) as
        | { batchItemFailures?: unknown[] }
        | undefined;
      if (!answer?.batchItemFailures?.length) return;
    }
    options.log(`${options.name}: an S3 event failed ${options.maxReceives} times and went to the dead-letter queue: ${JSON.stringify(event.Records.map((r) => r.s3.object.key))}`);
  };
  return {
    /** s3rver's 'event' listener. */
    onS3Event(event: S3Event) {
      const ours = event.Records.filter((r) => r.eventName.startsWith('ObjectCreated:') && r.s3.bucket.name === options.bucket && r.s3.object.key.startsWith(options.prefix));
      if (ours.length === 0) return;
      const run = deliver({ Records: ours }).finally(() => running.delete(run));
      running.add(run);
    },
    stop: async () => {
      await Promise.allSettled([...running]);
    },
  };
}

const localContext = () => ({ awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 900_000 });
