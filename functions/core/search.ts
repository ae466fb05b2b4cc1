/**
 * Product search over the in-memory catalog (MiniSearch). What a shopper types is short, often
 * a prefix ("mil"), often misspelt ("chocolte", "panner"), sometimes Hindi ("dahi", "atta"):
 *
 * - a product is found by its own words: name (boost 3), brand (2), unit (0.5); prefix matching on
 *   every term; plural-insensitive terms ("eggs" = "egg"); a small synonym map for the everyday
 *   Hindi names of groceries (search-terms.ts);
 * - by its aisle only when the query names the whole aisle (search-aisles.ts): "rice products"
 *   finds everything in Rice & Rice Products, "product" alone finds nothing there, and "paneer"
 *   does not bring the tofu of Paneer & Tofu;
 * - stop words ("of", "a") count only as the last term of a query, which is how names end
 *   ("Pack of 2", "Vitamin A") and how typing begins ("a" → atta);
 * - strict first: every term must match (AND) without typo tolerance; only when that finds
 *   nothing, AND with fuzzy matching (0.2 edit distance per length, terms of 4+ letters); and
 *   only when that finds nothing either, any term (OR, fuzzy). A typo's neighbours never crowd out
 *   what was spelt right; descriptions (boost 0.3) are read last, when nothing else matched;
 * - ranking: the exact name first, then the named aisle's products whose name carries every term,
 *   the rest of that aisle, other names carrying every term, then score; ties broken by _id, so
 *   paging is stable.
 */
import MiniSearch from 'minisearch';
import type { AsPlainObject, Query, SearchOptions, SearchResult } from 'minisearch';
import { createAisleNamer, type Aisle } from './search-aisles.js';
import { searchAnd } from './search-and.js';
import { compactIndexOf, loadCompactIndex, type CompactIndex } from './search-index-data.js';
import { searchOneTerm, type Hits } from './search-one-term.js';
import { phraseOf, processTerm, queryTermsOf, synonymsOf, terms, textSaysTerm, tokenize } from './search-terms.js';
import { rankedOrder, type Ranked } from './ranked.js';

/** A built search as plain data (JSON-serializable), to load instead of building it again. */
export interface SearchIndexData {
  index: CompactIndex;
  /** Each product's name as ranking reads it (its terms, space-separated), in the order of `index.ids`: tokenizing 50,000 names is a fifth of a load. */
  names: string[];
}

/** What catalog objects written before the compact index carry (MiniSearch's own `toJSON`): still loaded, until the next build replaces them. */
interface PlainSearchIndexData {
  index: AsPlainObject;
  names: [id: string, terms: string][];
}

export interface SearchableProduct {
  _id: string;
  name: string;
  category: readonly { name: string }[];
  subCategory: readonly { name: string }[];
  unit: string;
  description: string;
  more_details: Readonly<Record<string, string>>;
}

export interface ProductSearch {
  /** Ids of the matching products, best first, ordered as far as they are read. An empty query matches nothing (callers list newest instead). */
  search(query: string): Ranked<string>;
  /** The built search as data, for `loadProductSearch` elsewhere (building it is the slow part). */
  indexData(): SearchIndexData;
}

/** Whether a set holds an id the other does not: stops at the first (an aisle can hold thousands). */
function someOutside(ids: ReadonlySet<string>, known: ReadonlySet<string>): boolean {
  for (const id of ids) if (!known.has(id)) return true;
  return false;
}

/** MiniSearch's results as hits: ids and scores, best first, and the index terms they matched. */
function hitsOf(results: readonly SearchResult[]): Hits {
  return { ids: results.map((result) => String(result.id)), scores: results.map((result) => result.score), terms: new Set(results.flatMap((result) => result.terms)) };
}

/**
 * Each query term, or the term and its synonyms (any of them may match). Only what was typed is
 * a prefix ("mil" → milk); a synonym is matched whole ("alu" is potato, "aluminium" is not).
 */
function expand(queryTerms: readonly string[]): Query[] {
  return queryTerms.map((term) => {
    const synonyms = synonymsOf(term);
    return synonyms.length > 0 ? { combineWith: 'OR', queries: [term, { combineWith: 'OR', queries: [...synonyms], prefix: false }] } : term;
  });
}

const FIELDS = ['name', 'brand', 'subCategory', 'category', 'unit', 'description'] as const;
/** A product's own words; the aisle fields join them only for the products of a named aisle. */
const OWN_FIELDS = ['name', 'brand', 'unit'];
const AISLE_FIELDS = [...OWN_FIELDS, 'subCategory', 'category'];
/** Read last: a product's own words and its description, never an aisle the query did not name. */
const TEXT_FIELDS = [...OWN_FIELDS, 'description'];
const BOOST = { name: 3, brand: 2, subCategory: 1.5, category: 1, unit: 0.5, description: 0.3 };
const FUZZY = 0.2;
const SYNONYM_WEIGHT = 0.5;
const MIN_FUZZY_LENGTH = 4;
const CACHED_QUERIES = 200;

type Step = Pick<SearchOptions, 'combineWith' | 'fuzzy'>;
const fuzzy: Step['fuzzy'] = (term) => (term.length >= MIN_FUZZY_LENGTH ? FUZZY : false);
const STEPS: readonly Step[] = [
  { combineWith: 'AND', fuzzy: false },
  { combineWith: 'AND', fuzzy },
  { combineWith: 'OR', fuzzy },
];

/** The index's fields, boosts and term rules (exported for the tests that compare a search step with MiniSearch's own). */
export const INDEX_OPTIONS: ConstructorParameters<typeof MiniSearch<SearchableProduct>>[0] = {
  idField: '_id',
  fields: [...FIELDS],
  tokenize,
  processTerm,
  extractField: (doc, field) =>
    field === 'brand'
      ? (doc.more_details.Brand ?? '')
      : field === 'category' || field === 'subCategory'
        ? doc[field].map((ref) => ref.name).join(' ')
        : String((doc as unknown as Record<string, unknown>)[field] ?? ''),
  // Queries arrive as terms already (queryTermsOf): nothing more to do to them.
  searchOptions: { boost: BOOST, prefix: true, processTerm: (term) => term },
};

/**
 * Builds the index once (per catalog version); `search` is then pure and cached per query. The
 * aisles: the catalog's sub categories and categories with their products (`aislesOf` reads them
 * off products that carry their names).
 */
export function createProductSearch(products: readonly SearchableProduct[], aisles: readonly Aisle[]): ProductSearch {
  const index = new MiniSearch<SearchableProduct>(INDEX_OPTIONS);
  index.addAll(products);
  return searchOver(index, products.map((p) => [p._id, terms(p.name).join(' ')]), aisles);
}

/** The search `indexData()` gave, loaded instead of built (several times faster), over today's aisles. */
export function loadProductSearch(data: SearchIndexData | PlainSearchIndexData, aisles: readonly Aisle[]): ProductSearch {
  if (!('terms' in data.index)) {
    const plain = data as PlainSearchIndexData;
    return searchOver(MiniSearch.loadJS<SearchableProduct>(plain.index, INDEX_OPTIONS), plain.names, aisles);
  }
  const { index, names } = data as SearchIndexData;
  return searchOver(loadCompactIndex<SearchableProduct>(index, INDEX_OPTIONS), index.ids.map((id, i) => [id, names[i] ?? '']), aisles);
}

/** `names`: each product's name as ranking reads it, its terms space-separated. */
function searchOver(index: MiniSearch<SearchableProduct>, names: readonly (readonly [id: string, terms: string])[], aisles: readonly Aisle[]): ProductSearch {
  // Kept as the text: ranking reads it with string searches (search-terms.ts textSaysTerm), not as words.
  const nameText = new Map<string, string>();
  const exactName = new Map<string, string>();
  for (const [id, text] of names) {
    nameText.set(id, text);
    exactName.set(id, phraseOf(text === '' ? [] : text.split(' ')));
  }
  const nameAisles = createAisleNamer(aisles);

  const cache = new Map<string, Ranked<string>>();

  /**
   * Broad queries match much of the catalog ("a": 38,000 of 200,000 products), so this runs once
   * per match: no object, closure or string made per result (a name is searched as its text),
   * tiers in a typed array, strings compared only on a tie of tier and score. The order is the one
   * the header describes; only the part a page reads is put in order (ranked.ts).
   */
  function rank({ ids, scores }: Hits, queryTerms: readonly string[], aisle: ReadonlySet<string>): Ranked<string> {
    const phrase = phraseOf(queryTerms);
    const says = queryTerms.map(textSaysTerm);
    const inName = (text: string): boolean => says.every((said) => said(text));
    // What was typed, in its order, within the name, from a word's start: "tata salt" in Tata Salt Iodised (the last term may be a prefix).
    const run = queryTerms.join(' ');
    const typedRun = ` ${run}`;
    const count = ids.length;
    const tiers = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      const id = ids[i]!;
      const text = nameText.get(id) ?? '';
      const nameTier = !inName(text) ? 2 : text.startsWith(run) || text.includes(typedRun) ? 0 : 1;
      tiers[i] = phrase !== '' && exactName.get(id) === phrase ? 0 : 1 + (aisle.has(id) ? 0 : 3) + nameTier;
    }
    const order = rankedOrder(count, (a, b) => tiers[a]! - tiers[b]! || scores[b]! - scores[a]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
    return { length: count, slice: (start, end) => order.slice(start, end).map((i) => ids[i]!) };
  }

  /**
   * MiniSearch's search of the index, the same hits by a shorter way where there is one: a single
   * term (or a term and its synonyms) scored over the postings (search-one-term.ts), an AND from
   * its rarest term (search-and.ts). `only`: the products to keep.
   */
  function hits(query: Query, options: SearchOptions, only?: (id: string) => boolean): Hits {
    return searchOneTerm(index, query, options, only) ?? hitsOf(searchAnd(index, query, only ? { ...options, filter: (result) => only(result.id) } : options));
  }

  /** One step: the products matching by their own words, and those of the aisles the query names. */
  function find(query: Query, queryTerms: readonly string[], step: Step, boostTerm: SearchOptions['boostTerm']): { found: Hits; aisle: ReadonlySet<string> } {
    const options: SearchOptions = { ...step, boostTerm };
    const own = hits(query, { ...options, fields: OWN_FIELDS });
    // With typo tolerance, what the typos were read as ("chocolte" → chocolate) may name an aisle.
    const aisle = nameAisles(queryTerms, step.fuzzy ? own.terms : new Set());
    if (aisle.size === 0) return { found: own, aisle };
    const found = new Set(own.ids);
    // Often every product of the named aisle already matched by its own words ("mil": the Milk
    // aisle's names all say milk): the aisle pass, a search over five fields, could add nothing.
    if (!someOutside(aisle, found)) return { found: own, aisle };
    const onAisle = hits(query, { ...options, fields: AISLE_FIELDS }, (id) => aisle.has(id) && !found.has(id));
    return { found: { ids: [...own.ids, ...onAisle.ids], scores: [...own.scores, ...onAisle.scores], terms: own.terms }, aisle };
  }

  return {
    search(query: string): Ranked<string> {
      const queryTerms = queryTermsOf(query);
      if (queryTerms.length === 0) return [];
      const key = queryTerms.join(' ');
      const cached = cache.get(key);
      if (cached) return cached;
      const expanded: Query = { combineWith: 'AND', queries: expand(queryTerms) };
      const typed = new Set(queryTerms);
      // A synonym counts, but less than what was typed: "rice" ranks Basmati Rice above Rajma Chawal.
      const boostTerm = (term: string) => (typed.has(term) ? 1 : SYNONYM_WEIGHT);
      let ids: Ranked<string> = [];
      for (const step of STEPS) {
        const { found, aisle } = find({ ...expanded, combineWith: step.combineWith }, queryTerms, step, boostTerm);
        if (found.ids.length > 0) {
          ids = rank(found, queryTerms, aisle);
          break;
        }
      }
      if (ids.length === 0) {
        // Nothing by name, brand, unit or aisle, even with typos: a word of the descriptions ("halwa").
        ids = rank(hits(expanded, { fields: TEXT_FIELDS, fuzzy: false, boostTerm }), queryTerms, new Set());
      }
      if (cache.size >= CACHED_QUERIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, ids);
      return ids;
    },
    indexData: () => {
      const compact = compactIndexOf(index);
      return { index: compact, names: compact.ids.map((id) => nameText.get(id) ?? '') };
    },
  };
}
