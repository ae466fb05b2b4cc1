import { GetCommand, PutCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '../../core/order-record.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as migrationItem from '../items/migration.js';
import * as orderItem from '../items/order.js';
import { countStep } from '../repos/orders/counts.js';
import { transact } from '../repos/transact.js';

/**
 * One-off backfill for orders written before the order life after checkout: their index keys
 * (gsi1: all orders; gsi2: by status), their count in the status counters, and for card orders
 * already paid the `paidAt` that refunds rely on. Each order is updated in one transaction on the
 * condition that it has no index key yet, so a run can be repeated or interrupted safely.
 *
 * Not a request path: it Scans (functions have no Scan grant). Run by the local stack at start and
 * by `npm run migrate` against a deployed table (docs/deploy.md, "Upgrading a deployed store"); a finished
 * run leaves a marker, so later starts skip the Scan (every order written since has its keys).
 */
export async function backfillOrderIndexes(): Promise<{ migrated: number; skipped: boolean }> {
  const name = 'order-indexes';
  if ((await db.send(new GetCommand({ TableName: tableName, Key: migrationItem.key(name), ConsistentRead: true }))).Item) return { migrated: 0, skipped: true };
  let migrated = 0;
  const pages = paginateScan(
    { client: db },
    {
      TableName: tableName,
      FilterExpression: '#type = :order AND attribute_not_exists(gsi2pk)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':order': 'order' },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      if (await indexOrder(orderItem.fromItem(item))) migrated++;
    }
  }
  await db.send(new PutCommand({ TableName: tableName, Item: migrationItem.toItem(name, { migrated, at: new Date().toISOString() }) }));
  return { migrated, skipped: false };
}

const PAID_STATUSES = new Set(['placed', 'refund_due']);

/** The order's index keys (and paidAt), only while it has none. */
function indexWrite(order: OrderRecord, paidAt: string | null | undefined) {
  const write = update(orderItem.schema).setKeys({ ...keys.orderListing(order._id), ...keys.orderByStatus(order.status, order._id) });
  if (paidAt) write.set('paidAt', paidAt);
  return write.when((c) => c.and(c.itemExists(), c.missing('gsi2pk')));
}

async function indexOrder(order: OrderRecord): Promise<boolean> {
  const paidAt = order.paymentMethod === 'card' && !order.paidAt && PAID_STATUSES.has(order.status) ? order.updatedAt : order.paidAt;
  const result = await transact<'done'>([
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.order(order.userId, order._id),
          ...indexWrite(order, paidAt).build(),
        },
      },
      onConditionFailed: () => 'done',
    },
    countStep<'done'>(order._id, undefined, order.status),
  ]);
  return result.ok;
}
