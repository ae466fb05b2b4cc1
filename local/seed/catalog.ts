/**
 * The demo catalog as items (pure: tested without any network): its categories, sub categories and
 * products from local/seed/catalog-data.ts, the demo stores and their stock, and the images to
 * render. Ids and timestamps are derived from stable slugs, so a re-seed overwrites items instead of
 * duplicating them. local/seed/seed.ts writes them.
 */
import { createHash } from 'node:crypto';
import { mediaUrl } from '../../functions/core/uploads.js';
import * as categoryItem from '../../functions/data/items/category.js';
import type { CategoryItem } from '../../functions/data/items/category.js';
import * as productItem from '../../functions/data/items/product.js';
import type { ProductItem } from '../../functions/data/items/product.js';
import * as subCategoryItem from '../../functions/data/items/subcategory.js';
import type { SubCategoryItem } from '../../functions/data/items/subcategory.js';
import { CATEGORIES, PRODUCTS, SUB_CATEGORIES } from './catalog-data.js';
import type { CategoryData, SubCategoryData } from './catalog-data.js';
import type { ImageKind, ImagePalette, Shape } from './images.js';
import { buildSeedStoreItems, type SeedStoreItem } from './store-items.js';
import { seedStock, type StoreStockItem } from './store-stock.js';
import { productList } from './variants.js';
import { SEED_GST } from './gst.js';

export const DEFAULT_PRODUCT_COUNT = PRODUCTS.length;

export type { CategoryItem, SubCategoryItem, ProductItem };

/** One image to render and upload; `key` is the object key in the bucket. */
export interface ImageJob {
  key: string;
  kind: ImageKind;
  seed: string;
  shapes: readonly Shape[];
  palette: ImagePalette;
  variant: number;
}

export interface SeedCatalog {
  categories: CategoryItem[];
  subCategories: SubCategoryItem[];
  products: ProductItem[];
  /** The demo stores and one zone claim per pincode they serve (local/seed/stores.ts). */
  stores: SeedStoreItem[];
  /**
   * Each demo store's stock of the demo list (local/seed/store-stock.ts); the benchmark's variants
   * are stocked at the default store only.
   */
  stock: StoreStockItem[];
  /** Only the demo list's images: variants reuse their base product's URLs. */
  images: ImageJob[];
}

/** A stable 24-hex id (the length of the ids the original store used) from a kind and a slug. */
export function seedId(kind: 'category' | 'subcategory' | 'product', slug: string): string {
  return createHash('sha256').update(`quickbasket-seed:${kind}:${slug}`).digest('hex').slice(0, 24);
}

/** Fixed timestamps keep re-seeds byte-identical; products come after the taxonomy. */
const SEED_EPOCH = Date.parse('2025-01-01T00:00:00.000Z');
const taxonomyTime = (index: number) => new Date(SEED_EPOCH + index * 1000).toISOString();
const productTime = (index: number) => new Date(SEED_EPOCH + 86_400_000 + index * 1000).toISOString();
/** The demo products' SKUs: QB-DEMO-00001 onwards, in seed order. */
const demoSku = (index: number) => `QB-DEMO-${String(index + 1).padStart(5, '0')}`;

export interface CountInput {
  subCategories: readonly { _id: string; category: readonly { _id: string }[] }[];
  products: readonly { category: readonly { _id: string }[]; subCategory: readonly { _id: string }[] }[];
}

export interface Counts {
  /** Per category id: the sub categories and products that link to it. */
  categories: Map<string, { subCategoryCount: number; productCount: number }>;
  /** Per sub category id: the products that link to it. */
  subCategories: Map<string, number>;
}

/** The usage counters the category repo keeps transactionally, computed from links (each link counts once). */
export function computeCounts({ subCategories, products }: CountInput): Counts {
  const categories = new Map<string, { subCategoryCount: number; productCount: number }>();
  const subs = new Map<string, number>();
  const category = (id: string) => {
    let entry = categories.get(id);
    if (!entry) categories.set(id, (entry = { subCategoryCount: 0, productCount: 0 }));
    return entry;
  };
  for (const sub of subCategories) {
    for (const id of new Set(sub.category.map((c) => c._id))) category(id).subCategoryCount++;
  }
  for (const product of products) {
    for (const id of new Set(product.category.map((c) => c._id))) category(id).productCount++;
    for (const id of new Set(product.subCategory.map((s) => s._id))) subs.set(id, (subs.get(id) ?? 0) + 1);
  }
  return { categories, subCategories: subs };
}

const webpKey = (prefix: string, id: string) => `${prefix}/seed-${id}.webp`;

/** Builds every item of a seed of `productCount` products (default: the demo list). */
export function buildSeedCatalog(productCount: number = DEFAULT_PRODUCT_COUNT, options: { storesAlwaysOpen?: boolean } = {}): SeedCatalog {
  if (!Number.isInteger(productCount) || productCount < 0) throw new Error(`Invalid product count: ${productCount}`);
  const images: ImageJob[] = [];

  const categoryBySlug = new Map<string, CategoryData & { _id: string }>();
  for (const c of CATEGORIES) categoryBySlug.set(c.slug, { ...c, _id: seedId('category', c.slug) });
  const categoryOf = (slug: string) => {
    const found = categoryBySlug.get(slug);
    if (!found) throw new Error(`Unknown category ${slug}`);
    return found;
  };

  const subBySlug = new Map<string, SubCategoryData & { _id: string }>();
  for (const s of SUB_CATEGORIES) subBySlug.set(s.slug, { ...s, _id: seedId('subcategory', s.slug) });
  const subOf = (slug: string) => {
    const found = subBySlug.get(slug);
    if (!found) throw new Error(`Unknown sub category ${slug}`);
    return found;
  };

  for (const c of categoryBySlug.values()) {
    images.push({
      key: webpKey('category', c._id),
      kind: 'category',
      seed: c.slug,
      shapes: c.shapes,
      palette: { background: c.background, accent: c.accent, colors: c.colors },
      variant: 0,
    });
  }

  const subCategories = SUB_CATEGORIES.map((s, index): SubCategoryItem => {
    const { _id } = subOf(s.slug);
    const home = categoryOf(s.categories[0] ?? '');
    const key = webpKey('subcategory', _id);
    images.push({
      key,
      kind: 'subcategory',
      seed: s.slug,
      shapes: s.shapes,
      palette: { background: home.background, accent: home.accent, colors: s.colors },
      variant: 0,
    });
    const createdAt = taxonomyTime(CATEGORIES.length + index);
    return subCategoryItem.toItem({
      _id,
      name: s.name,
      image: mediaUrl(key),
      category: s.categories.map((slug) => ({ _id: categoryOf(slug)._id, name: categoryOf(slug).name })),
      productCount: 0,
      createdAt,
      updatedAt: createdAt,
    });
  });

  const baseImages = new Map<string, string[]>();
  const listed = productList(productCount);
  const products = listed.map(({ data, slug, base }, index): ProductItem => {
    const _id = seedId('product', slug);
    const subs = data.subCategories.map(subOf);
    const categorySlugs = [...new Set(subs.flatMap((s) => s.categories))];
    let image = baseImages.get(base.slug);
    if (!image) {
      const home = categoryOf(categorySlugs[0] ?? '');
      image = [];
      for (let n = 0; n < imageCount(_id); n++) {
        const key = `product/seed-${_id}-${n}.webp`;
        images.push({
          key,
          kind: 'product',
          seed: base.slug,
          shapes: [base.shape],
          palette: { background: home.background, accent: home.accent, colors: [base.color] },
          variant: n,
        });
        image.push(mediaUrl(key));
      }
      baseImages.set(base.slug, image);
    }
    const createdAt = productTime(index);
    return productItem.toItem({
      _id,
      sku: demoSku(index),
      name: data.name,
      image,
      category: categorySlugs.map((c) => ({ _id: categoryOf(c)._id, name: categoryOf(c).name })),
      subCategory: subs.map((s) => ({ _id: s._id, name: s.name })),
      unit: data.unit,
      pricePaise: Math.round(data.price * 100),
      discount: data.discount,
      description: data.description,
      more_details: data.moreDetails,
      ...SEED_GST[data.subCategories[0] ?? ''],
      createdAt,
      updatedAt: createdAt,
    });
  });

  const counts = computeCounts({ subCategories, products });
  for (const sub of subCategories) sub.productCount = counts.subCategories.get(sub._id) ?? 0;
  const categories = CATEGORIES.map((c, index): CategoryItem => {
    const { _id } = categoryOf(c.slug);
    const count = counts.categories.get(_id);
    const createdAt = taxonomyTime(index);
    return categoryItem.toItem({
      _id,
      name: c.name,
      image: mediaUrl(webpKey('category', _id)),
      subCategoryCount: count?.subCategoryCount ?? 0,
      productCount: count?.productCount ?? 0,
      createdAt,
      updatedAt: createdAt,
    });
  });

  const stocked = listed.map(({ data, slug }, index) => ({ _id: seedId('product', slug), slug, base: data.stock, variant: index >= PRODUCTS.length }));
  const stock = seedStock(stocked, productTime(0));
  return { categories, subCategories, products, stores: buildSeedStoreItems(options), stock, images };
}

/** 1–3 images per product (mostly 2): a front view, a second angle, sometimes a close-up. */
const imageCount = (id: string) => [2, 1, 2, 3][Number.parseInt(id.slice(0, 2), 16) % 4] ?? 2;
