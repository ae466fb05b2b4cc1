import fc from 'fast-check';
import MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from '../../local/seed/catalog.js';
import * as productItem from '../data/items/product.js';
import { searchOneTerm, type Hits } from './search-one-term.js';
import { INDEX_OPTIONS, type SearchableProduct } from './search.js';
import { SYNONYMS, tokenize } from './search-terms.js';

// Pack-size variants of the demo list, as the bench's large catalogs are; the fields and boosts of search.ts.
const products = buildSeedCatalog(800).products.map(productItem.fromItem);
const index = new MiniSearch<SearchableProduct>(INDEX_OPTIONS);
index.addAll(products);

const words = [...new Set(products.flatMap((p) => tokenize(`${p.name} ${p.unit} ${p.more_details.Brand ?? ''}`)))].sort();
/** A term as search.ts sends it: a word, a prefix being typed (down to one letter: "a"), a typo, or a word with its synonyms (matched whole). */
const term: fc.Arbitrary<Query> = fc.oneof(
  fc.constantFrom(...words),
  fc.constantFrom(...words).chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
  fc
    .tuple(fc.constantFrom(...words.filter((w) => w.length >= 4)), fc.nat(), fc.constantFrom(...'aeiou'))
    .map(([w, at, c]) => `${w.slice(0, at % w.length)}${c}${w.slice((at % w.length) + 1)}`)
    // Still one word: a vowel in a number ("1700" → "e700") makes two, which search.ts never sends as one term.
    .filter((typo) => tokenize(typo).length === 1),
  fc.constantFrom(...SYNONYMS.keys()).map((t): Query => ({ combineWith: 'OR', queries: [t, { combineWith: 'OR', queries: [...(SYNONYMS.get(t) ?? [])], prefix: false }] })),
  fc.constantFrom('a', '5', '500', 'kg', 'ml', 'g', 'milk', 'mil', 'chocolte', 'atta'),
);
/** A query of one term, as search.ts's steps send it (an AND or an OR of that one part), or the bare term. */
const query: fc.Arbitrary<Query> = fc.tuple(term, fc.constantFrom('AND' as const, 'OR' as const, undefined)).map(([t, combineWith]) => (combineWith ? { combineWith, queries: [t] } : t));
const options: fc.Arbitrary<SearchOptions> = fc.record({
  fields: fc.constantFrom(['name', 'brand', 'unit'], ['name', 'brand', 'unit', 'subCategory', 'category'], ['name', 'brand', 'unit', 'description'], ['description']),
  fuzzy: fc.constantFrom(false, (t: string) => (t.length >= 4 ? 0.2 : false), 0.3, 1),
  boostTerm: fc.constantFrom(undefined, (t: string) => (t.startsWith('m') ? 1 : 0.5)),
  combineWith: fc.constantFrom('AND' as const, 'OR' as const),
});
/** As search.ts's aisle pass keeps only some products. */
const only = fc.constantFrom(undefined, (id: string) => id.charCodeAt(id.length - 1) % 2 === 0);

/** MiniSearch's results as the hits they should be. */
const expected = (results: SearchResult[]): Hits => ({
  ids: results.map((r) => r.id as string),
  scores: results.map((r) => r.score),
  terms: new Set(results.flatMap((r) => r.terms)),
});

/** Hits in id order, each score as its bits (a sum added in another order differs in its last bits): what must equal, whatever order they came in. */
const byId = (hits: Hits) => {
  const order = hits.ids.map((_, at) => at).sort((x, y) => (hits.ids[x]! < hits.ids[y]! ? -1 : 1));
  return {
    ids: order.map((at) => hits.ids[at]),
    scores: new Uint8Array(Float64Array.from(order, (at) => hits.scores[at]!).buffer),
    terms: hits.terms,
  };
};

describe('searchOneTerm: one term scored without MiniSearch\'s result objects', () => {
  it('answers every one-term query exactly as MiniSearch does: the same documents, scores to the bit and matched terms', () => {
    let broad = 0;
    fc.assert(
      fc.property(query, options, only, (q, opts, keep) => {
        const hits = searchOneTerm(index, q, opts, keep);
        const plain = expected(index.search(q, keep ? { ...opts, filter: (r) => keep(r.id) } : opts));
        expect(hits).toBeDefined();
        expect(byId(hits!)).toEqual(byId(plain));
        if (plain.ids.length > 100) broad++;
      }),
      { numRuns: 400 },
    );
    // The broad terms ("a", "5", "mil") were among them, not only the narrow ones.
    expect(broad).toBeGreaterThan(10);
  }, 120_000);

  it('scores "a" (every word beginning with a) as MiniSearch does', () => {
    const opts: SearchOptions = { combineWith: 'AND', fuzzy: false, fields: ['name', 'brand', 'unit'] };
    const plain = index.search({ combineWith: 'AND', queries: ['a'] }, opts);
    expect(plain.length).toBeGreaterThan(100);
    expect(byId(searchOneTerm(index, { combineWith: 'AND', queries: ['a'] }, opts)!)).toEqual(byId(expected(plain)));
  });

  it('leaves other queries to MiniSearch: an AND of two terms, a string of two words, a document boost', () => {
    expect(searchOneTerm(index, { combineWith: 'AND', queries: ['rice', 'kg'] }, {})).toBeUndefined();
    expect(searchOneTerm(index, 'basmati rice', {})).toBeUndefined();
    expect(searchOneTerm(index, 'rice', { boostDocument: () => 2 })).toBeUndefined();
    expect(searchOneTerm(index, 'rice', { filter: () => true })).toBeUndefined();
  });
});
