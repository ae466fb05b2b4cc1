/**
 * The aisles a search names. An aisle (a sub category or a category) counts for a query only when
 * the query says the whole of its name: "rice products" names "Rice & Rice Products" and "chips"
 * names "Chips & Crisps" (chip and crisp are one synonym group), but "product" names no aisle, and
 * "paneer" does not name "Paneer & Tofu" (tofu is not paneer). Products of a named aisle are found
 * through it even when their own name lacks the words; otherwise an aisle's name finds nothing.
 */
import { editDistanceWithin, isStopWord, synonymsOf, terms } from './search-terms.js';

/** A shelf a shopper may name, and the ids of the products on it. */
export interface Aisle {
  name: string;
  productIds: readonly string[];
}

interface Linked {
  _id: string;
  category: readonly { name: string }[];
  subCategory: readonly { name: string }[];
}

/** The aisles of some products, by the sub category and category names they carry. */
export function aislesOf(products: readonly Linked[]): Aisle[] {
  const byName = new Map<string, string[]>();
  for (const product of products) {
    for (const { name } of [...product.subCategory, ...product.category]) {
      const ids = byName.get(name);
      if (!ids) byName.set(name, [product._id]);
      else if (ids.at(-1) !== product._id) ids.push(product._id);
    }
  }
  return [...byName].map(([name, productIds]) => ({ name, productIds }));
}

/** A query term shorter than this names only a word it equals, never one it begins ("ri" is not rice yet). */
const MIN_PREFIX = 3;

/**
 * Words that describe an aisle rather than name it: "fruits" names Fresh Fruits, "cleaning" names
 * Cleaning Essentials, "masala oil" names Masala, Oil & More.
 */
const QUALIFIERS: ReadonlySet<string> = new Set(['fresh', 'exotic', 'organic', 'essential', 'more', 'other']);

/**
 * Returns, for a query's terms, the ids of the products on the aisles those terms name (an empty
 * set when they name none). `maxDistance` is the typo tolerance of the search step asking (0: none).
 */
export function createAisleNamer(aisles: readonly Aisle[]): (queryTerms: readonly string[], maxDistance: (term: string) => number) => ReadonlySet<string> {
  const shelves = aisles
    .map((aisle) => ({
      words: [...new Set(terms(aisle.name).filter((word) => !isStopWord(word) && !QUALIFIERS.has(word)))],
      productIds: aisle.productIds,
    }))
    .filter((shelf) => shelf.words.length > 0);

  return (queryTerms, maxDistance) => {
    const near = (typed: string, word: string) => {
      const distance = maxDistance(typed);
      return distance > 0 && editDistanceWithin(typed, word, distance) <= distance;
    };
    const said = (word: string): boolean =>
      queryTerms.some(
        (typed) =>
          typed === word ||
          (typed.length >= MIN_PREFIX && word.startsWith(typed)) ||
          near(typed, word) ||
          synonymsOf(typed).some((synonym) => synonym === word || near(synonym, word)),
      );
    const ids = new Set<string>();
    for (const shelf of shelves) {
      if (shelf.words.every(said)) for (const id of shelf.productIds) ids.add(id);
    }
    return ids;
  };
}
