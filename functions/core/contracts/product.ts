import * as z from 'zod';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_LINKS_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_STOCK_MAX,
  PRODUCT_UNIT_MAX,
  SKU_MAX,
} from '../limits.js';
import { uniqueIds } from '../links.js';
import { SKU_PATTERN, type ApiProduct, type ProductInput } from '../product.js';
import { moreDetails, priceToPaise, refList, wholeNumber } from './catalog-fields.js';
import { barcodeField, gstFields } from './gst-fields.js';
import type { Call, IdReply } from './envelope.js';
import { freeText, id, nameText, uploadedImage, type IdRequest } from './fields.js';
import type {
  CategoryRow,
  ProductListPaging,
  ProductPaging,
  ProductsByCategoryRequest,
  productDetailsBody,
  productsBody,
  searchProductsBody,
  subCategoryProductsBody,
} from './product-reads.js';

// The reads' bodies and replies, where the site has always found them.
export {
  STORE_ID_HEADER,
  productDetailsBody,
  productsBody,
  productsByCategoryBody,
  searchProductsBody,
  storeChoice,
  subCategoryProductsBody,
  type CategoryRow,
  type ProductListPaging,
  type ProductPaging,
  type ProductsByCategoryReply,
} from './product-reads.js';

/** The product calls: the admin's writes and list, and the shop's reads (product lists page by page). */

/** A SKU as the form and the import send it; empty is none (create then derives one). */
export const skuField = z
  .string('must be text')
  .trim()
  .max(SKU_MAX, `must be at most ${SKU_MAX} characters`)
  .regex(new RegExp(`(^$)|${SKU_PATTERN.source}`), 'must be letters, digits, "-", "_" or "." (starting with a letter or digit)')
  .optional()
  .transform((sku) => (sku ? sku : undefined));

/** The editable product fields, as create takes them and update takes them plus _id. */
export const productFields = {
  /** Create: optional (derived from the id when absent); update: must be the product's own (a SKU never changes). */
  sku: skuField,
  name: nameText(PRODUCT_NAME_MAX),
  description: freeText(PRODUCT_DESCRIPTION_MAX, { multiline: true }),
  unit: freeText(PRODUCT_UNIT_MAX),
  image: z
    .array(uploadedImage('product'), 'must be a list of image urls')
    .min(1, 'must have at least one image')
    .max(PRODUCT_IMAGES_MAX, `must have at most ${PRODUCT_IMAGES_MAX} images`)
    .transform((urls) => [...new Set(urls)]),
  category: refList(PRODUCT_LINKS_MAX),
  subCategory: refList(PRODUCT_LINKS_MAX),
  stock: wholeNumber(0, PRODUCT_STOCK_MAX),
  price: priceToPaise,
  discount: wholeNumber(0, 100),
  more_details: moreDetails,
  /** Its own low-stock threshold at every store; empty or null: none (each store's own); absent: unchanged. */
  lowStockThreshold: z.union([z.literal('').transform(() => null), z.null(), wholeNumber(0, PRODUCT_STOCK_MAX)]).optional(),
  ...gstFields,
  barcode: barcodeField,
};

export const productBody = z.object(productFields);

/** `stockSeen`: the stock the admin's form showed (see repos/products.ts updateProduct); optional for older clients. */
export const updateProductBody = productBody.extend({ _id: id, stockSeen: productFields.stock.optional() });

/** The validated body as the repo takes it: links as de-duplicated ids, the price already in paise. */
export function toProductInput(body: z.output<typeof productBody>): ProductInput {
  return {
    ...(body.sku === undefined ? {} : { sku: body.sku }),
    name: body.name,
    description: body.description,
    unit: body.unit,
    image: body.image,
    category: uniqueIds(body.category),
    subCategory: uniqueIds(body.subCategory),
    stock: body.stock,
    pricePaise: body.price,
    discount: body.discount,
    more_details: body.more_details,
    ...(body.lowStockThreshold === undefined ? {} : { lowStockThreshold: body.lowStockThreshold }),
    ...(body.gstRate === undefined ? {} : { gstRate: body.gstRate }),
    ...(body.hsn === undefined ? {} : { hsn: body.hsn }),
    ...(body.barcode === undefined ? {} : { barcode: body.barcode }),
  };
}

export type ProductRequest = z.input<typeof productBody>;
export type UpdateProductRequest = z.input<typeof updateProductBody>;

/** The reads (get, rows, sub category list, details, search) take `storeId` or the X-Store-Id header; `stock` is that store's. */
export interface ProductCalls {
  'POST /api/product/create': Call<ProductRequest, ApiProduct>;
  'POST /api/product/get': Call<z.input<typeof productsBody>, ApiProduct[], ProductListPaging>;
  /** The site asks by {ids} only: rows. */
  'POST /api/product/get-product-by-category': Call<
    Omit<ProductsByCategoryRequest, 'id'> & Required<Pick<ProductsByCategoryRequest, 'ids'>>,
    CategoryRow[]
  >;
  /** The path's spelling is the spec's. */
  'POST /api/product/get-pruduct-by-category-and-subcategory': Call<z.input<typeof subCategoryProductsBody>, ApiProduct[], ProductPaging>;
  /** 404 for an unknown id. */
  'POST /api/product/get-product-details': Call<z.input<typeof productDetailsBody>, ApiProduct>;
  'PUT /api/product/update-product-details': Call<UpdateProductRequest, ApiProduct>;
  'DELETE /api/product/delete-product': Call<IdRequest, IdReply>;
  /** Best match first; an empty search lists the newest products. */
  'POST /api/product/search-product': Call<z.input<typeof searchProductsBody>, ApiProduct[], ProductPaging>;
}
