/**
 * Queries over the in-memory catalog (data/repos/catalog-snapshot.ts loads it): listing, the
 * category rows and the sub category pages. Search lives apart (catalog-search.ts) so the reads that do
 * not search do not bundle the search engine. Pure: no AWS, testable with plain objects.
 */
import { byName } from './sort.js';
import type { SearchIndexData } from './search.js';
import type { NameLookup, ProductRecord, Ref } from './product.js';
import type { Ranked } from './ranked.js';

export interface SubCategoryRecord extends Ref {
  image: string;
  category: Ref[];
}

export interface CategoryRecord extends Ref {
  image: string;
}

export interface CatalogView {
  /** Every product, newest first (createdAt, then _id, both descending: the gsi1 order reversed). */
  readonly products: readonly ProductRecord[];
  readonly categories: readonly CategoryRecord[];
  readonly subCategories: readonly SubCategoryRecord[];
  readonly names: NameLookup;
  product(id: string): ProductRecord | undefined;
  /** Products linked to a category, newest first. */
  inCategory(categoryId: string): readonly ProductRecord[];
  /** Products linked to a sub category, newest first. */
  inSubCategory(subCategoryId: string): readonly ProductRecord[];
  /** The index a stored snapshot carried for these products, loaded by catalog-search.ts instead of built. */
  readonly storedSearchIndex: SearchIndexData | undefined;
}

export const newestFirst = (a: { createdAt: string; _id: string }, b: { createdAt: string; _id: string }): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a._id < b._id ? 1 : a._id > b._id ? -1 : 0;

export function buildCatalogView(input: {
  products: readonly ProductRecord[];
  categories: readonly CategoryRecord[];
  subCategories: readonly SubCategoryRecord[];
  /** An index built from these same products (`searchIndex()` of an earlier view), loaded instead of built. */
  searchIndex?: SearchIndexData;
}): CatalogView {
  const products = [...input.products].sort(newestFirst);
  const categories = [...input.categories].sort(byName);
  const subCategories = [...input.subCategories].sort(byName);
  const byId = new Map(products.map((p) => [p._id, p]));
  const categoryNames = new Map(categories.map((c) => [c._id, c.name]));
  const subCategoryNames = new Map(subCategories.map((s) => [s._id, s.name]));
  const names: NameLookup = {
    category: (id) => categoryNames.get(id),
    subCategory: (id) => subCategoryNames.get(id),
  };

  const byCategory = new Map<string, ProductRecord[]>();
  const bySubCategory = new Map<string, ProductRecord[]>();
  const add = (map: Map<string, ProductRecord[]>, id: string, product: ProductRecord) => {
    const list = map.get(id);
    if (list) {
      if (list.at(-1) !== product) list.push(product);
    } else map.set(id, [product]);
  };
  for (const product of products) {
    for (const ref of product.category) add(byCategory, ref._id, product);
    for (const ref of product.subCategory) add(bySubCategory, ref._id, product);
  }

  return {
    products,
    categories,
    subCategories,
    names,
    product: (id) => byId.get(id),
    inCategory: (id) => byCategory.get(id) ?? [],
    inSubCategory: (id) => bySubCategory.get(id) ?? [],
    storedSearchIndex: input.searchIndex,
  };
}

export interface Page<T> {
  items: T[];
  page: number;
  totalCount: number;
  /** ceil(totalCount / limit), at least 1 (an empty list is one empty page). */
  totalPages: number;
}

/** Page n (from 1) of a list; a page beyond the last is empty and keeps the same totals. */
export function paginate<T>(items: Ranked<T>, page: number, limit: number): Page<T> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, got ${page}`);
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const start = (page - 1) * limit;
  return {
    items: [...items.slice(start, start + limit)],
    page,
    totalCount: items.length,
    totalPages: Math.max(1, Math.ceil(items.length / limit)),
  };
}

/** Products of a category and one of its sub categories, newest first. */
export function inCategoryAndSubCategory(view: CatalogView, categoryId: string, subCategoryId: string): ProductRecord[] {
  return view.inSubCategory(subCategoryId).filter((p) => p.category.some((c) => c._id === categoryId));
}
