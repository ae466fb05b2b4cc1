/**
 * CSV exports' job items (items/export-job.ts): put when the export is asked for, its rows counted
 * while the job reads, its end written once. A job item is never written back to an earlier state:
 * the progress update holds only while it is queued or running, so a rerun of a finished export's
 * message (the queue delivers at least once) cannot undo its end.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../client.js';
import * as jobItem from '../items/export-job.js';
import { update } from '../update.js';
import type { ExportJobRecord } from '../../core/export-job.js';

export async function putExportJob(job: ExportJobRecord): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: jobItem.toItem(job), ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function getExportJob(jobId: string): Promise<ExportJobRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: jobItem.key(jobId), ConsistentRead: true }));
  return result.Item ? jobItem.fromItem(result.Item) : undefined;
}

/** Running, `rows` read so far; false when the job already ended (nothing written). */
export async function recordExportProgress(jobId: string, rows: number): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: jobItem.key(jobId),
        ...update(jobItem.schema)
          .set('state', 'running')
          .set('rows', rows)
          .set('updatedAt', new Date().toISOString())
          .when((c) => c.in('state', ['queued', 'running']))
          .build(),
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}

/** The job's end: done with its rows, or failed with the reason. */
export async function finishExportJob(jobId: string, end: { state: 'done'; rows: number } | { state: 'failed'; message: string }): Promise<void> {
  const write = update(jobItem.schema).set('state', end.state).set('updatedAt', new Date().toISOString());
  if (end.state === 'done') write.set('rows', end.rows);
  else write.set('message', end.message);
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: jobItem.key(jobId),
      ...write.when((c) => c.itemExists()).build(),
    }),
  );
}
