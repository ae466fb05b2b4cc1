import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as subCategoryItem from '../items/subcategory.js';
import type { SubCategoryRecord } from '../items/subcategory.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { readTaxonomyRefs } from './taxonomy.js';
import { CLAIM_CONFLICT_RETRIES, claimStep, releaseSteps } from './name-claims.js';
import { counterStep, existsStep, nextUpdatedAt, numberOf, transact } from './transact.js';
import type { Step } from './transact.js';
import { newId } from '../../core/ids.js';
import { diffLinks, uniqueIds } from '../../core/links.js';
import type { Ref } from '../../core/product.js';
import { nameKey } from '../../core/sort.js';

export interface SubCategory {
  _id: string;
  name: string;
  image: string;
  category: Ref[];
  /** Products linked to it (kept by product writes, in their transactions). */
  productCount: number;
}

export type SubCategoryFailure =
  | { kind: 'not-found' }
  | { kind: 'missing-category'; id: string }
  | { kind: 'in-use'; products: number }
  /** Another sub category has this name (keys.subCategoryName claims it). */
  | { kind: 'name-taken'; name: string }
  | { kind: 'changed' };

export type SubCategoryResult<T> = { ok: true; value: T } | { ok: false; failure: SubCategoryFailure };

const toSubCategory = ({ _id, name, image, category, productCount }: SubCategoryRecord): SubCategory => ({
  _id,
  name,
  image,
  category: category.map((c) => ({ _id: c._id, name: c.name })),
  productCount: productCount ?? 0,
});

/** Optimistic writes retry this often when another admin changed the same sub category meanwhile. */
const MAX_ATTEMPTS = 3;

/** All sub categories in one partition (tens of them), with the category names stored in their links. */
export async function listSubCategories(): Promise<SubCategory[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allSubCategories().pk },
    // Consistent: the taxonomy snapshot must see every committed write.
    ConsistentRead: true,
  });
  return items.map((item) => toSubCategory(subCategoryItem.fromItem(item)));
}

async function readItem(id: string): Promise<SubCategoryRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.subCategory(id), ConsistentRead: true }));
  return result.Item ? subCategoryItem.fromItem(result.Item) : undefined;
}

const missingCategory = (id: string) => (): SubCategoryFailure => ({ kind: 'missing-category', id });
const nameTaken = (name: string) => (): SubCategoryFailure => ({ kind: 'name-taken', name });
const changed = (): SubCategoryFailure => ({ kind: 'changed' });

/** Links to the stored categories (their names), or the first id that does not exist. */
async function resolveCategories(ids: readonly string[]): Promise<{ refs: Ref[] } | { missing: string }> {
  const { categories } = await readTaxonomyRefs({ categories: ids });
  const missing = ids.find((id) => !categories.has(id));
  if (missing !== undefined) return { missing };
  return { refs: ids.map((id) => categories.get(id) as Ref) };
}

/** One transaction: the sub category, its name's claim, +1 on each linked category's subCategoryCount, the catalog version. */
export async function createSubCategory(input: { name: string; image: string; categoryIds: readonly string[] }): Promise<SubCategoryResult<SubCategory>> {
  const ids = uniqueIds(input.categoryIds);
  const resolved = await resolveCategories(ids);
  if ('missing' in resolved) return { ok: false, failure: { kind: 'missing-category', id: resolved.missing } };
  const now = new Date().toISOString();
  const item: SubCategoryRecord = {
    _id: newId(),
    name: input.name,
    image: input.image,
    category: resolved.refs,
    productCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  const result = await transact<SubCategoryFailure>([
    {
      item: {
        Put: {
          TableName: tableName,
          Item: subCategoryItem.toItem(item),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    claimStep(keys.subCategoryName(item.name), item._id, nameTaken(item.name)),
    ...ids.map((id) => counterStep(keys.category(id), 'subCategoryCount', 1, missingCategory(id))),
    bumpCatalogVersion(),
  ], { conflictRetries: CLAIM_CONFLICT_RETRIES });
  return result.ok ? { ok: true, value: toSubCategory(item) } : result;
}

/**
 * Renames, re-images and re-links in one transaction: a new name moves its claim, removed links −1,
 * added links +1, kept links must still exist. Conditional on the sub category being unchanged since it was read, so two
 * concurrent edits cannot count a link twice; a lost race is retried from a fresh read.
 */
export async function updateSubCategory(input: {
  _id: string;
  name: string;
  image: string;
  categoryIds: readonly string[];
}): Promise<SubCategoryResult<SubCategory>> {
  for (let attempt = 1; ; attempt++) {
    const result = await updateOnce(input);
    if (result.ok || result.failure.kind !== 'changed' || attempt >= MAX_ATTEMPTS) return result;
  }
}

async function updateOnce(input: { _id: string; name: string; image: string; categoryIds: readonly string[] }): Promise<SubCategoryResult<SubCategory>> {
  const stored = await readItem(input._id);
  if (!stored) return { ok: false, failure: { kind: 'not-found' } };
  const ids = uniqueIds(input.categoryIds);
  const diff = diffLinks(uniqueIds(stored.category), ids);
  const { categories } = await readTaxonomyRefs({ categories: [...ids, ...diff.removed] });
  const missing = ids.find((id) => !categories.has(id));
  if (missing !== undefined) return { ok: false, failure: { kind: 'missing-category', id: missing } };
  const refs = ids.map((id) => categories.get(id) as Ref);

  const steps: Step<SubCategoryFailure>[] = [
    {
      item: {
        Update: {
          TableName: tableName,
          Key: keys.subCategory(input._id),
          ...update(subCategoryItem.schema)
            .set('name', input.name)
            .set('image', input.image)
            .set('category', refs)
            .set('updatedAt', nextUpdatedAt(stored.updatedAt))
            .when((c) => c.and(c.itemExists(), c.eq('updatedAt', stored.updatedAt)))
            .build(),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old) => (old ? { kind: 'changed' } : { kind: 'not-found' }),
    },
    ...diff.added.map((id) => counterStep(keys.category(id), 'subCategoryCount', 1, missingCategory(id))),
    // A removed link to a category that no longer exists has nothing left to count.
    ...diff.removed
      .filter((id) => categories.has(id))
      .map((id) => counterStep(keys.category(id), 'subCategoryCount', -1, missingCategory(id))),
    ...diff.kept.map((id) => existsStep(keys.category(id), missingCategory(id))),
    ...(nameKey(stored.name) !== nameKey(input.name)
      ? [
          claimStep(keys.subCategoryName(input.name), input._id, nameTaken(input.name)),
          ...(await releaseSteps(keys.subCategoryName(stored.name), input._id, changed)),
        ]
      : []),
    bumpCatalogVersion(),
  ];
  const result = await transact(steps, { conflictRetries: CLAIM_CONFLICT_RETRIES });
  return result.ok
    ? { ok: true, value: { _id: input._id, name: input.name, image: input.image, category: refs, productCount: stored.productCount ?? 0 } }
    : result;
}

/** Refused while products still link to it; otherwise removed with −1 on its categories' counters, its name freed. */
export async function deleteSubCategory(id: string): Promise<SubCategoryResult<{ _id: string }>> {
  for (let attempt = 1; ; attempt++) {
    const result = await deleteOnce(id);
    if (result.ok || result.failure.kind !== 'changed' || attempt >= MAX_ATTEMPTS) return result;
  }
}

async function deleteOnce(id: string): Promise<SubCategoryResult<{ _id: string }>> {
  const stored = await readItem(id);
  if (!stored) return { ok: false, failure: { kind: 'not-found' } };
  const products = stored.productCount ?? 0;
  if (products > 0) return { ok: false, failure: { kind: 'in-use', products } };
  const linked = uniqueIds(stored.category);
  const { categories } = await readTaxonomyRefs({ categories: linked });
  const result = await transact<SubCategoryFailure>([
    {
      item: {
        Delete: {
          TableName: tableName,
          Key: keys.subCategory(id),
          ConditionExpression:
            'attribute_exists(pk) AND updatedAt = :seen AND (attribute_not_exists(productCount) OR productCount = :zero)',
          ExpressionAttributeValues: { ':seen': stored.updatedAt, ':zero': 0 },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      onConditionFailed: (old) => {
        if (!old) return { kind: 'not-found' };
        const count = numberOf(old, 'productCount') ?? 0;
        return count > 0 ? { kind: 'in-use', products: count } : { kind: 'changed' };
      },
    },
    ...linked
      .filter((c) => categories.has(c))
      .map((c) => counterStep(keys.category(c), 'subCategoryCount', -1, missingCategory(c))),
    ...(await releaseSteps(keys.subCategoryName(stored.name), id, changed)),
    bumpCatalogVersion(),
  ]);
  return result.ok ? { ok: true, value: { _id: id } } : result;
}
