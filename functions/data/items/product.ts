/**
 * A product: `PRODUCT#<id>` / `PRODUCT`, and in gsi1's all-products listing (`PRODUCTS` /
 * `<createdAt>#<id>`, newest first by a descending Query). The record is core/product.ts
 * ProductRecord. It holds no stock: each store's is its own item (items/store-stock.ts). Products
 * written before stores existed still carry `stock` and `stockSet` until the migration moves them
 * into the default store's stock item (migrations/store-stock.ts); the parse drops them.
 */
import * as z from 'zod';
import { productSku, type ProductRecord, type Ref } from '../../core/product.js';
import { keys } from '../keys.js';
import { parseItem, type RawItem, type Same } from './parse.js';
import { ref } from './ref.js';

export const schema = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  category: z.array(ref),
  subCategory: z.array(ref),
  unit: z.string(),
  pricePaise: z.number().int(),
  discount: z.number(),
  lowStockThreshold: z.number().int().optional(),
  gstRate: z.number().int().optional(),
  hsn: z.string().optional(),
  barcode: z.string().optional(),
  // Optional in the first product forms: the old reader filled these in.
  description: z.string().default(''),
  more_details: z.record(z.string(), z.string()).default({}),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const _exact: Same<z.output<typeof schema>, ProductRecord> = true;

export const toItem = (record: ProductRecord) => ({
  ...keys.product(record._id),
  ...keys.productListing(record.createdAt, record._id),
  type: 'product' as const,
  ...record,
});

export type ProductItem = ReturnType<typeof toItem>;

/**
 * Items saved before updatedAt existed read as last updated when created; before SKUs, with the SKU
 * the migration gives them (migrations/product-skus.ts), so reads never wait for it.
 */
const withDefaults = (raw: RawItem): RawItem => {
  const filled = raw.updatedAt === undefined ? { ...raw, updatedAt: raw.createdAt } : raw;
  return filled.sku === undefined && typeof filled._id === 'string' ? { ...filled, sku: productSku(filled._id) } : filled;
};

export const fromItem = (raw: RawItem): ProductRecord => parseItem('product', schema, withDefaults(raw));

/** The stock a product saved before stores existed carries (what the migration moves), if any. */
export const legacyStock = z.object({ stock: z.number().int().optional(), stockSet: z.number().int().optional() });
export const legacyStockOf = (raw: RawItem): { stock?: number; stockSet?: number } => parseItem('product', legacyStock, raw);

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRefs = (value: unknown): value is Ref[] => Array.isArray(value) && value.every((ref) => isObject(ref) && isString(ref._id) && isString(ref.name));
const isDetails = (value: unknown): value is Record<string, string> => isObject(value) && Object.values(value).every(isString);

/**
 * `fromItem` for the catalog load (every product of gsi1, 5,000 at a time; repos/products.ts
 * listAllProducts): the schema's checks written out by hand for an item that has every field, and
 * `fromItem` itself for anything else (its defaults, or its error). zod's first pass over 5,000
 * products took about twice as long as this one, a tenth of the whole table load
 * (docs/decisions/0038-stored-items-zod.md); items.test.ts holds the two to the same answers.
 */
export function fromListingItem(raw: RawItem): ProductRecord {
  const { _id, sku, name, image, category, subCategory, unit, pricePaise, discount, description, more_details, lowStockThreshold, gstRate, hsn, barcode, createdAt, updatedAt } = raw;
  const wellFormed =
    isString(_id) &&
    isString(sku) &&
    isString(name) &&
    Array.isArray(image) &&
    image.every(isString) &&
    isRefs(category) &&
    isRefs(subCategory) &&
    isString(unit) &&
    Number.isSafeInteger(pricePaise) &&
    Number.isFinite(discount) &&
    isString(description) &&
    isDetails(more_details) &&
    (lowStockThreshold === undefined || Number.isSafeInteger(lowStockThreshold)) &&
    (gstRate === undefined || Number.isSafeInteger(gstRate)) &&
    (hsn === undefined || isString(hsn)) &&
    (barcode === undefined || isString(barcode)) &&
    isString(createdAt) &&
    isString(updatedAt);
  if (!wellFormed) return fromItem(raw);
  return {
    _id,
    sku,
    name,
    image: [...image],
    category: category.map((ref) => ({ _id: ref._id, name: ref.name })),
    subCategory: subCategory.map((ref) => ({ _id: ref._id, name: ref.name })),
    unit,
    pricePaise: pricePaise as number,
    discount: discount as number,
    description,
    more_details: { ...more_details },
    ...(lowStockThreshold === undefined ? {} : { lowStockThreshold: lowStockThreshold as number }),
    ...(gstRate === undefined ? {} : { gstRate: gstRate as number }),
    ...(hsn === undefined ? {} : { hsn }),
    ...(barcode === undefined ? {} : { barcode }),
    createdAt,
    updatedAt,
  };
}
