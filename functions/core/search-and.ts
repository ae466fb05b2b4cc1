/**
 * MiniSearch's `search` for an AND of terms, scoring only the documents every term matches.
 *
 * MiniSearch evaluates an AND by scoring every document of every term (a result object per
 * document, field and derived term) and intersecting afterwards: for "rice 5 kg" at 50,000 products
 * that is tens of thousands of documents scored for "kg" and for every number beginning with 5, to
 * keep the few hundred that also say rice (decision 0059). Here the documents each term matches are
 * collected first, without scoring (MiniSearch asks `boostDocument` of every posting before it
 * scores it, and skips a document boosted by 0), and intersected term by term; then the same AND
 * is run with every document outside that intersection boosted by 0. A document inside it is
 * boosted by 1, which is what MiniSearch multiplies by when there is no `boostDocument` at all, so
 * each result's score, terms and match are exactly those of the plain search, and so is the order
 * (search-and.test.ts holds it over random queries).
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';

export function searchAnd<T>(index: MiniSearch<T>, query: Query, options: SearchOptions): SearchResult[] {
  if (typeof query !== 'object' || !('queries' in query) || query.queries.length < 2 || options.boostDocument !== undefined) {
    return index.search(query, options);
  }
  // What MiniSearch hands each part of a combination: the call's options under the query's own.
  const { queries, ...own } = query;
  if ((own.combineWith ?? options.combineWith ?? 'OR').toUpperCase() !== 'AND') return index.search(query, options);
  const partOptions: SearchOptions = { ...options, ...own };
  let both: Set<string> | undefined;
  for (const part of queries) {
    const matched = new Set<string>();
    const within = both;
    index.search(part, {
      ...partOptions,
      boostDocument: (id: string) => {
        if (within === undefined || within.has(id)) matched.add(id);
        return 0;
      },
    });
    if (matched.size === 0) return [];
    both = matched;
  }
  const every = both ?? new Set<string>();
  return index.search(query, { ...options, boostDocument: (id: string) => (every.has(id) ? 1 : 0) });
}
