/**
 * A product written through the API (repos/products.ts createProduct) against a mocked DynamoDB
 * document client: exactly the item shape the seed writes, and nothing written when a link is missing.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_STORE } from '../../../local/seed/stores.js';
import { answer, ddb, seed } from '../../../test/fixtures/catalog-table.js';
import { assignedValues } from '../update.js';
import type * as Products from './products.js';

let repos: typeof Products;

beforeAll(async () => {
  // The table client reads its environment at import, as at a cold start.
  Object.assign(process.env, { TABLE_NAME: 'test', CATALOG_BUCKET: 'catalog', AWS_REGION: 'us-east-1' });
  repos = await import('./products.js');
});

beforeEach(() => {
  answer();
});

describe('product items written through the API', () => {
  it('have exactly the attributes the seed writes', async () => {
    const sub = seed.subCategories[0]!;
    const result = await repos.createProduct({
      name: 'Test Paneer',
      image: ['/media/product/t.webp'],
      category: [sub.category[0]!._id],
      subCategory: [sub._id],
      unit: '200 g',
      stock: 4,
      pricePaise: 5250,
      discount: 5,
      description: 'Soft.',
      more_details: { Brand: 'Test' },
      // The seed gives every product its GST rate and HSN.
      gstRate: 5,
      hsn: '0406',
    }, DEFAULT_SEED_STORE._id);
    expect(result.ok).toBe(true);
    const transaction = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const put = transaction[0]!.Put!.Item as Record<string, unknown>;
    expect(Object.keys(put).sort()).toEqual(Object.keys(seed.products[0]!).sort());
    expect(put).toMatchObject({ pk: `PRODUCT#${put._id}`, sk: 'PRODUCT', gsi1pk: 'PRODUCTS', gsi1sk: `${put.createdAt}#${put._id}`, pricePaise: 5250 });
    expect(put).not.toHaveProperty('stock');
    // Its SKU's claim, its stock at the default store, the counters of the category and the sub
    // category, and the version, in the same transaction.
    expect(transaction.map((t) => Object.keys(t)[0])).toEqual(['Put', 'Put', 'Update', 'Update', 'Update', 'Update']);
    const claim = transaction[1]!.Put!;
    expect(claim.Item).toMatchObject({ pk: `SKU#${String(put.sku).toUpperCase()}`, sk: 'CLAIM', ownerId: put._id });
    expect(claim.ConditionExpression).toBe('attribute_not_exists(pk)');
    const stockWrite = transaction[2]!.Update!;
    expect(stockWrite.Key).toEqual({ pk: `STOCK#${DEFAULT_SEED_STORE._id}`, sk: `PRODUCT#${put._id}` });
    expect(assignedValues(stockWrite as Parameters<typeof assignedValues>[0])).toMatchObject({ stock: 4, storeId: DEFAULT_SEED_STORE._id, productId: put._id });
    expect(transaction[3]!.Update!.Key).toEqual({ pk: 'CATEGORY', sk: `CATEGORY#${sub.category[0]!._id}` });
    expect(transaction[4]!.Update!.Key).toEqual({ pk: 'SUBCATEGORY', sk: `SUBCATEGORY#${sub._id}` });
    expect(transaction[5]!.Update!.Key).toEqual({ pk: 'CATALOG', sk: 'VERSION' });
  });

  it('are refused, with nothing written, when a link does not exist', async () => {
    const result = await repos.createProduct({
      name: 'Orphan',
      image: ['/media/product/t.webp'],
      category: ['no-such-category'],
      subCategory: [seed.subCategories[0]!._id],
      unit: '1 pc',
      stock: 1,
      pricePaise: 100,
      discount: 0,
      description: 'x',
      more_details: {},
    }, DEFAULT_SEED_STORE._id);
    expect(result).toEqual({ ok: false, failure: { kind: 'missing-category', id: 'no-such-category' } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
