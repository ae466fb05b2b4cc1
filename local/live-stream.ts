import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { orderOfKey, stockOfKey } from '../functions/data/keys.js';
import { LIVE_PUSH_RETRIES } from '../functions/ws/routes.js';
import { LOW_STOCK_RETRIES } from '../functions/core/low-stock.js';
import { REPORT_RETRIES } from '../functions/core/report.js';
import type { StreamConsumer } from './table-stream.js';

type StreamHandler = { handler: (event: DynamoDBStreamEvent) => Promise<unknown> };
const keysOf = (record: DynamoDBRecord) => ({ pk: record.dynamodb?.Keys?.pk?.S, sk: record.dynamodb?.Keys?.sk?.S });

/** The order items' records (the filter of infra's event source mapping, by the same key prefixes). */
const isOrder = (record: DynamoDBRecord) => orderOfKey(keysOf(record)) !== undefined;
/** The store stock items' records (likewise). */
const isStock = (record: DynamoDBRecord) => stockOfKey(keysOf(record)) !== undefined;

/** consumers/live-orders.ts, fed the order items' stream records as in AWS. */
export const liveOrdersConsumer: StreamConsumer = {
  name: 'live-orders',
  accepts: isOrder,
  handler: async () => ((await import('../functions/consumers/live-orders.js')) as StreamHandler).handler,
  retries: LIVE_PUSH_RETRIES,
};

/** consumers/report-orders.ts: the dashboard's figures, from the same order records. */
export const reportOrdersConsumer: StreamConsumer = {
  name: 'report-orders',
  accepts: isOrder,
  handler: async () => ((await import('../functions/consumers/report-orders.js')) as StreamHandler).handler,
  retries: REPORT_RETRIES,
};

/** consumers/low-stock.ts: low-stock alerts, from the store stock items' records. */
export const lowStockConsumer: StreamConsumer = {
  name: 'low-stock',
  accepts: isStock,
  handler: async () => ((await import('../functions/consumers/low-stock.js')) as StreamHandler).handler,
  retries: LOW_STOCK_RETRIES,
};
