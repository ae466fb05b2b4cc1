/**
 * Product search over the in-memory catalog (MiniSearch). What a shopper types is short, often
 * a prefix ("mil"), often misspelt ("chocolte", "panner"), sometimes Hindi ("dahi", "atta"):
 *
 * - fields: name (boost 3), brand (2), sub category and category names, unit, description (0.3);
 * - prefix matching on every term; plural-insensitive terms ("eggs" = "egg");
 * - stop words ("of", "a") count only as the last term of a query, which is how names end
 *   ("Pack of 2", "Vitamin A") and how typing begins ("a" → atta);
 * - a small synonym map for the everyday Hindi names of groceries;
 * - strict first: every term must match (AND) without typo tolerance; only when that finds
 *   nothing, AND with fuzzy matching (0.2 edit distance per length, terms of 4+ letters); and
 *   only when that finds nothing either, any term (OR, fuzzy). Correct spellings stay precise,
 *   typos still find something;
 * - ranking: the exact name first, then products whose name carries every term, then score;
 *   ties broken by _id, so paging is stable.
 */
import MiniSearch from 'minisearch';
import type { AsPlainObject, Query, SearchOptions, SearchResult } from 'minisearch';

/** A built search as plain data (JSON-serializable), to load instead of building it again. */
export interface SearchIndexData {
  index: AsPlainObject;
  /** Each product's name as ranking reads it (its terms, space-separated): tokenizing 50,000 names is a fifth of a load. */
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
  /** Ids of the matching products, best first. An empty query matches nothing (callers list newest instead). */
  search(query: string): readonly string[];
  /** The built search as data, for `loadProductSearch` elsewhere (building it is the slow part). */
  indexData(): SearchIndexData;
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'or', 'with', 'for', 'in', 'on', 'to', 'by', 'from', 'x']);

/** Everyday names and spellings of the same thing; each group matches any of its members. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['curd', 'dahi', 'yogurt', 'yoghurt'],
  ['paneer', 'panner', 'panir'],
  ['coriander', 'dhania', 'dhaniya'],
  ['mint', 'pudina'],
  ['okra', 'bhindi', 'ladyfinger'],
  ['potato', 'aloo', 'alu'],
  ['onion', 'pyaz', 'pyaaz', 'kanda'],
  ['tomato', 'tamatar'],
  ['sugar', 'chini', 'cheeni'],
  ['rice', 'chawal'],
  ['egg', 'anda', 'ande'],
  ['milk', 'doodh', 'dudh'],
  ['butter', 'makhan', 'makkhan'],
  ['turmeric', 'haldi'],
  ['cumin', 'jeera', 'jira'],
  ['salt', 'namak'],
  ['tea', 'chai'],
  ['biscuit', 'cookie'],
  ['atta', 'flour'],
  ['dal', 'daal', 'lentil'],
  ['chana', 'chickpea', 'chole'],
  ['chilli', 'chili', 'mirch'],
  ['brinjal', 'baingan', 'eggplant', 'aubergine'],
  ['fenugreek', 'methi'],
  ['spinach', 'palak'],
  ['cauliflower', 'gobi', 'gobhi'],
  ['chip', 'crisp', 'wafer'],
  ['ghee', 'clarified'],
];

/** Lower case, no accents, no apostrophes ("Lay's" → "lays"), digits apart from letters ("500ml" → "500 ml"). */
function normalize(text: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = /^[\u0000-\u007f]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/(\p{L})(\d)/gu, '$1 $2');
}

const tokenize = (text: string): string[] => normalize(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A light English plural folding: eggs → egg, berries → berry, tomatoes → tomato; glass and citrus stay. */
export function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  if (term.endsWith('oes')) return term.slice(0, -2);
  if (term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** Terms come from `tokenize`, already normalized. The index keeps stop words (see `queryTermsOf`). */
const processTerm = (term: string): string | null => (term === '' ? null : stem(term));

const isStopWord = (term: string): boolean => STOP_WORDS.has(term);

const terms = (text: string): string[] => tokenize(text).flatMap((t) => processTerm(t) ?? []);

/**
 * A query drops its stop words, except the last term: it may be a prefix still being typed
 * ("a" → atta) or the end of a name ("Pack of", "Vitamin A"), and the index holds stop words
 * so that both match.
 */
function queryTermsOf(text: string): string[] {
  const all = terms(text);
  return all.filter((term, i) => i === all.length - 1 || !isStopWord(term));
}

/** A name or a query without its stop words, to compare the two for an exact match. */
const phraseOf = (someTerms: readonly string[]): string => someTerms.filter((term) => !isStopWord(term)).join(' ');

const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const stems = [...new Set(group.map((word) => stem(word)))];
    for (const term of stems) map.set(term, stems);
  }
  return map;
})();

/** Each query term, or the group of its synonyms (any of them may match). */
function expand(queryTerms: readonly string[]): Query[] {
  return queryTerms.map((term) => {
    const group = SYNONYMS.get(term);
    return group ? { combineWith: 'OR', queries: [...group] } : term;
  });
}

const FIELDS = ['name', 'brand', 'subCategory', 'category', 'unit', 'description'] as const;
const BOOST = { name: 3, brand: 2, subCategory: 1.5, category: 1, unit: 0.5, description: 0.3 };
const FUZZY = 0.2;
const SYNONYM_WEIGHT = 0.5;
const MIN_FUZZY_LENGTH = 4;
const CACHED_QUERIES = 200;

type Strategy = Pick<SearchOptions, 'combineWith' | 'fuzzy'>;
const noFuzz: Strategy['fuzzy'] = false;
const someFuzz: Strategy['fuzzy'] = (term) => (term.length >= MIN_FUZZY_LENGTH ? FUZZY : false);
const STRATEGIES: readonly Strategy[] = [
  { combineWith: 'AND', fuzzy: noFuzz },
  { combineWith: 'AND', fuzzy: someFuzz },
  { combineWith: 'OR', fuzzy: someFuzz },
];

const INDEX_OPTIONS: ConstructorParameters<typeof MiniSearch<SearchableProduct>>[0] = {
  idField: '_id',
  fields: [...FIELDS],
  tokenize,
  processTerm,
  extractField: (doc, field) => {
    switch (field) {
      case '_id':
        return doc._id;
      case 'brand':
        return doc.more_details.Brand ?? '';
      case 'category':
        return doc.category.map((c) => c.name).join(' ');
      case 'subCategory':
        return doc.subCategory.map((s) => s.name).join(' ');
      default:
        return String((doc as unknown as Record<string, unknown>)[field] ?? '');
    }
  },
  // Queries arrive as terms already (queryTermsOf): nothing more to do to them.
  searchOptions: { boost: BOOST, prefix: true, processTerm: (term) => term },
};

/** Builds the index once (per catalog version); `search` is then pure and cached per query. */
export function createProductSearch(products: readonly SearchableProduct[]): ProductSearch {
  const index = new MiniSearch<SearchableProduct>(INDEX_OPTIONS);
  index.addAll(products);
  return searchOver(index, products.map((p) => [p._id, terms(p.name)]));
}

/** The search `indexData()` gave, loaded instead of built (several times faster). */
export function loadProductSearch(data: SearchIndexData): ProductSearch {
  return searchOver(
    MiniSearch.loadJS<SearchableProduct>(data.index, INDEX_OPTIONS),
    data.names.map(([id, name]) => [id, name === '' ? [] : name.split(' ')]),
  );
}

function searchOver(index: MiniSearch<SearchableProduct>, names: readonly (readonly [id: string, terms: string[]])[]): ProductSearch {
  const nameTerms = new Map<string, string[]>();
  const exactName = new Map<string, string>();
  for (const [id, name] of names) {
    nameTerms.set(id, name);
    exactName.set(id, phraseOf(name));
  }

  const cache = new Map<string, readonly string[]>();

  /**
   * Broad queries match most of the catalog ("a": ~38,000 of 50,000 products), so this runs once
   * per match: no object or closure per result, numbers in typed arrays, strings compared only on
   * a tie of tier and score. The order is the one the header describes.
   */
  function rank(results: SearchResult[], queryTerms: readonly string[]): string[] {
    const phrase = phraseOf(queryTerms);
    // Per query term, the words that count as it in a name (the term or its synonyms).
    const alternatives = queryTerms.map((term) => SYNONYMS.get(term) ?? [term]);
    const inName = (name: readonly string[]): boolean =>
      alternatives.every((options) => options.some((option) => name.some((word) => word.startsWith(option))));
    const count = results.length;
    const ids: string[] = new Array<string>(count);
    const tiers = new Uint8Array(count);
    const scores = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const id = String(results[i]!.id);
      ids[i] = id;
      scores[i] = results[i]!.score;
      tiers[i] = phrase !== '' && exactName.get(id) === phrase ? 0 : inName(nameTerms.get(id) ?? []) ? 1 : 2;
    }
    const order = Array.from({ length: count }, (_, i) => i);
    order.sort((a, b) => tiers[a]! - tiers[b]! || scores[b]! - scores[a]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
    return order.map((i) => ids[i]!);
  }

  return {
    search(query: string): readonly string[] {
      const queryTerms = queryTermsOf(query);
      if (queryTerms.length === 0) return [];
      const key = queryTerms.join(' ');
      const cached = cache.get(key);
      if (cached) return cached;
      const expanded: Query = { combineWith: 'AND', queries: expand(queryTerms) };
      const typed = new Set(queryTerms);
      // A synonym counts, but less than what was typed: "rice" ranks Basmati Rice above Rajma Chawal.
      const boostTerm = (term: string) => (typed.has(term) ? 1 : SYNONYM_WEIGHT);
      let ids: string[] = [];
      for (const strategy of STRATEGIES) {
        const results = index.search({ ...expanded, combineWith: strategy.combineWith }, { fuzzy: strategy.fuzzy, boostTerm });
        if (results.length > 0) {
          ids = rank(results, queryTerms);
          break;
        }
      }
      if (cache.size >= CACHED_QUERIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, ids);
      return ids;
    },
    indexData: () => ({ index: index.toJSON(), names: [...nameTerms].map(([id, name]) => [id, name.join(' ')]) }),
  };
}
