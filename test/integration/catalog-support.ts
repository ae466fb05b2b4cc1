/**
 * What the catalog's product files share: what the table holds (to prove what was or was not
 * written), the rupees check of every answered product, and a fresh taxonomy to file products under.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { ApiProduct as Product, Ref } from '../../functions/core/product.js';
import { SEED_STORES } from '../../local/seed/stores.js';
import { api, partition, table } from './helpers.js';

export const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Every product item, straight from gsi1 (to prove what was or was not written). */
export async function storedProducts(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'PRODUCTS' },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export const storedProduct = async (id: string) => (await partition(`PRODUCT#${id}`))[0];
/** A product's stock items at every demo store. */
export const storedStock = async (id: string) =>
  (await Promise.all(SEED_STORES.map(async (s) => (await partition(`STOCK#${s._id}`)).filter((i) => i.productId === id)))).flat();
export const counter = async (pk: 'CATEGORY' | 'SUBCATEGORY', id: string) =>
  ((await partition(pk)).find((i) => i._id === id) as { productCount?: number } | undefined)?.productCount;
export const catalogVersion = async () => Number((await partition('CATALOG')).find((i) => i.sk === 'VERSION')?.version ?? 0);

/** Every product in a response speaks rupees. */
export function expectRupees(products: Product[]) {
  for (const p of products) {
    expect(p).not.toHaveProperty('pricePaise');
    expect(typeof p.price).toBe('number');
    expect(Number.isInteger(Math.round(p.price * 100))).toBe(true);
    // A product's GST rate and HSN (its tax invoice's) and its barcode (the picker's scan) are sent when set.
    expect(Object.keys(p).filter((key) => key !== 'gstRate' && key !== 'hsn' && key !== 'barcode').sort()).toEqual(
      ['_id', 'sku', 'name', 'image', 'category', 'subCategory', 'unit', 'stock', 'price', 'discount', 'description', 'more_details', 'createdAt', 'lowStock'].sort(),
    );
  }
}

export async function taxonomy(token: string) {
  const category = (
    await api<Ref>('POST', '/api/category/add-category', { token, body: { name: unique('QA Shelf'), image: '/media/category/qa.png' } })
  ).body.data!;
  const other = (
    await api<Ref>('POST', '/api/category/add-category', { token, body: { name: unique('QA Shelf'), image: '/media/category/qa.png' } })
  ).body.data!;
  const sub = (
    await api<Ref>('POST', '/api/subcategory/create', {
      token,
      body: { name: unique('QA Aisle'), image: '/media/subcategory/qa.png', category: [category] },
    })
  ).body.data!;
  const otherSub = (
    await api<Ref>('POST', '/api/subcategory/create', {
      token,
      body: { name: unique('QA Aisle'), image: '/media/subcategory/qa.png', category: [other] },
    })
  ).body.data!;
  return { category, other, sub, otherSub };
}
