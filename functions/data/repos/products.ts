import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as productItem from '../items/product.js';
import { batchGet } from './batch-get.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { readTaxonomyRefs } from './taxonomy.js';
import { counterStep, existsStep, nextUpdatedAt, numberOf, transact } from './transact.js';
import type { Step } from './transact.js';
import { newId } from '../../core/ids.js';
import { diffLinks, uniqueIds } from '../../core/links.js';
import { stockEdit, toProductRecord } from '../../core/product.js';
import type { ProductInput, ProductRecord, Ref } from '../../core/product.js';

export type ProductFailure =
  | { kind: 'not-found' }
  | { kind: 'missing-category'; id: string }
  | { kind: 'missing-subcategory'; id: string }
  | { kind: 'changed' }
  /** The stock changed (orders, another admin) since the admin read it: their stock would undo sales. */
  | { kind: 'stock-changed'; stock: number };

export type ProductResult<T> = { ok: true; value: T } | { ok: false; failure: ProductFailure };

const MAX_ATTEMPTS = 3;

/** What an update replaces; createdAt (and so the gsi1 position) stays. */
const EDITABLE = [
  'name',
  'image',
  'category',
  'subCategory',
  'unit',
  'stock',
  'pricePaise',
  'discount',
  'description',
  'more_details',
  'updatedAt',
] as const satisfies readonly (keyof ProductRecord)[];

async function readItem(id: string): Promise<Record<string, unknown> | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.product(id), ConsistentRead: true }));
  return result.Item;
}

export async function getProduct(id: string): Promise<ProductRecord | undefined> {
  const item = await readItem(id);
  return item ? productItem.fromItem(item) : undefined;
}

/** Every product from gsi1, newest first, page by page (the catalog snapshot's load; its lean parse). */
export async function listAllProducts(): Promise<ProductRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allProductsIndex().gsi1pk },
    ScanIndexForward: false,
  });
  return items.map(productItem.fromListingItem);
}

/**
 * Current stock of these products (one BatchGet per 100, in parallel; eventually consistent is
 * enough for display). Stock changes with orders without a catalog version bump. A product absent
 * from the answer no longer exists.
 */
export async function readStock(ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const items = await batchGet(
    ids.map((id) => keys.product(id)),
    { projection: productItem.stockProjection },
  );
  return new Map(items.map((item) => {
    const { _id, stock } = productItem.stockFromItem(item);
    return [_id, stock];
  }));
}

type Links = { category: Ref[]; subCategory: Ref[] };

/** Stored refs for the input's links, or the first link that does not exist. */
async function resolveLinks(
  input: Pick<ProductInput, 'category' | 'subCategory'>,
  alsoCheck: { categories?: readonly string[]; subCategories?: readonly string[] } = {},
): Promise<{ links: Links; existing: { categories: Set<string>; subCategories: Set<string> } } | { failure: ProductFailure }> {
  const categoryIds = uniqueIds(input.category);
  const subIds = uniqueIds(input.subCategory);
  const refs = await readTaxonomyRefs({
    categories: [...categoryIds, ...(alsoCheck.categories ?? [])],
    subCategories: [...subIds, ...(alsoCheck.subCategories ?? [])],
  });
  const missingCategory = categoryIds.find((id) => !refs.categories.has(id));
  if (missingCategory !== undefined) return { failure: { kind: 'missing-category', id: missingCategory } };
  const missingSub = subIds.find((id) => !refs.subCategories.has(id));
  if (missingSub !== undefined) return { failure: { kind: 'missing-subcategory', id: missingSub } };
  return {
    links: {
      category: categoryIds.map((id) => refs.categories.get(id) as Ref),
      subCategory: subIds.map((id) => refs.subCategories.get(id) as Ref),
    },
    existing: { categories: new Set(refs.categories.keys()), subCategories: new Set(refs.subCategories.keys()) },
  };
}

const missing =
  (kind: 'missing-category' | 'missing-subcategory', id: string) =>
  (): ProductFailure => ({ kind, id });

/** One transaction: the product, +1 productCount on every linked category and sub category, the version. */
export async function createProduct(input: ProductInput): Promise<ProductResult<ProductRecord>> {
  const resolved = await resolveLinks(input);
  if ('failure' in resolved) return { ok: false, failure: resolved.failure };
  const now = new Date().toISOString();
  const record = toProductRecord(newId(), input, resolved.links, { createdAt: now, updatedAt: now });
  const result = await transact<ProductFailure>([
    {
      item: { Put: { TableName: tableName, Item: productItem.toItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    },
    ...record.category.map((c) => counterStep(keys.category(c._id), 'productCount', 1, missing('missing-category', c._id))),
    ...record.subCategory.map((s) => counterStep(keys.subCategory(s._id), 'productCount', 1, missing('missing-subcategory', s._id))),
    bumpCatalogVersion(),
  ]);
  return result.ok ? { ok: true, value: record } : result;
}

/**
 * Replaces the editable fields (createdAt and the gsi1 position stay) and moves the counters of
 * changed links, in one transaction conditional on the product being unchanged since it was read.
 * Orders change `stock` with ADD and leave `updatedAt` and `stockSet` alone. Whether the stock sent
 * is a new stock is core/product.ts stockEdit: `stockSeen` is the stock the admin's form showed
 * (a new stock is then written only while the stock is still the one seen, 'stock-changed'
 * otherwise); without it, a stock equal to the last one an admin set is "not changed".
 */
export async function updateProduct(id: string, input: ProductInput, stockSeen?: number): Promise<ProductResult<ProductRecord>> {
  for (let attempt = 1; ; attempt++) {
    const result = await updateOnce(id, input, stockSeen);
    if (result.ok || result.failure.kind !== 'changed' || attempt >= MAX_ATTEMPTS) return result;
  }
}

async function updateOnce(id: string, input: ProductInput, stockSeen: number | undefined): Promise<ProductResult<ProductRecord>> {
  const item = await readItem(id);
  if (!item) return { ok: false, failure: { kind: 'not-found' } };
  const { record: stored, stockSet } = productItem.fromStoredItem(item);
  const edit = stockEdit(input.stock, { stock: stored.stock, stockSet }, stockSeen);
  const onlyIf = edit.write ? edit.onlyIf : undefined;
  const categories = diffLinks(uniqueIds(stored.category), uniqueIds(input.category));
  const subs = diffLinks(uniqueIds(stored.subCategory), uniqueIds(input.subCategory));
  const resolved = await resolveLinks(input, { categories: categories.removed, subCategories: subs.removed });
  if ('failure' in resolved) return { ok: false, failure: resolved.failure };
  const { links, existing } = resolved;
  const record = toProductRecord(id, edit.write ? input : { ...input, stock: stored.stock }, links, {
    createdAt: stored.createdAt,
    updatedAt: nextUpdatedAt(stored.updatedAt),
  });
  const written = EDITABLE.filter((a) => edit.write || a !== 'stock').map((a): [string, unknown] => [a, record[a]]);
  if (edit.write) written.push(['stockSet', edit.stock]);

  const steps: Step<ProductFailure>[] = [
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.product(id),
          // Every attribute aliased: several (name, unit, stock, description...) are DynamoDB reserved words.
          UpdateExpression: `SET ${written.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
          ConditionExpression: `attribute_exists(pk) AND #seen = :seen${onlyIf !== undefined ? ' AND #stock = :stockSeen' : ''}`,
          ExpressionAttributeNames: {
            ...Object.fromEntries(written.map(([a], i) => [`#a${i}`, a])),
            '#seen': 'updatedAt',
            ...(onlyIf !== undefined ? { '#stock': 'stock' } : {}),
          },
          ExpressionAttributeValues: {
            ...Object.fromEntries(written.map(([, value], i) => [`:a${i}`, value])),
            ':seen': stored.updatedAt,
            ...(onlyIf !== undefined ? { ':stockSeen': onlyIf } : {}),
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old) => {
        if (!old) return { kind: 'not-found' };
        const stock = numberOf(old, 'stock') ?? 0;
        return onlyIf !== undefined && stock !== onlyIf ? { kind: 'stock-changed', stock } : { kind: 'changed' };
      },
    },
    ...linkSteps(categories, existing.categories, (c) => keys.category(c), 'missing-category'),
    ...linkSteps(subs, existing.subCategories, (s) => keys.subCategory(s), 'missing-subcategory'),
    bumpCatalogVersion(),
  ];
  const result = await transact(steps);
  return result.ok ? { ok: true, value: record } : result;
}

function linkSteps(
  diff: ReturnType<typeof diffLinks>,
  existing: Set<string>,
  keyOf: (id: string) => ReturnType<typeof keys.category>,
  kind: 'missing-category' | 'missing-subcategory',
): Step<ProductFailure>[] {
  return [
    ...diff.added.map((id) => counterStep(keyOf(id), 'productCount', 1, missing(kind, id))),
    // A removed link to something that no longer exists has nothing left to count.
    ...diff.removed.filter((id) => existing.has(id)).map((id) => counterStep(keyOf(id), 'productCount', -1, missing(kind, id))),
    ...diff.kept.map((id) => existsStep(keyOf(id), missing(kind, id))),
  ];
}

/**
 * Deletes the product and takes it off its categories' and sub categories' counters. Its image
 * objects stay in the bucket (functions/data/README.md, "Images are never deleted").
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
  const refs = await readTaxonomyRefs({ categories: categoryIds, subCategories: subIds });
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
    bumpCatalogVersion(),
  ]);
  return result.ok ? { ok: true, value: { _id: id } } : result;
}

/** Products by id, read consistently (cart and checkout price and check against them). Missing ids are absent. */
export async function getProductsByIds(ids: readonly string[]): Promise<Map<string, ProductRecord>> {
  if (ids.length === 0) return new Map();
  const items = await batchGet(ids.map((id) => keys.product(id)), { consistent: true });
  return new Map(items.map((item) => {
    const record = productItem.fromItem(item);
    return [record._id, record];
  }));
}
