import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from '../../local/seed/catalog.js';
import * as productItem from '../data/items/product.js';
import { decodeCatalog, encodeCatalog } from './catalog-blob.js';
import { buildCatalogView } from './catalog-query.js';
import { searchCatalog } from './catalog-search.js';
import { STOP_WORDS, SYNONYMS, tokenize } from './search-terms.js';

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
        expect(searchCatalog(loaded, q).map((p) => p._id)).toEqual(searchCatalog(built, q).map((p) => p._id));
      }),
      { numRuns: 200 },
    );
    // Fuzzy steps over a few hundred products, 400 searches: slow on a loaded machine, not a measure.
  }, 120_000);
});
