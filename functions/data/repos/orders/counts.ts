/**
 * Orders per status in 8 counter shards (data/items/order-counts.ts): every order counts in the
 * shard of its id, moved in the same transaction as the order's placement or status change, so the
 * counts are exact; reading them is one BatchGet.
 */
import { ORDER_STATUSES, type OrderStatus } from '../../../core/order-states.js';
import type { OrderCounts } from '../../../core/order-api.js';
import { tableName } from '../../client.js';
import * as countsItem from '../../items/order-counts.js';
import { update } from '../../update.js';
import { batchGet } from '../batch-get.js';
import type { Step } from '../transact.js';

/** Counter shards: enough that concurrent orders rarely meet on one item, few enough to read at once. */
export const ORDER_COUNT_SHARDS = 8;

/** Stable shard of an order id (ids are hex; any string works). */
export function countShard(orderId: string): number {
  let hash = 0;
  for (const char of orderId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % ORDER_COUNT_SHARDS;
}

/** −1 on the status an order leaves, +1 on the one it enters, in the shard of its id. */
export function countStep<F>(orderId: string, from: OrderStatus | undefined, to: OrderStatus): Step<F> {
  return countSteps<F>([{ orderId, from, to }])[0] as Step<F>;
}

/** The counter moves of several orders, one step per shard (a transaction may touch an item once). */
export function countSteps<F>(moves: { orderId: string; from: OrderStatus | undefined; to: OrderStatus }[]): Step<F>[] {
  const byShard = new Map<number, Map<OrderStatus, number>>();
  for (const { orderId, from, to } of moves) {
    const deltas = byShard.get(countShard(orderId)) ?? new Map<OrderStatus, number>();
    byShard.set(countShard(orderId), deltas);
    deltas.set(to, (deltas.get(to) ?? 0) + 1);
    if (from) deltas.set(from, (deltas.get(from) ?? 0) - 1);
  }
  return [...byShard].map(([shard, deltas]) => {
    const write = update(countsItem.schema);
    for (const [status, delta] of deltas) if (delta !== 0) write.add(status, delta);
    return {
      item: {
        Update: {
          TableName: tableName,
          Key: countsItem.key(shard),
          ...write.build(),
        },
      },
    };
  });
}

/** Orders per status (and in all), summed over the counter shards: one BatchGet. */
export async function orderCounts(): Promise<OrderCounts> {
  const shards = Array.from({ length: ORDER_COUNT_SHARDS }, (_, i) => countsItem.key(i));
  const items = await batchGet(shards, { projection: countsItem.projection, consistent: true });
  const counts = Object.fromEntries([...ORDER_STATUSES, 'all'].map((s) => [s, 0])) as OrderCounts;
  for (const item of items) {
    const shard = countsItem.fromItem(item);
    for (const status of ORDER_STATUSES) {
      const count = shard[status] ?? 0;
      counts[status] += count;
      counts.all += count;
    }
  }
  return counts;
}
