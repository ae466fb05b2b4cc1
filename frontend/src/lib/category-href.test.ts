import { describe, expect, it } from 'vitest';
import { categoryHref } from './category-href';

const dairy = { _id: 'c1', name: 'Dairy & Breakfast', image: '' };
const subs = [
  { _id: 's1', name: 'Bread', image: '', category: [{ _id: 'c9', name: 'Bakery' }] },
  { _id: 's2', name: 'Butter & Cheese', image: '', category: [{ _id: 'c1', name: 'Dairy & Breakfast' }] },
  { _id: 's3', name: 'Milk', image: '', category: [{ _id: 'c1', name: 'Dairy & Breakfast' }] },
];

describe('categoryHref', () => {
  it('targets the first sub category that lists the category', () => {
    expect(categoryHref(dairy, subs)).toBe('/Dairy-Breakfast-c1/Butter-Cheese-s2');
  });

  it('has no target while sub categories load or when none lists the category', () => {
    expect(categoryHref(dairy, undefined)).toBeUndefined();
    expect(categoryHref(dairy, subs.slice(0, 1))).toBeUndefined();
  });
});
