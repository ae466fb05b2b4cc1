/**
 * The stores and their zones (data/items/store.ts, pincode-zone.ts, store-load.ts): reads every
 * use case shares. Writes (create, update, delete) sit beside them.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../../core/ids.js';
import type { StoreCapacity } from '../../core/capacity.js';
import type { StoreRecord, StoreZone } from '../../core/stores.js';
import { keepZoneCentres } from '../../core/rider-eta.js';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as pincodeZoneItem from '../items/pincode-zone.js';
import * as storeItem from '../items/store.js';
import * as storeLoadItem from '../items/store-load.js';
import { batchGet } from './batch-get.js';
import { CLAIM_CONFLICT_RETRIES } from './name-claims.js';
import { listStoreStock } from './store-stock.js';
import { nextUpdatedAt, numberOf, stringOf, transact, type Step, type TransactResult } from './transact.js';

/** Every store, by name (one Query: stores are few). `consistent` for the admin's writes and checkout. */
export async function listStores(options: { consistent?: boolean } = {}): Promise<StoreRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allStores().pk },
    ConsistentRead: options.consistent ?? false,
  });
  return items.map(storeItem.fromItem).sort((a, b) => a.name.localeCompare(b.name));
}

export async function getStore(storeId: string, options: { consistent?: boolean } = {}): Promise<StoreRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.store(storeId), ConsistentRead: options.consistent ?? false }));
  return result.Item ? storeItem.fromItem(result.Item) : undefined;
}

/** The store whose zone holds the pincode (one GetItem), with the riding time. */
export async function findZone(pincode: string, options: { consistent?: boolean } = {}): Promise<pincodeZoneItem.PincodeZone | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: pincodeZoneItem.key(pincode), ConsistentRead: options.consistent ?? false }));
  return result.Item ? pincodeZoneItem.fromItem(result.Item) : undefined;
}

/** One store's order counters now (strongly consistent: the delete check). */
async function storeLoad(storeId: string): Promise<storeLoadItem.StoreLoad> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: storeLoadItem.key(storeId), ConsistentRead: true }));
  return result.Item ? storeLoadItem.fromItem(result.Item) : { storeId, openOrders: 0, unfinishedOrders: 0 };
}

/** Open orders now per store (one BatchGet); a store with no item has 0. */
export async function openOrderCounts(storeIds: readonly string[], options: { consistent?: boolean } = {}): Promise<Map<string, number>> {
  const counts = new Map(storeIds.map((id) => [id, 0]));
  if (storeIds.length === 0) return counts;
  const items = await batchGet(
    storeIds.map((id) => storeLoadItem.key(id)),
    { projection: storeLoadItem.projection, consistent: options.consistent },
  );
  for (const item of items) {
    const load = storeLoadItem.fromItem(item);
    counts.set(load.storeId, load.openOrders);
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Writes (the admin's Stores page). Every write is one transaction: the store, its zone claims
// (items/pincode-zone.ts, `attribute_not_exists`: a pincode in one store's zones, also when two
// admins save at once) and, when the default store changes, the old default, conditional on what
// was read; a lost race is retried from a fresh read.

/** What an admin sets of a store (core/stores.ts StoreRecord without ids, times, the default flag and the invoice prefix). */
export type StoreFields = Omit<StoreRecord, '_id' | 'isDefault' | 'invoicePrefix' | 'createdAt' | 'updatedAt'>;

/** An update: only the fields sent change; `capacity: null` takes the capacity rule off. */
export type StoreChanges = Partial<Omit<StoreFields, 'capacity'>> & { capacity?: StoreCapacity | null; isDefault?: true };

export type StoreFailure =
  | { kind: 'not-found' }
  /** Another store's zones hold this pincode. */
  | { kind: 'zone-taken'; pincode: string; storeId: string; storeName: string }
  | { kind: 'open-orders'; storeName: string; count: number }
  /** Orders awaiting payment or back from a failed delivery (core/open-orders.ts UNFINISHED_ORDER_STATUSES). */
  | { kind: 'unfinished-orders'; storeName: string; count: number }
  /** Products with stock above 0 there. */
  | { kind: 'has-stock'; storeName: string; products: number }
  | { kind: 'default-store'; storeName: string }
  | { kind: 'changed' };

export type StoreResult<T> = { ok: true; value: T } | { ok: false; failure: StoreFailure };

const MAX_ATTEMPTS = 3;
const changed = (): StoreFailure => ({ kind: 'changed' });

/** Runs `once` again while it lost a race with another admin's write (a fresh read each time). */
async function retried<T>(once: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> {
  for (let attempt = 1; ; attempt++) {
    const result = await once();
    if (result.ok || result.failure.kind !== 'changed' || attempt >= MAX_ATTEMPTS) return result;
  }
}

/** A pincode's claim for this store: only while nobody else holds it (kept claims are rewritten with their new riding time). */
function claimZone(storeId: string, zone: StoreZone): Step<StoreFailure> {
  return {
    item: {
      Put: {
        TableName: tableName,
        Item: pincodeZoneItem.toItem({ pincode: zone.pincode, storeId, travelMinutes: zone.travelMinutes }),
        ConditionExpression: 'attribute_not_exists(pk) OR storeId = :me',
        ExpressionAttributeValues: { ':me': storeId },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    // The store's name is looked up once the transaction is over (named()).
    onConditionFailed: (old) => ({ kind: 'zone-taken', pincode: zone.pincode, storeId: stringOf(old, 'storeId') ?? '', storeName: '' }),
  };
}

/** Gives a pincode back; never another store's claim. */
function releaseZone(storeId: string, pincode: string): Step<StoreFailure> {
  return {
    item: {
      Delete: {
        TableName: tableName,
        Key: pincodeZoneItem.key(pincode),
        ConditionExpression: 'attribute_not_exists(pk) OR storeId = :me',
        ExpressionAttributeValues: { ':me': storeId },
      },
    },
    onConditionFailed: changed,
  };
}

/** The store written whole, on the condition that it is still what was read (`seen`), or new. */
function putStore(record: StoreRecord, seen: string | undefined): Step<StoreFailure> {
  return {
    item: {
      Put: {
        TableName: tableName,
        Item: storeItem.toItem(record),
        ConditionExpression: seen === undefined ? 'attribute_not_exists(pk)' : 'attribute_exists(pk) AND updatedAt = :seen',
        ...(seen === undefined ? {} : { ExpressionAttributeValues: { ':seen': seen } }),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    onConditionFailed: (old) => (old || seen === undefined ? { kind: 'changed' } : { kind: 'not-found' }),
  };
}

/**
 * The other stores that are default now stop being it (one, unless data says otherwise), each
 * conditional on the state read and moving its `updatedAt`, so an edit of that store computed from
 * before cannot put `isDefault` back.
 */
function unsetDefaults(stores: readonly StoreRecord[], selfId: string): Step<StoreFailure>[] {
  return stores
    .filter((s) => s.isDefault && s._id !== selfId)
    .map((s) => ({
      item: {
        Update: {
          TableName: tableName,
          Key: keys.store(s._id),
          ...update(storeItem.schema)
            .set('isDefault', false)
            .set('updatedAt', nextUpdatedAt(s.updatedAt))
            .when((c) => c.and(c.eq('isDefault', true), c.eq('updatedAt', s.updatedAt)))
            .build(),
        },
      },
      onConditionFailed: changed,
    }));
}

/** The zone-taken failure names the store holding the pincode (the condition returned only its id). */
async function named<T>(result: TransactResult<StoreFailure>, value: T): Promise<StoreResult<T>> {
  if (result.ok) return { ok: true, value };
  const failure = result.failure;
  if (failure.kind !== 'zone-taken') return result;
  const holder = failure.storeId ? await getStore(failure.storeId, { consistent: true }) : undefined;
  return { ok: false, failure: { ...failure, storeName: holder?.name ?? 'another store' } };
}

/** A pause reason only while paused. */
const withReason = (record: StoreRecord): StoreRecord => ({ ...record, reason: record.paused ? record.reason : '' });

/**
 * A new store and its zone claims in one transaction. It becomes the default store when asked, or
 * when it is the first store; the old default stops being it in the same transaction.
 */
export function createStore(fields: StoreFields & { isDefault?: boolean }): Promise<StoreResult<StoreRecord>> {
  const _id = newId();
  return retried(async () => {
    const stores = await listStores({ consistent: true });
    const now = new Date().toISOString();
    const { isDefault: asked, ...rest } = fields;
    const record = withReason({ ...rest, _id, isDefault: asked === true || stores.length === 0, createdAt: now, updatedAt: now });
    const steps = [putStore(record, undefined), ...record.zones.map((z) => claimZone(_id, z)), ...(record.isDefault ? unsetDefaults(stores, _id) : [])];
    return named(await transact(steps, { conflictRetries: CLAIM_CONFLICT_RETRIES }), record);
  });
}

/**
 * Changes only the fields sent. Zones added are claimed, zones dropped given back, zones kept with
 * a new riding time rewritten, all in the store's transaction; `isDefault: true` makes it the
 * default store (the old one stops being it). Pausing and resuming are such an update.
 */
export function updateStore(storeId: string, changes: StoreChanges): Promise<StoreResult<StoreRecord>> {
  return retried(async () => {
    const stored = await getStore(storeId, { consistent: true });
    if (!stored) return { ok: false, failure: { kind: 'not-found' } };
    const { capacity, ...others } = changes;
    const sent = Object.fromEntries(Object.entries(others).filter(([, value]) => value !== undefined)) as Partial<StoreFields>;
    const { capacity: kept, ...rest } = stored;
    const record = withReason({
      ...rest,
      ...(capacity === null ? {} : { capacity: capacity ?? kept }),
      ...sent,
      isDefault: stored.isDefault || changes.isDefault === true,
      updatedAt: nextUpdatedAt(stored.updatedAt),
    });
    record.zones = keepZoneCentres(record.zones, stored.zones);
    const before = new Map(stored.zones.map((z) => [z.pincode, z.travelMinutes]));
    const after = new Set(record.zones.map((z) => z.pincode));
    const zoneSteps = [
      ...record.zones.filter((z) => before.get(z.pincode) !== z.travelMinutes).map((z) => claimZone(storeId, z)),
      ...stored.zones.filter((z) => !after.has(z.pincode)).map((z) => releaseZone(storeId, z.pincode)),
    ];
    const becomesDefault = record.isDefault && !stored.isDefault;
    const steps = [putStore(record, stored.updatedAt), ...zoneSteps, ...(becomesDefault ? unsetDefaults(await listStores({ consistent: true }), storeId) : [])];
    return named(await transact(steps, { conflictRetries: CLAIM_CONFLICT_RETRIES }), record);
  });
}

/**
 * Deletes a store with its zone claims and its order counters, in one transaction. Refused for
 * the default store, while any order there is not final (open, awaiting payment or back from a
 * failed delivery: the counters' condition, in the transaction) and while any product has stock
 * there (read consistently just before).
 */
export function deleteStore(storeId: string): Promise<StoreResult<{ _id: string }>> {
  return retried(async () => {
    const stored = await getStore(storeId, { consistent: true });
    if (!stored) return { ok: false, failure: { kind: 'not-found' } };
    const storeName = stored.name;
    if (stored.isDefault) return { ok: false, failure: { kind: 'default-store', storeName } };
    const [load, stock] = await Promise.all([storeLoad(storeId), listStoreStock(storeId, { consistent: true })]);
    const busy = loadFailure(storeName, load);
    if (busy) return { ok: false, failure: busy };
    const stocked = stock.filter((s) => s.stock > 0).length;
    if (stocked > 0) return { ok: false, failure: { kind: 'has-stock', storeName, products: stocked } };
    const result = await transact<StoreFailure>([
      {
        item: {
          Delete: {
            TableName: tableName,
            Key: keys.store(storeId),
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen AND isDefault = :false',
            ExpressionAttributeValues: { ':seen': stored.updatedAt, ':false': false },
          },
        },
        onConditionFailed: changed,
      },
      {
        item: {
          Delete: {
            TableName: tableName,
            Key: storeLoadItem.key(storeId),
            ...storeLoadItem.idleCondition(),
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        onConditionFailed: (old) =>
          loadFailure(storeName, { storeId, openOrders: numberOf(old, storeLoadItem.attributes.openOrders) ?? 0, unfinishedOrders: numberOf(old, storeLoadItem.attributes.unfinishedOrders) ?? 1 }) ?? changed(),
      },
      ...stored.zones.map((z) => releaseZone(storeId, z.pincode)),
    ]);
    return result.ok ? { ok: true, value: { _id: storeId } } : result;
  });
}

/** Why a store's orders keep it from being deleted: open ones first (the busier words), then the unfinished rest. */
function loadFailure(storeName: string, load: storeLoadItem.StoreLoad): StoreFailure | undefined {
  if (load.openOrders > 0) return { kind: 'open-orders', storeName, count: load.openOrders };
  if (load.unfinishedOrders > 0) return { kind: 'unfinished-orders', storeName, count: load.unfinishedOrders };
  return undefined;
}
