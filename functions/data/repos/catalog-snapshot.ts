/**
 * The catalog as this container last saw it (functions/data/README.md, "Why listing reads use a
 * catalog snapshot"): products, categories and sub categories with the search index, reloaded only
 * when the catalog version item changed. A warm read costs at most one version GetItem a second per
 * container, plus the stock BatchGet of `withStoreStock` for the products it returns.
 *
 * A (re)load takes the built object of that version (catalog-object.ts: one GET, the search index
 * loaded rather than built) and reads the table only when there is none yet. See core/catalog-cache.ts
 * for when an older snapshot is served instead, for catalogs too big to read from the table quickly.
 */
import { queryAll } from '../client.js';
import { keys } from '../keys.js';
import * as categoryItem from '../items/category.js';
import * as subCategoryItem from '../items/subcategory.js';
import { readCatalogObject, readLatestCatalog } from './catalog-object.js';
import { currentCatalogVersion } from './catalog-version.js';
import { listAllProducts } from './products.js';
import { readRecentStoreStock } from './recent-stock.js';
import { readStoreStock } from './store-stock.js';
import { decodeCatalog } from '../../core/catalog-blob.js';
import { buildCatalogView } from '../../core/catalog-query.js';
import type { CatalogView, CategoryRecord, SubCategoryRecord } from '../../core/catalog-query.js';
import { createSnapshotCache } from '../../core/catalog-cache.js';
import type { ProductRecord } from '../../core/product.js';
import { logger } from '../../platform/logger.js';

const queryPartition = (pk: string) => queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });

/** The catalog read from the table: every product page of gsi1 and both taxonomy partitions (slow at scale). */
export async function loadCatalog(): Promise<CatalogView> {
  const [products, categoryItems, subItems] = await Promise.all([
    listAllProducts(),
    queryPartition(keys.allCategories().pk),
    queryPartition(keys.allSubCategories().pk),
  ]);
  const categories: CategoryRecord[] = categoryItems.map((item) => {
    const { _id, name, image } = categoryItem.fromItem(item);
    return { _id, name, image };
  });
  const subCategories: SubCategoryRecord[] = subItems.map((item) => {
    const { _id, name, image, category } = subCategoryItem.fromItem(item);
    return { _id, name, image, category };
  });
  return buildCatalogView({ products, categories, subCategories });
}

/**
 * From this many products an older snapshot is served for up to a minute after a change while the
 * new object is built, rather than every container reading the table at once: from the table,
 * 5,000 products take 0.6 s (read and index build), 50,000 take 13 s (npm run bench -- --only api).
 */
export const KEEP_WHILE_BUILDING_AT = 5000;

async function builtView(version: number): Promise<CatalogView | undefined> {
  const bytes = await readCatalogObject(version);
  return bytes && decodeCatalog(bytes).view;
}

const snapshot = createSnapshotCache(
  {
    readVersion: currentCatalogVersion,
    load: loadCatalog,
    built: {
      load: builtView,
      async latest() {
        const latest = await readLatestCatalog();
        if (!latest || latest.products < KEEP_WHILE_BUILDING_AT) return undefined;
        const view = await builtView(latest.version);
        return view && { version: latest.version, value: view };
      },
      keep: (view) => view.products.length >= KEEP_WHILE_BUILDING_AT,
    },
  },
  { onBuiltError: (err) => logger.warn('catalog object unreadable; reading the table', { err }) },
);

/** The current catalog: one GetItem when warm, a full reload only after a catalog write. */
export const currentCatalog = (): Promise<CatalogView> => snapshot.get();

/** How often this container loaded the catalog (benchmarks). */
export const catalogLoads = (): number => snapshot.loads;

/**
 * The given products with their current stock at one store (stock moves with orders without a
 * version bump): one BatchGet per 100 products (repos/store-stock.ts readStoreStock). A product the
 * store never stocked has 0. The catalog object holds no stock at all (functions/data/README.md).
 * `recent`: the home rows' stock, read at most a second ago (repos/recent-stock.ts).
 */
export async function withStoreStock(
  storeId: string | undefined,
  products: readonly ProductRecord[],
  options: { recent?: boolean } = {},
): Promise<{ record: ProductRecord; stock: number }[]> {
  const ids = products.map((p) => p._id);
  const read = options.recent ? readRecentStoreStock : readStoreStock;
  // No store at all yet (a table before the migration): nothing is in stock anywhere.
  const stock = storeId ? await read(storeId, ids) : new Map<string, number>();
  return products.map((record) => ({ record, stock: stock.get(record._id) ?? 0 }));
}
