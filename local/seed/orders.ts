/**
 * Seeds past orders for measuring the admin's order list (`npm run seed -- --orders 5000`, and the
 * bench's orders section): orders of 50 made-up shoppers over the last 30 days, in a realistic mix
 * of statuses, priced from the demo catalog, written with the order item's own mapping
 * (functions/data/items/order.ts) and counted in its status counters. Not idempotent: every run adds `count` more orders.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../functions/core/ids.js';
import type { Actor, OrderStatus } from '../../functions/core/order-states.js';
import { buildOrder, type OrderRecord, type TimelineEntry } from '../../functions/core/order-record.js';
import { keys } from '../../functions/data/keys.js';
import * as orderItem from '../../functions/data/items/order.js';
import * as searchLookup from '../../functions/data/items/search-lookup.js';
import { writeItemsInBatches } from './batch-write.js';
import { buildSeedCatalog } from './catalog.js';

/** How a day's orders end up, roughly (most are delivered; a few still on their way or cancelled). */
const STATUS_MIX: [OrderStatus, number][] = [
  ['delivered', 70],
  ['placed', 6],
  ['packed', 4],
  ['out_for_delivery', 5],
  ['cancelled', 8],
  ['pending_payment', 2],
  ['refunded', 3],
  ['refund_due', 1],
  ['payment_failed', 1],
];

/** The steps an order takes to reach a status, after its first one. */
const PATH: Partial<Record<OrderStatus, [OrderStatus, Actor][]>> = {
  placed: [],
  packed: [['packed', 'admin']],
  out_for_delivery: [['packed', 'admin'], ['out_for_delivery', 'admin']],
  delivered: [['packed', 'admin'], ['out_for_delivery', 'admin'], ['delivered', 'admin']],
  cancelled: [['cancelled', 'shopper']],
  refunded: [['cancelled', 'admin'], ['refund_pending', 'admin'], ['refunded', 'payment']],
  refund_due: [['refund_due', 'payment']],
  payment_failed: [['payment_failed', 'payment']],
};

/** A deterministic pseudo-random sequence (the same orders for the same count). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export const SEED_SHOPPERS = 50;

export function buildSeedOrders(count: number, now = Date.now()): { shoppers: { userId: string; name: string; email: string; mobile: string }[]; orders: OrderRecord[] } {
  const next = random(count);
  const { products } = buildSeedCatalog();
  const shoppers = Array.from({ length: SEED_SHOPPERS }, (_, i) => ({
    userId: `seed-shopper-${String(i + 1).padStart(3, '0')}`,
    name: `Seed Shopper ${i + 1}`,
    email: `seed-shopper-${i + 1}@example.com`,
    mobile: `98${String(76500000 + i).padStart(8, '0')}`,
  }));
  const totalWeight = STATUS_MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const orders = Array.from({ length: count }, (_, i): OrderRecord => {
    const shopper = shoppers[Math.floor(next() * shoppers.length)]!;
    let pick = next() * totalWeight;
    const status = (STATUS_MIX.find(([, weight]) => (pick -= weight) < 0) ?? STATUS_MIX[0]!)[0];
    const card = status.startsWith('refund') || status === 'payment_failed' || status === 'pending_payment' || next() < 0.6;
    // Spread over 30 days, oldest first, so ids (time-sortable) follow the creation times.
    const created = now - Math.floor(((count - i) / count) * 30 * 24 * 3600_000);
    const lineCount = 1 + Math.floor(next() * 5);
    const cart = Array.from({ length: lineCount }, () => products[Math.floor(next() * products.length)]!)
      .filter((p, index, all) => all.indexOf(p) === index)
      .map((p) => ({ _id: p._id, productId: p._id, quantity: 1 + Math.floor(next() * 3) }));
    const order = buildOrder({
      id: newId(created),
      userId: shopper.userId,
      paymentMethod: card ? 'card' : 'cod',
      cart,
      products: new Map(products.map((p) => [p._id, p])),
      address: { _id: `seed-address-${shopper.userId}`, address_line: '12, 5th Main, Indiranagar', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560038', mobile: shopper.mobile },
      now: new Date(created),
    });
    const timeline: TimelineEntry[] = [...(order.timeline ?? [])];
    let at = created;
    if (card && status !== 'pending_payment' && status !== 'payment_failed') timeline.push({ status: 'placed', at: new Date((at += 60_000)).toISOString(), by: 'payment' });
    for (const [step, by] of PATH[status] ?? []) timeline.push({ status: step, at: new Date((at += 3 * 60_000)).toISOString(), by });
    const paid = card && !['pending_payment', 'payment_failed'].includes(status);
    return { ...order, status, timeline, cartLines: [], updatedAt: new Date(at).toISOString(), ...(paid ? { paidAt: timeline[1]!.at } : {}) };
  });
  return { shoppers, orders };
}

export async function seedOrders(opts: { count: number; log?: (line: string) => void }): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  // Imported here: these modules parse the environment when they load.
  const { db, tableName } = await import('../../functions/data/client.js');
  const { countShard, ORDER_COUNT_SHARDS } = await import('../../functions/data/repos/orders/counts.js');
  const { createProfile } = await import('../../functions/data/repos/users.js');
  const { shoppers, orders } = buildSeedOrders(opts.count);
  for (const shopper of shoppers) await createProfile({ userId: shopper.userId, name: shopper.name, email: shopper.email });
  await writeItemsInBatches(db, tableName, orders.map(orderItem.toItem));
  // What placing them would have written too: the admin's search finds them by number and mobile.
  await writeItemsInBatches(db, tableName, orders.flatMap(searchLookup.orderLookupItems));
  // The counters move with every change in the app; here one addition per shard and status.
  const perShard = Array.from({ length: ORDER_COUNT_SHARDS }, () => new Map<OrderStatus, number>());
  for (const order of orders) {
    const shard = perShard[countShard(order._id)]!;
    shard.set(order.status, (shard.get(order.status) ?? 0) + 1);
  }
  for (const [shard, counts] of perShard.entries()) {
    if (counts.size === 0) continue;
    const statuses = [...counts.keys()];
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.orderCountShard(shard),
        UpdateExpression: `ADD ${statuses.map((_, i) => `#s${i} :n${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(statuses.map((s, i) => [`#s${i}`, s])),
        ExpressionAttributeValues: Object.fromEntries(statuses.map((s, i) => [`:n${i}`, counts.get(s)])),
      }),
    );
  }
  log(`Seeded ${orders.length} orders of ${shoppers.length} shoppers in ${Date.now() - started} ms`);
}
