import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { readEnv } from '../platform/env.js';

const env = readEnv(z.object({ TABLE_NAME: z.string().min(1) }));

export const tableName = env.TABLE_NAME;

/** Created once per container; the endpoint comes from AWS_ENDPOINT_URL(_DYNAMODB) when set. */
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
