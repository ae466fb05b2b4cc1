import { type Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { TABLE } from '../../functions/data/table.js';

/** A filter on the stream record's keys: the partition and sort key string rules (FilterRule.*). */
export interface StreamKeyFilter {
  pk: unknown;
  sk: unknown;
}

/**
 * `fn` fed by the table's stream (keys only), filtered to the items whose keys match `keys`, batches
 * of up to 100 retried `retryAttempts` times, then recorded in `deadLetters`. The stream polls the
 * function synchronously, so the nag rule asking for an asynchronous-invocation DLQ is acknowledged
 * with the on-failure destination that stands for it.
 */
export function addTableStreamSource(
  fn: IFunction,
  table: ITable,
  options: { keys: StreamKeyFilter; retryAttempts: number; deadLetters: IQueue; maxRecordAge?: Duration; maxBatchingWindow?: Duration },
): void {
  fn.addEventSource(
    new DynamoEventSource(table, {
      startingPosition: StartingPosition.LATEST,
      batchSize: 100,
      maxBatchingWindow: options.maxBatchingWindow,
      retryAttempts: options.retryAttempts,
      maxRecordAge: options.maxRecordAge,
      bisectBatchOnError: false,
      onFailure: new SqsDlq(options.deadLetters),
      filters: [
        FilterCriteria.filter({
          dynamodb: { Keys: { [TABLE.partitionKey]: { S: options.keys.pk }, [TABLE.sortKey]: { S: options.keys.sk } } },
        }),
      ],
    }),
  );
  Validations.of(fn).acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason: 'The table\'s stream invokes it (a synchronous poll, no asynchronous invocation): a batch that failed its retries is recorded by the event source mapping\'s on-failure destination, its dead-letter queue',
  });
}
