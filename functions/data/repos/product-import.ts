/**
 * The writes of a product import (services/product-import.ts), row by row, each row one
 * transaction: a new product with its SKU's claim and its stock per store, or an existing one's
 * changed fields (on the `updatedAt` it was read with) and stock. Unlike the product form's writes
 * they leave two things to the end of each batch of rows, so that 5,000 rows do not become 5,000
 * catalog builds or 5,000 writes of one category's counter: the link counters (one ADD per
 * category touched, applyLinkCounts) and the catalog version (one bump per import, bumpVersion).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as productItem from '../items/product.js';
import * as skuClaimItem from '../items/sku-claim.js';
import * as storeStockItem from '../items/store-stock.js';
import { batchGet } from './batch-get.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { stockSetStep } from './stock-writes.js';
import { nextUpdatedAt, transact, type Step } from './transact.js';
import { skuKey, type ProductRecord } from '../../core/product.js';

export interface StoredProduct {
  record: ProductRecord;
  /** Per store: the live stock and the stock an admin last set there. */
  stock: Map<string, { stock: number; stockSet?: number }>;
}

/** The products holding these SKUs (by skuKey), with their stock at these stores; consistent reads. */
export async function productsBySku(skus: readonly string[], storeIds: readonly string[]): Promise<Map<string, StoredProduct>> {
  if (skus.length === 0) return new Map();
  const claims = await batchGet(skus.map((sku) => skuClaimItem.key(sku)), { consistent: true });
  const owners = new Map(claims.map((item) => [String(item.pk), skuClaimItem.fromItem(item).ownerId]));
  const ids = [...new Set(owners.values())];
  if (ids.length === 0) return new Map();
  const items = await batchGet([...ids.map((id) => keys.product(id)), ...storeIds.flatMap((s) => ids.map((id) => storeStockItem.key(s, id)))], { consistent: true });
  const byId = new Map<string, StoredProduct>();
  const stockItems: storeStockItem.StoreStock[] = [];
  for (const item of items) {
    if (String(item.pk).startsWith('STOCK#')) stockItems.push(storeStockItem.fromItem(item));
    else {
      const record = productItem.fromItem(item);
      byId.set(record._id, { record, stock: new Map() });
    }
  }
  for (const s of stockItems) byId.get(s.productId)?.stock.set(s.storeId, { stock: s.stock, ...(s.stockSet === undefined ? {} : { stockSet: s.stockSet }) });
  const result = new Map<string, StoredProduct>();
  for (const [pk, id] of owners) {
    const product = byId.get(id);
    if (product) result.set(pk.slice('SKU#'.length), product);
  }
  return result;
}

export type RowFailure = 'sku-taken' | 'changed';
export type StockWrite = { storeId: string; stock: number };

const stockSteps = (productId: string, stock: readonly StockWrite[], at: string): Step<RowFailure>[] =>
  stock.map((s) => stockSetStep<RowFailure>({ storeId: s.storeId, productId, stock: s.stock, at }));

/** A new product, its SKU's claim (none may hold it) and its stock, in one transaction. */
export async function createImported(record: ProductRecord, stock: readonly StockWrite[]): Promise<RowFailure | 'ok'> {
  const result = await transact<RowFailure>([
    { item: { Put: { TableName: tableName, Item: productItem.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' } } },
    { item: { Put: { TableName: tableName, Item: skuClaimItem.toItem(record.sku, record._id), ConditionExpression: 'attribute_not_exists(pk)' } }, onConditionFailed: () => 'sku-taken' },
    ...stockSteps(record._id, stock, record.updatedAt),
  ]);
  return result.ok ? 'ok' : result.failure;
}

const EDITABLE = ['name', 'image', 'category', 'subCategory', 'unit', 'pricePaise', 'discount', 'description', 'more_details', 'updatedAt'] as const;

/** An existing product's new fields (when `record` is given; on the `updatedAt` read) and stock, in one transaction. */
export async function updateImported(stored: ProductRecord, record: ProductRecord | undefined, stock: readonly StockWrite[]): Promise<RowFailure | 'ok'> {
  const at = record?.updatedAt ?? nextUpdatedAt(stored.updatedAt);
  const steps: Step<RowFailure>[] = stockSteps(stored._id, stock, at);
  if (record) {
    const written = EDITABLE.map((a): [string, unknown] => [a, record[a]]);
    steps.unshift({
      item: {
        Update: {
          TableName: tableName,
          Key: keys.product(stored._id),
          UpdateExpression: `SET ${written.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND #seen = :seen',
          ExpressionAttributeNames: { ...Object.fromEntries(written.map(([a], i) => [`#a${i}`, a])), '#seen': 'updatedAt' },
          ExpressionAttributeValues: { ...Object.fromEntries(written.map(([, value], i) => [`:a${i}`, value])), ':seen': stored.updatedAt },
        },
      },
      onConditionFailed: () => 'changed',
    });
  }
  if (steps.length === 0) return 'ok';
  const result = await transact<RowFailure>(steps);
  return result.ok ? 'ok' : result.failure;
}

/** The batch's net change of each category's and sub category's productCount (one ADD each, only where it still exists). */
export async function applyLinkCounts(deltas: { categories: Map<string, number>; subCategories: Map<string, number> }): Promise<void> {
  const updates = [
    ...[...deltas.categories].map(([id, delta]) => ({ key: keys.category(id), delta })),
    ...[...deltas.subCategories].map(([id, delta]) => ({ key: keys.subCategory(id), delta })),
  ].filter((u) => u.delta !== 0);
  await Promise.all(
    updates.map(async ({ key, delta }) => {
      try {
        await db.send(
          new UpdateCommand({ TableName: tableName, Key: key, UpdateExpression: 'ADD productCount :d', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':d': delta } }),
        );
      } catch (err) {
        // Deleted meanwhile: nothing left to count.
        if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
      }
    }),
  );
}

/** One catalog version bump for the whole import: one build of the catalog object. */
export async function bumpVersion(): Promise<void> {
  await transact([bumpCatalogVersion()]);
}

export { skuKey };
