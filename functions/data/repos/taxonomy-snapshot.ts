/**
 * Categories and sub categories as this container last read them, reused while the catalog
 * version item is unchanged (the same rule as the product snapshot in catalog-snapshot.ts, without
 * the products): a warm list costs one GetItem instead of one or two Queries, however many
 * categories there are. Every category and sub category write bumps the version in its own
 * transaction, so a list served from here is never older than the version just read.
 *
 * The partitions are read with strongly consistent Queries after the version, so a load always
 * reflects at least that version: no gsi1-style settle window is needed (settleMs 0).
 */
import { createSnapshotCache } from '../../core/catalog-cache.js';
import { currentCatalogVersion } from './catalog-version.js';
import { listCategories, type Category } from './categories.js';
import { listSubCategories, type SubCategory } from './subcategories.js';

const categories = createSnapshotCache<readonly Category[]>({ readVersion: currentCatalogVersion, load: listCategories }, { settleMs: 0 });

const taxonomy = createSnapshotCache<{ categories: readonly Category[]; subCategories: readonly SubCategory[] }>(
  {
    readVersion: currentCatalogVersion,
    load: async () => {
      const [cats, subs] = await Promise.all([listCategories(), listSubCategories()]);
      return { categories: cats, subCategories: subs };
    },
  },
  { settleMs: 0 },
);

/** All categories: one GetItem when warm; the version read plus one Query after a catalog write. */
export const currentCategories = (): Promise<readonly Category[]> => categories.get();

/** All categories and sub categories: one GetItem when warm; plus two Queries after a catalog write. */
export const currentTaxonomy = (): Promise<{ categories: readonly Category[]; subCategories: readonly SubCategory[] }> => taxonomy.get();
