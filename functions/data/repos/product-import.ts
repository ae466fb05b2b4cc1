/**
 * The writes of a product import (services/files/import-run.ts), a batch of rows at a time: new
 * products' SKU claims (conditional), then the products and stock items in BatchWrites; an existing
 * product's changed fields (conditional on the `updatedAt` read). Unlike the product form's writes
 * they are not one transaction per product, and they leave two things to the end of each batch, so
 * that 5,000 rows do not become 5,000 catalog builds or 5,000 writes of one category's counter: the
 * link counters (one ADD per category touched, applyLinkCounts) and the catalog version (one bump
 * per import, bumpVersion).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as productItem from '../items/product.js';
import * as skuClaimItem from '../items/sku-claim.js';
import * as storeStockItem from '../items/store-stock.js';
import type { LinkCounter } from './transact.js';
import { update, updateNamed, type AttributeOf } from '../update.js';
import { batchGet } from './batch-get.js';
import { batchWrite } from './batch-write.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { transact } from './transact.js';
import { skuKey, type ProductInput, type ProductRecord } from '../../core/product.js';

export interface StoredProduct {
  /** Absent when only its SKU's claim was written (a run cut off before the product): create it under `claimedBy`. */
  record?: ProductRecord;
  claimedBy: string;
  /** Per store: its stock item (the live stock, the stock an admin last set there, the shelf, the batches' ledger). */
  stock: Map<string, storeStockItem.StoreStock>;
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
      byId.set(record._id, { record, claimedBy: record._id, stock: new Map() });
    }
  }
  for (const s of stockItems) byId.get(s.productId)?.stock.set(s.storeId, s);
  const result = new Map<string, StoredProduct>();
  for (const [pk, id] of owners) result.set(pk.slice('SKU#'.length), byId.get(id) ?? { claimedBy: id, stock: new Map() });
  return result;
}

export type StockWrite = { storeId: string; stock: number };

/** SKU claims per TransactWriteItems: each conditional, all or none. */
const CLAIMS_PER_TRANSACTION = 50;

/**
 * Claims new products' SKUs (each `attribute_not_exists`: none may hold it), 50 to a transaction,
 * so a batch of 100 new rows costs two requests, not 100. A transaction cancelled by taken SKUs
 * names them (CancellationReasons); the rest are claimed again without them. Answers the SKUs
 * another product holds. The products follow in putItems: a run cut off in between left claims
 * without products, which productsBySku reports (`claimedBy`) so the next run writes them.
 */
export async function claimSkus(claims: readonly { sku: string; productId: string }[]): Promise<Set<string>> {
  const taken = new Set<string>();
  const chunks: { sku: string; productId: string }[][] = [];
  for (let i = 0; i < claims.length; i += CLAIMS_PER_TRANSACTION) chunks.push(claims.slice(i, i + CLAIMS_PER_TRANSACTION));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending = chunk;
      while (pending.length > 0) {
        const refused = new Set<number>();
        const result = await transact<number>(
          pending.map((claim, i) => ({
            item: { Put: { TableName: tableName, Item: skuClaimItem.toItem(claim.sku, claim.productId), ConditionExpression: 'attribute_not_exists(pk)' } },
            onConditionFailed: () => i,
          })),
          { conditionFailures: (index) => refused.add(index) },
        );
        if (result.ok) return;
        for (const i of refused) taken.add(pending[i]!.sku);
        pending = pending.filter((_, i) => !refused.has(i));
      }
    }),
  );
  return taken;
}

/**
 * New products and stock items, 25 to a BatchWriteItem (unconditional: their SKUs are claimed and
 * their ids new; a stock item is set as the product form sets it). A transaction per row would
 * make DynamoDB Local serialise the whole import (about 60 ms a row here).
 */
export async function putItems(
  products: readonly ProductRecord[],
  stock: readonly { productId: string; at: string; write: StockWrite; stored?: storeStockItem.StoreStock }[],
): Promise<void> {
  const items: Record<string, unknown>[] = [
    ...products.map((record) => productItem.toItem(record)),
    // The item as read keeps what the import does not set: its shelf and its batches' ledger.
    ...stock.map(({ productId, at, write, stored }) => storeStockItem.toItem({ ...stored, storeId: write.storeId, productId, stock: write.stock, stockSet: write.stock, updatedAt: at })),
  ];
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
}

const EDITABLE = ['name', 'image', 'category', 'subCategory', 'unit', 'pricePaise', 'discount', 'description', 'more_details', 'updatedAt'] as const satisfies readonly AttributeOf<typeof productItem.schema>[];

/** An existing product's new fields, on the `updatedAt` it was read with: 'changed' when another write came first. */
export async function updateFields(stored: ProductRecord, record: ProductRecord, gst: Pick<ProductInput, 'gstRate' | 'hsn' | 'barcode'> = {}): Promise<'ok' | 'changed'> {
  const write = update(productItem.schema).when((c) => c.and(c.itemExists(), c.eq('updatedAt', stored.updatedAt)));
  for (const attribute of EDITABLE) write.set(attribute, record[attribute]);
  // The GST columns, when the file has them: a value is set, a blank cell clears it.
  if (typeof gst.gstRate === 'number') write.set('gstRate', gst.gstRate);
  if (gst.gstRate === null) write.remove('gstRate');
  if (typeof gst.hsn === 'string') write.set('hsn', gst.hsn);
  if (gst.hsn === null) write.remove('hsn');
  if (typeof gst.barcode === 'string') write.set('barcode', gst.barcode);
  if (gst.barcode === null) write.remove('barcode');
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.product(stored._id),
        ...write.build(),
      }),
    );
    return 'ok';
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return 'changed';
    throw err;
  }
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
          new UpdateCommand({ TableName: tableName, Key: key, ...updateNamed<LinkCounter>().add('productCount', delta).when((c) => c.itemExists()).build() }),
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
