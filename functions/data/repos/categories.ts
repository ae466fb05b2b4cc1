import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as categoryItem from '../items/category.js';
import type { CategoryRecord } from '../items/category.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { CLAIM_CONFLICT_RETRIES, claimStep, releaseSteps } from './name-claims.js';
import { numberOf, transact } from './transact.js';
import type { Step } from './transact.js';
import { newId } from '../../core/ids.js';
import { nameKey } from '../../core/sort.js';

export interface Category {
  _id: string;
  name: string;
  image: string;
}

/**
 * - name-taken: another category has this name (keys.categoryName claims it).
 * - changed: renamed or deleted by someone else between our read and our write (retried first).
 */
export type CategoryFailure = 'not-found' | 'in-use' | 'name-taken' | 'changed';
export type CategoryWriteResult = 'ok' | CategoryFailure;

const toCategory = ({ _id, name, image }: CategoryRecord): Category => ({ _id, name, image });

/** Writes that read first retry this often when another admin changed the same category meanwhile. */
const MAX_ATTEMPTS = 3;

/** All categories in one Query (one partition; the catalog has tens of them, not thousands). */
export async function listCategories(): Promise<Category[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allCategories().pk },
    // Consistent: the taxonomy snapshot must see every committed write.
    ConsistentRead: true,
  });
  return items.map((item) => toCategory(categoryItem.fromItem(item)));
}

async function readItem(id: string): Promise<CategoryRecord | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: keys.category(id), ConsistentRead: true }));
  return result.Item ? categoryItem.fromItem(result.Item) : undefined;
}

const taken = (): CategoryFailure => 'name-taken';
const changed = (): CategoryFailure => 'changed';

/** The category and its name's claim in one transaction: a name taken by another category fails it. */
export async function createCategory(input: { name: string; image: string }): Promise<Category | 'name-taken'> {
  const now = new Date().toISOString();
  const item: CategoryRecord = {
    _id: newId(),
    name: input.name,
    image: input.image,
    subCategoryCount: 0,
    productCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  const result = await transact<'name-taken'>(
    [
      {
        item: {
          Put: {
            TableName: tableName,
            Item: categoryItem.toItem(item),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      },
      claimStep(keys.categoryName(item.name), item._id, () => 'name-taken' as const),
      bumpCatalogVersion(),
    ],
    { conflictRetries: CLAIM_CONFLICT_RETRIES },
  );
  return result.ok ? toCategory(item) : result.failure;
}

/** Retries a read-then-write while it lost a race ('changed') to another admin's write. */
async function withRetries(once: () => Promise<CategoryWriteResult>): Promise<CategoryWriteResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await once();
    if (result !== 'changed' || attempt >= MAX_ATTEMPTS) return result;
  }
}

/**
 * Renames and re-images. A new name moves the claim (the new one claimed, the old one given back) in
 * the same transaction, conditional on the name read, so two renames at once cannot both move it.
 */
export function updateCategory(input: Category): Promise<CategoryWriteResult> {
  return withRetries(async () => {
    const stored = await readItem(input._id);
    if (!stored) return 'not-found';
    const renamed = nameKey(stored.name) !== nameKey(input.name);
    const steps: Step<CategoryFailure>[] = [
      {
        item: {
          Update: {
            TableName: tableName,
            Key: keys.category(input._id),
            ...update(categoryItem.schema)
              .set('name', input.name)
              .set('image', input.image)
              .set('updatedAt', new Date().toISOString())
              .when((c) => c.and(c.itemExists(), c.eq('name', stored.name)))
              .build(),
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        onConditionFailed: (old) => (old ? 'changed' : 'not-found'),
      },
      ...(renamed
        ? [claimStep(keys.categoryName(input.name), input._id, taken), ...(await releaseSteps(keys.categoryName(stored.name), input._id, changed))]
        : []),
      bumpCatalogVersion(),
    ];
    const result = await transact(steps, { conflictRetries: CLAIM_CONFLICT_RETRIES });
    return result.ok ? 'ok' : result.failure;
  });
}

/** Refused while any sub category or product still links to it (counters kept transactionally); frees its name. */
export function deleteCategory(id: string): Promise<CategoryWriteResult> {
  return withRetries(async () => {
    const stored = await readItem(id);
    if (!stored) return 'not-found';
    const result = await transact<CategoryFailure>([
      {
        item: {
          Delete: {
            TableName: tableName,
            Key: keys.category(id),
            ConditionExpression:
              'attribute_exists(pk) AND #name = :seen AND (attribute_not_exists(subCategoryCount) OR subCategoryCount = :zero) AND (attribute_not_exists(productCount) OR productCount = :zero)',
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: { ':zero': 0, ':seen': stored.name },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        onConditionFailed: (old) => {
          if (!old) return 'not-found';
          const inUse = (numberOf(old, 'subCategoryCount') ?? 0) > 0 || (numberOf(old, 'productCount') ?? 0) > 0;
          return inUse ? 'in-use' : 'changed';
        },
      },
      ...(await releaseSteps(keys.categoryName(stored.name), id, changed)),
      bumpCatalogVersion(),
    ]);
    return result.ok ? 'ok' : result.failure;
  });
}
