/**
 * The admin's Stores page: stores as the admin sees them (with open orders and whether they are
 * open now), and the writes of repos/stores.ts with their refusals in the admin's words. Every
 * write invalidates this container's store directory (services/stores/store-directory.ts).
 */
import { NO_LOAD, type CapacityLoad } from '../../core/capacity.js';
import { capacityNow } from '../../core/capacity-now.js';
import type { ApiStore } from '../../core/contracts/store.js';
import { toApiStoreFees } from '../../core/contracts/store-fees.js';
import { openState, type StoreRecord } from '../../core/stores.js';
import {
  createStore,
  deleteStore,
  getStore,
  listStores,
  updateStore,
  type StoreChanges,
  type StoreFailure,
  type StoreFields,
  type StoreResult,
} from '../../data/repos/stores.js';
import { capacityLoads } from '../../data/repos/store-capacity.js';
import { emptyStoreStock } from '../../data/repos/store-stock.js';
import type { EmptiedStock } from '../../core/contracts/store-stock.js';
import { BadRequest, Conflict, NotFound, type HttpError } from '../../platform/errors.js';
import { invalidateStoreDirectory } from './store-directory.js';

export function toApiStore(record: StoreRecord, load: CapacityLoad, now: Date = new Date()): ApiStore {
  return { ...record, fees: toApiStoreFees(record.fees), openOrders: load.openOrders, ...openState(record.hours, now), capacityNow: capacityNow(record, load) };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function storeError(failure: StoreFailure): HttpError {
  switch (failure.kind) {
    case 'not-found':
      return new NotFound('Store not found');
    case 'zone-taken':
      return new Conflict(`Pincode ${failure.pincode} is already served by ${failure.storeName}`);
    case 'open-orders':
      return new Conflict(`${failure.storeName} has ${plural(failure.count, 'open order')}; deliver or cancel them before deleting the store`);
    case 'unfinished-orders':
      return new Conflict(
        `${failure.storeName} has ${plural(failure.count, 'order')} awaiting payment or back from a failed delivery; finish or cancel them before deleting the store`,
      );
    case 'has-stock':
      return new Conflict(`${failure.storeName} still has stock of ${plural(failure.products, 'product')}; set it to 0 before deleting the store`);
    case 'default-store':
      return new Conflict(`${failure.storeName} is the default store; make another store the default before deleting it`);
    case 'changed':
      return new Conflict('Store was changed by someone else at the same time; reload and try again');
  }
}

/** Every store, read consistently (the admin just saved), with its open orders and capacity now. */
export async function storesForAdmin(now: Date = new Date()): Promise<ApiStore[]> {
  const stores = await listStores({ consistent: true });
  const loads = await capacityLoads(stores, { consistent: true });
  return stores.map((s) => toApiStore(s, loads.get(s._id) ?? NO_LOAD, now));
}

async function written<T>(write: Promise<StoreResult<T>>): Promise<T> {
  try {
    const result = await write;
    if (!result.ok) throw storeError(result.failure);
    return result.value;
  } finally {
    invalidateStoreDirectory();
  }
}

async function presented(record: StoreRecord): Promise<ApiStore> {
  const loads = await capacityLoads([record], { consistent: true });
  return toApiStore(record, loads.get(record._id) ?? NO_LOAD);
}

export async function addStore(fields: StoreFields & { isDefault?: boolean }): Promise<ApiStore> {
  return presented(await written(createStore(fields)));
}

export async function changeStore(storeId: string, changes: StoreChanges): Promise<ApiStore> {
  return presented(await written(updateStore(storeId, changes)));
}

export async function removeStore(storeId: string): Promise<{ _id: string }> {
  return written(deleteStore(storeId));
}

/** Every product's stock at the store to 0, or moved to `moveTo` (repos/store-stock.ts emptyStoreStock). */
export async function emptyStock(storeId: string, moveTo?: string): Promise<EmptiedStock> {
  if (moveTo === storeId) throw new BadRequest('moveTo: choose another store to move the stock to');
  // Asked first: a store with no stock runs no transaction that would find it missing.
  const [store, target] = await Promise.all([getStore(storeId, { consistent: true }), moveTo ? getStore(moveTo, { consistent: true }) : undefined]);
  if (!store) throw new NotFound('Store not found');
  if (moveTo && !target) throw new NotFound('The store to move the stock to was not found');
  const result = await emptyStoreStock(storeId, moveTo);
  if (!result.ok) {
    switch (result.failure.kind) {
      case 'store-not-found':
        throw new NotFound('Store not found');
      case 'move-to-not-found':
        throw new NotFound('The store to move the stock to was not found');
      case 'stock-changed':
        throw new Conflict(`Sales kept changing the stock; ${result.products} products were done, try again for the rest`);
    }
  }
  return { _id: storeId, moveTo: moveTo ?? null, products: result.products, units: result.units };
}
