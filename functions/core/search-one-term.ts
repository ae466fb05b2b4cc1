/**
 * MiniSearch's `search` for one term (or one term with its synonyms), scored without MiniSearch's
 * result objects.
 *
 * For a broad term ("a": 63 index terms by prefix, about 15,700 postings at 50,000 products)
 * MiniSearch builds a result object per document and, per posting, a match object keyed by index
 * term, then a second object per document, and sorts those: most of a first search's time and
 * garbage (decision 0059). Here the same postings are read into typed arrays indexed by document
 * number, and the same BM25+ sums are added up in the same order, so that every score equals
 * MiniSearch's to the bit:
 *
 * - a term's index terms are read as MiniSearch reads them: the term itself, then its prefix
 *   completions (atPrefix order), then its typo readings (fuzzyGet order, less the completions),
 *   each over the searched fields in the order of `fields`, each posting list in its own order;
 * - each posting adds `termWeight * termBoost * fieldBoost * bm25` to its document, the first
 *   one setting it (the expression and its grouping are MiniSearch's, `calcBM25Score` included);
 * - an OR of terms (a term and its synonyms) scores each part apart and adds the parts' sums in
 *   the order MiniSearch's OR combinator does; a document's score is then multiplied by the number
 *   of the query's own terms it matched, as MiniSearch's `search` does;
 * - the documents come in the order first found, not by score as MiniSearch's: the ranking
 *   (search.ts) orders them by its own tiers, score and id, so a sort here would be thrown away.
 *
 * Anything else (an AND of several terms, a string of several words, a document boost, a dirty
 * index) is not handled: `undefined`, and the caller asks MiniSearch. search-one-term.test.ts holds
 * ids, scores and matched terms equal to MiniSearch's over random queries on a generated catalog.
 * Like search-and.ts and search-index-data.ts this reads MiniSearch 7's private fields
 * (`Internals`): an upgrade that moves them fails that test.
 */
import MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';

/** Matching documents and their scores, in no order a reader may rely on (search.ts ranks them). */
export interface Hits {
  ids: string[];
  scores: number[];
  /** The index terms the documents were found by (a prefix's completions, a typo's readings). */
  terms: ReadonlySet<string>;
}

type Postings = Map<number, number>;
type TermData = Map<number, Postings>;

/** What MiniSearch 7's search reads of itself. */
interface Internals {
  _options: { tokenize: (text: string) => string[]; processTerm: NonNullable<SearchOptions['processTerm']>; fields: string[]; storeFields: string[]; searchOptions: SearchOptions };
  _index: {
    get(term: string): TermData | undefined;
    atPrefix(prefix: string): Iterable<[string, TermData]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [TermData, number]>;
  };
  _documentIds: Map<number, string>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _nextId: number;
  _dirtCount: number;
}

/**
 * MiniSearch's own default weights (a call's `weights` replaces the constructor's, over these).
 * Read on first use: an engine made when this module loads would bring MiniSearch into every bundle
 * that imports search.ts for its helpers (the picker's functions).
 */
let defaultWeights: SearchOptions['weights'];
const defaultWeightsOf = () => (defaultWeights ??= (new MiniSearch({ fields: [] }) as unknown as Internals)._options.searchOptions.weights!);

/** The documents one part of a query found, by document number: its sum, and which of the query's own terms it matched (a bit each). */
interface Tally {
  docs: number[];
  score: Float64Array;
  said: Uint32Array;
}

const MAX_TERMS = 31;
const own = (object: object | undefined, key: string): unknown => (Object.prototype.hasOwnProperty.call(object, key) ? (object as Record<string, unknown>)[key] : undefined);

/** Returns the hits, or undefined for a query this does not score (MiniSearch does). `only`: the documents to keep, by id, as MiniSearch's `filter` would keep results. */
export function searchOneTerm<T>(index: MiniSearch<T>, query: Query, options: SearchOptions, only?: (id: string) => boolean): Hits | undefined {
  const self = index as unknown as Internals;
  const global = self._options.searchOptions;
  // Not scored here: a discarded document's postings (MiniSearch removes them as it meets them), stored fields (they are merged into each result), a document boost or a filter on results.
  if (self._dirtCount > 0 || self._options.storeFields.length > 0 || options.boostDocument || global.boostDocument || options.filter || global.filter) return undefined;
  const size = self._nextId;
  const lengths = self._fieldLength;
  const bits = new Map<string, number>();
  const terms = new Set<string>();
  const accepted = only && new Int8Array(size);
  const keeps = (doc: number): boolean => {
    if (!accepted) return true;
    if (accepted[doc] === 0) accepted[doc] = only!(self._documentIds.get(doc)!) ? 1 : -1;
    return accepted[doc] === 1;
  };
  const tally = (): Tally => ({ docs: [], score: new Float64Array(size), said: new Uint32Array(size) });

  /** MiniSearch's `termResults`: one index term's postings, over the searched fields. */
  function read(into: Tally, bit: number, derived: string, termWeight: number, termBoost: number, data: TermData | undefined, boosts: Record<string, number>, opts: SearchOptions) {
    if (data == null) return;
    const { k, b, d } = opts.bm25!;
    for (const field of Object.keys(boosts)) {
      const fieldId = self._fieldIds[field]!;
      const postings = data.get(fieldId);
      if (postings == null) continue;
      const matching = postings.size;
      const average = self._avgFieldLength[fieldId]!;
      const invDocFreq = Math.log(1 + (self._documentCount - matching + 0.5) / (matching + 0.5));
      // MiniSearch multiplies left to right, a document boost of 1 (exact) before the BM25 score.
      const weight = termWeight * termBoost * boosts[field]!;
      const { docs, score, said } = into;
      let kept = false;
      postings.forEach((termFreq, doc) => {
        if (!keeps(doc)) return;
        const fieldLength = lengths.get(doc)![fieldId]!;
        const weighted = weight * (invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / average))));
        kept = true;
        if (said[doc] === 0) {
          docs.push(doc);
          said[doc] = bit;
          score[doc] = weighted;
        } else score[doc] = score[doc]! + weighted;
      });
      if (kept) terms.add(derived);
    }
  }

  /** MiniSearch's `executeQuery` of a string and `executeQuerySpec` of its one term. */
  function leaf(text: string, options: SearchOptions): Tally | undefined {
    const opts: SearchOptions = { tokenize: self._options.tokenize, processTerm: self._options.processTerm, ...global, ...options };
    const words = opts.tokenize!(text).flatMap((word) => opts.processTerm!(word)).filter((word) => !!word) as string[];
    if (words.length === 0) return tally();
    const term = words[0]!;
    if (words.length > 1) return undefined;
    if (!bits.has(term)) bits.set(term, bits.size);
    const bit = (1 << bits.get(term)!) >>> 0;
    if (bits.size > MAX_TERMS) return undefined;
    const fuzzy = typeof opts.fuzzy === 'function' ? opts.fuzzy(term, 0, words) : opts.fuzzy || false;
    const prefix = typeof opts.prefix === 'function' ? opts.prefix(term, 0, words) : opts.prefix === true;
    const termBoost = typeof opts.boostTerm === 'function' ? opts.boostTerm(term, 0, words) : 1;
    const boosts: Record<string, number> = {};
    for (const field of opts.fields || self._options.fields) boosts[field] = (own(opts.boost, field) as number) || 1;
    const weights = { ...defaultWeightsOf()!, ...opts.weights };

    const into = tally();
    read(into, bit, term, 1, termBoost, self._index.get(term), boosts, opts);
    let typos: Map<string, [TermData, number]> | undefined;
    if (fuzzy) {
      const at = fuzzy === true ? 0.2 : fuzzy;
      const maxDistance = at < 1 ? Math.min(opts.maxFuzzy!, Math.round(term.length * at)) : at;
      if (maxDistance) typos = self._index.fuzzyGet(term, maxDistance);
    }
    if (prefix) {
      for (const [completion, data] of self._index.atPrefix(term)) {
        const distance = completion.length - term.length;
        if (!distance) continue;
        typos?.delete(completion);
        const weight = (weights.prefix * completion.length) / (completion.length + 0.3 * distance);
        read(into, bit, completion, weight, termBoost, data, boosts, opts);
      }
    }
    for (const [reading, [data, distance]] of typos ?? []) {
      if (!distance) continue;
      const weight = (weights.fuzzy * reading.length) / (reading.length + distance);
      read(into, bit, reading, weight, termBoost, data, boosts, opts);
    }
    return into;
  }

  /** MiniSearch's OR combinator: `b`'s documents into `a`, their sums added. */
  function or(a: Tally, b: Tally): Tally {
    for (const doc of b.docs) {
      if (a.said[doc] === 0) {
        a.docs.push(doc);
        a.score[doc] = b.score[doc]!;
      } else a.score[doc] = a.score[doc]! + b.score[doc]!;
      a.said[doc] = (a.said[doc]! | b.said[doc]!) >>> 0;
    }
    return a;
  }

  function part(query: Query, options: SearchOptions): Tally | undefined {
    if (typeof query === 'string') return leaf(query, options);
    if (typeof query !== 'object') return undefined;
    const opts: SearchOptions = { ...options, ...query, queries: undefined } as SearchOptions;
    const operator = (opts.combineWith ?? 'OR').toLowerCase();
    // One part is the part, whatever the operator (MiniSearch's reduce); several are scored here only as an OR.
    if (!['or', 'and', 'and_not'].includes(operator) || query.queries.length === 0 || (query.queries.length > 1 && operator !== 'or')) return undefined;
    let sum: Tally | undefined;
    for (const sub of query.queries) {
      const found = part(sub, opts);
      if (!found) return undefined;
      sum = sum ? or(sum, found) : found;
    }
    return sum;
  }

  const found = part(query, options);
  if (!found) return undefined;
  const { docs, score, said } = found;
  const final = new Float64Array(docs.length);
  docs.forEach((doc, at) => {
    let quality = 0;
    for (let mask = said[doc]!; mask !== 0; mask >>>= 1) quality += mask & 1;
    final[at] = score[doc]! * (quality || 1);
  });
  return { ids: docs.map((doc) => self._documentIds.get(doc)!), scores: Array.from(final), terms };
}
