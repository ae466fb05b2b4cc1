/**
 * Product reads over HTTP: the paged lists, the home page's category rows, search. Writes:
 * catalog-products.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ApiProduct as Product, Ref } from '../../functions/core/product.js';
import { expectRupees, storedProduct, storedProducts } from './catalog-support.js';
import { api } from './helpers.js';

describe('listing and paging', () => {
  it('pages the newest-first list: totalNoPage, the remainder on the last page, empty beyond it', async () => {
    const total = (await storedProducts()).length;
    const first = await api<Product[]>('POST', '/api/product/get', { body: { page: 1, limit: 8 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, totalCount: total, totalNoPage: Math.ceil(total / 8) });
    expect(first.body.data).toHaveLength(8);
    expectRupees(first.body.data!);
    const created = first.body.data!.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const lastPage = Math.ceil(total / 8);
    const last = await api<Product[]>('POST', '/api/product/get', { body: { page: lastPage, limit: 8 } });
    expect(last.body.data).toHaveLength(total - (lastPage - 1) * 8);
    const beyond = await api<Product[]>('POST', '/api/product/get', { body: { page: lastPage + 1, limit: 8 } });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ data: [], totalCount: total, totalNoPage: lastPage });

    const defaults = await api<Product[]>('POST', '/api/product/get', { body: {} });
    expect(defaults.body.data).toHaveLength(12);
    expect(defaults.body.totalNoPage).toBe(Math.ceil(total / 12));
  });

  it('walks every page of the list exactly once', async () => {
    const total = (await storedProducts()).length;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 100); page++) {
      const res = await api<Product[]>('POST', '/api/product/get', { body: { page, limit: 100 } });
      seen.push(...res.body.data!.map((p) => p._id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('refuses limits and pages out of range', async () => {
    for (const body of [{ limit: 0 }, { limit: 101 }, { page: 0 }, { page: -1 }, { page: 1.5 }, { limit: 'ten' }]) {
      const res = await api('POST', '/api/product/get', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^(Page size|Page) /);
    }
  });

  it('filters the admin list with the search engine', async () => {
    const res = await api<Product[]>('POST', '/api/product/get', { body: { page: 1, limit: 12, search: 'panner' } });
    expect(res.status).toBe(200);
    expect(res.body.data!.length).toBeGreaterThan(0);
    expect(res.body.data![0]!.name).toMatch(/paneer/i);
    expect(res.body.totalNoPage).toBe(Math.max(1, Math.ceil(Number(res.body.totalCount) / 12)));
  });

  it('pages a sub category list: page = totalPage has the remainder, beyond it is empty', async () => {
    const subs = (await api<(Ref & { category: Ref[] })[]>('POST', '/api/subcategory/get', { body: {} })).body.data!;
    const milk = subs.find((s) => s.name === 'Milk')!;
    const body = { categoryId: milk.category[0]!._id, subCategoryId: milk._id };
    const all = await api<Product[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', { body: { ...body, limit: 100 } });
    const total = Number(all.body.totalCount);
    expect(total).toBeGreaterThanOrEqual(5);
    for (const p of all.body.data!) {
      expect(p.subCategory.map((s) => s._id)).toContain(milk._id);
      expect(p.category.map((c) => c._id)).toContain(body.categoryId);
    }
    expectRupees(all.body.data!);

    const limit = 4;
    const totalPage = Math.ceil(total / limit);
    const first = await api<Product[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', { body: { ...body, page: 1, limit } });
    expect(first.body).toMatchObject({ success: true, totalCount: total, page: 1, totalPage });
    expect(first.body.data).toHaveLength(Math.min(limit, total));
    const last = await api<Product[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', { body: { ...body, page: totalPage, limit } });
    expect(last.body.data).toHaveLength(total - (totalPage - 1) * limit);
    expect(last.body.page).toBe(totalPage);
    const beyond = await api<Product[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
      body: { ...body, page: totalPage + 1, limit },
    });
    expect(beyond.body).toMatchObject({ data: [], totalCount: total, page: totalPage + 1, totalPage });

    const defaults = await api<Product[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', { body });
    expect(defaults.body.data).toHaveLength(Math.min(8, total));
    expect(defaults.body.totalPage).toBe(Math.ceil(total / 8));
  });

  it('answers an unknown category or sub category with an empty first page', async () => {
    const res = await api('POST', '/api/product/get-pruduct-by-category-and-subcategory', { body: { categoryId: 'x', subCategoryId: 'y' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], totalCount: 0, page: 1, totalPage: 1 });
  });
});

describe('category rows', () => {
  it('gives one category row for {id} (newest first, at most 24), as before', async () => {
    const categories = (await api<Ref[]>('GET', '/api/category/get')).body.data!;
    const dairy = categories.find((c) => c.name === 'Dairy & Breakfast')!;
    const res = await api<Product[]>('POST', '/api/product/get-product-by-category', { body: { id: dairy._id } });
    expect(res.status).toBe(200);
    expect(res.body.data!.length).toBeGreaterThan(0);
    expect(res.body.data!.length).toBeLessThanOrEqual(24);
    for (const p of res.body.data!) expect(p.category.map((c) => c._id)).toContain(dairy._id);
    expectRupees(res.body.data!);
  });

  it('gives every home row in one call for {ids}, in the order asked', async () => {
    const categories = (await api<Ref[]>('GET', '/api/category/get')).body.data!;
    const ids = categories.map((c) => c._id).reverse();
    const res = await api<{ categoryId: string; products: Product[] }[]>('POST', '/api/product/get-product-by-category', { body: { ids } });
    expect(res.status).toBe(200);
    expect(res.body.data!.map((row) => row.categoryId)).toEqual(ids);
    for (const row of res.body.data!) {
      expect(row.products.length).toBeLessThanOrEqual(12);
      for (const p of row.products) expect(p.category.map((c) => c._id)).toContain(row.categoryId);
      expectRupees(row.products);
    }
    expect(res.body.data!.filter((row) => row.products.length > 0).length).toBeGreaterThanOrEqual(16);

    const single = await api<Product[]>('POST', '/api/product/get-product-by-category', { body: { id: ids[0], limit: 12 } });
    expect(res.body.data![0]!.products).toEqual(single.body.data);
  });

  it('refuses both or neither of id and ids, and more than 50 ids', async () => {
    expect((await api('POST', '/api/product/get-product-by-category', { body: {} })).status).toBe(400);
    expect((await api('POST', '/api/product/get-product-by-category', { body: { id: 'a', ids: ['a'] } })).status).toBe(400);
    const many = await api('POST', '/api/product/get-product-by-category', { body: { ids: Array.from({ length: 51 }, (_, i) => `c${i}`) } });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/^Ids /);
  });
});

describe('search on the seeded catalog', () => {
  const search = (term: string, page = 1) => api<Product[]>('POST', '/api/product/search-product', { body: { search: term, page } });

  it('"mil" finds the milk products', async () => {
    const res = await search('mil');
    expect(res.status).toBe(200);
    const names = res.body.data!.map((p) => p.name);
    expect(names.filter((n) => /\bmilk\b/i.test(n)).length).toBeGreaterThanOrEqual(4);
    expectRupees(res.body.data!);
  });

  it('"chocolte" finds chocolate', async () => {
    const res = await search('chocolte');
    expect(res.body.data!.length).toBeGreaterThan(0);
    expect(res.body.data!.slice(0, 5).every((p) => /chocolate/i.test(`${p.name} ${p.description}`))).toBe(true);
  });

  it('"panner" finds paneer', async () => {
    const res = await search('panner');
    expect(res.body.data![0]!.name).toMatch(/paneer/i);
    expect(res.body.data!.filter((p) => /paneer/i.test(p.name)).length).toBeGreaterThanOrEqual(3);
    // Not the tofu beside it on the shelf, nor the spinach whose description says "palak paneer".
    expect(res.body.data!.filter((p) => /tofu|spinach/i.test(p.name))).toEqual([]);
  });

  it('"rice products" lists that aisle first; "product" alone lists nothing', async () => {
    const rice = (await search('rice products')).body.data!;
    expect(rice.length).toBeGreaterThan(0);
    expect(rice.every((p) => p.subCategory.some((s) => s.name === 'Rice & Rice Products'))).toBe(true);
    expect((await search('product')).body).toMatchObject({ data: [], totalCount: 0 });
  });

  it('an exact product name comes first', async () => {
    for (const name of ['Amul Malai Paneer', 'Cadbury Dairy Milk Chocolate Bar', 'Britannia Milk Bread']) {
      const res = await search(name);
      expect(res.body.data![0]!.name).toBe(name);
    }
  });

  it('pages with page, totalPage and totalCount (12 per page), stably', async () => {
    // "a" is a prefix still being typed: most of the demo catalog, several pages.
    const BROAD = 'a';
    const first = await search(BROAD);
    const total = Number(first.body.totalCount);
    expect(total).toBeGreaterThan(12);
    expect(first.body).toMatchObject({ success: true, page: 1, totalPage: Math.ceil(total / 12) });
    expect(first.body.data).toHaveLength(12);
    const pages: string[] = [];
    for (let page = 1; page <= Number(first.body.totalPage); page++) pages.push(...(await search(BROAD, page)).body.data!.map((p) => p._id));
    expect(pages).toHaveLength(total);
    expect(new Set(pages).size).toBe(total);
    const again = await search(BROAD);
    expect(again.body.data!.map((p) => p._id)).toEqual(first.body.data!.map((p) => p._id));
    const beyond = await search(BROAD, Number(first.body.totalPage) + 1);
    expect(beyond.body).toMatchObject({ data: [], totalCount: total, totalPage: first.body.totalPage });
  });

  it('an empty search lists the newest products; nonsense finds nothing', async () => {
    const empty = await search('');
    const newest = await api<Product[]>('POST', '/api/product/get', { body: { page: 1, limit: 12 } });
    expect(empty.body.data!.map((p) => p._id)).toEqual(newest.body.data!.map((p) => p._id));
    const nothing = await search('qqxxzzvv');
    expect(nothing.body).toMatchObject({ data: [], totalCount: 0, page: 1, totalPage: 1 });
  });

  it('speaks rupees: price × 100 is the stored pricePaise', async () => {
    const res = await search('Amul Malai Paneer');
    const product = res.body.data![0]!;
    const stored = await storedProduct(product._id);
    expect(Math.round(product.price * 100)).toBe(stored?.pricePaise);
    const withHalf = (await api<Product[]>('POST', '/api/product/get', { body: { page: 1, limit: 100 } })).body.data!;
    const all = [...withHalf];
    for (let page = 2; page <= 5; page++) all.push(...(await api<Product[]>('POST', '/api/product/get', { body: { page, limit: 100 } })).body.data!);
    const fractional = all.find((p) => !Number.isInteger(p.price))!;
    expect(fractional).toBeDefined();
    expect(Math.round(fractional.price * 100)).toBe((await storedProduct(fractional._id))?.pricePaise);
  });
});
