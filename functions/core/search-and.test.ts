import fc from 'fast-check';
import MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from '../../local/seed/catalog.js';
import * as productItem from '../data/items/product.js';
import type { ProductRecord } from './product.js';
import { searchAnd } from './search-and.js';
import { processTerm, SYNONYMS, tokenize } from './search-terms.js';

// Pack-size variants of the demo list, as the bench's large catalogs are.
const products = buildSeedCatalog(800).products.map(productItem.fromItem);
const index = new MiniSearch<ProductRecord>({
  idField: '_id',
  fields: ['name', 'brand', 'unit', 'description'],
  tokenize,
  processTerm,
  extractField: (doc, field) => (field === 'brand' ? (doc.more_details.Brand ?? '') : String((doc as unknown as Record<string, unknown>)[field] ?? '')),
  searchOptions: { boost: { name: 3, brand: 2, unit: 0.5, description: 0.3 }, prefix: true, processTerm: (term) => term },
});
index.addAll(products);

const words = [...new Set(products.flatMap((p) => tokenize(`${p.name} ${p.unit} ${p.more_details.Brand ?? ''}`)))].sort();
/** A term as search.ts sends it: a word, a prefix being typed, a typo, or a word with its synonyms (matched whole). */
const part: fc.Arbitrary<Query> = fc.oneof(
  fc.constantFrom(...words),
  fc.constantFrom(...words).chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
  fc.tuple(fc.constantFrom(...words.filter((w) => w.length >= 4)), fc.nat(), fc.constantFrom(...'aeiou')).map(([w, at, c]) => `${w.slice(0, at % w.length)}${c}${w.slice((at % w.length) + 1)}`),
  fc.constantFrom(...SYNONYMS.keys()).map((term): Query => ({ combineWith: 'OR', queries: [term, { combineWith: 'OR', queries: [...(SYNONYMS.get(term) ?? [])], prefix: false }] })),
  fc.constantFrom('5', '500', 'kg', 'ml', 'g'),
);
const options: fc.Arbitrary<SearchOptions> = fc.record({
  fields: fc.constantFrom(['name', 'brand', 'unit'], ['name', 'brand', 'unit', 'description'], ['description']),
  fuzzy: fc.constantFrom(false, (term: string) => (term.length >= 4 ? 0.2 : false)),
  boostTerm: fc.constantFrom(undefined, (term: string) => (term.startsWith('m') ? 1 : 0.5)),
  // As search.ts's aisle pass filters: some documents only.
  filter: fc.constantFrom(undefined, (result: { id: string }) => result.id.charCodeAt(result.id.length - 1) % 2 === 0),
});

describe('searchAnd: an AND evaluated from its rarest term', () => {
  it('answers every AND exactly as MiniSearch does: the same documents, scores, terms and order', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), options, (parts, opts) => {
        const query: Query = { combineWith: 'AND', queries: parts };
        const step = { ...opts, combineWith: 'AND' as const };
        expect(searchAnd(index, query, step)).toEqual(index.search(query, step));
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('finds the few products that say every term of "rice 5 kg", as MiniSearch does', () => {
    const query: Query = { combineWith: 'AND', queries: ['rice', '5', 'kg'] };
    const found = searchAnd(index, query, { combineWith: 'AND' });
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(index.search(query, { combineWith: 'AND' }));
  });

  it('leaves other queries to MiniSearch: an OR, a single term', () => {
    const or: Query = { combineWith: 'OR', queries: ['rice', 'kg'] };
    expect(searchAnd(index, or, {})).toEqual(index.search(or, {}));
    expect(searchAnd(index, 'milk', { combineWith: 'AND' })).toEqual(index.search('milk', { combineWith: 'AND' }));
  });
});
