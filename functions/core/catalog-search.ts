/**
 * Search over a catalog view (catalog-query.ts): kept apart from the view so only the functions that
 * search (product list and search, store stock, the catalog snapshot's writer) bundle the search
 * engine. The engine is built (or loaded from the view's stored index) on first use and kept for
 * the view's lifetime. Pure: no AWS.
 */
import type { CatalogView } from './catalog-query.js';
import type { ProductRecord, Ref } from './product.js';
import type { Ranked } from './ranked.js';
import type { Aisle } from './search-aisles.js';
import { createProductSearch, loadProductSearch, type ProductSearch, type SearchIndexData } from './search.js';

const engines = new WeakMap<CatalogView, ProductSearch>();

function engineOf(view: CatalogView): ProductSearch {
  const known = engines.get(view);
  if (known) return known;
  // The aisles a query may name, under today's names (search-aisles.ts).
  const aisle =
    (shelf: (id: string) => readonly ProductRecord[]) =>
    (ref: Ref): Aisle => ({ name: ref.name, products: shelf(ref._id) });
  const aisles = [...view.subCategories.map(aisle(view.inSubCategory)), ...view.categories.map(aisle(view.inCategory))];
  const { names } = view;
  const engine =
    view.storedSearchIndex !== undefined
      ? loadProductSearch(view.storedSearchIndex, aisles)
      : createProductSearch(
          view.products.map((p) => ({
            ...p,
            category: p.category.map((ref) => ({ name: names.category(ref._id) ?? ref.name })),
            subCategory: p.subCategory.map((ref) => ({ name: names.subCategory(ref._id) ?? ref.name })),
          })),
          aisles,
        );
  engines.set(view, engine);
  return engine;
}

/** Ranked search over the view's products: only the products of the slices read are looked up. */
export function searchCatalog(view: CatalogView, query: string): Ranked<ProductRecord> {
  const ids = engineOf(view).search(query);
  // The index was built from this view's products: every id is one of them, so a slice is as long as asked.
  return { length: ids.length, slice: (start, end) => ids.slice(start, end).flatMap((id) => view.product(id) ?? []) };
}

/** The view's search index as data (built now if it was not yet): what a stored snapshot carries. */
export function catalogSearchIndex(view: CatalogView): SearchIndexData {
  return engineOf(view).indexData();
}

/** Listing with an optional search: newest first without one, best match first with one. */
export function listProducts(view: CatalogView, search: string | undefined): Ranked<ProductRecord> {
  return search && search.trim() !== '' ? searchCatalog(view, search) : view.products;
}
