import { describe, expect, it } from 'vitest';
import { categoryHref } from './category-href';

const dairy = { _id: 'c1', name: 'Dairy & Breakfast', image: '' };
const inDairy = [{ _id: 'c1', name: 'Dairy & Breakfast' }];
const subs = [
  { _id: 's1', name: 'Bread', image: '', category: [{ _id: 'c9', name: 'Bakery' }], productCount: 40 },
  { _id: 's2', name: 'Butter & Cheese', image: '', category: inDairy, productCount: 5 },
  { _id: 's3', name: 'Milk', image: '', category: inDairy, productCount: 6 },
  { _id: 's4', name: 'Paneer & Tofu', image: '', category: inDairy, productCount: 6 },
];

describe('categoryHref', () => {
  it('targets the sub category of the category with the most products, not the first by name', () => {
    expect(categoryHref(dairy, subs)).toBe('/Dairy-Breakfast-c1/Milk-s3');
  });

  it('takes the first by name among equals', () => {
    expect(categoryHref(dairy, [...subs.slice(0, 2), { ...subs[2]!, productCount: 5 }])).toBe('/Dairy-Breakfast-c1/Butter-Cheese-s2');
  });

  it('has no target while sub categories load or when none lists the category', () => {
    expect(categoryHref(dairy, undefined)).toBeUndefined();
    expect(categoryHref(dairy, subs.slice(0, 1))).toBeUndefined();
  });
});
