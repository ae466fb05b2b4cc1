/**
 * The catalog's stored items, each shape declared once: the repos write these and local/seed/seed.ts
 * writes the same (through these mappers), so a seeded item and one written by the API cannot
 * differ. No client here: the seed's pure builder imports this without a table to talk to.
 */
import { keys } from './keys.js';
import type { ProductRecord, Ref } from '../core/product.js';

/** A category as stored, without its keys: the public fields plus usage counters kept by sub category and product writes. */
export interface CategoryRecord {
  _id: string;
  name: string;
  image: string;
  subCategoryCount?: number;
  productCount?: number;
  createdAt: string;
  updatedAt: string;
}

/** A sub category as stored, without its keys: `productCount` is kept by product writes. */
export interface SubCategoryRecord {
  _id: string;
  name: string;
  image: string;
  category: Ref[];
  productCount?: number;
  createdAt: string;
  updatedAt: string;
}

export const categoryItem = (record: CategoryRecord) => ({ ...keys.category(record._id), type: 'category' as const, ...record });

export const subCategoryItem = (record: SubCategoryRecord) => ({ ...keys.subCategory(record._id), type: 'subcategory' as const, ...record });

/**
 * The product under its own key and in gsi1's all-products listing (newest first by createdAt).
 * `stockSet`: the stock an admin last set (create, or an update that wrote the stock), which
 * orders and cancellations never move: an update without `stockSeen` compares the stock it sends
 * with it (core/product.ts stockEdit). Products written before it have none.
 */
export const productItem = (record: ProductRecord, stockSet: number = record.stock) => ({
  ...keys.product(record._id),
  ...keys.productListing(record.createdAt, record._id),
  type: 'product' as const,
  ...record,
  stockSet,
});

/** The stored product's `stockSet`, when it has one. */
export const stockSetOf = (item: Record<string, unknown>): number | undefined => (typeof item.stockSet === 'number' ? item.stockSet : undefined);

export type CategoryItem = ReturnType<typeof categoryItem>;
export type SubCategoryItem = ReturnType<typeof subCategoryItem>;
export type ProductItem = ReturnType<typeof productItem>;
