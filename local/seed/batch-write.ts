/**
 * Writing a seed: many items, 25 to a BatchWriteItem, and any work a few at a time (seeding only: no
 * conditions, no transactions). Not functions/data/repos/batch-write.ts: a seed of 50,000 products
 * is thousands of batches, sent four at a time here and all at once there, through the client the
 * seed is given rather than the handlers'.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const WRITE_CONCURRENCY = 4;
const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 10;

/** Many items, 25 to a BatchWriteItem, a few batches at a time (seeding only: no conditions, no transactions). */
export async function writeItemsInBatches(db: DynamoDBDocumentClient, tableName: string, items: readonly object[]): Promise<void> {
  const batches: object[][] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) batches.push(items.slice(i, i + BATCH_SIZE));
  await forEachLimit(batches, WRITE_CONCURRENCY, (batch) => writeBatch(db, tableName, batch));
}

async function writeBatch(db: DynamoDBDocumentClient, tableName: string, items: readonly object[]): Promise<void> {
  let requests = items.map((item) => ({ PutRequest: { Item: item as Record<string, unknown> } }));
  for (let attempt = 1; requests.length > 0; attempt++) {
    if (attempt > MAX_BATCH_ATTEMPTS) throw new Error(`Seed: ${requests.length} items still unprocessed after ${MAX_BATCH_ATTEMPTS} attempts`);
    if (attempt > 1) await sleep(Math.min(2000, 25 * 2 ** attempt));
    const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (out.UnprocessedItems?.[tableName] ?? []).flatMap((r) => (r.PutRequest?.Item ? [{ PutRequest: { Item: r.PutRequest.Item } }] : []));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` on every item, at most `limit` at a time. */
export async function forEachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
