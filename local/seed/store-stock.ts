/**
 * The demo stock of each demo store (local/seed/stores.ts) as store stock items: different per store, so choosing another location
 * visibly changes what is in stock.
 * - Mumbai Central (the default store): the demo list's own stock (what the catalog showed before
 *   stores), so a visitor who picks no location sees the store as before.
 * - Bengaluru Indiranagar: its own numbers; about one product in eight sold out there (some of them
 *   in stock in Mumbai), and the products sold out in Mumbai are in stock there.
 * - Delhi Connaught Place (paused): a little of everything.
 * Pure: the seed writes what this returns.
 */
import { createHash } from 'node:crypto';
import type { StoreRecord } from '../../functions/core/stores.js';
import * as storeStockItem from '../../functions/data/items/store-stock.js';
import { DEFAULT_SEED_STORE, SEED_STORES } from './stores.js';

export type StoreStockItem = ReturnType<typeof storeStockItem.toItem>;

const hashOf = (text: string) => createHash('sha256').update(text).digest().readUInt32LE(0);

/** Each store's stock of one product whose demo stock (the default store's) is `base`. */
export function demoStock(storeId: string, slug: string, base: number): number {
  const store = SEED_STORES.find((s) => s._id === storeId);
  if (!store || store.isDefault) return base;
  const h = hashOf(`${storeId}|${slug}`);
  if (!store.paused && base === 0) return 6 + (h % 20);
  if (!store.paused && h % 8 === 0) return 0;
  return store.paused ? 1 + (h % 5) : 2 + (h % 45);
}

/** The stock items of the demo stores (all by default) for these products (`base`: the demo list's stock). */
export function demoStoreStock(
  products: readonly { _id: string; slug: string; base: number }[],
  updatedAt: string,
  stores: readonly StoreRecord[] = SEED_STORES,
): StoreStockItem[] {
  return stores.flatMap((store) =>
    products.map((p) => {
      const stock = demoStock(store._id, p.slug, p.base);
      return storeStockItem.toItem({ storeId: store._id, productId: p._id, stock, stockSet: stock, updatedAt });
    }),
  );
}

/** The seed's stock: the demo list at every demo store, the benchmark's variants at the default store only. */
export function seedStock(products: readonly { _id: string; slug: string; base: number; variant: boolean }[], updatedAt: string): StoreStockItem[] {
  return [
    ...demoStoreStock(products.filter((p) => !p.variant), updatedAt),
    ...demoStoreStock(products.filter((p) => p.variant), updatedAt, [DEFAULT_SEED_STORE]),
  ];
}
