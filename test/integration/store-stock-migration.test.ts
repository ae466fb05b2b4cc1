/**
 * The stock-per-store migration (functions/data/migrations/store-stock.ts) on a copy of today's
 * data: a table of its own in the stack's DynamoDB Local, holding products and orders exactly as
 * the version before stores wrote them (stock and stockSet on the product, orders without a store).
 * Every stock survives, in the default store the migration creates; a second run changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrder } from '../../functions/core/order-record.js';
import { toProductRecord, type ProductRecord } from '../../functions/core/product.js';
import { keys } from '../../functions/data/keys.js';
import * as orderItem from '../../functions/data/items/order.js';
import * as productItem from '../../functions/data/items/product.js';
import type * as Migration from '../../functions/data/migrations/store-stock.js';
import type * as Products from '../../functions/data/repos/products.js';
import { ensureTable } from '../../local/provision.js';
import { DEFAULT_SEED_STORE } from '../../local/seed/stores.js';
import { partition, table } from './helpers.js';

const copy = `quickbasket-migration-${randomUUID().slice(0, 8)}`;
const stackTable = process.env.TABLE_NAME;
let migration: typeof Migration;
let products: typeof Products;

const at = '2026-10-01T10:00:00.000Z';
const record = (i: number): ProductRecord =>
  toProductRecord(
    `legacy${String(i).padStart(4, '0')}`,
    { name: `Legacy Product ${i}`, image: ['/media/product/legacy.webp'], category: ['c1'], subCategory: ['s1'], unit: '1 pc', stock: 0, pricePaise: 1000 + i, discount: 0, description: 'From before stores.', more_details: {} },
    { category: [{ _id: 'c1', name: 'Dairy' }], subCategory: [{ _id: 's1', name: 'Milk' }] },
    { createdAt: at, updatedAt: at },
  );

/** A product item exactly as the version before stores wrote it (its items/product.ts toItem). */
const legacyProductItem = (product: ProductRecord, stock: number, stockSet?: number) => ({
  ...keys.product(product._id),
  ...keys.productListing(product.createdAt, product._id),
  type: 'product' as const,
  ...product,
  stock,
  ...(stockSet === undefined ? {} : { stockSet }),
});

/** 60 products: sold since the admin set them (stock below stockSet), sold out, and from before stockSet. */
const legacy = Array.from({ length: 60 }, (_, i) => ({
  product: record(i),
  stock: i % 7 === 0 ? 0 : (i * 37) % 50,
  stockSet: i % 5 === 0 ? undefined : 50 + i,
}));

const legacyOrder = (status: 'placed' | 'delivered' | 'pending_payment') => {
  const order = buildOrder({
    id: `0000legacy${status}`,
    userId: 'legacy-user',
    paymentMethod: status === 'pending_payment' ? 'card' : 'cod',
    cart: [{ _id: 'legacy0001', productId: 'legacy0001', quantity: 1 }],
    products: new Map([['legacy0001', record(1)]]),
    address: { _id: 'a1', address_line: '1 Old Road', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400001', mobile: '9876501234' },
    now: new Date(at),
  });
  return { ...order, status };
};
const orders = [legacyOrder('placed'), legacyOrder('delivered'), legacyOrder('pending_payment')];

const scanCopy = async () => {
  const items = (await table.send(new ScanCommand({ TableName: copy, ConsistentRead: true }))).Items ?? [];
  return items.sort((a, b) => `${a.pk} ${a.sk}`.localeCompare(`${b.pk} ${b.sk}`));
};

beforeAll(async () => {
  await ensureTable(copy);
  for (const { product, stock, stockSet } of legacy) await table.send(new PutCommand({ TableName: copy, Item: legacyProductItem(product, stock, stockSet) }));
  for (const order of orders) await table.send(new PutCommand({ TableName: copy, Item: orderItem.toItem(order) }));
  // The new version deployed, an admin set one product's stock before the migration ran: that stock item wins.
  const { MIGRATION_DEFAULT_STORE_ID } = await import('../../functions/data/migrations/store-stock.js');
  const set = legacy[1]!.product._id;
  await table.send(
    new PutCommand({ TableName: copy, Item: { ...keys.storeStock(MIGRATION_DEFAULT_STORE_ID, set), type: 'store-stock', storeId: MIGRATION_DEFAULT_STORE_ID, productId: set, stock: 99, stockSet: 99 } }),
  );
  // The data layer reads its table name when it loads, as at a cold start: load it again for the copy.
  vi.resetModules();
  process.env.TABLE_NAME = copy;
  migration = await import('../../functions/data/migrations/store-stock.js');
  products = await import('../../functions/data/repos/products.js');
}, 60_000);

afterAll(() => {
  process.env.TABLE_NAME = stackTable;
});

describe('the stock-per-store migration on data written before stores', () => {
  it('creates the default store, moves every stock into it, gives the orders the store, once', async () => {
    const result = await migration.migrateStoreStock();
    expect(result).toEqual({ skipped: false, createdStore: true, products: legacy.length - 1, orders: orders.length });
    const storeId = migration.MIGRATION_DEFAULT_STORE_ID;

    const store = (await table.send(new GetCommand({ TableName: copy, Key: keys.store(storeId) }))).Item!;
    expect(store).toMatchObject({ name: 'Default store', isDefault: true, zones: [], paused: false });

    const after = await scanCopy();
    const moved = await products.getProductsAtStore(storeId, legacy.map((l) => l.product._id), { consistent: true });
    for (const [i, { product, stock, stockSet }] of legacy.entries()) {
      const item = after.find((x) => x.pk === keys.product(product._id).pk)!;
      expect(item, product._id).not.toHaveProperty('stock');
      expect(item, product._id).not.toHaveProperty('stockSet');
      expect(productItem.fromItem(item)).toEqual(product);
      const stockItem = after.find((x) => x.pk === keys.storeStock(storeId, product._id).pk && x.sk === keys.storeStock(storeId, product._id).sk)!;
      if (i === 1) {
        expect(stockItem).toMatchObject({ stock: 99, stockSet: 99 });
        continue;
      }
      expect(stockItem, product._id).toMatchObject({ storeId, productId: product._id, stock });
      expect(stockItem.stockSet, product._id).toBe(stockSet);
      expect(moved.get(product._id)?.stock, product._id).toBe(stock);
    }

    for (const order of orders) {
      const item = after.find((x) => x.sk === keys.order(order.userId, order._id).sk)!;
      expect(item).toMatchObject({ storeId, storeName: 'Default store', ...keys.orderAtStore(storeId, order._id), status: order.status });
      expect(orderItem.fromItem(item)).toEqual({ ...order, storeId, storeName: 'Default store' });
    }
    // Only the placed order is open: the store's load counts it.
    expect(after.find((x) => x.pk === keys.storeLoad(storeId).pk && x.sk === keys.storeLoad(storeId).sk)).toMatchObject({ openOrders: 1 });

    // Safe to repeat: the marker skips it; without the marker, nothing is left to move.
    expect(await migration.migrateStoreStock()).toEqual({ skipped: true, createdStore: false, products: 0, orders: 0 });
    await table.send(new DeleteCommand({ TableName: copy, Key: keys.migration(migration.STORE_STOCK_MIGRATION) }));
    expect(await migration.migrateStoreStock()).toEqual({ skipped: false, createdStore: false, products: 0, orders: 0 });
    const withoutMarker = (items: Record<string, unknown>[]) => items.filter((x) => x.pk !== 'MIGRATION');
    expect(withoutMarker(await scanCopy())).toEqual(withoutMarker(after));
  });
});

describe('a seeded stack', () => {
  it('keeps the seed\'s Mumbai Central as the default store: the migration at start created none', async () => {
    const stores = (await partition('STORE')).filter((i) => i.type === 'store');
    expect(stores.filter((s) => s.isDefault).map((s) => s._id)).toEqual([DEFAULT_SEED_STORE._id]);
    expect(stores.map((s) => s._id)).not.toContain('store-default');
    expect((await partition('MIGRATION')).map((i) => i.sk)).toContain('store-stock');
  });
});
