/**
 * Stock per store (data/items/store-stock.ts): reads. The order transactions move it
 * (repos/orders/stock.ts); admins set it (the product form for the default store, the Stock view).
 */
import type { StoreStock } from '../items/store-stock.js';
import * as storeStockItem from '../items/store-stock.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import { batchGet } from './batch-get.js';
import { stockAddStep, stockSetStep } from './stock-writes.js';
import { existsStep, numberOf, transact, type TransactResult } from './transact.js';

/**
 * The stock of these products at one store (one BatchGet per 100, in parallel). A product the store
 * never stocked is absent: the caller reads it as 0. `consistent` for cart and checkout.
 */
export async function readStoreStock(storeId: string, productIds: readonly string[], options: { consistent?: boolean } = {}): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const items = await batchGet(
    productIds.map((id) => storeStockItem.key(storeId, id)),
    { projection: storeStockItem.projection, consistent: options.consistent },
  );
  return new Map(items.map((item) => {
    const { productId, stock } = storeStockItem.fromItem(item);
    return [productId, stock];
  }));
}

/** The stock items of these products at one store with their shelves (the Stock view's rows); a product the store never stocked is absent. */
export async function readStockItems(storeId: string, productIds: readonly string[]): Promise<StoreStock[]> {
  if (productIds.length === 0) return [];
  const items = await batchGet(
    productIds.map((id) => storeStockItem.key(storeId, id)),
    { projection: [...storeStockItem.projection, 'shelf'] },
  );
  return items.map(storeStockItem.fromItem);
}

/** Every stock item of one store (one Query, paged): the Stock view's filters and the delete check. */
export async function listStoreStock(storeId: string, options: { consistent?: boolean } = {}): Promise<StoreStock[]> {
  const { pk, skPrefix } = keys.storeStockAll(storeId);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
    ConsistentRead: options.consistent ?? false,
  });
  return items.map(storeStockItem.fromItem);
}

export type StockSetFailure =
  | { kind: 'store-not-found' }
  | { kind: 'product-not-found' }
  /** Sales (or another admin) moved the stock since the admin read it: theirs would undo them. */
  | { kind: 'stock-changed'; stock: number };

/**
 * An admin sets a product's stock at one store (the Stock view): written only while the stock is
 * still `stockSeen`, the stock the admin's row showed (0: also when the store never stocked it), so
 * a sale meanwhile is never overwritten (core/product.ts stockEdit, per store). `stockSet` records
 * what the admin set. The store and the product must exist when it commits.
 */
export async function setStoreStock(input: { storeId: string; productId: string; stock: number; stockSeen: number }): Promise<TransactResult<StockSetFailure>> {
  const { storeId, productId, stock, stockSeen } = input;
  // The existence checks first: a missing store or product is the answer before a stale stock.
  return transact<StockSetFailure>([
    existsStep(keys.store(storeId), () => ({ kind: 'store-not-found' })),
    existsStep(keys.product(productId), () => ({ kind: 'product-not-found' })),
    {
      item: {
        Update: {
          TableName: tableName,
          Key: storeStockItem.key(storeId, productId),
          ...update(storeStockItem.schema)
            .setType(storeStockItem.TYPE)
            .set('storeId', storeId)
            .set('productId', productId)
            .set('stock', stock)
            .set('stockSet', stock)
            .set('updatedAt', new Date().toISOString())
            .when((c) => (stockSeen === 0 ? c.or(c.itemMissing(), c.eq('stock', stockSeen)) : c.eq('stock', stockSeen)))
            .build(),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old) => ({ kind: 'stock-changed', stock: numberOf(old, 'stock') ?? 0 }),
    },
  ]);
}

export type EmptyStockFailure = { kind: 'store-not-found' } | { kind: 'move-to-not-found' } | { kind: 'stock-changed' };

/** Products emptied in parallel (each its own small transaction). */
const EMPTY_PARALLEL = 8;
/** Reads again after a sale changed a product's stock under the move, this often at most. */
const EMPTY_TRIES = 5;

/**
 * Empties one product's stock at `storeId`: set to 0 while it is still `seen` and, with `moveTo`,
 * the same units added there, in one transaction that also checks both stores exist. A sale
 * meanwhile: read again and retry. Already 0: nothing to do, so a repeated call moves nothing more.
 */
async function emptyOne(storeId: string, productId: string, seen: number, moveTo: string | undefined): Promise<{ ok: true; units: number } | { ok: false; failure: EmptyStockFailure }> {
  let stock = seen;
  for (let attempt = 1; stock > 0; attempt++) {
    const at = new Date().toISOString();
    const stale = (): EmptyStockFailure => ({ kind: 'stock-changed' });
    const result = await transact<EmptyStockFailure>([
      existsStep(keys.store(storeId), () => ({ kind: 'store-not-found' })),
      ...(moveTo ? [existsStep<EmptyStockFailure>(keys.store(moveTo), () => ({ kind: 'move-to-not-found' }))] : []),
      stockSetStep<EmptyStockFailure>({ storeId, productId, stock: 0, at }, { onlyIf: stock, onStale: stale }),
      ...(moveTo ? [stockAddStep<EmptyStockFailure>({ storeId: moveTo, productId, quantity: stock, at })] : []),
    ]);
    if (result.ok) return { ok: true, units: stock };
    if (result.failure.kind !== 'stock-changed' || attempt >= EMPTY_TRIES) return result;
    stock = (await readStoreStock(storeId, [productId], { consistent: true })).get(productId) ?? 0;
  }
  return { ok: true, units: 0 };
}

/**
 * Sets every product's stock at a store to 0, or moves it whole to `moveTo` (the admin's one step
 * before deleting a store). Each product is its own conditional transaction, so a sale during the
 * move is never lost nor counted twice, and two admins doing it at once move each unit once.
 */
export async function emptyStoreStock(storeId: string, moveTo?: string): Promise<TransactResult<EmptyStockFailure> & { products: number; units: number }> {
  const stocked = (await listStoreStock(storeId, { consistent: true })).filter((s) => s.stock > 0);
  let products = 0;
  let units = 0;
  let failure: EmptyStockFailure | undefined;
  for (let start = 0; start < stocked.length && !failure; start += EMPTY_PARALLEL) {
    const results = await Promise.all(stocked.slice(start, start + EMPTY_PARALLEL).map((s) => emptyOne(storeId, s.productId, s.stock, moveTo)));
    for (const result of results) {
      if (!result.ok) failure ??= result.failure;
      else if (result.units > 0) {
        products++;
        units += result.units;
      }
    }
  }
  return failure ? { ok: false, failure, products, units } : { ok: true, products, units };
}

/**
 * Sets (or with null clears) where a product is at a store. A product the store never stocked gets
 * its stock item with stock 0, so the shelf is known before the first delivery to it.
 */
export async function setShelf(storeId: string, productId: string, shelf: string | null): Promise<void> {
  const write = update(storeStockItem.schema)
    .setType(storeStockItem.TYPE)
    .setIfMissing('storeId', storeId)
    .setIfMissing('productId', productId)
    .setIfMissing('stock', 0);
  if (shelf === null) write.remove('shelf');
  else write.set('shelf', shelf);
  await db.send(new UpdateCommand({ TableName: tableName, Key: storeStockItem.key(storeId, productId), ...write.build() }));
}
