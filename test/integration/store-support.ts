/** Stores for integration tests: fresh pincodes, a store through the admin API, its open-order counter. */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiStore, StoreRequest } from '../../functions/core/contracts/store.js';
import { WEEKDAYS } from '../../functions/core/stores.js';
import * as storeLoadItem from '../../functions/data/items/store-load.js';
import { api, table, tokenFor } from './helpers.js';

/**
 * Pincodes no seeded store serves and no other test file takes: one random block of a hundred in
 * 7xxxxx (the demo stores serve 1100xx, 4000xx and 5600xx) per file, handed out in turn.
 */
export function pincodeBlock(): () => string {
  const block = 7000 + Math.floor(Math.random() * 3000);
  let next = 0;
  return () => {
    if (next > 99) throw new Error('this file used its hundred pincodes');
    return `${block}${String(next++).padStart(2, '0')}`;
  };
}

/** Open all day, every day (open = close): tests do not depend on the hour they run at. */
export const ALWAYS_OPEN = WEEKDAYS.map((day) => ({ day, open: '00:00', close: '00:00' }));

export function storeBody(fields: Partial<StoreRequest> = {}): StoreRequest {
  return {
    name: `Test Store ${randomUUID().slice(0, 8)}`,
    address_line: '1 Test Lane',
    city: 'Pune',
    pincode: '411001',
    mobile: '9876501234',
    zones: [],
    prepMinutes: 3,
    maxOpenOrders: 10,
    hours: ALWAYS_OPEN,
    paused: false,
    reason: '',
    ...fields,
  };
}

/** A store created by the admin (throws on refusal). */
export async function createTestStore(fields: Partial<StoreRequest> = {}): Promise<ApiStore> {
  const res = await api<ApiStore>('POST', '/api/store/create', { token: await tokenFor('admin'), body: storeBody(fields) });
  if (res.status !== 200) throw new Error(`store create answered ${res.status}: ${res.body.message}`);
  return res.body.data!;
}

/** Moves a store's open-order counter as the order transactions do (an open order is also unfinished: both move). */
export async function moveOpenOrders(storeId: string, delta: number): Promise<void> {
  await table.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: storeLoadItem.key(storeId),
      ...storeLoadItem.move(storeId, { open: delta, unfinished: delta }).build(),
    }),
  );
}
