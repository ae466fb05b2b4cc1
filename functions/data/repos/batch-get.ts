import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import type { Key } from '../keys.js';

/** DynamoDB's limit of keys per BatchGetItem. */
export const BATCH_GET_LIMIT = 100;
const MAX_ATTEMPTS = 6;

/**
 * Items for the given keys (missing ones are simply absent), in chunks of 100 sent in parallel;
 * unprocessed keys (throttling) are retried with a short backoff.
 */
export async function batchGet(
  itemKeys: readonly Key[],
  options: { projection?: readonly string[]; consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(itemKeys.map((k) => [`${k.pk}\u0000${k.sk}`, k])).values()];
  const chunks: Key[][] = [];
  for (let i = 0; i < unique.length; i += BATCH_GET_LIMIT) chunks.push(unique.slice(i, i + BATCH_GET_LIMIT));
  const names = options.projection ? Object.fromEntries(options.projection.map((p, i) => [`#p${i}`, p])) : undefined;
  const projection = names ? Object.keys(names).join(', ') : undefined;
  const results = await Promise.all(chunks.map((chunk) => getChunk(chunk, projection, names, options.consistent ?? false)));
  return results.flat();
}

async function getChunk(
  chunk: Key[],
  projection: string | undefined,
  names: Record<string, string> | undefined,
  consistent: boolean,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let pending: Record<string, unknown>[] = chunk.map((k) => ({ pk: k.pk, sk: k.sk }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`BatchGet: ${pending.length} keys still unprocessed after ${MAX_ATTEMPTS} attempts`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    const out = await db.send(
      new BatchGetCommand({
        RequestItems: {
          [tableName]: {
            Keys: pending,
            ConsistentRead: consistent,
            ...(projection ? { ProjectionExpression: projection, ExpressionAttributeNames: names } : {}),
          },
        },
      }),
    );
    items.push(...((out.Responses?.[tableName] ?? []) as Record<string, unknown>[]));
    pending = (out.UnprocessedKeys?.[tableName]?.Keys ?? []) as Record<string, unknown>[];
  }
  return items;
}
