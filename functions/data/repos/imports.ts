/**
 * Product imports' job items and the store's import lock (items/import-job.ts). Starting an import
 * puts its job and takes the lock in one transaction, on the condition that no other import holds
 * it (or its hold expired): of two imports started at once exactly one runs.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import * as jobItem from '../items/import-job.js';
import { update } from '../update.js';
import { transact } from './transact.js';
import { IMPORT_LOCK_MS, type ImportCounts, type ImportJobRecord } from '../../core/import-job.js';
import type { ImportError } from '../../core/product-csv-columns.js';

export type StartResult = { ok: true } | { ok: false; heldBy: string };

export async function startImportJob(job: ImportJobRecord, now = Date.now()): Promise<StartResult> {
  const lock = jobItem.lockItem(job.storeId, job.jobId, now + IMPORT_LOCK_MS);
  const result = await transact<{ heldBy: string }>([
    {
      item: {
        Put: {
          TableName: tableName,
          Item: lock,
          ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
          ExpressionAttributeNames: { '#until': 'until' },
          ExpressionAttributeValues: { ':now': now },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old) => ({ heldBy: typeof old?.jobId === 'string' ? old.jobId : (old?.jobId as { S?: string } | undefined)?.S ?? 'another import' }),
    },
    { item: { Put: { TableName: tableName, Item: jobItem.toItem(job), ConditionExpression: 'attribute_not_exists(pk)' } } },
  ]);
  return result.ok ? { ok: true } : { ok: false, heldBy: result.failure.heldBy };
}

export async function getImportJob(jobId: string): Promise<ImportJobRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: jobItem.key(jobId), ConsistentRead: true }));
  return result.Item ? jobItem.fromItem(result.Item) : undefined;
}

/** The job's progress (running): counts so far. */
export async function recordProgress(jobId: string, counts: ImportCounts): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: jobItem.key(jobId),
      ...update(jobItem.schema)
        .set('state', 'running')
        .set('total', counts.total)
        .set('done', counts.done)
        .set('created', counts.created)
        .set('updated', counts.updated)
        .set('unchanged', counts.unchanged)
        .set('failed', counts.failed)
        .set('updatedAt', new Date().toISOString())
        .build(),
    }),
  );
}

/** The job's end (done or failed) and the store's lock given back, in one transaction. */
export async function finishImportJob(
  job: ImportJobRecord,
  end: { state: 'done' | 'failed'; counts: ImportCounts; errors: ImportError[]; reportKey?: string; message?: string },
): Promise<void> {
  const record: ImportJobRecord = {
    ...job,
    ...end.counts,
    state: end.state,
    errors: end.errors,
    ...(end.reportKey ? { reportKey: end.reportKey } : {}),
    ...(end.message ? { message: end.message } : {}),
    updatedAt: new Date().toISOString(),
  };
  await transact([
    { item: { Put: { TableName: tableName, Item: jobItem.toItem(record) } } },
    {
      item: {
        Delete: {
          TableName: tableName,
          Key: jobItem.lockKey(job.storeId),
          ConditionExpression: 'attribute_not_exists(pk) OR jobId = :me',
          ExpressionAttributeValues: { ':me': job.jobId },
        },
      },
      // Another import holds it now (ours expired): it is theirs, and our end still counts.
      onConditionFailed: () => 'not ours',
    },
  ]).then(async (result) => {
    if (!result.ok) await transact([{ item: { Put: { TableName: tableName, Item: jobItem.toItem(record) } } }]);
  });
}
