import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { readEnv } from '../platform/env.js';
import { tracer } from '../platform/tracer.js';

const env = readEnv(z.object({ TABLE_NAME: z.string().min(1) }));

export const tableName = env.TABLE_NAME;

/**
 * Created once per container; the endpoint comes from AWS_ENDPOINT_URL(_DYNAMODB) when set. The
 * document client shares the base client's middleware, so capturing the base client traces both.
 */
export const db = DynamoDBDocumentClient.from(tracer.captureAWSv3Client(new DynamoDBClient({})), {
  marshallOptions: { removeUndefinedValues: true },
});

/** Told the number of items read so far after each page (a long read's progress). */
export type OnPage = (itemsSoFar: number) => Promise<void> | void;

/**
 * Every item a Query matches, following LastEvaluatedKey page by page (the SDK's paginator), as
 * DynamoDB returned them: the caller parses them with their item's `fromItem` (data/items/).
 */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>, onPage?: OnPage): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: db }, { TableName: tableName, ...input })) {
    for (const item of page.Items ?? []) items.push(item);
    await onPage?.(items.length);
  }
  return items;
}

