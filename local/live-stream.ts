import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { orderOfKey } from '../functions/data/keys.js';
import { LIVE_PUSH_RETRIES } from '../functions/ws/routes.js';
import type { StreamConsumer } from './table-stream.js';

/** The order items' records (the filter of infra's event source mapping, by the same key prefixes). */
const isOrder = (record: DynamoDBRecord) => orderOfKey({ pk: record.dynamodb?.Keys?.pk?.S, sk: record.dynamodb?.Keys?.sk?.S }) !== undefined;

/** consumers/live-orders.ts, fed the order items' stream records as in AWS. */
export const liveOrdersConsumer: StreamConsumer = {
  name: 'live-orders',
  accepts: isOrder,
  handler: async () => ((await import('../functions/consumers/live-orders.js')) as { handler: (event: DynamoDBStreamEvent) => Promise<unknown> }).handler,
  retries: LIVE_PUSH_RETRIES,
};
