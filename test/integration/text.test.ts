/**
 * Text that breaks later, names that look the same, and a stale edit from a spec client: every free
 * text is well-formed NFC without control characters; names that render alike are one name; a
 * whole-product save without `stockSeen` keeps the sales made meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { newId } from '../../functions/core/ids.js';
import * as categoryItem from '../../functions/data/items/category.js';
import * as nameClaimItem from '../../functions/data/items/name-claim.js';
import { keys } from '../../functions/data/keys.js';
import { api, createProduct, partition, productStock, shopperWithCart, table, tokenFor, uploadImage } from './helpers.js';

const tableName = inject('stack').env.TABLE_NAME!;

/** Bumped by every catalog write: unchanged means nothing was written. */
const catalogVersion = async () => Number((await partition('CATALOG')).find((i) => i.sk === 'VERSION')?.version ?? 0);

async function productBody(overrides: Record<string, unknown>) {
  const subCategories = await api<{ _id: string; category: { _id: string }[] }[]>('POST', '/api/subcategory/get', { body: {} });
  const sub = subCategories.body.data![0]!;
  return {
    name: `Text Rule Atta ${randomUUID().slice(0, 6)}`,
    description: 'Whole wheat flour.',
    image: ['/media/product/test-rice.webp'],
    category: [{ _id: sub.category[0]!._id }],
    subCategory: [{ _id: sub._id }],
    unit: '1 kg',
    stock: 5,
    price: 40,
    discount: 0,
    more_details: {},
    ...overrides,
  };
}

describe('text that would break later is refused: 400 naming the field, nothing written', () => {
  const cases = [
    { label: 'a unit with a lone surrogate', overrides: { unit: '1 kg\uD800' }, message: 'Unit must be valid text' },
    { label: 'a unit with NUL', overrides: { unit: '1 kg\u0000' }, message: 'Unit must not contain control characters' },
    { label: 'a zero-width-only unit', overrides: { unit: '\u200B\u200D\u2060' }, message: 'Unit is required' },
    { label: 'a description with a lone surrogate', overrides: { description: 'Fresh \uDC00atta' }, message: 'Description must be valid text' },
    { label: 'a description with NUL', overrides: { description: 'Fresh\u0000 atta' }, message: 'Description must not contain control characters' },
    { label: 'a zero-width-only description', overrides: { description: '\uFEFF\u200B' }, message: 'Description is required' },
    { label: 'a custom field value with a lone surrogate', overrides: { more_details: { Brand: 'Aashirvaad\uD83C' } }, message: 'Brand must be valid text' },
    { label: 'a custom field name with a control character', overrides: { more_details: { 'Bra\u0007nd': 'x' } }, message: 'Field names must not contain control characters' },
  ];

  it.each(cases)('$label', async ({ overrides, message }) => {
    const token = await tokenFor('admin');
    const before = await catalogVersion();
    const res = await api('POST', '/api/product/create', { token, body: await productBody(overrides) });
    expect(res.status, res.body.message).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await catalogVersion()).toBe(before);
  });

  it('the same on an update, which leaves the product as it was', async () => {
    const product = await createProduct({ stock: 5, price: 40 });
    const token = await tokenFor('admin');
    const current = (await api<Record<string, unknown>>('POST', '/api/product/get-product-details', { body: { productId: product._id } })).body.data!;
    const res = await api('PUT', '/api/product/update-product-details', { token, body: { ...current, unit: '1 kg\uD800' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unit must be valid text');
    const after = (await api<Record<string, unknown>>('POST', '/api/product/get-product-details', { body: { productId: product._id } })).body.data!;
    expect(after.unit).toBe('1 kg');
  });

  it('stores text in NFC without invisible characters, keeping a description’s line breaks', async () => {
    const token = await tokenFor('admin');
    const body = await productBody({ unit: '1\u200B kg', description: 'Stone-ground.\r\nCafe\u0301 grade\u00AD flour.', more_details: { 'Bra\u2060nd': 'Aashir\u200Dvaad' } });
    const res = await api<{ unit: string; description: string; more_details: Record<string, string> }>('POST', '/api/product/create', { token, body });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ unit: '1 kg', description: 'Stone-ground.\nCaf\u00E9 grade flour.', more_details: { Brand: 'Aashirvaad' } });
  });

  it('a cancellation reason is checked too; an invisible one is no reason', async () => {
    const product = await createProduct({ stock: 5, price: 40 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 1 }]);
    const placed = await api<{ _id: string }>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } });
    expect(placed.status).toBe(200);
    const _id = placed.body.data!._id;
    const bad = await api('POST', '/api/order/cancel', { token: shopper.token, body: { _id, reason: 'Late\uD800' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Reason must be valid text');
    const cancelled = await api<{ status: string }>('POST', '/api/order/cancel', { token: shopper.token, body: { _id, reason: '\u200B' } });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data!.status).toBe('cancelled');
  });
});

describe('names that look the same are the same name', () => {
  const lookalikes = [
    ['a zero-width space', (n: string) => n.replace(' ', '\u200B ')],
    ['a zero-width joiner', (n: string) => n.replace('ai', 'a\u200Di')],
    ['a soft hyphen', (n: string) => n.replace('ai', 'a\u00ADi')],
    ['a right-to-left mark', (n: string) => n.replace(' ', ' \u200F')],
    ['a word joiner', (n: string) => n.replace('ai', 'a\u2060i')],
    ['a Cyrillic а', (n: string) => n.replace('a', '\u0430')],
  ] as const;

  it.each(lookalikes)('a category named like another but with %s is refused with 409', async (_label, disguise) => {
    const token = await tokenFor('admin');
    const image = await uploadImage(token);
    const name = `Dairy Fresh ${randomUUID().slice(0, 6)}`;
    expect((await api('POST', '/api/category/add-category', { token, body: { name, image } })).status).toBe(200);
    const before = (await partition('CATEGORY')).length;
    const twin = await api('POST', '/api/category/add-category', { token, body: { name: disguise(name), image } });
    expect(twin.status, twin.body.message).toBe(409);
    expect(twin.body.message).toMatch(/^Category .* already exists$/);
    expect((await partition('CATEGORY')).length).toBe(before);
  });

  it('a sub category too, and the name is stored as typed without the invisible characters', async () => {
    const token = await tokenFor('admin');
    const categories = await api<{ _id: string }[]>('GET', '/api/category/get');
    const image = await uploadImage(token, 'subcategory');
    const name = `Fresh Paneer ${randomUUID().slice(0, 6)}`;
    const created = await api<{ name: string }>('POST', '/api/subcategory/create', {
      token,
      body: { name: name.replace(' ', '\u200B '), image, category: [{ _id: categories.body.data![0]!._id }] },
    });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.data!.name).toBe(name);
    const twin = await api('POST', '/api/subcategory/create', {
      token,
      body: { name: name.replace('a', '\u0430'), image, category: [{ _id: categories.body.data![0]!._id }] },
    });
    expect(twin.status, twin.body.message).toBe(409);
  });
});

describe('names saved before look-alikes counted as one', () => {
  /** nameKey as it was: invisible characters and look-alike letters made a new name. */
  const oldNameKey = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();

  it('the name-claims migration claims them under the new key: a look-alike is refused, two that are now one are listed', async () => {
    const suffix = randomUUID().slice(0, 6);
    const now = new Date().toISOString();
    const saved = [`Dai\u200Bry Fresh ${suffix}`, `D\u0430iry Fresh ${suffix}`].map((name) => ({
      _id: newId(),
      name,
      image: '/media/category/x.png',
      createdAt: now,
      updatedAt: now,
    }));
    const oldClaims = saved.map((c) => ({ pk: `CATEGORY_NAME#${oldNameKey(c.name)}`, sk: 'CLAIM' }));
    expect(new Set(oldClaims.map((k) => k.pk)).size, 'two names under the old keys').toBe(2);
    for (const [i, category] of saved.entries()) {
      await table.send(new PutCommand({ TableName: tableName, Item: categoryItem.toItem(category) }));
      await table.send(new PutCommand({ TableName: tableName, Item: nameClaimItem.toItem(oldClaims[i]!, category._id) }));
    }
    try {
      const { backfillNameClaims } = await import('../../functions/data/migrations/name-claims.js');
      const result = await backfillNameClaims();
      const newClaim = keys.categoryName(`Dairy Fresh ${suffix}`);
      const [claim] = await partition(newClaim.pk);
      const owner = saved.find((c) => c._id === claim?.ownerId);
      expect(owner, 'one of the two holds the claim under the new key').toBeDefined();
      expect(result.claimed).toBeGreaterThanOrEqual(1);
      expect(result.duplicates).toContain(saved.find((c) => c !== owner)!.name);
      const token = await tokenFor('admin');
      const twin = await api('POST', '/api/category/add-category', { token, body: { name: `Dairy Fresh ${suffix}`, image: await uploadImage(token) } });
      expect(twin.status, twin.body.message).toBe(409);
      // The holder deletes as usual, giving the name back.
      expect((await api('DELETE', '/api/category/delete', { token, body: { _id: owner!._id } })).status).toBe(200);
      expect(await partition(newClaim.pk)).toEqual([]);
    } finally {
      for (const [i, category] of saved.entries()) {
        await table.send(new DeleteCommand({ TableName: tableName, Key: keys.category(category._id) }));
        await table.send(new DeleteCommand({ TableName: tableName, Key: oldClaims[i]! }));
      }
    }
  });
});

describe('a stale edit from a client that sends the whole product (no stockSeen)', () => {
  const load = async (productId: string) => {
    const { createdAt: _created, ...fields } = (await api<Record<string, unknown>>('POST', '/api/product/get-product-details', { body: { productId } })).body.data!;
    return fields;
  };
  const save = async (body: Record<string, unknown>) =>
    api<{ stock: number; description: string }>('PUT', '/api/product/update-product-details', { token: await tokenFor('admin'), body });
  const sell = async (productId: string, qty: number) => {
    const shopper = await shopperWithCart([{ productId, qty }]);
    expect((await api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } })).status).toBe(200);
  };

  it('stock 10, a shopper buys 3, the admin saves a description from the form opened before: the sale is kept (7)', async () => {
    const product = await createProduct({ stock: 10, price: 20 });
    const form = await load(product._id);
    await sell(product._id, 3);
    const saved = await save({ ...form, description: 'Now with a better description.' });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ stock: 7, description: 'Now with a better description.' });
    expect(await productStock(product._id)).toBe(7);
  });

  it('a different number is a new stock, and becomes the one a later stale save compares with', async () => {
    const product = await createProduct({ stock: 10, price: 20 });
    const form = await load(product._id);
    await sell(product._id, 3);
    expect((await save({ ...form, stock: 25 })).status).toBe(200);
    expect(await productStock(product._id)).toBe(25);
    await sell(product._id, 2);
    expect((await save({ ...form, stock: 25, description: 'Stone-ground.' })).body.data).toMatchObject({ stock: 23, description: 'Stone-ground.' });
    expect(await productStock(product._id)).toBe(23);
  });
});
