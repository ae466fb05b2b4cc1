import { describe, expect, it } from 'vitest';
import { aislesOf } from './search-aisles.js';
import { createProductSearch, loadProductSearch } from './search.js';
import type { SearchableProduct } from './search.js';
import { stem } from './search-terms.js';
import { allOf } from './ranked.js';

const dairy = [{ name: 'Dairy & Breakfast' }];
const sweets = [{ name: 'Sweet Tooth' }];
let n = 0;
const product = (name: string, sub: string, extra: Partial<SearchableProduct> = {}): SearchableProduct => ({
  _id: `p${String(++n).padStart(2, '0')}`,
  name,
  category: dairy,
  subCategory: [{ name: sub }],
  unit: '500 g',
  description: '',
  more_details: {},
  ...extra,
});

/** A small catalog shaped like the seed's. */
const CATALOG: SearchableProduct[] = [
  product('Amul Taaza Toned Fresh Milk', 'Milk', { description: 'Pasteurised toned milk for tea and coffee.', more_details: { Brand: 'Amul' } }),
  product('Mother Dairy Cow Milk', 'Milk', { description: 'Pure cow milk.', more_details: { Brand: 'Mother Dairy' } }),
  product('Amul Masti Curd', 'Curd & Yogurt', { description: 'Thick set curd made from toned milk.', more_details: { Brand: 'Amul' } }),
  product('Nestle a+ Nourish Dahi', 'Curd & Yogurt', { description: 'Probiotic dahi made from toned milk.' }),
  product('Amul Malai Paneer', 'Paneer & Tofu', { description: 'Soft, fresh malai paneer.', more_details: { Brand: 'Amul' } }),
  product('Amul Malai Paneer (Pack of 2)', 'Paneer & Tofu', { description: 'Soft, fresh malai paneer.', more_details: { Brand: 'Amul' } }),
  product('Milky Mist Fresh Paneer', 'Paneer & Tofu', { description: 'Paneer with a rich, milky taste.' }),
  product('Cadbury Dairy Milk Chocolate Bar', 'Chocolates', { category: sweets, description: 'The classic milk chocolate.' }),
  product('Amul Dark Chocolate 55% Cocoa', 'Chocolates', { category: sweets, description: 'Rich dark chocolate.' }),
  product('Oreo Chocolate Sandwich Biscuits', 'Cookies', { category: sweets, description: 'Chocolate cookies with creme.' }),
  product('Farm Fresh White Eggs', 'Eggs', { unit: '6 pcs', description: 'Graded white eggs.' }),
  product("Lay's Classic Salted Potato Chips", 'Chips & Crisps', { description: 'Crispy salted chips.' }),
  product('Fortune Sona Masoori Rice', 'Rice', { unit: '5 kg', description: 'Light rice for every day.' }),
  product("Haldiram's Minute Khana Rajma Chawal", 'Ready to Eat', { description: 'Rajma with rice, ready in 2 minutes.' }),
  product('Spinach (Palak)', 'Leafy Greens', { description: 'Tender palak leaves for palak paneer.' }),
  product('Amul Pasteurised Butter', 'Butter & Cheese', { unit: '100 g', description: 'Salted butter.' }),
];

const names = (query: string) => {
  const search = createProductSearch(CATALOG, aislesOf(CATALOG));
  const byId = new Map(CATALOG.map((p) => [p._id, p.name]));
  return allOf(search.search(query)).map((id) => byId.get(id));
};

describe('product search', () => {
  it('matches prefixes: "mil" finds the milk products', () => {
    const found = names('mil');
    expect(found).toEqual(expect.arrayContaining(['Amul Taaza Toned Fresh Milk', 'Mother Dairy Cow Milk', 'Cadbury Dairy Milk Chocolate Bar']));
  });

  it('tolerates typos: "chocolte" finds chocolate, "panner" finds paneer', () => {
    expect(names('chocolte').slice(0, 3)).toEqual(
      expect.arrayContaining(['Cadbury Dairy Milk Chocolate Bar', 'Amul Dark Chocolate 55% Cocoa', 'Oreo Chocolate Sandwich Biscuits']),
    );
    const paneer = names('panner');
    expect(paneer.slice(0, 3)).toEqual(expect.arrayContaining(['Amul Malai Paneer', 'Amul Malai Paneer (Pack of 2)', 'Milky Mist Fresh Paneer']));
  });

  it('does not use typo tolerance when the exact spelling finds something', () => {
    // "milk" would be one edit from "silk" and "mild"; exact matches only.
    expect(names('milk').every((name) => /milk/i.test(`${name} ${CATALOG.find((p) => p.name === name)?.description}`))).toBe(true);
  });

  it('puts the exact name first, then names holding every term, then the rest', () => {
    expect(names('Amul Malai Paneer')[0]).toBe('Amul Malai Paneer');
    expect(names('amul malai paneer')[0]).toBe('Amul Malai Paneer');
    expect(names('Farm Fresh White Eggs')[0]).toBe('Farm Fresh White Eggs');
    // Paneer in a description only (Spinach: "for palak paneer") is not paneer.
    expect(names('paneer')).not.toContain('Spinach (Palak)');
  });

  it('needs every term (AND) while that finds something, in the product\'s own words', () => {
    // Amul Masti Curd is "made from toned milk": its description does not make it milk.
    expect(names('amul milk')).toEqual(['Amul Taaza Toned Fresh Milk']);
  });

  it('reads descriptions only when nothing else matches', () => {
    expect(names('toned')).toEqual(['Amul Taaza Toned Fresh Milk']);
    expect(names('probiotic')).toEqual(['Nestle a+ Nourish Dahi']);
  });

  it('matches a synonym whole, what was typed as a prefix', () => {
    const foil = [product('Aluminium Foil', 'Kitchen'), product('Potato', 'Vegetables')];
    const search = createProductSearch(foil, aislesOf(foil));
    expect(allOf(search.search('alu'))).toEqual([foil[0]!._id, foil[1]!._id]);
    expect(allOf(search.search('aloo'))).toEqual([foil[1]!._id]);
  });

  it('finds an aisle\'s products when the query names the whole aisle, and only then', () => {
    const shelf = [
      product('Poha (Thick)', 'Rice & Rice Products'),
      product('India Gate Basmati Rice', 'Rice & Rice Products'),
      product('Urban Platter Soya Tofu', 'Paneer & Tofu'),
      product('Amul Malai Paneer', 'Paneer & Tofu'),
    ];
    const search = createProductSearch(shelf, aislesOf(shelf));
    const shelfNames = (query: string) => allOf(search.search(query)).map((id) => shelf.find((p) => p._id === id)?.name);
    expect(shelfNames('rice products')).toEqual(['India Gate Basmati Rice', 'Poha (Thick)']);
    expect(shelfNames('product')).toEqual([]);
    expect(shelfNames('paneer')).toEqual(['Amul Malai Paneer']);
    expect(shelfNames('paneer tofu')).toEqual(['Amul Malai Paneer', 'Urban Platter Soya Tofu']);
  });

  it('falls back to any term (OR) when no product has them all', () => {
    const found = names('oreo paneer');
    expect(found).toContain('Oreo Chocolate Sandwich Biscuits');
    expect(found).toContain('Amul Malai Paneer');
  });

  it('understands everyday Hindi names, ranking what was typed above the synonym', () => {
    expect(names('dahi')[0]).toBe('Nestle a+ Nourish Dahi');
    expect(names('dahi')).toContain('Amul Masti Curd');
    expect(names('curd')).toContain('Nestle a+ Nourish Dahi');
    expect(names('rice')[0]).toBe('Fortune Sona Masoori Rice');
    expect(names('rice')).toContain("Haldiram's Minute Khana Rajma Chawal");
    expect(names('makhan')).toEqual(['Amul Pasteurised Butter']);
  });

  it('folds plurals, apostrophes, case and glued units', () => {
    expect(names('egg')).toEqual(['Farm Fresh White Eggs']);
    expect(names('EGGS')).toEqual(['Farm Fresh White Eggs']);
    expect(names('lays chips')).toEqual(["Lay's Classic Salted Potato Chips"]);
    expect(names('rice 5kg')).toEqual(['Fortune Sona Masoori Rice']);
  });

  it('treats a lone stop word as a prefix being typed, and punctuation-only as nothing', () => {
    expect(names('a').length).toBeGreaterThan(0);
    expect(names('  ')).toEqual([]);
    expect(names('?!')).toEqual([]);
  });

  it('finds a name by its whole text when it ends in a stop word ("Pack of", "7x")', () => {
    expect(names('amul paneer pack of')).toEqual(['Amul Malai Paneer (Pack of 2)']);
    const salts = [
      product('Himalayan Pink Salt 7x', 'Rock Salts', { description: 'Pink rock salt.' }),
      product('Tata Salt', 'Salt', { description: 'Iodised salt.' }),
      product('Pink Himalayan Rock Salt Grinder', 'Rock Salts'),
    ];
    const search = createProductSearch(salts, aislesOf(salts));
    expect(allOf(search.search('Himalayan Pink Salt 7x'))).toEqual([salts[0]!._id]);
    expect(allOf(search.search('himalayan pink salt 7'))).toEqual([salts[0]!._id]);
  });

  it('orders equal scores by _id, so pages never shuffle', () => {
    const twins = [
      product('Farm Fresh Brown Eggs', 'Eggs', { _id: 'b-twin' }),
      product('Farm Fresh Brown Eggs', 'Eggs', { _id: 'a-twin' }),
    ];
    const search = createProductSearch(twins, aislesOf(twins));
    expect(allOf(search.search('brown eggs'))).toEqual(['a-twin', 'b-twin']);
    expect(allOf(search.search('brown eggs'))).toEqual(allOf(search.search('Brown  Eggs')));
  });

  it('answers the same once loaded from its data, without the products, names and ranking included', () => {
    const built = createProductSearch(CATALOG, aislesOf(CATALOG));
    const loaded = loadProductSearch(JSON.parse(JSON.stringify(built.indexData())), aislesOf(CATALOG));
    for (const query of ['mil', 'chocolte', 'Amul Malai Paneer', 'paneer', 'amul milk', 'oreo paneer', 'dahi', 'rice 5kg', 'a', 'amul paneer pack of', 'milk', 'toned']) {
      expect(allOf(loaded.search(query)), query).toEqual(allOf(built.search(query)));
    }
  });

  it('finds nothing for nonsense', () => {
    expect(names('xyzzyqq')).toEqual([]);
  });
});

describe('plural folding', () => {
  it.each([
    ['eggs', 'egg'],
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['glass', 'glass'],
    ['citrus', 'citrus'],
    ['oats', 'oat'],
    ['500', '500'],
    ['gas', 'gas'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});
