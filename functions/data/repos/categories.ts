import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { bumpCatalogVersion } from './catalog-version.js';
import { newId } from '../../core/ids.js';

export interface Category {
  _id: string;
  name: string;
  image: string;
}

/** Stored shape: the public fields plus usage counters kept by sub category and product writes. */
interface CategoryItem extends Category {
  subCategoryCount?: number;
  productCount?: number;
  createdAt: string;
  updatedAt: string;
}

export type CategoryWriteResult = 'ok' | 'not-found' | 'in-use';

const toCategory = ({ _id, name, image }: CategoryItem): Category => ({ _id, name, image });

/** All categories in one Query (one partition; the catalog has tens of them, not thousands). */
export async function listCategories(): Promise<Category[]> {
  const items = await queryAll<CategoryItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allCategories().pk },
    // Consistent: name checks before a write, and the taxonomy snapshot, must see every committed write.
    ConsistentRead: true,
  });
  return items.map(toCategory);
}

export async function createCategory(input: { name: string; image: string }): Promise<Category> {
  const now = new Date().toISOString();
  const item: CategoryItem = {
    _id: newId(),
    name: input.name,
    image: input.image,
    subCategoryCount: 0,
    productCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: { ...keys.category(item._id), type: 'category', ...item },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        bumpCatalogVersion(),
      ],
    }),
  );
  return toCategory(item);
}

export async function updateCategory(input: Category): Promise<CategoryWriteResult> {
  return writeOrExplain(
    {
      Update: {
        TableName: tableName,
        Key: keys.category(input._id),
        UpdateExpression: 'SET #name = :name, image = :image, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': input.name, ':image': input.image, ':now': new Date().toISOString() },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  );
}

/** Refused while any sub category or product still links to it (counters kept transactionally). */
export async function deleteCategory(id: string): Promise<CategoryWriteResult> {
  return writeOrExplain({
    Delete: {
      TableName: tableName,
      Key: keys.category(id),
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(subCategoryCount) OR subCategoryCount = :zero) AND (attribute_not_exists(productCount) OR productCount = :zero)',
      ExpressionAttributeValues: { ':zero': 0 },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  });
}

type CategoryTransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

async function writeOrExplain(write: CategoryTransactItem): Promise<CategoryWriteResult> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [write, bumpCatalogVersion()] }));
    return 'ok';
  } catch (err) {
    if (err instanceof TransactionCanceledException) {
      const reason = err.CancellationReasons?.[0];
      if (reason?.Code === 'ConditionalCheckFailed') return reason.Item ? 'in-use' : 'not-found';
    }
    throw err;
  }
}
