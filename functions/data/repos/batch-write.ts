import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import type { Key } from '../keys.js';

/** DynamoDB's limit of requests per BatchWriteItem. */
export const BATCH_WRITE_LIMIT = 25;
const MAX_ATTEMPTS = 8;

export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Key } };

/**
 * Unconditional puts and deletes, 25 to a BatchWriteItem, the chunks sent in parallel; unprocessed
 * requests (throttling) are sent again with a growing backoff. No two requests may name one key.
 */
export async function batchWrite(requests: readonly WriteRequest[]): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_WRITE_LIMIT) chunks.push(requests.slice(i, i + BATCH_WRITE_LIMIT));
  await Promise.all(chunks.map(writeChunk));
}

async function writeChunk(chunk: WriteRequest[]): Promise<void> {
  let pending: Record<string, unknown>[] = chunk;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`BatchWrite: ${pending.length} requests still unprocessed after ${MAX_ATTEMPTS} attempts`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
    const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
    pending = (out.UnprocessedItems?.[tableName] ?? []) as Record<string, unknown>[];
  }
}
