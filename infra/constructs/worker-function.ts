import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { worker, type WorkerFile } from '../../functions/workers.js';
import { CATALOG_FUNCTION_MEMORY_MB } from './api-route.js';
import { AppFunction } from './app-function.js';

/** `consumers/finish-order.ts` → `FinishOrder`: the construct id of a worker's function. */
export const workerId = (entry: string): string =>
  entry
    .replace(/^.*\/|\.ts$/g, '')
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The function of a workers manifest entry (functions/workers.ts): its file, description, timeout
 * and memory as declared there; its trigger, grants and environment are added by its stack.
 */
export function workerFunction(scope: Construct, entry: WorkerFile, props: { removalPolicy: RemovalPolicy; alarmTopic: ITopic; id?: string }): AppFunction {
  const declared = worker(entry);
  return new AppFunction(scope, props.id ?? workerId(entry), {
    entry,
    description: declared.description,
    logRemovalPolicy: props.removalPolicy,
    alarmTopic: props.alarmTopic,
    memorySize: declared.memoryMb === 'catalog' ? CATALOG_FUNCTION_MEMORY_MB : declared.memoryMb,
    timeout: Duration.seconds(declared.timeoutSeconds),
  });
}

/**
 * `fn` fed by `queue` in batches that report their failed records alone. SQS is polled
 * synchronously, so the nag rules asking for an asynchronous-invocation DLQ and an on-failure
 * destination are acknowledged with what stands for them: the queue's redrive policy.
 */
export function feedFromQueue(fn: IFunction, queue: IQueue, batchSize: number): void {
  fn.addEventSource(new SqsEventSource(queue, { batchSize, reportBatchItemFailures: true }));
  Validations.of(fn).acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason: 'SQS feeds it (a synchronous poll, no asynchronous invocation): a failed record goes back to its queue and after its maxReceiveCount to the queue\'s dead-letter queue',
  });
  Validations.of(fn).acknowledge({
    id: 'Serverless-LambdaEventSourceMappingDestination',
    reason: 'An SQS event source has no on-failure destination; the queue\'s redrive policy moves failed records to the dead-letter queue',
  });
}
