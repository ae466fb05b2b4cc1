import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import { update } from '../update.js';
import * as migrationItem from '../items/migration.js';
import * as productItem from '../items/product.js';
import * as skuClaimItem from '../items/sku-claim.js';
import { batchGet } from '../repos/batch-get.js';
import { skuKey } from '../../core/product.js';

export interface ProductSkusResult {
  /** Products that had no `sku` attribute and got the one they read with (core/product.ts productSku). */
  given: number;
  /** SKU claims written (products whose SKU nobody claimed). */
  claimed: number;
  /** SKUs two products share (written before claims): rename one of each by hand. */
  duplicates: string[];
  /** Done before (its marker): every later writer (the forms, imports, the seed) claims its own. */
  skipped?: true;
}

const MIGRATION = 'product-skus';

/**
 * Products saved before SKUs: each gets the SKU it already reads with (items/product.ts:
 * `QB-<ID>`), stored, and every product's SKU its claim (items/sku-claim.ts), so imports find it.
 * One Query of gsi1, one BatchGet of the claims, a conditional write per missing one, then its
 * marker (safe to repeat; after the marker it reads one item). Run at every start of the local stack
 * (after the seed) and by `npm run migrate`.
 */
export async function backfillProductSkus(): Promise<ProductSkusResult> {
  const marker = await db.send(new GetCommand({ TableName: tableName, Key: migrationItem.key(MIGRATION), ConsistentRead: true }));
  if (marker.Item) return { given: 0, claimed: 0, duplicates: [], skipped: true };
  const items = await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.allProductsIndex().gsi1pk } });
  const result: ProductSkusResult = { given: 0, claimed: 0, duplicates: [] };
  const products = items.map((raw) => ({ raw, record: productItem.fromListingItem(raw) }));
  for (const { raw, record } of products) {
    if (raw.sku !== undefined) continue;
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.product(record._id),
        ...update(productItem.schema).setIfMissing('sku', record.sku).when((c) => c.itemExists()).build(),
      }),
    ).catch((err: unknown) => {
      if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    });
    result.given++;
  }
  const claims = await batchGet(products.map(({ record }) => skuClaimItem.key(record.sku)), { consistent: true });
  const owners = new Map(claims.map((item) => [String(item.pk), skuClaimItem.fromItem(item).ownerId]));
  for (const { record } of products) {
    const { pk } = skuClaimItem.key(record.sku);
    const owner = owners.get(pk);
    if (owner === record._id) continue;
    if (owner !== undefined) {
      result.duplicates.push(record.sku);
      continue;
    }
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: skuClaimItem.key(record.sku),
          ...update(skuClaimItem.schema)
            .setType(skuClaimItem.TYPE)
            .set('ownerId', record._id)
            .set('sku', record.sku)
            .when((c) => c.itemMissing())
            .build(),
        }),
      );
      owners.set(pk, record._id);
      result.claimed++;
    } catch (err) {
      if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
      result.duplicates.push(skuKey(record.sku));
    }
  }
  const done = migrationItem.toItem(MIGRATION, { migrated: result.given + result.claimed, at: new Date().toISOString() });
  await db.send(new PutCommand({ TableName: tableName, Item: done }));
  return result;
}
