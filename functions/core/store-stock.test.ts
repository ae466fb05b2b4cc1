import { describe, expect, it } from 'vitest';
import { inFilter, levelCounts, stockLevel, stockPage, stockRow, type StockProduct } from './store-stock.js';

const product = (_id: string, name: string): StockProduct => ({ _id, name, image: [`/media/product/${_id}.webp`], unit: '1 kg' });

describe('stock levels', () => {
  it('is out at 0, low above 0 up to the threshold, ok above it', () => {
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(1, 5)).toBe('low');
    expect(stockLevel(5, 5)).toBe('low');
    expect(stockLevel(6, 5)).toBe('ok');
    // A threshold of 0: nothing is low, only out.
    expect(stockLevel(1, 0)).toBe('ok');
  });

  it('counts low and out as the Low and Out filters keep them (a product never stocked is out)', () => {
    const stock = new Map([['a', 0], ['b', 3], ['c', 9]]);
    const products = ['a', 'b', 'c', 'd'].map((id) => product(id, id));
    expect(levelCounts(products, (p) => stockLevel(stock.get(p._id) ?? 0, 5))).toEqual({ low: 1, out: 2 });
    expect(levelCounts(products, (p) => stockLevel(stock.get(p._id) ?? 0, 5))).toEqual({
      low: products.filter((p) => inFilter(stockLevel(stock.get(p._id) ?? 0, 5), 'low')).length,
      out: products.filter((p) => inFilter(stockLevel(stock.get(p._id) ?? 0, 5), 'out')).length,
    });
  });

  it('filters by level; no filter keeps every level', () => {
    expect(inFilter('low', 'low')).toBe(true);
    expect(inFilter('out', 'low')).toBe(false);
    expect(inFilter('out', 'out')).toBe(true);
    expect(inFilter('ok', undefined)).toBe(true);
  });

  it('makes a row of the first image and the level', () => {
    expect(stockRow(product('p1', 'Atta'), 3, 5)).toEqual({
      productId: 'p1',
      name: 'Atta',
      image: '/media/product/p1.webp',
      unit: '1 kg',
      stock: 3,
      level: 'low',
    });
    expect(stockRow({ ...product('p2', 'Rice'), image: [] }, 0, 5).image).toBe('');
  });
});

describe('stock pages', () => {
  const products = [product('c', 'curd'), product('a2', 'Atta'), product('b', 'Bread'), product('a1', 'atta'), product('d', 'Dahi')];

  it('orders by name as the catalog does (case aside), then by id, and pages with the last id as cursor', () => {
    const first = stockPage(products, { limit: 2 });
    expect(first).toEqual({ items: [products[3], products[1]], totalCount: 5, nextCursor: 'a2' });
    const second = stockPage(products, { limit: 2, cursor: 'a2' });
    expect(second).toEqual({ items: [products[2], products[0]], totalCount: 5, nextCursor: 'c' });
    const last = stockPage(products, { limit: 2, cursor: 'c' });
    expect(last).toEqual({ items: [products[4]], totalCount: 5, nextCursor: null });
  });

  it('says there is no next page when the page ends exactly at the last product', () => {
    expect(stockPage(products, { limit: 5 })).toMatchObject({ nextCursor: null });
    expect(stockPage([], { limit: 5 })).toEqual({ items: [], totalCount: 0, nextCursor: null });
  });

  it('keeps only what the filter keeps, and skips nothing when the cursor row left the filter', () => {
    const stock = new Map([['a1', 1], ['a2', 0], ['b', 2], ['c', 9], ['d', 3]]);
    const low = (p: StockProduct) => stockLevel(stock.get(p._id) ?? 0, 5) === 'low';
    const first = stockPage(products, { limit: 1, keep: low });
    expect(first).toEqual({ items: [products[3]], totalCount: 3, nextCursor: 'a1' });
    // a1 was restocked meanwhile: it is no longer low, but the next page still starts after it.
    stock.set('a1', 50);
    expect(stockPage(products, { limit: 1, keep: low, cursor: 'a1' })).toEqual({ items: [products[2]], totalCount: 2, nextCursor: 'b' });
  });

  it('refuses a cursor naming a product that is gone', () => {
    expect(stockPage(products, { limit: 2, cursor: 'zz' })).toEqual({ staleCursor: true });
  });
});
