/**
 * MiniSearch's `search` for an AND of terms, evaluated from its rarest term.
 *
 * MiniSearch evaluates an AND by scoring every document of every term (a result object per
 * document, field and derived term) and intersecting afterwards: for "rice 5 kg" at 50,000 products
 * that is tens of thousands of documents scored for "kg" and for every number beginning with 5, to
 * keep the few hundred that also say rice (decision 0059). Here MiniSearch runs the same query over
 * a view of its term index whose postings list only some documents:
 *
 * 1. each term is expanded (prefix, typos, synonyms) without reading a posting, to count the
 *    postings it would read;
 * 2. from the rarest term up, the documents each term matches are collected, each term reading
 *    only the documents every rarer term matched (the smaller of its postings and those documents);
 * 3. the whole AND is scored over the documents every term matched.
 *
 * The view keeps each posting list's size (the document frequency BM25 reads) and its order
 * (ascending document numbers, as MiniSearch adds them and search-index-data.ts loads them), and
 * MiniSearch does the scoring: each result's score, terms, match and place are those of the plain
 * search (search-and.test.ts holds it over random queries). The view reaches into MiniSearch's
 * private index (`_index`), as search-index-data.ts does: a MiniSearch upgrade that moves it fails
 * that test.
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';

/** One field's postings of one term: document number → the term's count in it. */
type Postings = Map<number, number>;
/** A term's postings per field id. */
type TermData = Map<number, Postings>;

/** What MiniSearch 7's search reads of its term index (a SearchableMap). */
interface TermIndex {
  get(term: string): TermData | undefined;
  atPrefix(prefix: string): Iterable<[string, TermData]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [TermData, number]>;
}

/** Some documents: in ascending order (to read them in posting order) and as a set. */
interface Documents {
  sorted: number[];
  set: Set<number>;
}

/** How a view reads postings: counting them, collecting their documents, or scoring them, each only among `within` when given. */
type Mode = { count: { postings: number } } | { collect: Set<number>; within: Documents | undefined } | { within: Documents };

const NONE: readonly number[] = [];

function documentsOf(set: Set<number>): Documents {
  return { sorted: [...set].sort((a, b) => a - b), set };
}

/** A posting list as MiniSearch's `termResults` reads it (`size`, `keys`, `get`), listing only what the mode lets through. */
function postingsView(all: Postings, mode: Mode): Postings {
  const view = {
    size: all.size,
    get: (doc: number) => all.get(doc),
    keys(): IterableIterator<number> {
      if ('count' in mode) {
        mode.count.postings += all.size;
        return NONE.values();
      }
      const { within } = mode;
      // The smaller side drives: a rare term's postings, or the few documents left of a common one's.
      const docs =
        within === undefined ? [...all.keys()] : within.sorted.length < all.size ? within.sorted.filter((doc) => all.has(doc)) : [...all.keys()].filter((doc) => within.set.has(doc));
      if (!('collect' in mode)) return docs.values();
      for (const doc of docs) mode.collect.add(doc);
      return NONE.values();
    },
  };
  return view as unknown as Postings;
}

/** The term index as MiniSearch's search reads it, every posting list seen through `postingsView`; expansions remembered across the views of one search. */
function termIndexView(index: TermIndex, mode: Mode, expansions: Map<string, unknown>): TermIndex {
  const data = (termData: TermData): TermData => {
    const view = new Map<number, Postings>();
    for (const [fieldId, postings] of termData) view.set(fieldId, postingsView(postings, mode));
    return view;
  };
  function remembered<T>(key: string, expand: () => T): T {
    if (!expansions.has(key)) expansions.set(key, expand());
    return expansions.get(key) as T;
  }
  return {
    get: (term) => {
      const termData = index.get(term);
      return termData && data(termData);
    },
    atPrefix: (prefix) => remembered(`p ${prefix}`, () => [...index.atPrefix(prefix)]).map(([term, termData]): [string, TermData] => [term, data(termData)]),
    // MiniSearch deletes from the map it gets: a new one each time.
    fuzzyGet: (term, maxDistance) =>
      new Map(
        [...remembered(`f${maxDistance} ${term}`, () => index.fuzzyGet(term, maxDistance))].map(([match, [termData, distance]]): [string, [TermData, number]] => [
          match,
          [data(termData), distance],
        ]),
      ),
  };
}

/**
 * MiniSearch's search of the index, reading its postings through the mode. The index's term map is
 * swapped for the view for the call (search is synchronous) rather than searching an object made
 * from the index (`Object.create`): an object used as a prototype is slower to read for V8, and the
 * index serves every later search.
 */
function searchThrough<T>(index: MiniSearch<T>, mode: Mode, expansions: Map<string, unknown>, query: Query, options: SearchOptions): SearchResult[] {
  const internals = index as unknown as { _index: TermIndex };
  const terms = internals._index;
  internals._index = termIndexView(terms, mode, expansions);
  try {
    return index.search(query, options);
  } finally {
    internals._index = terms;
  }
}

export function searchAnd<T>(index: MiniSearch<T>, query: Query, options: SearchOptions): SearchResult[] {
  if (typeof query !== 'object' || !('queries' in query) || query.queries.length < 2 || options.boostDocument !== undefined) {
    return index.search(query, options);
  }
  // What MiniSearch hands each part of a combination: the call's options under the query's own.
  const { queries, ...own } = query;
  if ((own.combineWith ?? options.combineWith ?? 'OR').toUpperCase() !== 'AND') return index.search(query, options);
  const partOptions: SearchOptions = { ...options, ...own, filter: undefined };
  const expansions = new Map<string, unknown>();
  const sizes = queries.map((part) => {
    const count = { postings: 0 };
    searchThrough(index, { count }, expansions, part, partOptions);
    return count.postings;
  });
  let within: Documents | undefined;
  for (const at of queries.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]!)) {
    const collect = new Set<number>();
    searchThrough(index, { collect, within }, expansions, queries[at]!, partOptions);
    if (collect.size === 0) return [];
    within = documentsOf(collect);
  }
  return searchThrough(index, { within: within! }, expansions, query, options);
}
