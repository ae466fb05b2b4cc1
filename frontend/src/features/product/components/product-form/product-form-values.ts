import type { FieldErrors } from 'react-hook-form';
import * as z from 'zod';
import { customFieldValue } from '@core/contracts/catalog-fields';
import { productFields } from '@core/contracts/product';
import { problemText } from '@/lib/form';
import type { StoreStockEdit, StoreStockTable } from '@/features/product/api/store-stock';
import type { Product, ProductInput, Ref } from '@/features/product/types';

/** What the product form holds: the inputs' text as typed, custom fields in the order added. */
export interface ProductFormValues {
  /** Its SKU: typed on create (empty: the server makes one), shown read-only on edit (it never changes). */
  sku: string;
  name: string;
  description: string;
  image: string[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  stock: string;
  price: string;
  discount: string;
  /** Its own low-stock threshold; empty: each store's own. */
  lowStockThreshold: string;
  /** GST rate in percent ('' not set) and HSN code, as the tax section holds them (absent: not set). */
  gstRate?: string;
  hsn?: string;
  /** The pack's barcode ('' none), as the basics section holds it. */
  barcode?: string;
  moreFields: { name: string; value: string }[];
  /** The stock at each store but the default one (whose stock is `stock`), in the table's order. */
  storeStock: { storeId: string; stock: string }[];
}

const { sku, name, description, image, category, subCategory, unit, stock, price, discount, lowStockThreshold, gstRate, hsn, barcode } = productFields;

/**
 * The server's product rules (functions/core/contracts/catalog-fields.ts), field by field: the numbers as
 * the inputs' text, which the server also takes; each custom field as more_details judges it.
 */
export const productFormSchema = z.object({
  sku,
  name,
  description,
  image,
  category,
  subCategory,
  unit,
  stock,
  price,
  discount,
  lowStockThreshold,
  gstRate,
  hsn,
  barcode,
  moreFields: z.array(z.object({ name: z.string(), value: customFieldValue })),
  storeStock: z.array(z.object({ storeId: z.string(), stock })),
});

export const productFormLabels = {
  sku: 'SKU',
  name: 'Name',
  description: 'Description',
  image: 'Image',
  category: 'Category',
  subCategory: 'Sub Category',
  unit: 'Unit',
  stock: 'Number of Stock',
  price: 'Price (₹)',
  discount: 'Discount (%)',
  lowStockThreshold: 'Low-stock alert at',
  gstRate: 'GST rate',
  hsn: 'HSN code',
  barcode: 'Barcode',
} as const;

/** The other stores' stock fields, as their problems say it ("Stock at a store must be a number"). */
export const STORE_STOCK_LABEL = 'Stock at a store';

/** The problems of the three pickers, as the form has always worded them. */
export const NOTHING_CHOSEN = {
  image: 'Add at least one image.',
  category: 'Choose at least one category.',
  subCategory: 'Choose at least one sub category.',
} as const;

/** The toast when one of them is missing. */
export const PICKERS_TOAST = 'Please add at least one image, category and sub category';

/**
 * The stock the form shows for the default store: as that store has it now when the table of stores
 * could read it (the product's own `stock` may be another store's, the one the admin browses), else
 * the product's.
 */
export function defaultStockOf(product: Product | undefined, stores: StoreStockTable): number | undefined {
  if (!product) return undefined;
  return stores.state === 'ready' && stores.defaultStore ? stores.defaultStore.stock : product.stock;
}

export function valuesOf(product: Product | undefined, stores: StoreStockTable = { state: 'unavailable' }): ProductFormValues {
  const stock = defaultStockOf(product, stores);
  return {
    sku: product?.sku ?? '',
    name: product?.name ?? '',
    description: product?.description ?? '',
    image: product?.image ?? [],
    category: product?.category ?? [],
    subCategory: product?.subCategory ?? [],
    unit: product?.unit ?? '',
    stock: stock === undefined ? '' : String(stock),
    price: product ? String(product.price) : '',
    discount: product ? String(product.discount) : '',
    lowStockThreshold: product?.lowStockThreshold === undefined ? '' : String(product.lowStockThreshold),
    gstRate: product?.gstRate === undefined ? '' : String(product.gstRate),
    hsn: product?.hsn ?? '',
    barcode: product?.barcode ?? '',
    moreFields: Object.entries(product?.more_details ?? {}).map(([fieldName, value]) => ({ name: fieldName, value })),
    storeStock: stores.state === 'ready' ? stores.others.map((store) => ({ storeId: store.storeId, stock: String(store.stock) })) : [],
  };
}

/**
 * The request, built as it always was; `stockSeen` (edits) is the default store's stock the form
 * showed (defaultStockOf).
 */
export function toProductInput(values: ProductFormValues, stockSeen: number | undefined): ProductInput {
  const sku = values.sku.trim();
  return {
    ...(sku === '' ? {} : { sku }),
    name: values.name.trim(),
    description: values.description.trim(),
    image: values.image,
    category: values.category,
    subCategory: values.subCategory,
    unit: values.unit.trim(),
    stock: Number(values.stock),
    ...(stockSeen === undefined ? {} : { stockSeen }),
    price: Number(values.price),
    discount: Number(values.discount),
    lowStockThreshold: values.lowStockThreshold.trim() === '' ? null : Number(values.lowStockThreshold),
    // Not set: left as the product has it (a rate is changed by choosing another, 0 % included).
    ...(values.gstRate ? { gstRate: Number(values.gstRate) } : {}),
    ...(values.hsn?.trim() ? { hsn: values.hsn.trim() } : {}),
    // Emptied: the product has none (null removes it); a field never shown sends nothing.
    ...(values.barcode === undefined ? {} : { barcode: values.barcode.trim() === '' ? null : values.barcode.trim() }),
    more_details: Object.fromEntries(values.moreFields.map((field) => [field.name, field.value.trim()])),
  };
}

/** The other stores whose stock the form changed, to save once the product is saved. */
export function storeStockEdits(values: Pick<ProductFormValues, 'storeStock'>, stores: StoreStockTable): StoreStockEdit[] {
  if (stores.state !== 'ready') return [];
  return values.storeStock.flatMap((row) => {
    const seen = stores.others.find((store) => store.storeId === row.storeId);
    const stock = Number(row.stock);
    return seen && stock !== seen.stock ? [{ storeId: row.storeId, storeName: seen.name, stock, stockSeen: seen.stock }] : [];
  });
}

type Picker = keyof typeof NOTHING_CHOSEN;
const isPicker = (field: string): field is Picker => field in NOTHING_CHOSEN;

/** What to say under a field, or undefined when it is fine. */
export function productProblem(
  field: keyof typeof productFormLabels,
  errors: FieldErrors<ProductFormValues>,
  chosen: Partial<Pick<ProductFormValues, Picker>>,
): string | undefined {
  const error = errors[field];
  if (!error) return undefined;
  if (isPicker(field) && (chosen[field]?.length ?? 0) === 0) return NOTHING_CHOSEN[field];
  return problemText(productFormLabels[field], error);
}

/** The toast of a refused submit: the first problem in the form's order; the pickers as one. */
export function firstProductProblem(errors: FieldErrors<ProductFormValues>, values: ProductFormValues): string | undefined {
  for (const field of Object.keys(productFormLabels) as (keyof typeof productFormLabels)[]) {
    if (!errors[field]) continue;
    if (isPicker(field) && values[field].length === 0) return PICKERS_TOAST;
    return productProblem(field, errors, values);
  }
  for (const [index, custom] of values.moreFields.entries()) {
    const problem = problemText(custom.name, errors.moreFields?.[index]?.value);
    if (problem) return problem;
  }
  const storeIndex = values.storeStock.findIndex((_, index) => errors.storeStock?.[index]?.stock);
  if (storeIndex !== -1) return problemText(STORE_STOCK_LABEL, errors.storeStock?.[storeIndex]?.stock);
  return undefined;
}
