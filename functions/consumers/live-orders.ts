import type { DynamoDBStreamEvent } from 'aws-lambda';
import { orderOfKey } from '../data/keys.js';
import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';
import { pushOrderChange, type PushOutcome } from '../services/live/live-orders.js';

/**
 * The live push: fed by the table's stream (keys only), filtered to order items (infra; locally the
 * stack's stream reader, local/table-stream.ts), it sends each changed order to the connections
 * allowed to read it (services/live/live-orders.ts). Several records of one order in a batch are one
 * message of its current state, timed from the latest of their changes. A batch that reached nobody is
 * thrown back, so the stream retries it.
 */
export const handler = observed(async (event: DynamoDBStreamEvent): Promise<PushOutcome> => {
  const orders = new Map<string, { userId: string; orderId: string; changedSecond?: number }>();
  for (const record of event.Records) {
    const keys = record.dynamodb?.Keys;
    const order = orderOfKey({ pk: keys?.pk?.S, sk: keys?.sk?.S });
    if (!order) continue;
    const id = `${order.userId}/${order.orderId}`;
    const seconds = [orders.get(id)?.changedSecond, record.dynamodb?.ApproximateCreationDateTime].filter((s) => s !== undefined);
    orders.set(id, { ...order, ...(seconds.length > 0 ? { changedSecond: Math.max(...seconds) } : {}) });
  }
  const started = Date.now();
  const total: PushOutcome = { sent: 0, gone: 0, ended: 0, failed: 0 };
  const outcomes = await Promise.all([...orders.values()].map((order) => pushOrderChange(order)));
  for (const outcome of outcomes) for (const key of Object.keys(total) as (keyof PushOutcome)[]) total[key] += outcome[key];
  logger.info('live push', { orders: orders.size, ...total, ms: Date.now() - started });
  return total;
});
