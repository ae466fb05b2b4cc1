/**
 * The aisles a search names. An aisle (a sub category or a category) counts for a query only when
 * the query says the whole of its name: "rice products" names "Rice & Rice Products" and "chips"
 * names "Chips & Crisps" (chip and crisp are one synonym group), but "product" names no aisle, and
 * "paneer" does not name "Paneer & Tofu" (tofu is not paneer). Products of a named aisle are found
 * through it even when their own name lacks the words; otherwise an aisle's name finds nothing.
 */
import { isStopWord, synonymsOf, terms } from './search-terms.js';

/** A shelf a shopper may name, and the products on it. */
export interface Aisle {
  name: string;
  products: readonly { _id: string }[];
}

interface Linked {
  _id: string;
  category: readonly { name: string }[];
  subCategory: readonly { name: string }[];
}

/** The aisles of some products, by the sub category and category names they carry. */
export function aislesOf(products: readonly Linked[]): Aisle[] {
  const byName = new Map<string, Linked[]>();
  for (const product of products) {
    for (const { name } of [...product.subCategory, ...product.category]) {
      const shelf = byName.get(name);
      if (!shelf) byName.set(name, [product]);
      else if (shelf.at(-1) !== product) shelf.push(product);
    }
  }
  return [...byName].map(([name, onShelf]) => ({ name, products: onShelf }));
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
 * set when they name none). `readAs`: the words a typo-tolerant search read the query's terms as
 * ("chocolte" → chocolate), which name aisles too.
 */
export function createAisleNamer(aisles: readonly Aisle[]): (queryTerms: readonly string[], readAs: ReadonlySet<string>) => ReadonlySet<string> {
  const shelves = aisles
    .map((aisle) => ({
      words: [...new Set(terms(aisle.name).filter((word) => !isStopWord(word) && !QUALIFIERS.has(word)))],
      products: aisle.products,
    }))
    .filter((shelf) => shelf.words.length > 0);

  return (queryTerms, readAs) => {
    const said = (word: string): boolean =>
      readAs.has(word) ||
      queryTerms.some((typed) => typed === word || (typed.length >= MIN_PREFIX && word.startsWith(typed)) || synonymsOf(typed).includes(word));
    const ids = new Set<string>();
    for (const shelf of shelves) {
      if (shelf.words.every(said)) for (const product of shelf.products) ids.add(product._id);
    }
    return ids;
  };
}
