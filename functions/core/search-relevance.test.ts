/**
 * Search relevance on the demo catalog (local/seed/catalog-data.ts, what `npm start` serves): 20
 * things shoppers type, and what they must find first. Typo tolerance must not crowd out what was
 * spelt right, an aisle's name finds its products only when the query names the whole aisle, and a
 * word that matches no product's own words lists nothing unrelated.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCTS, SUB_CATEGORIES } from '../../local/seed/catalog-data.js';
import { aislesOf } from './search-aisles.js';
import { createProductSearch, type SearchableProduct } from './search.js';
import { allOf } from './ranked.js';

const subBySlug = new Map(SUB_CATEGORIES.map((sub) => [sub.slug, sub]));
const categoryName = new Map(CATEGORIES.map((category) => [category.slug, category.name]));

/** The demo products as the catalog builds them: categories are those of their sub categories. */
const CATALOG: SearchableProduct[] = PRODUCTS.map((product) => {
  const subs = product.subCategories.map((slug) => subBySlug.get(slug)!);
  return {
    _id: product.slug,
    name: product.name,
    category: [...new Set(subs.flatMap((sub) => sub.categories))].map((slug) => ({ name: categoryName.get(slug)! })),
    subCategory: subs.map((sub) => ({ name: sub.name })),
    unit: product.unit,
    description: product.description,
    more_details: product.moreDetails,
  };
});

const search = createProductSearch(CATALOG, aislesOf(CATALOG));
const byId = new Map(CATALOG.map((product) => [product._id, product]));

interface Expected {
  /** The first results, in any order among themselves. */
  first?: readonly string[];
  /** Every product of this sub category comes before anything else. */
  aisleFirst?: string;
  /** Nothing but `first` (or the aisle) is listed. */
  only?: boolean;
  /** Names never listed. */
  never?: readonly RegExp[];
}

const PANEER = ['Amul Malai Paneer', 'Mother Dairy Fresh Paneer', 'Milky Mist Fresh Paneer'];

const QUERIES: readonly (readonly [query: string, expected: Expected])[] = [
  // A typo of paneer (also a common spelling): paneer, and not the tofu or spinach ("palak paneer") around it.
  ['panner', { first: PANEER, only: true, never: [/tofu/i, /spinach/i] }],
  // Names the whole aisle "Rice & Rice Products": Poha is on it without either word in its name.
  ['rice products', { aisleFirst: 'Rice & Rice Products', only: true }],
  // Names half an aisle, and no product says it: nothing, rather than the rice aisle.
  ['product', { first: [], only: true }],
  ['milk', { aisleFirst: 'Milk', never: [/buttermilk/i] }],
  ['atta', { first: ['Aashirvaad Shudh Chakki Atta', 'Fortune Chakki Fresh Atta', 'Pillsbury Chakki Fresh Atta'] }],
  ['dahi', { first: ['Nestle a+ Nourish Dahi'], aisleFirst: 'Curd & Yogurt' }],
  ['chips', { aisleFirst: 'Chips & Crisps' }],
  ['maggi', { first: ['Maggi 2-Minute Masala Instant Noodles', 'Maggi Hot & Sweet Tomato Chilli Sauce', 'Maggi Imli Pichkoo Tamarind Chutney'], only: true }],
  ['amul butter', { first: ['Amul Pasteurised Butter'] }],
  ['eggs', { aisleFirst: 'Eggs' }],
  // A typo: found through typo tolerance, because nothing is spelt that way.
  ['chocolte', { aisleFirst: 'Chocolates' }],
  ['toor dal', { first: ['Tata Sampann Unpolished Toor Dal', '24 Mantra Organic Toor Dal'], only: true }],
  ['coke', { first: ['Coca-Cola Soft Drink'] }],
  ['basmati rice', { first: ['India Gate Basmati Rice - Classic', 'Daawat Rozana Super Basmati Rice', 'Kohinoor Super Silver Basmati Rice'], only: true }],
  // The words in the order typed beat the same words apart (Tata Sampann Rock Salt).
  ['tata salt', { first: ['Tata Salt Iodised'] }],
  ['dog food', { aisleFirst: 'Dog Food', only: true }],
  // Hindi for potato; "alu" is one of its spellings, but aluminium foil is not potato.
  ['aloo', { first: ["Haldiram's Aloo Bhujia", 'McCain Aloo Tikki', 'Potato'], never: [/aluminium/i] }],
  // "Fresh" describes the aisle Fresh Fruits; fruit juice and fruit jam come after the fruit.
  ['fruits', { aisleFirst: 'Fresh Fruits' }],
  ['vegetables', { aisleFirst: 'Fresh Vegetables' }],
  // In no name, brand or aisle: the descriptions speak of gajar halwa.
  ['halwa', { first: ['Carrot (Orange)'] }],
];

describe('search relevance on the demo catalog', () => {
  it('has 20 queries', () => {
    expect(QUERIES).toHaveLength(20);
  });

  it.each(QUERIES)('%s', (query, expected) => {
    const ids = allOf(search.search(query));
    const names = ids.map((id) => byId.get(id)!.name);
    for (const name of expected.first ?? []) expect(CATALOG.some((p) => p.name === name), `${name} is a demo product`).toBe(true);
    // Products, not names: the demo sells Farm Fresh White Eggs in two pack sizes.
    const head = new Set(
      CATALOG.filter(
        (p) => expected.first?.includes(p.name) || (expected.aisleFirst !== undefined && p.subCategory.some((sub) => sub.name === expected.aisleFirst)),
      ).map((p) => p._id),
    );
    expect(new Set(ids.slice(0, head.size)), `the first ${head.size} of: ${names.join(' | ')}`).toEqual(head);
    if (expected.only) expect(names).toHaveLength(head.size);
    for (const pattern of expected.never ?? []) expect(names.filter((name) => pattern.test(name))).toEqual([]);
  });
});
