import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from '../../local/seed/catalog.js';
import * as productItem from '../data/items/product.js';
import { decodeCatalog, encodeCatalog } from './catalog-blob.js';
import { buildCatalogView, paginate } from './catalog-query.js';
import { listProducts, searchCatalog } from './catalog-search.js';
import { STOP_WORDS, SYNONYMS, tokenize } from './search-terms.js';
import { allOf } from './ranked.js';

// Pack-size variants of the demo list, as the bench's large catalogs are.
const seed = buildSeedCatalog(800);
const built = buildCatalogView({
  products: seed.products.map(productItem.fromItem),
  categories: seed.categories.map(({ _id, name, image }) => ({ _id, name, image })),
  subCategories: seed.subCategories.map(({ _id, name, image, category }) => ({ _id, name, image, category })),
});
const loaded = decodeCatalog(encodeCatalog(1, built)).view;

const words = [
  ...new Set([
    ...built.products.flatMap((p) => tokenize(`${p.name} ${p.unit} ${p.more_details.Brand ?? ''} ${p.description}`)),
    ...built.subCategories.flatMap((s) => tokenize(s.name)),
    ...SYNONYMS.keys(),
    ...STOP_WORDS,
  ]),
].sort();

/** What shoppers type: whole words, prefixes still being typed, typos, in any case and spacing. */
const word = fc.oneof(
  fc.constantFrom(...words),
  fc.constantFrom(...words).chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
  fc
    .tuple(fc.constantFrom(...words.filter((w) => w.length >= 4)), fc.nat(), fc.constantFrom(...'aeiounrst'))
    .map(([w, at, letter]) => `${w.slice(0, at % w.length)}${letter}${w.slice((at % w.length) + 1)}`),
  fc.constantFrom('5', '500', 'kg', 'ml', '2x', "lay's", 'Amul'),
);
const query = fc.tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.boolean()).map(([ws, upper]) => {
  const text = ws.join(' ');
  return upper ? text.toUpperCase() : text;
});

describe('the compact search index', () => {
  it('answers every query exactly as the index built from the products', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(allOf(searchCatalog(loaded, q)).map((p) => p._id)).toEqual(allOf(searchCatalog(built, q)).map((p) => p._id));
      }),
      { numRuns: 200 },
    );
    // Fuzzy steps over a few hundred products, 400 searches: slow on a loaded machine, not a measure.
  }, 120_000);

  it('gives the search call each page as the whole order has it, in the order the pages are read', () => {
    const bytes = encodeCatalog(1, built);
    fc.assert(
      fc.property(query, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }), (q, pages) => {
        // A new container's view: nothing of this query ordered yet.
        const fresh = decodeCatalog(bytes).view;
        const order = allOf(searchCatalog(built, q)).map((p) => p._id);
        for (const page of pages) {
          const answered = paginate(listProducts(fresh, q), page, 12);
          expect(answered.totalCount).toBe(order.length);
          expect(answered.items.map((p) => p._id)).toEqual(order.slice((page - 1) * 12, page * 12));
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
