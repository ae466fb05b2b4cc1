import { GetCommand, PutCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import type { OrderRecord } from '../../core/order-record.js';
import { defaultStoreOf, STORE_DEFAULTS, WEEKDAYS, type StoreRecord } from '../../core/stores.js';
import { isUnfinishedOrderStatus } from '../../core/open-orders.js';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update, type Conditions } from '../update.js';
import * as migrationItem from '../items/migration.js';
import * as orderItem from '../items/order.js';
import * as productItem from '../items/product.js';
import * as storeItem from '../items/store.js';
import * as storeStockItem from '../items/store-stock.js';
import { loadSteps } from '../repos/orders/stock.js';
import { listStores } from '../repos/stores.js';
import { transact, type Step } from '../repos/transact.js';

export const STORE_STOCK_MIGRATION = 'store-stock';

/** The id of the default store the migration creates (fixed: two runs at once create one store). */
export const MIGRATION_DEFAULT_STORE_ID = 'store-default';

export interface StoreStockResult {
  skipped: boolean;
  /** The default store was created now (there was no store). */
  createdStore: boolean;
  /** Products whose stock moved into the default store's stock item. */
  products: number;
  /** Orders from before stores given the default store. */
  orders: number;
}

/** Rounds per item when something else writes it between our read and our write. */
const MAX_ROUNDS = 5;

/**
 * Stock per store for data written before stores existed, once:
 * 1. the default store is created when there is no store at all ("Default store", open every day
 *    all day as the shop was, no zones: the operator adds the pincodes it serves on the Stores
 *    page; a seeded stack has its demo stores already, Mumbai Central the default);
 * 2. each product's `stock` and `stockSet` move into the default store's stock item, one
 *    transaction per product: the stock item Put if absent, and the product's stock attributes
 *    REMOVEd on the condition that they are still what was read (an order by a function of the
 *    earlier version meanwhile: read again). A stock item already there (an admin set it after the
 *    new version was deployed) wins: then the attributes are only removed;
 * 3. each order from before stores gets the default store (storeId, storeName, its gsi3 keys) and,
 *    when open (placed, packed, out for delivery), counts in that store's load, one transaction each
 *    on the condition of the status read, so the counter stays exact.
 * Every write is conditional, so a run can be repeated or interrupted; a finished run leaves a
 * marker, so later starts skip the Scan. Not a request path: it Scans (functions have no Scan
 * grant). Run by `npm run migrate` and by the local stack at every start, after the seed.
 */
export async function migrateStoreStock(now: Date = new Date()): Promise<StoreStockResult> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: migrationItem.key(STORE_STOCK_MIGRATION), ConsistentRead: true }));
  if (marker.Item) return { skipped: true, createdStore: false, products: 0, orders: 0 };

  const { store, created } = await ensureDefaultStore(now);
  const result: StoreStockResult = { skipped: false, createdStore: created, products: 0, orders: 0 };
  const pages = paginateScan(
    { client: db },
    {
      TableName: tableName,
      ConsistentRead: true,
      FilterExpression: '(#type = :product AND (attribute_exists(stock) OR attribute_exists(stockSet))) OR (#type = :order AND attribute_not_exists(storeId))',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':product': 'product', ':order': 'order' },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      if (item.type === 'product' && (await moveProductStock(store._id, String(item._id), item, now))) result.products++;
      if (item.type === 'order' && (await assignOrder(store, orderItem.fromItem(item)))) result.orders++;
    }
  }
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: migrationItem.toItem(STORE_STOCK_MIGRATION, { migrated: result.products + result.orders, at: now.toISOString() }),
    }),
  );
  return result;
}

/** The default store, created first when there is no store at all. */
async function ensureDefaultStore(now: Date): Promise<{ store: StoreRecord; created: boolean }> {
  const existing = defaultStoreOf(await listStores({ consistent: true }));
  if (existing) return { store: existing, created: false };
  const at = now.toISOString();
  const store: StoreRecord = {
    _id: MIGRATION_DEFAULT_STORE_ID,
    name: 'Default store',
    address_line: '',
    city: '',
    pincode: '',
    mobile: '',
    zones: [],
    ...STORE_DEFAULTS,
    // Before stores the shop took orders at any hour: `open` equal to `close` is open all day.
    hours: WEEKDAYS.map((day) => ({ day, open: '00:00', close: '00:00' })),
    paused: false,
    reason: '',
    isDefault: true,
    createdAt: at,
    updatedAt: at,
  };
  const result = await transact<'exists'>([
    { item: { Put: { TableName: tableName, Item: storeItem.toItem(store), ConditionExpression: 'attribute_not_exists(pk)' } }, onConditionFailed: () => 'exists' },
  ]);
  if (result.ok) return { store, created: true };
  // Another run created it a moment ago.
  const again = defaultStoreOf(await listStores({ consistent: true }));
  if (!again) throw new Error('the default store was created and is gone again');
  return { store: again, created: false };
}

type MoveFailure = 'stock-item-exists' | 'product-changed';

/** Moves one product's legacy stock into the store's stock item (true when it moved now). */
async function moveProductStock(storeId: string, productId: string, read: Record<string, unknown>, now: Date): Promise<boolean> {
  let raw: Record<string, unknown> | undefined = read;
  let keepItem = false;
  for (let round = 1; raw && round <= MAX_ROUNDS; round++) {
    const legacy = productItem.legacyStockOf(raw);
    if (legacy.stock === undefined && legacy.stockSet === undefined) return false;
    const steps: Step<MoveFailure>[] = [];
    if (!keepItem) {
      const stock = storeStockItem.toItem({ storeId, productId, stock: legacy.stock ?? 0, stockSet: legacy.stockSet, updatedAt: now.toISOString() });
      steps.push({
        item: { Put: { TableName: tableName, Item: stock, ConditionExpression: 'attribute_not_exists(pk)' } },
        onConditionFailed: () => 'stock-item-exists',
      });
    }
    steps.push(removeLegacyStock(productId, legacy));
    const result = await transact(steps);
    if (result.ok) return !keepItem;
    if (result.failure === 'stock-item-exists') keepItem = true;
    else raw = (await db.send(new GetCommand({ TableName: tableName, Key: keys.product(productId), ConsistentRead: true }))).Item;
  }
  if (!raw) return false;
  throw new Error(`product ${productId}: its stock kept changing while it was moved to the default store; run the migration again`);
}

/** REMOVE stock, stockSet from the product, only while they are the values read. */
function removeLegacyStock(productId: string, legacy: { stock?: number; stockSet?: number }): Step<MoveFailure> {
  const is = (c: Conditions<'stock' | 'stockSet'>, name: 'stock' | 'stockSet') => {
    const value = legacy[name];
    return value === undefined ? c.missing(name) : c.eq(name, value);
  };
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: keys.product(productId),
        ...update(productItem.legacyStock)
          .remove('stock', 'stockSet')
          .when((c) => c.and(c.itemExists(), is(c, 'stock'), is(c, 'stockSet')))
          .build(),
      },
    },
    onConditionFailed: () => 'product-changed',
  };
}

/** Gives an order from before stores the default store, counting it in the store's load when open. */
async function assignOrder(store: StoreRecord, read: OrderRecord): Promise<boolean> {
  let order: OrderRecord | undefined = read;
  for (let round = 1; order && !order.storeId && round <= MAX_ROUNDS; round++) {
    const atStore = keys.orderAtStore(store._id, order._id);
    const status = order.status;
    const result = await transact<'changed'>([
      {
        item: {
          Update: {
            TableName: tableName,
            Key: keys.order(order.userId, order._id),
            ...update(orderItem.schema)
              .set('storeId', store._id)
              .set('storeName', store.name)
              .setKeys(atStore)
              .when((c) => c.and(c.itemExists(), c.missing('storeId'), c.eq('status', status)))
              .build(),
          },
        },
        onConditionFailed: () => 'changed',
      },
      ...(isUnfinishedOrderStatus(order.status) ? loadSteps<'changed'>([{ order: { storeId: store._id }, from: undefined, to: order.status }]) : []),
    ]);
    if (result.ok) return true;
    const fresh: Record<string, unknown> | undefined = (
      await db.send(new GetCommand({ TableName: tableName, Key: keys.order(order.userId, order._id), ConsistentRead: true }))
    ).Item;
    order = fresh ? orderItem.fromItem(fresh) : undefined;
  }
  if (!order || order.storeId) return false;
  throw new Error(`order ${order._id}: its status kept changing while it was given the default store; run the migration again`);
}
