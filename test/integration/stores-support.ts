/**
 * Stores for the tests, written as their writers write them (data/items: the store, one zone claim
 * per pincode, stock items), so order and catalog suites need not go through the store admin calls.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { ApiOrder } from '../../functions/core/order-api.js';
import { STORE_DEFAULTS, WEEKDAYS, type StoreRecord } from '../../functions/core/stores.js';
import { keys } from '../../functions/data/keys.js';
import * as pincodeZoneItem from '../../functions/data/items/pincode-zone.js';
import * as storeItem from '../../functions/data/items/store.js';
import * as storeStockItem from '../../functions/data/items/store-stock.js';
import { api, newShopper, table, type TestProduct } from './helpers.js';

const TableName = () => process.env.TABLE_NAME;

/** Open all day, every day. */
export const ALL_DAY = WEEKDAYS.map((day) => ({ day, open: '00:00', close: '00:00' }));

/** A pincode no store serves yet (the demo stores serve 1100xx, 4000xx, 5600xx; the files' fixed blocks are 85xxxx and up: store-support.ts). */
export const unservedPincode = () => String(700_000 + Math.floor(Math.random() * 150_000));

/** A store serving fresh pincodes (travel 6 minutes each), open all day unless told otherwise. */
export async function testStore(fields: Partial<Omit<StoreRecord, 'zones'>> & { pincodes?: number } = {}): Promise<StoreRecord> {
  const { pincodes = 1, ...rest } = fields;
  const at = new Date().toISOString();
  const store: StoreRecord = {
    _id: `test-store-${randomUUID().slice(0, 8)}`,
    name: `Test Store ${randomUUID().slice(0, 4)}`,
    address_line: '1 Test Road',
    city: 'Testpur',
    pincode: '700001',
    mobile: '9800000000',
    zones: [],
    ...STORE_DEFAULTS,
    hours: ALL_DAY,
    paused: false,
    reason: '',
    isDefault: false,
    createdAt: at,
    updatedAt: at,
    ...rest,
  };
  while (store.zones.length < pincodes) {
    const pincode = unservedPincode();
    try {
      await table.send(
        new PutCommand({
          TableName: TableName(),
          Item: pincodeZoneItem.toItem({ pincode, storeId: store._id, travelMinutes: 6 }),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      store.zones.push({ pincode, travelMinutes: 6 });
    } catch (err) {
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    }
  }
  await table.send(new PutCommand({ TableName: TableName(), Item: storeItem.toItem(store) }));
  return store;
}

/** A product's stock at a store, as an admin's Stock view sets it. */
export async function putStoreStock(storeId: string, productId: string, stock: number): Promise<void> {
  await table.send(new PutCommand({ TableName: TableName(), Item: storeStockItem.toItem({ storeId, productId, stock, stockSet: stock, updatedAt: new Date().toISOString() }) }));
}

/** A product's stock at a store straight from the table (no item: 0). */
export async function storeStockOf(storeId: string, productId: string): Promise<number> {
  const item = (await table.send(new GetCommand({ TableName: TableName(), Key: keys.storeStock(storeId, productId), ConsistentRead: true }))).Item;
  return item ? storeStockItem.fromItem(item).stock : 0;
}

/** A store's open orders now, from its load counter (no item: 0). */
export async function openOrdersAt(storeId: string): Promise<number> {
  const item = (await table.send(new GetCommand({ TableName: TableName(), Key: keys.storeLoad(storeId), ConsistentRead: true }))).Item;
  return Number(item?.openOrders ?? 0);
}

/** A new shopper with an address in the store's first zone, who places a cash order of `lines` there. */
export async function shopperAt(store: StoreRecord, lines: { product: TestProduct; qty: number }[]) {
  const shopper = await newShopper();
  const token = shopper.accessToken;
  const address = await api<{ _id: string }>('POST', '/api/address/create', {
    token,
    body: { address_line: '7 Test Lane', city: 'Testpur', state: 'Maharashtra', country: 'India', pincode: store.zones[0]!.pincode, mobile: '9876501234' },
  });
  expect(address.status, address.body.message).toBe(200);
  for (const { product, qty } of lines) {
    expect((await api('POST', '/api/cart/create', { token, body: { productId: product._id }, headers: { 'x-store-id': store._id } })).status).toBe(200);
    if (qty > 1) expect((await api('PUT', '/api/cart/update-qty', { token, body: { _id: product._id, qty }, headers: { 'x-store-id': store._id } })).status).toBe(200);
  }
  const placed = await api<ApiOrder>('POST', '/api/order/cash-on-delivery', { token, body: { addressId: address.body.data!._id } });
  expect(placed.status, placed.body.message).toBe(200);
  return { token, userId: shopper.userId, orderId: placed.body.data!._id };
}
