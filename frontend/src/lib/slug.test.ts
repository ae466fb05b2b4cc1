import { describe, expect, it } from 'vitest';
import { parseSlug, productPath, slugId, slugify, subCategoryPath } from './slug';

/** Ids as functions/core/ids.ts makes them (32 hex) and as the seed has them (24 hex). */
const newId = '3f2b9c1e7d4a4c2b9e1f0a1b2c3d4e5f';
const seededId = '65a1f0c2b3d4e5f607182930';

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

  it('reads real ids', () => {
    expect(parseSlug(`Amul-Taaza-Milk-${newId}`)).toEqual({ id: newId, title: 'Amul Taaza Milk' });
    expect(parseSlug(`Milk-${seededId}`)).toEqual({ id: seededId, title: 'Milk' });
  });

  it('round-trips what the path builders make', () => {
    const path = subCategoryPath({ _id: newId, name: 'Snacks & Munchies' }, { _id: seededId, name: 'Chips, Crisps' });
    const [, category = '', sub = ''] = path.split('/');
    expect(parseSlug(category)).toEqual({ id: newId, title: 'Snacks Munchies' });
    expect(parseSlug(sub)).toEqual({ id: seededId, title: 'Chips Crisps' });
    const product = productPath({ _id: newId, name: 'Tea-Coffee, 250 g' }).split('/')[2] ?? '';
    expect(parseSlug(product)).toEqual({ id: newId, title: 'Tea Coffee 250 g' });
  });

  it('copes with a segment without hyphens, and with an empty one', () => {
    expect(parseSlug('p1')).toEqual({ id: 'p1', title: '' });
    expect(parseSlug('')).toEqual({ id: '', title: '' });
  });
});

describe('slugId', () => {
  it('is the id parseSlug reads, the rule the landing-page preload shares', () => {
    for (const segment of ['Fresh-Vegetables-s9', `Amul-Milk-${newId}`, seededId, 'Dairy-', '-x', '']) {
      expect(slugId(segment), segment).toBe(parseSlug(segment).id);
    }
    expect(slugId(`Amul-Milk-${newId}`)).toBe(newId);
  });
});
