import { GetCommand, PutCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import * as migrationItem from '../items/migration.js';
import * as orderItem from '../items/order.js';
import * as searchLookup from '../items/search-lookup.js';
import * as userItem from '../items/user.js';

/**
 * One-off backfill for the admin's order search: orders written before it get their
 * number and delivery-mobile lookups, profiles their mobile lookup (items/search-lookup.ts). Every
 * write is a plain Put of what the item's own writer would write, so a run can be repeated or
 * interrupted safely; orders and profiles written since have theirs already.
 *
 * Not a request path: it Scans (functions have no Scan grant). Run by the local stack at start and
 * by `npm run migrate` against a deployed table; a finished run leaves a marker, so later starts
 * skip the Scan.
 */
export async function backfillOrderLookups(): Promise<{ orders: number; profiles: number; skipped: boolean }> {
  const name = 'order-lookups';
  if ((await db.send(new GetCommand({ TableName: tableName, Key: migrationItem.key(name), ConsistentRead: true }))).Item) {
    return { orders: 0, profiles: 0, skipped: true };
  }
  const done = { orders: 0, profiles: 0 };
  const pages = paginateScan(
    { client: db },
    {
      TableName: tableName,
      FilterExpression: '#type = :order OR (#type = :user AND mobile <> :none)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':order': 'order', ':user': 'user', ':none': '' },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      if (item.type === 'order') {
        for (const lookup of searchLookup.orderLookupItems(orderItem.fromItem(item))) await put(lookup);
        done.orders++;
      } else {
        const profile = userItem.fromItem(item);
        await put(searchLookup.mobileUserItem(profile.mobile, profile._id));
        done.profiles++;
      }
    }
  }
  await db.send(new PutCommand({ TableName: tableName, Item: migrationItem.toItem(name, { migrated: done.orders + done.profiles, at: new Date().toISOString() }) }));
  return { ...done, skipped: false };
}

async function put(item: Record<string, unknown>): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
}
