import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from '../../local/seed/catalog.js';
import { decodeCatalog, encodeCatalog } from './catalog-blob.js';
import { catalogSearchIndex, searchCatalog } from './catalog-search.js';
import { buildCatalogView } from './catalog-query.js';
import * as productItem from '../data/items/product.js';
import { allOf } from './ranked.js';

const seed = buildSeedCatalog();
const view = () =>
  buildCatalogView({
    products: seed.products.map(productItem.fromItem),
    categories: seed.categories.map(({ _id, name, image }) => ({ _id, name, image })),
    subCategories: seed.subCategories.map(({ _id, name, image, category }) => ({ _id, name, image, category })),
  });

const QUERIES = ['mil', 'milk', 'chocolte', 'panner', 'amul paneer', 'atta', 'rice 5 kg', 'a', 'shampo', 'detergent powder', 'dahi', 'cold drink'];

describe('the catalog snapshot as one object', () => {
  it('gives back the same catalog, version and search answers, with the index loaded instead of built', () => {
    const original = view();
    const { version, view: decoded } = decodeCatalog(encodeCatalog(42, original));
    expect(version).toBe(42);
    expect(decoded.products).toEqual(original.products);
    expect(decoded.categories).toEqual(original.categories);
    expect(decoded.subCategories).toEqual(original.subCategories);
    for (const q of QUERIES) expect(allOf(searchCatalog(decoded, q)).map((p) => p._id), q).toEqual(allOf(searchCatalog(original, q)).map((p) => p._id));
  });

  it('searches with the index it carries, not one built from its products', () => {
    // An index built from no products at all: a decoded view that rebuilt its own would find milk.
    const empty = buildCatalogView({ products: [], categories: [], subCategories: [] });
    const bytes = encodeCatalog(1, view());
    const stored = decodeCatalog(bytes).view;
    const swapped = buildCatalogView({ products: [...stored.products], categories: [...stored.categories], subCategories: [...stored.subCategories], searchIndex: catalogSearchIndex(empty) });
    expect(searchCatalog(stored, 'milk').length).toBeGreaterThan(0);
    expect(allOf(searchCatalog(swapped, 'milk'))).toEqual([]);
  });
});
