/**
 * Product writes over HTTP: the admin's create, update and delete, bad input, who may write. Lists
 * and search: catalog-listing.test.ts.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as storeStockItem from '../../functions/data/items/store-stock.js';
import { describe, expect, it } from 'vitest';
import type { ApiProduct as Product } from '../../functions/core/product.js';
import { DEFAULT_SEED_STORE, SEED_STORES } from '../../local/seed/stores.js';
import { catalogVersion, counter, storedProduct, storedProducts, storedStock, taxonomy, unique } from './catalog-support.js';
import { api, apiUrl, table, tokenFor, uploadImage } from './helpers.js';

describe('product administration', () => {
  it('creates, reads, updates and deletes a product with uploaded images, keeping every counter exact', async () => {
    const token = await tokenFor('admin');
    const { category, other, sub, otherSub } = await taxonomy(token);
    const images = [await uploadImage(token, 'product'), await uploadImage(token, 'product')];
    const versionBefore = await catalogVersion();
    const name = unique('QA Malai Paneer');
    const body = {
      name,
      description: 'Soft, fresh paneer for the integration test.',
      image: images,
      category: [{ _id: category._id, name: 'client says something else' }, category],
      subCategory: [sub],
      unit: '200 g',
      stock: 12,
      price: 52.5,
      discount: 10,
      more_details: { Brand: 'QA Dairy', 'Shelf Life': '10 days' },
    };

    const created = await api<Product>('POST', '/api/product/create', { token, body });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, error: false, message: 'Product created' });
    const product = created.body.data!;
    expect(product).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{32}$/),
      // None sent: made from its id (a SKU is unique and never changes: product-import.test.ts).
      sku: expect.stringMatching(/^QB-[0-9A-F]+$/),
      name,
      image: images,
      category: [{ _id: category._id, name: category.name }],
      subCategory: [{ _id: sub._id, name: sub.name }],
      unit: '200 g',
      stock: 12,
      price: 52.5,
      discount: 10,
      description: body.description,
      more_details: body.more_details,
      createdAt: expect.any(String),
    });
    expect(await catalogVersion()).toBe(versionBefore + 1);

    // Stored as the seed stores products: keys from keys.ts, integer paise.
    const item = await storedProduct(product._id);
    expect(item).toMatchObject({
      pk: `PRODUCT#${product._id}`,
      sk: 'PRODUCT',
      gsi1pk: 'PRODUCTS',
      gsi1sk: `${product.createdAt}#${product._id}`,
      type: 'product',
      pricePaise: 5250,
    });
    expect(item).not.toHaveProperty('price');
    // Its stock is the default store's, an item of its own.
    expect(item).not.toHaveProperty('stock');
    expect(await storedStock(product._id)).toEqual([expect.objectContaining({ storeId: DEFAULT_SEED_STORE._id, stock: 12, stockSet: 12 })]);
    expect(await counter('CATEGORY', category._id)).toBe(1);
    expect(await counter('SUBCATEGORY', sub._id)).toBe(1);

    // Every read sees it: details, the newest-first list, its category row, its sub category page, search;
    // reads answer at a store, so they also say whether its stock there is low (12 is not).
    const atStore = { ...product, lowStock: false };
    const details = await api<Product>('POST', '/api/product/get-product-details', { body: { productId: product._id } });
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual(atStore);
    const listed = await api<Product[]>('POST', '/api/product/get', { body: { page: 1, limit: 12 } });
    expect(listed.body.data![0]).toEqual(atStore);
    const row = await api<Product[]>('POST', '/api/product/get-product-by-category', { body: { id: category._id } });
    expect(row.body.data).toEqual([atStore]);
    const page = await api<Product[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
      body: { categoryId: category._id, subCategoryId: sub._id },
    });
    expect(page.body).toMatchObject({ data: [atStore], totalCount: 1, page: 1, totalPage: 1 });
    const found = await api<Product[]>('POST', '/api/product/search-product', { body: { search: name, page: 1 } });
    expect(found.body.data![0]).toEqual(atStore);

    // A category or sub category in use cannot be deleted.
    expect((await api('DELETE', '/api/subcategory/delete', { token, body: { _id: sub._id } })).status).toBe(409);
    expect((await api('DELETE', '/api/category/delete', { token, body: { _id: category._id } })).status).toBe(409);

    // Update: move to the other category and sub category, one image replaced, new price.
    const replacement = await uploadImage(token, 'product');
    const updated = await api<Product>('PUT', '/api/product/update-product-details', {
      token,
      body: { ...body, _id: product._id, image: [replacement, images[1]], category: [other], subCategory: [otherSub, otherSub], price: '99.99', stock: '0' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Product updated');
    expect(updated.body.data).toMatchObject({
      _id: product._id,
      price: 99.99,
      stock: 0,
      image: [replacement, images[1]],
      category: [{ _id: other._id, name: other.name }],
      subCategory: [{ _id: otherSub._id, name: otherSub.name }],
      createdAt: product.createdAt,
    });
    expect(await storedProduct(product._id)).toMatchObject({ pricePaise: 9999, gsi1sk: `${product.createdAt}#${product._id}` });
    expect(await storedStock(product._id)).toEqual([expect.objectContaining({ storeId: DEFAULT_SEED_STORE._id, stock: 0, stockSet: 0 })]);
    expect(await counter('CATEGORY', category._id)).toBe(0);
    expect(await counter('SUBCATEGORY', sub._id)).toBe(0);
    expect(await counter('CATEGORY', other._id)).toBe(1);
    expect(await counter('SUBCATEGORY', otherSub._id)).toBe(1);
    // The replaced image is still served: images are never deleted (functions/data/README.md).
    expect((await fetch(`${apiUrl}${images[0]}`)).status).toBe(200);

    // Stocked at another store too: the delete takes that stock with it as well.
    const elsewhere = SEED_STORES.find((s) => !s.isDefault)!;
    await table.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: storeStockItem.toItem({ storeId: elsewhere._id, productId: product._id, stock: 5 }) }));
    expect(await storedStock(product._id)).toHaveLength(2);
    const deleted = await api('DELETE', '/api/product/delete-product', { token, body: { _id: product._id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: 'Product deleted', data: { _id: product._id } });
    expect(await storedProduct(product._id)).toBeUndefined();
    expect(await storedStock(product._id), 'its stock at every store went with it').toEqual([]);
    expect(await counter('CATEGORY', other._id)).toBe(0);
    expect(await counter('SUBCATEGORY', otherSub._id)).toBe(0);
    expect((await api('POST', '/api/product/get-product-details', { body: { productId: product._id } })).status).toBe(404);
    expect((await fetch(`${apiUrl}${replacement}`)).status).toBe(200);

    // Nothing uses the taxonomy any more: all of it can go.
    for (const s of [sub, otherSub]) expect((await api('DELETE', '/api/subcategory/delete', { token, body: { _id: s._id } })).status).toBe(200);
    for (const c of [category, other]) expect((await api('DELETE', '/api/category/delete', { token, body: { _id: c._id } })).status).toBe(200);
  });

  it('refuses links to a category or sub category that does not exist with a 400 naming it, writing nothing', async () => {
    const token = await tokenFor('admin');
    const { category, other, sub, otherSub } = await taxonomy(token);
    const before = (await storedProducts()).length;
    const base = {
      name: unique('QA Orphan'),
      description: 'x',
      image: ['/media/product/x.png'],
      unit: '1 pc',
      stock: 1,
      price: 10,
      discount: 0,
    };
    const noCategory = await api('POST', '/api/product/create', {
      token,
      body: { ...base, category: [category, { _id: 'ghost-category', name: 'Ghost Shelf' }], subCategory: [sub] },
    });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.message).toBe('Category "Ghost Shelf" (ghost-category) does not exist');
    const noSub = await api('POST', '/api/product/create', { token, body: { ...base, category: [category], subCategory: [{ _id: 'ghost-sub' }] } });
    expect(noSub.status).toBe(400);
    expect(noSub.body.message).toBe('Sub category ghost-sub does not exist');
    expect((await storedProducts()).length).toBe(before);
    expect(await counter('CATEGORY', category._id)).toBe(0);
    expect(await counter('SUBCATEGORY', sub._id)).toBe(0);

    for (const s of [sub, otherSub]) await api('DELETE', '/api/subcategory/delete', { token, body: { _id: s._id } });
    for (const c of [category, other]) await api('DELETE', '/api/category/delete', { token, body: { _id: c._id } });
  });

  it('answers 404 for updating, deleting or reading a product that does not exist', async () => {
    const token = await tokenFor('admin');
    const [anyProduct] = (await api<Product[]>('POST', '/api/product/get', { body: {} })).body.data!;
    const { _id: _ignored, createdAt: _c, ...fields } = anyProduct!;
    const update = await api('PUT', '/api/product/update-product-details', { token, body: { ...fields, _id: 'no-such-product' } });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('Product not found');
    expect((await api('DELETE', '/api/product/delete-product', { token, body: { _id: 'no-such-product' } })).status).toBe(404);
    const details = await api('POST', '/api/product/get-product-details', { body: { productId: 'no-such-product' } });
    expect(details.status).toBe(404);
    expect(details.body).toMatchObject({ success: false, error: true, message: 'Product not found' });
  });

  it('saves an unchanged seeded product without moving any counter', async () => {
    const token = await tokenFor('admin');
    const [product] = (await api<Product[]>('POST', '/api/product/get', { body: { page: 3, limit: 1 } })).body.data!;
    const counts = async () => [
      ...(await Promise.all(product!.category.map((c) => counter('CATEGORY', c._id)))),
      ...(await Promise.all(product!.subCategory.map((s) => counter('SUBCATEGORY', s._id)))),
    ];
    const before = await counts();
    const { createdAt: _c, lowStock: _low, ...body } = product!;
    const res = await api<Product>('PUT', '/api/product/update-product-details', { token, body });
    expect(res.status).toBe(200);
    // The admin's write answers the product itself; whether stock is low is a read at a store.
    const { lowStock: _atStore, ...written } = product!;
    expect(res.body.data).toEqual(written);
    expect(await counts()).toEqual(before);
  });
});

describe('bad product input: 400 naming the field, nothing written', () => {
  const good = {
    name: 'QA Valid Product',
    description: 'A valid description.',
    image: ['/media/product/x.png'],
    category: [{ _id: 'c', name: 'C' }],
    subCategory: [{ _id: 's', name: 'S' }],
    unit: '1 kg',
    stock: 5,
    price: 10,
    discount: 0,
    more_details: {},
  };
  const details = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`Field ${i}`, 'x']));
  const cases: { label: string; body?: unknown; rawBody?: string; message: RegExp }[] = [
    { label: 'missing name', body: { ...good, name: undefined }, message: /^Name / },
    { label: 'blank name', body: { ...good, name: ' ' }, message: /^Name is required/ },
    { label: 'missing description', body: { ...good, description: undefined }, message: /^Description is required/ },
    { label: 'description over 2000 characters', body: { ...good, description: 'x'.repeat(2001) }, message: /^Description must be at most 2000/ },
    { label: 'missing unit', body: { ...good, unit: '' }, message: /^Unit is required/ },
    { label: 'negative stock', body: { ...good, stock: -1 }, message: /^Stock must be between 0/ },
    { label: 'fractional stock', body: { ...good, stock: 1.5 }, message: /^Stock must be a whole number/ },
    { label: 'stock as words', body: { ...good, stock: 'many' }, message: /^Stock must be a number/ },
    { label: 'missing price', body: { ...good, price: undefined }, message: /^Price is required/ },
    { label: 'zero price', body: { ...good, price: 0 }, message: /^Price must be greater than 0/ },
    { label: 'negative price', body: { ...good, price: -3 }, message: /^Price must be greater than 0/ },
    { label: 'price with 3 decimals', body: { ...good, price: 19.999 }, message: /^Price must have at most 2 decimals/ },
    { label: 'a float artefact as price', rawBody: JSON.stringify({ ...good, price: 0.1 + 0.2 }), message: /^Price must have at most 2 decimals/ },
    { label: 'discount over 100', body: { ...good, discount: 101 }, message: /^Discount must be between 0 and 100/ },
    { label: 'fractional discount', body: { ...good, discount: 2.5 }, message: /^Discount must be a whole number/ },
    { label: 'no images', body: { ...good, image: [] }, message: /^Image must have at least one image/ },
    { label: 'nine images', body: { ...good, image: Array.from({ length: 9 }, (_, i) => `/media/product/${i}.png`) }, message: /^Image must have at most 8/ },
    { label: 'an image from elsewhere', body: { ...good, image: ['https://evil.example/x.png'] }, message: /^Image / },
    { label: 'a category image', body: { ...good, image: ['/media/category/x.png'] }, message: /^Image must be a product image/ },
    { label: 'no category', body: { ...good, category: [] }, message: /^Category must have at least one/ },
    { label: 'no sub category', body: { ...good, subCategory: [] }, message: /^Sub category must have at least one/ },
    { label: 'sub category without _id', body: { ...good, subCategory: [{ name: 'S' }] }, message: /^Sub category / },
    { label: '21 custom fields', body: { ...good, more_details: details(21) }, message: /^Details must have at most 20 fields/ },
    { label: 'a field name over 40 characters', body: { ...good, more_details: { ['k'.repeat(41)]: 'v' } }, message: /^Field names must be at most 40/ },
    { label: 'a field value over 500 characters', body: { ...good, more_details: { Brand: 'v'.repeat(501) } }, message: /^Brand must be at most 500/ },
    { label: 'an empty field value', body: { ...good, more_details: { Brand: '' } }, message: /^Brand is required/ },
    { label: 'a non-text field value', body: { ...good, more_details: { Brand: { nested: true } } }, message: /^Brand is required/ },
    { label: 'a __proto__ field', rawBody: JSON.stringify(good).replace('"more_details":{}', '"more_details":{"__proto__":{"isAdmin":true}}'), message: /^"__proto__" is not allowed/ },
    { label: 'a constructor field', body: { ...good, more_details: { constructor: 'x' } }, message: /^"constructor" is not allowed/ },
    { label: 'a prototype field', body: { ...good, more_details: { prototype: 'x' } }, message: /^"prototype" is not allowed/ },
    { label: 'more_details as a list', body: { ...good, more_details: ['x'] }, message: /^Details must be an object/ },
  ];

  it.each(cases)('$label', async ({ body, rawBody, message }) => {
    const token = await tokenFor('admin');
    const before = (await storedProducts()).length;
    const versionBefore = await catalogVersion();
    const res = await api('POST', '/api/product/create', {
      token,
      body,
      rawBody,
      headers: rawBody ? { 'content-type': 'application/json' } : undefined,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true });
    expect(res.body.message).toMatch(message);
    expect((await storedProducts()).length).toBe(before);
    expect(await catalogVersion()).toBe(versionBefore);
  });

  it('checks update bodies the same way, and needs the _id', async () => {
    const token = await tokenFor('admin');
    const noId = await api('PUT', '/api/product/update-product-details', { token, body: good });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/^Item /);
    const badPrice = await api('PUT', '/api/product/update-product-details', { token, body: { ...good, _id: 'x', price: '1.234' } });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.message).toMatch(/^Price must have at most 2 decimals/);
  });
});

describe('authorization of the product writes', () => {
  const calls = [
    { method: 'POST', path: '/api/product/create', body: { name: 'Nope' } },
    { method: 'PUT', path: '/api/product/update-product-details', body: { _id: 'x', name: 'Nope' } },
    { method: 'DELETE', path: '/api/product/delete-product', body: { _id: 'x' } },
  ];

  it.each(calls)('$method $path: 401 anonymous, 403 shopper, nothing written', async (call) => {
    const before = (await storedProducts()).length;
    const versionBefore = await catalogVersion();
    expect((await api(call.method, call.path, { body: call.body })).status).toBe(401);
    const shopper = await api(call.method, call.path, { token: await tokenFor('shopper'), body: call.body });
    expect(shopper.status).toBe(403);
    expect(shopper.body.message).toBe('Do not have permission');
    expect((await storedProducts()).length).toBe(before);
    expect(await catalogVersion()).toBe(versionBefore);
  });
});
