import type { DynamoDBStreamEvent } from 'aws-lambda';
import { orderOfKey } from '../data/keys.js';
import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';
import { applyOrderToReport } from '../services/reports/report.js';

/**
 * The sales dashboard's aggregator: fed by the table's stream (keys only), filtered to order items
 * (infra; locally local/stream-consumers.ts), it brings each changed order's store/day figures up to the
 * order as it is now (services/reports/report.ts). Several records of one order in a batch are one step;
 * a record seen twice changes nothing the second time. A failure throws, so the stream retries the
 * batch (what was applied is not applied again).
 */
export const handler = observed(async (event: DynamoDBStreamEvent): Promise<{ orders: number; applied: number }> => {
  const orders = new Map<string, { userId: string; orderId: string }>();
  for (const record of event.Records) {
    const keys = record.dynamodb?.Keys;
    const order = orderOfKey({ pk: keys?.pk?.S, sk: keys?.sk?.S });
    if (order) orders.set(order.orderId, order);
  }
  const outcomes = await Promise.all([...orders.values()].map((o) => applyOrderToReport(o.userId, o.orderId)));
  const applied = outcomes.filter((o) => o === 'applied').length;
  logger.info('report figures', { orders: orders.size, applied });
  return { orders: orders.size, applied };
});
