import { type Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { TABLE } from '../../functions/data/table.js';
import { worker, type WorkerFile } from '../../functions/workers.js';

/**
 * `fn`, the stream consumer `entry` of functions/workers.ts, fed by the table's stream (keys only),
 * filtered to the items whose keys equal or begin with the entry's (local/stream-consumers.ts
 * filters alike), batches of up to 100 retried the entry's `retries` times, then recorded in
 * `deadLetters`. The stream polls the function synchronously, so the nag rule asking for an
 * asynchronous-invocation DLQ is acknowledged with the on-failure destination that stands for it.
 */
export function addTableStreamSource(
  fn: IFunction,
  table: ITable,
  entry: WorkerFile,
  options: { deadLetters: IQueue; maxRecordAge?: Duration; maxBatchingWindow?: Duration },
): void {
  const { trigger, retries } = worker(entry);
  if (trigger.kind !== 'stream' || retries === undefined) throw new Error(`${entry}: not a stream consumer with retries in functions/workers.ts`);
  const rule = trigger.exact ? FilterRule.isEqual : FilterRule.beginsWith;
  fn.addEventSource(
    new DynamoEventSource(table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: 100,
      maxBatchingWindow: options.maxBatchingWindow,
      retryAttempts: retries,
      maxRecordAge: options.maxRecordAge,
      bisectBatchOnError: false,
      onFailure: new SqsDlq(options.deadLetters),
      filters: [
        FilterCriteria.filter({
          dynamodb: { Keys: { [TABLE.partitionKey]: { S: rule(trigger.keys.pk) }, [TABLE.sortKey]: { S: rule(trigger.keys.sk) } } },
        }),
      ],
    }),
  );
  Validations.of(fn).acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason: 'The table\'s stream invokes it (a synchronous poll, no asynchronous invocation): a batch that failed its retries is recorded by the event source mapping\'s on-failure destination, its dead-letter queue',
  });
}
