import { describe, expect, it } from 'vitest';
import { stockEdit, toApiProduct, toProductRecord } from './product.js';
import type { ProductInput } from './product.js';

const input: ProductInput = {
  name: 'Amul Malai Paneer',
  image: ['/media/product/a.webp'],
  category: ['c1'],
  subCategory: ['s1'],
  unit: '200 g',
  stock: 80,
  pricePaise: 5250,
  discount: 10,
  description: 'Soft paneer.',
  more_details: { Brand: 'Amul' },
};
const times = { createdAt: '2025-01-02T00:00:00.000Z', updatedAt: '2025-01-02T00:00:00.000Z' };
const links = { category: [{ _id: 'c1', name: 'Dairy' }], subCategory: [{ _id: 's1', name: 'Paneer' }] };

describe('product mapping', () => {
  it('speaks rupees to the API and never leaks paise', () => {
    const api = toApiProduct(toProductRecord('p1', input, links, times), 80);
    expect(api).toEqual({
      _id: 'p1',
      sku: 'QB-P1',
      name: 'Amul Malai Paneer',
      image: ['/media/product/a.webp'],
      category: [{ _id: 'c1', name: 'Dairy' }],
      subCategory: [{ _id: 's1', name: 'Paneer' }],
      unit: '200 g',
      stock: 80,
      price: 52.5,
      discount: 10,
      description: 'Soft paneer.',
      more_details: { Brand: 'Amul' },
      createdAt: '2025-01-02T00:00:00.000Z',
    });
    expect(api).not.toHaveProperty('pricePaise');
  });

  it('keeps no stock on the record: each store has its own, the API shows the one given', () => {
    const record = toProductRecord('p1', input, links, times);
    expect(record).not.toHaveProperty('stock');
    expect(toApiProduct(record, 0).stock).toBe(0);
  });

  it("says the stock is low at or below the store's threshold (the product's own first), never when sold out", () => {
    const record = toProductRecord('p1', input, links, times);
    const store = { lowStockThreshold: 5 };
    expect(toApiProduct(record, 5, undefined, store).lowStock).toBe(true);
    expect(toApiProduct(record, 1, undefined, store).lowStock).toBe(true);
    expect(toApiProduct(record, 6, undefined, store).lowStock).toBe(false);
    expect(toApiProduct(record, 0, undefined, store).lowStock).toBe(false);
    expect(toApiProduct({ ...record, lowStockThreshold: 10 }, 8, undefined, store).lowStock).toBe(true);
    // Without the store's threshold nothing is said.
    expect(toApiProduct(record, 1)).not.toHaveProperty('lowStock');
  });

  it('names links by the current taxonomy when given one', () => {
    const api = toApiProduct(toProductRecord('p1', input, links, times), 80, {
      category: (id) => (id === 'c1' ? 'Dairy & Breakfast' : undefined),
      subCategory: () => undefined,
    });
    expect(api.category).toEqual([{ _id: 'c1', name: 'Dairy & Breakfast' }]);
    expect(api.subCategory).toEqual([{ _id: 's1', name: 'Paneer' }]);
  });
});

describe('what an admin save does to the stock', () => {
  // Set to 10 by an admin, 3 sold since: live 7.
  const stored = { stock: 7, stockSet: 10 };

  it('with stockSeen: the same number keeps the live stock, another is written only while the stock is the one seen', () => {
    expect(stockEdit(10, stored, 10)).toEqual({ write: false });
    expect(stockEdit(50, stored, 10)).toEqual({ write: true, stock: 50, onlyIf: 10 });
    expect(stockEdit(50, stored, 7)).toEqual({ write: true, stock: 50, onlyIf: 7 });
  });

  it('without stockSeen (the spec form sends the stock it loaded): the last stock an admin set is "not changed"', () => {
    expect(stockEdit(10, stored)).toEqual({ write: false });
    expect(stockEdit(7, stored)).toEqual({ write: true, stock: 7 });
    expect(stockEdit(0, stored)).toEqual({ write: true, stock: 0 });
  });

  it('a product saved before stockSet: only the live stock is "not changed"', () => {
    expect(stockEdit(7, { stock: 7 })).toEqual({ write: false });
    expect(stockEdit(10, { stock: 7 })).toEqual({ write: true, stock: 10 });
  });
});
