/** Stores for integration tests: fresh pincodes, a store through the admin API, its open-order counter. */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiStore, StoreRequest } from '../../functions/core/contracts/store.js';
import { WEEKDAYS } from '../../functions/core/stores.js';
import * as storeLoadItem from '../../functions/data/items/store-load.js';
import { api, table, tokenFor } from './helpers.js';

/**
 * Each file's own block of a hundred pincodes, in 85xxxx (the demo stores serve 1100xx, 4000xx and
 * 5600xx; testStore's random pincodes stay below 850000). Fixed, not random: two files drawing the
 * same block, or a random store landing in one, made a store create answer 409 now and then.
 */
const PINCODE_BLOCKS = {
  bill: 8500,
  'guest-bill': 8501,
  stores: 8502,
  'stores-more': 8503,
  'store-zone-centres': 8504,
  'store-capacity': 8505,
} as const;

/** The pincodes of a file's block, handed out in turn. */
export function pincodeBlock(file: keyof typeof PINCODE_BLOCKS): () => string {
  const block = PINCODE_BLOCKS[file];
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
