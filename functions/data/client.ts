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

/**
 * Every item a Query matches, following LastEvaluatedKey page by page (the SDK's paginator). `T` is
 * the stored shape the caller expects; like any read of the table, it is not checked here.
 */
export async function queryAll<T = Record<string, unknown>>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateQuery({ client: db }, { TableName: tableName, ...input })) items.push(...((page.Items ?? []) as T[]));
  return items;
}
