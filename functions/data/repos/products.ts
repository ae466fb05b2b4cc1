import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName, type OnPage } from '../client.js';
import { keys } from '../keys.js';
import { update, type AttributeOf } from '../update.js';
import * as productItem from '../items/product.js';
import * as skuClaimItem from '../items/sku-claim.js';
import * as storeStockItem from '../items/store-stock.js';
import { batchGet } from './batch-get.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { stockDeleteStep, stockSetStep } from './stock-writes.js';
import { listStores } from './stores.js';
import { linkSteps, missing, resolveLinks, type LinkFailure } from './product-links.js';
import { readTaxonomyRefs } from './taxonomy.js';
import { counterStep, nextUpdatedAt, transact } from './transact.js';
import type { Step } from './transact.js';
import { newId } from '../../core/ids.js';
import { diffLinks, uniqueIds } from '../../core/links.js';
import { skuKey, stockEdit, toProductRecord } from '../../core/product.js';
import type { ProductInput, ProductRecord } from '../../core/product.js';

export type ProductFailure =
  | { kind: 'not-found' }
  | LinkFailure
  | { kind: 'changed' }
  /** The stock changed (orders, another admin) since the admin read it: their stock would undo sales. */
  | { kind: 'stock-changed'; stock: number }
  /** Another product holds the SKU (case does not count). */
  | { kind: 'sku-taken'; sku: string }
  /** An update sent a SKU other than the product's: SKUs never change. */
  | { kind: 'sku-immutable'; sku: string };

export type ProductResult<T> = { ok: true; value: T } | { ok: false; failure: ProductFailure };

/** A product and its stock at one store (0 where the store never stocked it). */
export interface ProductAtStore {
  record: ProductRecord;
  stock: number;
  /** Its shelf at that store, if set. */
  shelf?: string;
}

const MAX_ATTEMPTS = 3;

/** What an update replaces; createdAt (and so the gsi1 position) stays. */
const EDITABLE = [
  'name',
  'image',
  'category',
  'subCategory',
  'unit',
  'pricePaise',
  'discount',
  'description',
  'more_details',
  'updatedAt',
] as const satisfies readonly AttributeOf<typeof productItem.schema>[];

async function readItem(id: string): Promise<Record<string, unknown> | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.product(id), ConsistentRead: true }));
  return result.Item;
}

export async function getProduct(id: string): Promise<ProductRecord | undefined> {
  const item = await readItem(id);
  return item ? productItem.fromItem(item) : undefined;
}

/** Every product from gsi1, newest first, page by page (the catalog snapshot's load; its lean parse). */
export async function listAllProducts(onPage?: OnPage): Promise<ProductRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allProductsIndex().gsi1pk },
    ScanIndexForward: false,
  }, onPage);
  return items.map(productItem.fromListingItem);
}

/**
 * Products by id with their stock at one store, in one BatchGet of both items (two keys per
 * product; chunks of 100 keys in parallel). Missing products are absent; a product the store never
 * stocked has stock 0 (so has every product while no store exists: `storeId` undefined).
 * `consistent` for cart, checkout and product details.
 */
export async function getProductsAtStore(
  storeId: string | undefined,
  ids: readonly string[],
  options: { consistent?: boolean } = {},
): Promise<Map<string, ProductAtStore>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const productKeys = unique.map((id) => keys.product(id));
  const stockKeys = storeId === undefined ? [] : unique.map((id) => storeStockItem.key(storeId, id));
  const isStock = new Set(stockKeys.map((k) => `${k.pk}\u0000${k.sk}`));
  const items = await batchGet([...productKeys, ...stockKeys], { consistent: options.consistent });
  const stock = new Map<string, number>();
  const shelves = new Map<string, string>();
  const records: ProductRecord[] = [];
  for (const item of items) {
    if (isStock.has(`${String(item.pk)}\u0000${String(item.sk)}`)) {
      const parsed = storeStockItem.fromItem(item);
      stock.set(parsed.productId, parsed.stock);
      if (parsed.shelf) shelves.set(parsed.productId, parsed.shelf);
    } else {
      records.push(productItem.fromItem(item));
    }
  }
  return new Map(records.map((record) => [record._id, { record, stock: stock.get(record._id) ?? 0, ...(shelves.has(record._id) ? { shelf: shelves.get(record._id) } : {}) }]));
}

/** One product with its stock at one store (one BatchGet of the two items, consistent). */
export async function getProductAtStore(storeId: string | undefined, id: string): Promise<ProductAtStore | undefined> {
  return (await getProductsAtStore(storeId, [id], { consistent: true })).get(id);
}

/**
 * One transaction: the product, its stock at `storeId` (the default store: the spec's one stock),
 * +1 productCount on every linked category and sub category, the version.
 */
export async function createProduct(input: ProductInput, storeId: string): Promise<ProductResult<ProductAtStore>> {
  const resolved = await resolveLinks(input);
  if ('failure' in resolved) return { ok: false, failure: resolved.failure };
  const now = new Date().toISOString();
  const record = toProductRecord(newId(), input, resolved.links, { createdAt: now, updatedAt: now });
  const result = await transact<ProductFailure>([
    {
      item: { Put: { TableName: tableName, Item: productItem.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    },
    {
      item: { Put: { TableName: tableName, Item: skuClaimItem.toItem(record.sku, record._id), ConditionExpression: 'attribute_not_exists(pk)' } },
      onConditionFailed: () => ({ kind: 'sku-taken', sku: record.sku }),
    },
    stockSetStep<ProductFailure>({ storeId, productId: record._id, stock: input.stock, at: now }),
    ...record.category.map((c) => counterStep(keys.category(c._id), 'productCount', 1, missing('missing-category', c._id))),
    ...record.subCategory.map((s) => counterStep(keys.subCategory(s._id), 'productCount', 1, missing('missing-subcategory', s._id))),
    bumpCatalogVersion(),
  ]);
  return result.ok ? { ok: true, value: { record, stock: input.stock } } : result;
}

/**
 * Replaces the editable fields (createdAt and the gsi1 position stay) and moves the counters of
 * changed links, in one transaction conditional on the product being unchanged since it was read.
 * `input.stock` is the stock at `storeId` (the default store's), its own item: orders change it
 * with ADD and leave the product's `updatedAt` and the item's `stockSet` alone. Whether the stock
 * sent is a new stock is core/product.ts stockEdit: `stockSeen` is the stock the admin's form
 * showed (a new stock is then written only while the stock is still the one seen, 'stock-changed'
 * otherwise); without it, a stock equal to the last one an admin set there is "not changed".
 */
export async function updateProduct(id: string, input: ProductInput, storeId: string, stockSeen?: number): Promise<ProductResult<ProductAtStore>> {
  for (let attempt = 1; ; attempt++) {
    const result = await updateOnce(id, input, storeId, stockSeen);
    if (result.ok || result.failure.kind !== 'changed' || attempt >= MAX_ATTEMPTS) return result;
  }
}

/** The stock item of a product at a store, read consistently (absent: never stocked there). */
async function readStockItem(storeId: string, productId: string): Promise<storeStockItem.StoreStock | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: storeStockItem.key(storeId, productId), ConsistentRead: true }));
  return result.Item ? storeStockItem.fromItem(result.Item) : undefined;
}

async function updateOnce(id: string, input: ProductInput, storeId: string, stockSeen: number | undefined): Promise<ProductResult<ProductAtStore>> {
  const [item, stockItem] = await Promise.all([readItem(id), readStockItem(storeId, id)]);
  if (!item) return { ok: false, failure: { kind: 'not-found' } };
  const stored = productItem.fromItem(item);
  if (input.sku !== undefined && skuKey(input.sku) !== skuKey(stored.sku)) return { ok: false, failure: { kind: 'sku-immutable', sku: stored.sku } };
  const liveStock = stockItem?.stock ?? 0;
  const edit = stockEdit(input.stock, { stock: liveStock, stockSet: stockItem?.stockSet }, stockSeen);
  const categories = diffLinks(uniqueIds(stored.category), uniqueIds(input.category));
  const subs = diffLinks(uniqueIds(stored.subCategory), uniqueIds(input.subCategory));
  const resolved = await resolveLinks(input, { categories: categories.removed, subCategories: subs.removed });
  if ('failure' in resolved) return { ok: false, failure: resolved.failure };
  const { links, existing } = resolved;
  const updatedAt = nextUpdatedAt(stored.updatedAt);
  const kept = {
    ...(input.lowStockThreshold === undefined ? { lowStockThreshold: stored.lowStockThreshold } : {}),
    ...(input.gstRate === undefined ? { gstRate: stored.gstRate } : {}),
    ...(input.hsn === undefined ? { hsn: stored.hsn } : {}),
    ...(input.barcode === undefined ? { barcode: stored.barcode } : {}),
  };
  const record = toProductRecord(id, { ...input, ...kept }, links, { createdAt: stored.createdAt, updatedAt }, stored.sku);
  const write = update(productItem.schema).when((c) => c.and(c.itemExists(), c.eq('updatedAt', stored.updatedAt)));
  for (const attribute of EDITABLE) write.set(attribute, record[attribute]);
  // Its own low-stock threshold: written when given, removed when cleared (null), kept when not sent.
  const threshold = input.lowStockThreshold;
  if (typeof threshold === 'number') write.set('lowStockThreshold', threshold);
  if (threshold === null) write.remove('lowStockThreshold');
  // GST rate and HSN the same way.
  if (typeof input.gstRate === 'number') write.set('gstRate', input.gstRate);
  if (input.gstRate === null) write.remove('gstRate');
  if (typeof input.hsn === 'string') write.set('hsn', input.hsn);
  if (input.hsn === null) write.remove('hsn');
  if (typeof input.barcode === 'string') write.set('barcode', input.barcode);
  if (input.barcode === null) write.remove('barcode');

  const steps: Step<ProductFailure>[] = [
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.product(id),
          ...write.build(),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old) => (old ? { kind: 'changed' } : { kind: 'not-found' }),
    },
    ...linkSteps(categories, existing.categories, (c) => keys.category(c), 'missing-category'),
    ...linkSteps(subs, existing.subCategories, (s) => keys.subCategory(s), 'missing-subcategory'),
    bumpCatalogVersion(),
  ];
  if (edit.write) {
    steps.push(
      stockSetStep<ProductFailure>(
        { storeId, productId: id, stock: edit.stock, at: updatedAt },
        { onlyIf: edit.onlyIf, onStale: (stock) => ({ kind: 'stock-changed', stock }) },
      ),
    );
  }
  const result = await transact(steps);
  return result.ok ? { ok: true, value: { record, stock: edit.write ? edit.stock : liveStock } } : result;
}

/**
 * Deletes the product, its stock at every store, and takes it off its categories' and sub
 * categories' counters, in one transaction (stores are few). Its image objects stay in the bucket
 * (functions/data/README.md, "Images are never deleted").
 */
export async function deleteProduct(id: string): Promise<ProductResult<{ _id: string }>> {
  for (let attempt = 1; ; attempt++) {
    const result = await deleteOnce(id);
    if (result.ok || result.failure.kind !== 'changed' || attempt >= MAX_ATTEMPTS) return result;
  }
}

async function deleteOnce(id: string): Promise<ProductResult<{ _id: string }>> {
  const stored = await getProduct(id);
  if (!stored) return { ok: false, failure: { kind: 'not-found' } };
  const categoryIds = uniqueIds(stored.category);
  const subIds = uniqueIds(stored.subCategory);
  const [refs, stores] = await Promise.all([readTaxonomyRefs({ categories: categoryIds, subCategories: subIds }), listStores({ consistent: true })]);
  const result = await transact<ProductFailure>([
    {
      item: {
        Delete: {
          TableName: tableName,
          Key: keys.product(id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :seen',
          ExpressionAttributeValues: { ':seen': stored.updatedAt },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old) => (old ? { kind: 'changed' } : { kind: 'not-found' }),
    },
    ...categoryIds
      .filter((c) => refs.categories.has(c))
      .map((c) => counterStep(keys.category(c), 'productCount', -1, missing('missing-category', c))),
    ...subIds
      .filter((s) => refs.subCategories.has(s))
      .map((s) => counterStep(keys.subCategory(s), 'productCount', -1, missing('missing-subcategory', s))),
    ...stores.map((store) => stockDeleteStep<ProductFailure>(store._id, id)),
    // Its SKU is free again (a product from before SKUs may hold no claim yet).
    {
      item: {
        Delete: {
          TableName: tableName,
          Key: skuClaimItem.key(stored.sku),
          ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :me',
          ExpressionAttributeValues: { ':me': id },
        },
      },
    },
    bumpCatalogVersion(),
  ]);
  return result.ok ? { ok: true, value: { _id: id } } : result;
}
