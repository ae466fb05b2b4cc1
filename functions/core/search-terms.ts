/**
 * The words of product search (search.ts): how a name, an aisle or a query becomes terms, the
 * plural folding, the stop words and the everyday Hindi names of groceries.
 */

export const STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'the', 'of', 'or', 'with', 'for', 'in', 'on', 'to', 'by', 'from', 'x']);

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
  ['coke', 'cola'],
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

export const tokenize = (text: string): string[] => normalize(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A light English plural folding: eggs → egg, berries → berry, tomatoes → tomato; glass and citrus stay. */
export function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  if (term.endsWith('oes')) return term.slice(0, -2);
  if (term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** Terms come from `tokenize`, already normalized. The index keeps stop words (see `queryTermsOf`). */
export const processTerm = (term: string): string | null => (term === '' ? null : stem(term));

export const isStopWord = (term: string): boolean => STOP_WORDS.has(term);

/** A text's terms: normalized, split, plurals folded; stop words kept. */
export const terms = (text: string): string[] => tokenize(text).flatMap((t) => processTerm(t) ?? []);

/**
 * A query drops its stop words, except the last term: it may be a prefix still being typed
 * ("a" → atta) or the end of a name ("Pack of", "Vitamin A"), and the index holds stop words
 * so that both match.
 */
export function queryTermsOf(text: string): string[] {
  const all = terms(text);
  return all.filter((term, i) => i === all.length - 1 || !isStopWord(term));
}

/** A name or a query without its stop words, to compare the two for an exact match. */
export const phraseOf = (someTerms: readonly string[]): string => someTerms.filter((term) => !isStopWord(term)).join(' ');

/** Each term's synonym group (stems), the group itself under each of its members. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const stems = [...new Set(group.map((word) => stem(word)))];
    for (const term of stems) map.set(term, stems);
  }
  return map;
})();

/** A query term's synonyms, without the term itself. */
export const synonymsOf = (term: string): readonly string[] => SYNONYMS.get(term)?.filter((other) => other !== term) ?? [];

/**
 * Whether a word says a query term: it begins with what was typed (the word may still be being
 * typed), or it is one of the term's synonyms, whole ("alu" is potato, "aluminium" is not).
 */
export function saysTerm(term: string): (word: string) => boolean {
  const synonyms = synonymsOf(term);
  return (word) => word.startsWith(term) || synonyms.includes(word);
}

/**
 * `saysTerm` of some word of a text of terms separated by single spaces (a product's name as
 * search.ts keeps it), without splitting the text: a word begins with the term where the text
 * begins or after a space, and a word equals a synonym between spaces or the text's ends. Ranking
 * asks it of every result of a broad query ("a": 9,540 at 50,000 products).
 */
export function textSaysTerm(term: string): (text: string) => boolean {
  const atWordStart = ` ${term}`;
  const whole = synonymsOf(term).map((word) => ({ word, first: `${word} `, last: ` ${word}`, inner: ` ${word} ` }));
  return (text) =>
    text !== '' &&
    (text.startsWith(term) ||
      text.includes(atWordStart) ||
      whole.some(({ word, first, last, inner }) => text === word || text.startsWith(first) || text.endsWith(last) || text.includes(inner)));
}
