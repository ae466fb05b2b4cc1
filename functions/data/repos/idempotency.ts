import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import { keys, type Key } from '../keys.js';
import * as keyRecordItem from '../items/idempotency.js';
import { update } from '../update.js';
import type { KeyRecord } from '../items/idempotency.js';
import { TABLE } from '../table.js';

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'running'; requestHash: string }
  | { kind: 'done'; requestHash: string; answer: unknown };

const recordKey = (route: string, keyHash: string): Key => keys.idempotencyRecord(route, keyHash);

/**
 * Takes an Idempotency-Key for one run: a conditional Put of a `running` record that succeeds when
 * there is none, when it has expired, or when its run died (past `runningUntil`). Otherwise says
 * what holds it: a run still going, or the answer of a finished one.
 */
export async function claimIdempotencyKey(input: {
  route: string;
  keyHash: string;
  requestHash: string;
  windowSeconds: number;
  runLimitMs: number;
}): Promise<KeyClaim> {
  const now = Date.now();
  const key = recordKey(input.route, input.keyHash);
  const record: KeyRecord = {
    status: 'running',
    requestHash: input.requestHash,
    runningUntil: now + input.runLimitMs,
    expiresAt: Math.floor(now / 1000) + input.windowSeconds,
  };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: keyRecordItem.toItem(input.route, input.keyHash, record),
        ConditionExpression: 'attribute_not_exists(pk) OR #expires < :nowSeconds OR (#status = :running AND runningUntil < :now)',
        ExpressionAttributeNames: { '#expires': TABLE.ttlAttribute, '#status': 'status' },
        ExpressionAttributeValues: { ':nowSeconds': Math.floor(now / 1000), ':now': now, ':running': 'running' },
      }),
    );
    return { kind: 'claimed' };
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
  const item = (await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
  // Gone between the two calls (its run failed and released it): the caller may try again.
  if (!item) return { kind: 'running', requestHash: input.requestHash };
  const held = keyRecordItem.fromItem(item);
  return held.status === 'done'
    ? { kind: 'done', requestHash: held.requestHash, answer: held.answer }
    : { kind: 'running', requestHash: held.requestHash };
}

/** Keeps the answer of the run that holds the key, for the rest of the window. */
export async function saveIdempotentAnswer(route: string, keyHash: string, answer: unknown): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: recordKey(route, keyHash),
      ...update(keyRecordItem.schema).set('status', 'done').set('answer', answer).remove('runningUntil').build(),
    }),
  );
}

/** Frees the key after a refused or failed run, so a retry runs again. */
export async function releaseIdempotencyKey(route: string, keyHash: string): Promise<void> {
  await db.send(
    new DeleteCommand({
      TableName: tableName,
      Key: recordKey(route, keyHash),
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':running': 'running' },
    }),
  ).catch((err: unknown) => {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  });
}
