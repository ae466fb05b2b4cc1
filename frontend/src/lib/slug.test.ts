import { describe, expect, it } from 'vitest';
import { parseSlug, productPath, slugify, subCategoryPath } from './slug';

const uuid = '3f2b9c1e-7d4a-4c2b-9e1f-0a1b2c3d4e5f';

describe('slugify', () => {
  it('replaces spaces, commas and ampersands with hyphens', () => {
    expect(slugify('Atta Rice')).toBe('Atta-Rice');
    expect(slugify('Milk,Curd')).toBe('Milk-Curd');
    expect(slugify('Tea&Coffee')).toBe('Tea-Coffee');
  });

  it('collapses runs and trims the ends', () => {
    expect(slugify('  Dairy, Bread & Eggs ')).toBe('Dairy-Bread-Eggs');
  });

  it('keeps characters that would break the path out of it', () => {
    expect(slugify('Fruits/Vegetables? 100%')).toBe('Fruits-Vegetables-100');
  });
});

describe('paths', () => {
  it('builds the product route', () => {
    expect(productPath({ _id: 'p1', name: 'Amul Taaza Milk' })).toBe('/product/Amul-Taaza-Milk-p1');
  });

  it('builds the sub category route', () => {
    expect(subCategoryPath({ _id: 'c1', name: 'Dairy, Bread & Eggs' }, { _id: 's9', name: 'Milk' })).toBe(
      '/Dairy-Bread-Eggs-c1/Milk-s9',
    );
  });
});

describe('parseSlug', () => {
  it('reads the last hyphen piece as the id and the rest as the heading', () => {
    expect(parseSlug('Fresh-Vegetables-s9')).toEqual({ id: 's9', title: 'Fresh Vegetables' });
  });

  it('takes a trailing UUID whole', () => {
    expect(parseSlug(`Amul-Taaza-Milk-${uuid}`)).toEqual({ id: uuid, title: 'Amul Taaza Milk' });
    expect(parseSlug(uuid)).toEqual({ id: uuid, title: '' });
  });

  it('round-trips what the path builders make', () => {
    const path = subCategoryPath({ _id: uuid, name: 'Snacks & Munchies' }, { _id: 'abc', name: 'Chips, Crisps' });
    const [, category = '', sub = ''] = path.split('/');
    expect(parseSlug(category)).toEqual({ id: uuid, title: 'Snacks Munchies' });
    expect(parseSlug(sub)).toEqual({ id: 'abc', title: 'Chips Crisps' });
  });

  it('copes with a segment without hyphens', () => {
    expect(parseSlug('p1')).toEqual({ id: 'p1', title: '' });
  });
});
