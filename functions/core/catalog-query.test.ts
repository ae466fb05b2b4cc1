import { describe, expect, it } from 'vitest';
import { buildCatalogView, inCategoryAndSubCategory, newestFirst, paginate } from './catalog-query.js';
import { listProducts, searchCatalog } from './catalog-search.js';
import type { ProductRecord } from './product.js';

const record = (i: number, links: { category: string[]; sub: string[] }, name = `Product ${i}`): ProductRecord => ({
  _id: `id${String(i).padStart(3, '0')}`,
  sku: `SKU${i}`,
  name,
  image: ['/media/product/x.webp'],
  category: links.category.map((c) => ({ _id: c, name: `old name of ${c}` })),
  subCategory: links.sub.map((s) => ({ _id: s, name: `old name of ${s}` })),
  unit: '1 pc',
  pricePaise: 1000 + i,
  discount: 0,
  description: 'Something good.',
  more_details: {},
  // Two products share each timestamp: ties are broken by _id.
  createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 1000).toISOString(),
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const products = Array.from({ length: 20 }, (_, i) =>
  record(i, i % 2 === 0 ? { category: ['dairy'], sub: ['milk'] } : { category: ['dairy', 'breakfast'], sub: ['eggs'] }),
);
const view = buildCatalogView({
  products,
  categories: [
    { _id: 'dairy', name: 'Dairy', image: '' },
    { _id: 'breakfast', name: 'Breakfast', image: '' },
  ],
  subCategories: [
    { _id: 'milk', name: 'Milk', image: '', category: [{ _id: 'dairy', name: 'Dairy' }] },
    { _id: 'eggs', name: 'Eggs', image: '', category: [{ _id: 'dairy', name: 'Dairy' }] },
  ],
});

describe('paginate', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  it('cuts pages, the last one holding the remainder', () => {
    expect(paginate(items, 1, 8)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7], page: 1, totalCount: 20, totalPages: 3 });
    expect(paginate(items, 3, 8)).toEqual({ items: [16, 17, 18, 19], page: 3, totalCount: 20, totalPages: 3 });
  });

  it('answers a page beyond the last with no items and the same totals', () => {
    expect(paginate(items, 4, 8)).toEqual({ items: [], page: 4, totalCount: 20, totalPages: 3 });
  });

  it('has exact boundaries', () => {
    expect(paginate(items, 2, 10).items).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(paginate(items, 2, 10).totalPages).toBe(2);
    expect(paginate(items, 1, 20).totalPages).toBe(1);
    expect(paginate(items, 1, 19).totalPages).toBe(2);
    expect(paginate(items, 1, 100).items).toHaveLength(20);
  });

  it('counts an empty list as one empty page', () => {
    expect(paginate([], 1, 12)).toEqual({ items: [], page: 1, totalCount: 0, totalPages: 1 });
  });

  it('refuses nonsense pages and limits', () => {
    expect(() => paginate(items, 0, 8)).toThrow(RangeError);
    expect(() => paginate(items, 1.5, 8)).toThrow(RangeError);
    expect(() => paginate(items, 1, 0)).toThrow(RangeError);
  });
});

describe('catalog view', () => {
  it('lists newest first, ties broken by _id descending (the gsi1 order reversed)', () => {
    const ids = view.products.map((p) => p._id);
    expect(ids.slice(0, 4)).toEqual(['id019', 'id018', 'id017', 'id016']);
    expect([...products].reverse().map((p) => p._id)).toEqual(ids);
    expect([...products].sort(newestFirst)).toEqual(view.products);
  });

  it('pages through everything exactly once', () => {
    const seen: string[] = [];
    for (let page = 1; page <= paginate(view.products, 1, 8).totalPages; page++) {
      seen.push(...paginate(listProducts(view, undefined), page, 8).items.map((p) => p._id));
    }
    expect(seen).toEqual(view.products.map((p) => p._id));
  });

  it('finds products by category, by sub category and by both', () => {
    expect(view.inCategory('dairy')).toHaveLength(20);
    expect(view.inCategory('breakfast').map((p) => p._id)).toEqual(view.products.filter((_, i) => i % 2 === 0).map((p) => p._id));
    expect(view.inSubCategory('milk')).toHaveLength(10);
    expect(inCategoryAndSubCategory(view, 'breakfast', 'eggs')).toHaveLength(10);
    expect(inCategoryAndSubCategory(view, 'breakfast', 'milk')).toHaveLength(0);
    expect(view.inCategory('nothing')).toEqual([]);
  });

  it('names links by the current taxonomy, whatever name was stored with the link', () => {
    expect(view.names.category('dairy')).toBe('Dairy');
    expect(view.names.subCategory('eggs')).toBe('Eggs');
    expect(view.names.category('gone')).toBeUndefined();
  });

  it('searches with the current names and lists newest without a search', () => {
    expect(listProducts(view, '')).toBe(view.products);
    expect(listProducts(view, '   ')).toBe(view.products);
    expect(listProducts(view, 'breakfast')).toHaveLength(10);
    expect(searchCatalog(view, 'old name')).toHaveLength(0);
  });

  it('finds a product by id', () => {
    expect(view.product('id007')?.name).toBe('Product 7');
    expect(view.product('nope')).toBeUndefined();
  });
});
