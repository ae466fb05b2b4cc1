/**
 * The catalog as this container last saw it (functions/data/README.md, "Why listing reads use a
 * catalog snapshot"): all products from gsi1 plus the categories and sub categories, reloaded only
 * when the catalog version item changed. A warm read costs the version GetItem here, plus the
 * stock BatchGet of `withFreshStock` for the products it returns.
 */
import { queryAll } from '../client.js';
import { keys } from '../keys.js';
import { currentCatalogVersion } from './catalog-version.js';
import { listAllProducts, readStock } from './products.js';
import { buildCatalogView } from '../../core/catalog-query.js';
import type { CatalogView, CategoryRecord, SubCategoryRecord } from '../../core/catalog-query.js';
import { createSnapshotCache } from '../../core/catalog-cache.js';
import type { ProductRecord } from '../../core/product.js';

const queryPartition = (pk: string) => queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });

const refsOf = (value: unknown) =>
  Array.isArray(value) ? value.map((r: { _id: unknown; name: unknown }) => ({ _id: String(r._id), name: String(r.name) })) : [];

export async function loadCatalog(): Promise<CatalogView> {
  const [products, categoryItems, subItems] = await Promise.all([
    listAllProducts(),
    queryPartition(keys.allCategories().pk),
    queryPartition(keys.allSubCategories().pk),
  ]);
  const categories: CategoryRecord[] = categoryItems.map((c) => ({ _id: String(c._id), name: String(c.name), image: String(c.image ?? '') }));
  const subCategories: SubCategoryRecord[] = subItems.map((s) => ({
    _id: String(s._id),
    name: String(s.name),
    image: String(s.image ?? ''),
    category: refsOf(s.category),
  }));
  return buildCatalogView({ products, categories, subCategories });
}

const snapshot = createSnapshotCache({ readVersion: currentCatalogVersion, load: loadCatalog });

/** The current catalog: one GetItem when warm, a full reload only after a catalog write. */
export const currentCatalog = (): Promise<CatalogView> => snapshot.get();

/** How often this container loaded the catalog (benchmarks). */
export const catalogLoads = (): number => snapshot.loads;

/**
 * The given products with their current stock (stock moves with orders without a version bump):
 * one BatchGet per 100 products. A product that was deleted since the snapshot is left out.
 */
export async function withFreshStock(products: readonly ProductRecord[]): Promise<ProductRecord[]> {
  const stock = await readStock(products.map((p) => p._id));
  return products.flatMap((p) => {
    const current = stock.get(p._id);
    return current === undefined ? [] : [{ ...p, stock: current }];
  });
}
