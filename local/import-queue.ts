import { randomUUID } from 'node:crypto';
import type { Context, S3Event, SQSEvent, SQSRecord } from 'aws-lambda';
import { importObjects } from '../functions/data/objects.js';

/** Receives before a message goes to the dead-letter queue (the import queue's maxReceiveCount in infra). */
export const IMPORT_MAX_RECEIVES = 3;

export interface LocalImportQueueOptions {
  /** The bucket whose notification it stands for (the image bucket). */
  bucket: string;
  log: (line: string) => void;
}

type QueueHandler = (event: SQSEvent, context?: Partial<Context>) => Promise<unknown>;

interface BucketJobQueueOptions extends LocalImportQueueOptions {
  /** The job's name in the log (its function's). */
  name: string;
  /** The notification's key prefix. */
  prefix: string;
  handler: () => Promise<QueueHandler>;
}

/**
 * The import job's queue as AWS runs it (infra/stacks/import-stack.ts): the image bucket's event
 * notification for `import-jobs/` puts each S3 event into an SQS queue, whose event source mapping
 * hands it to functions/jobs/import-products.ts; a failure comes back IMPORT_MAX_RECEIVES times,
 * then goes to the dead-letter queue. Here s3rver's own S3 events (the same shape) are the input,
 * each wrapped in an SQS record and given to the very same handler, tried as often, then logged as
 * dead-lettered.
 */
export function createLocalImportQueue(options: LocalImportQueueOptions) {
  return createLocalBucketJobQueue({ ...options, name: 'import-products', prefix: importObjects.requestPrefix, handler: async () => (await import('../functions/jobs/import-products.js')).handler });
}

/** The export job's queue (issue 26), the same way: S3 events of `export-jobs/` to functions/jobs/export-csv.ts. */
export function createLocalExportQueue(options: LocalImportQueueOptions) {
  return createLocalBucketJobQueue({ ...options, name: 'export-csv', prefix: importObjects.exportRequestPrefix, handler: async () => (await import('../functions/jobs/export-csv.js')).handler });
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
    for (let receive = 1; receive <= IMPORT_MAX_RECEIVES; receive++) {
      record.attributes.ApproximateReceiveCount = String(receive);
      const sqsEvent: SQSEvent = { Records: [record] };
      const answer = (await handler(sqsEvent, localContext()).catch((err: unknown) => ({ batchItemFailures: [{ itemIdentifier: String(err) }] }))) as
        | { batchItemFailures?: unknown[] }
        | undefined;
      if (!answer?.batchItemFailures?.length) return;
    }
    options.log(`${options.name}: an S3 event failed ${IMPORT_MAX_RECEIVES} times and went to the dead-letter queue: ${JSON.stringify(event.Records.map((r) => r.s3.object.key))}`);
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
