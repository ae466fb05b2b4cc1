/**
 * The product in its two shapes and the one mapping between them: stored (integer `pricePaise`,
 * as local/seed/seed.ts writes it) and spoken by the API (`price` in rupees, no `pricePaise`).
 * The stored item (table keys, parse on read) is declared in data/items/product.ts, not here.
 * Stock is not part of the product: each store keeps its own (data/items/store-stock.ts); the API's
 * `stock` is the stock of the store a call is answered for.
 */
import { lowLevel, thresholdFor } from './low-stock.js';
import { paiseToRupees } from './money.js';

export interface Ref {
  _id: string;
  name: string;
}

/** A product item as stored, without its table keys. */
export interface ProductRecord {
  _id: string;
  /** Unique (regardless of case) and never changed: what imports match rows by. */
  sku: string;
  name: string;
  image: string[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  pricePaise: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
  /** Its own low-stock threshold at every store (else each store's own; core/low-stock.ts). */
  lowStockThreshold?: number;
  /** GST rate in percent (core/invoice.ts GST_RATES), inside the price; absent: 0 (exempt). */
  gstRate?: number;
  /** HSN code the tax invoice names (4–8 digits); absent: none printed. */
  hsn?: string;
  /** The pack's EAN-13 or UPC-A (core/barcode.ts): what a picker scans to confirm the item. Not unique. */
  barcode?: string;
  createdAt: string;
  updatedAt: string;
}

/** What every product route answers: the record with `price` in rupees and the store's `stock`. */
export interface ApiProduct extends Omit<ProductRecord, 'pricePaise' | 'updatedAt'> {
  /** At the store the call is answered for (the default store when it names none). */
  stock: number;
  /** Rupees, up to 2 decimals. */
  price: number;
  /**
   * The stock at that store is low (at or below its low-stock threshold, above 0): shoppers see
   * "Only N left". Absent where the store's threshold was not at hand (cart lines, admin writes).
   */
  lowStock?: boolean;
}

/** The editable fields, validated, with links reduced to de-duplicated ids. */
export interface ProductInput {
  /** Create: the admin's, or derived from the new id (productSku); update: ignored (a SKU never changes). */
  sku?: string;
  name: string;
  image: string[];
  category: string[];
  subCategory: string[];
  unit: string;
  /** The default store's stock (the spec's product form knows one stock). */
  stock: number;
  pricePaise: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
  /** Its own low-stock threshold; null: none (the stores' own); absent: an update keeps what it has. */
  lowStockThreshold?: number | null;
  /** GST rate and HSN code for the tax invoice; null: none; absent: an update keeps what it has. */
  gstRate?: number | null;
  hsn?: string | null;
  /** Its barcode; null: none; absent: an update keeps what it has. */
  barcode?: string | null;
}

/** Current names of categories and sub categories by id: links show today's names, not the ones stored at write time. */
export interface NameLookup {
  category(id: string): string | undefined;
  subCategory(id: string): string | undefined;
}

/**
 * The product as the API speaks it, with `stock`: its stock at the store the call is answered for;
 * with that store (its low-stock threshold), whether that stock is low.
 */
export function toApiProduct(record: ProductRecord, stock: number, names?: NameLookup, store?: { lowStockThreshold: number }): ApiProduct {
  return {
    _id: record._id,
    sku: record.sku,
    name: record.name,
    image: [...record.image],
    category: record.category.map((ref) => ({ _id: ref._id, name: names?.category(ref._id) ?? ref.name })),
    subCategory: record.subCategory.map((ref) => ({ _id: ref._id, name: names?.subCategory(ref._id) ?? ref.name })),
    unit: record.unit,
    stock,
    price: paiseToRupees(record.pricePaise),
    discount: record.discount,
    description: record.description,
    more_details: { ...record.more_details },
    ...(record.lowStockThreshold === undefined ? {} : { lowStockThreshold: record.lowStockThreshold }),
    ...(record.gstRate === undefined ? {} : { gstRate: record.gstRate }),
    ...(record.hsn === undefined ? {} : { hsn: record.hsn }),
    ...(record.barcode === undefined ? {} : { barcode: record.barcode }),
    ...(store ? { lowStock: lowLevel(stock, thresholdFor(record, store)) === 'low' } : {}),
    createdAt: record.createdAt,
  };
}

/** A stored record from validated input, the stored taxonomy's refs for its links, and its times. */
export function toProductRecord(
  _id: string,
  input: ProductInput,
  links: { category: Ref[]; subCategory: Ref[] },
  times: { createdAt: string; updatedAt: string },
  sku: string = input.sku ?? productSku(_id),
): ProductRecord {
  return {
    _id,
    sku,
    name: input.name,
    image: [...input.image],
    category: links.category.map(({ _id: id, name }) => ({ _id: id, name })),
    subCategory: links.subCategory.map(({ _id: id, name }) => ({ _id: id, name })),
    unit: input.unit,
    pricePaise: input.pricePaise,
    discount: input.discount,
    description: input.description,
    more_details: { ...input.more_details },
    ...(typeof input.lowStockThreshold === 'number' ? { lowStockThreshold: input.lowStockThreshold } : {}),
    ...(typeof input.gstRate === 'number' ? { gstRate: input.gstRate } : {}),
    ...(typeof input.hsn === 'string' ? { hsn: input.hsn } : {}),
    ...(typeof input.barcode === 'string' ? { barcode: input.barcode } : {}),
    createdAt: times.createdAt,
    updatedAt: times.updatedAt,
  };
}

/** A SKU's form: what the product form and the import accept (SKU_MAX in limits.ts). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The SKU of a product given none (a create without one, products saved before SKUs: the migration). */
export const productSku = (productId: string): string => `QB-${productId.toUpperCase()}`;

/** What makes two SKUs the same one (the claim's key): case does not count. */
export const skuKey = (sku: string): string => sku.trim().toUpperCase();

/** What an admin's save does to the stock: nothing (sales since stay), or write `stock`, if `onlyIf` given only while the stock is still that. */
export type StockEdit = { write: false } | { write: true; stock: number; onlyIf?: number };

/**
 * An admin's save carries a stock, and sales move the stock while the form is open, so the stock
 * sent is a new stock only when it differs from what the admin started from. With `stockSeen` (the
 * stock the site's form showed) that is known: equal keeps the live stock, different is written
 * while the stock is still the one seen. Clients that send the whole product without it (the spec's
 * form) send back the stock they loaded, which is the last stock an admin set (`stockSet`, which
 * sales never move) unless another admin set one since: equal is "not changed". A product saved
 * before `stockSet` existed has none: only a stock equal to the live one is "not changed" there.
 */
export function stockEdit(sent: number, stored: { stock: number; stockSet?: number }, stockSeen?: number): StockEdit {
  if (stockSeen !== undefined) return sent === stockSeen ? { write: false } : { write: true, stock: sent, onlyIf: stockSeen };
  return sent === (stored.stockSet ?? stored.stock) ? { write: false } : { write: true, stock: sent };
}
