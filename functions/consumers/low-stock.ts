import type { DynamoDBStreamEvent } from 'aws-lambda';
import { stockOfKey } from '../data/keys.js';
import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';
import { checkLowStock, type StockChange } from '../services/stores/low-stock-alerts.js';

/**
 * Low-stock alerts: fed by the table's stream (keys only), filtered to store stock items (infra;
 * locally local/stream-consumers.ts). Every change of a product's stock at a store (a sale, a
 * cancellation, an admin's edit, an import) is checked against its threshold (services/stores/low-stock-alerts.ts);
 * a batch's new alerts are one mail per store. A failure throws, so the stream retries the batch;
 * the day's alert markers keep a retry from mailing twice.
 */
export const handler = observed(async (event: DynamoDBStreamEvent): Promise<{ changes: number; mailed: number }> => {
  const changes = new Map<string, StockChange>();
  for (const record of event.Records) {
    const keys = record.dynamodb?.Keys;
    const stock = stockOfKey({ pk: keys?.pk?.S, sk: keys?.sk?.S });
    if (stock) changes.set(`${stock.storeId}/${stock.productId}`, stock);
  }
  const { mailed } = await checkLowStock([...changes.values()]);
  logger.info('low stock', { changes: changes.size, mailed });
  return { changes: changes.size, mailed };
});
