/**
 * Seeds the demo catalog (local/seed/catalog-data.ts) into the table and its images into the
 * bucket, through the same environment the handlers read. Ids and timestamps are derived from
 * stable slugs, so a re-seed overwrites items instead of duplicating them; a marker item makes a
 * finished seed a no-op.
 */
import { createHash } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { mediaUrl } from '../../functions/core/uploads.js';
import * as categoryItem from '../../functions/data/items/category.js';
import type { CategoryItem } from '../../functions/data/items/category.js';
import * as versionItem from '../../functions/data/items/catalog-version.js';
import * as productItem from '../../functions/data/items/product.js';
import * as skuClaimItem from '../../functions/data/items/sku-claim.js';
import type { ProductItem } from '../../functions/data/items/product.js';
import * as seedMarkerItem from '../../functions/data/items/seed-marker.js';
import * as subCategoryItem from '../../functions/data/items/subcategory.js';
import type { SubCategoryItem } from '../../functions/data/items/subcategory.js';
import { readEnv } from '../../functions/platform/env.js';
import { CATEGORIES, PRODUCTS, SUB_CATEGORIES } from './catalog-data.js';
import type { CategoryData, ProductData, SubCategoryData } from './catalog-data.js';
import { renderImage } from './images.js';
import type { ImageKind, ImagePalette, Shape } from './images.js';
import { keys } from '../../functions/data/keys.js';
import { buildSeedStoreItems, type SeedStoreItem } from './store-items.js';
import { seedStock, type StoreStockItem } from './store-stock.js';

export const DEFAULT_PRODUCT_COUNT = PRODUCTS.length;

export interface SeedOptions {
  /** Products to seed; beyond the demo list, pack-size variants of it (for benchmarks). */
  products?: number;
  /** Open the demo stores at every hour (test stacks: what they order must not depend on the time of day). */
  storesAlwaysOpen?: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  skipped: boolean;
  categories: number;
  subCategories: number;
  products: number;
}

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

// ---------------------------------------------------------------------------------------------
// Pure part: from the plain data to the exact items (tested without any network)

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

// ---------------------------------------------------------------------------------------------
// Benchmark scale-up: variants of the demo list (other pack sizes, multipacks, value packs)

interface ListedProduct {
  data: ProductData;
  slug: string;
  base: ProductData;
}

/** The demo list first, then round k of variants of every base product (k = 1, 2, ...). */
function productList(count: number): ListedProduct[] {
  const list: ListedProduct[] = PRODUCTS.slice(0, count).map((p) => ({ data: p, slug: p.slug, base: p }));
  if (count <= PRODUCTS.length) return list;
  const rounds = Math.ceil((count - PRODUCTS.length) / PRODUCTS.length);
  // Shared, so a variant never repeats another base product (6 eggs x 2 is the 12-egg tray).
  const taken = new Set(PRODUCTS.map((p) => `${p.name}|${p.unit}`));
  const variants = PRODUCTS.map((p) => variantsOf(p, rounds, taken));
  for (let k = 0; list.length < count; k++) {
    for (let b = 0; b < PRODUCTS.length && list.length < count; b++) {
      const base = PRODUCTS[b];
      const variant = variants[b]?.[k];
      if (base && variant) list.push({ data: variant, slug: variant.slug, base });
    }
  }
  return list;
}

/** [size multiplier, packs] */
const COMBOS: readonly (readonly [number, number])[] = [
  [2, 1], [0.5, 1], [1, 2], [3, 1], [1, 3], [5, 1], [2, 2], [1, 4], [0.25, 1], [4, 1],
  [1, 6], [1.5, 1], [2, 3], [0.5, 2], [10, 1], [1, 12], [3, 2], [5, 2], [2, 4], [0.5, 4],
  [1, 5], [2.5, 1], [4, 2], [1, 8], [3, 3], [0.75, 1], [6, 1], [1, 10], [2, 6], [5, 4],
];
const QUALIFIERS = ['Value Pack', 'Family Pack', 'Super Saver', 'Combo', 'Festive Pack', 'Jumbo Pack', 'Mini Pack', 'Party Pack'];
const VARIANT_DISCOUNTS = [0, 0, 5, 10, 0, 15, 20, 0, 25, 10, 0, 30];

/** Deterministic variants of one product; a name and unit pair in `seen` is never produced (and is added). */
export function variantsOf(base: ProductData, count: number, seen = new Set([`${base.name}|${base.unit}`])): ProductData[] {
  const out: ProductData[] = [];
  for (let round = 0; out.length < count; round++) {
    const qualifier =
      round === 0 ? '' : ` ${QUALIFIERS[(round - 1) % QUALIFIERS.length]}${round > QUALIFIERS.length ? ` ${Math.ceil(round / QUALIFIERS.length)}` : ''}`;
    for (const [wantSize, packs] of COMBOS) {
      if (out.length >= count) break;
      const sized = scaleUnit(base.unit, wantSize);
      const size = sized ? wantSize : 1;
      const unitText = sized ?? base.unit;
      const name = `${base.name}${qualifier}${packs > 1 ? ` (Pack of ${packs})` : ''}`;
      const unit = packs > 1 ? `${packs} x ${unitText}` : unitText;
      if (seen.has(`${name}|${unit}`)) continue;
      seen.add(`${name}|${unit}`);
      const k = out.length + 1;
      const h = hashInt(`${base.slug}|${k}`);
      const bulk = packs > 1 ? 0.96 : 1;
      const price = Math.max(1, Math.round(base.price * size ** 0.9 * packs * bulk * (1 + ((round % 3) - 1) * 0.03)));
      out.push({
        ...base,
        slug: `${base.slug}~v${k}`,
        name,
        unit,
        price,
        discount: VARIANT_DISCOUNTS[h % VARIANT_DISCOUNTS.length] ?? 0,
        stock: h % 29 === 0 ? 0 : 5 + (h % 120),
      });
    }
  }
  return out;
}

/** "500 g" × 2 → "1 kg"; undefined when the unit is not a plain quantity or would not stay whole. */
export function scaleUnit(unit: string, factor: number): string | undefined {
  if (factor === 1) return unit;
  const match = /^(\d+(?:\.\d+)?)\s*(g|kg|ml|L|pc|pcs)$/.exec(unit);
  if (!match) return undefined;
  const value = Number(match[1]);
  const measure = match[2] as 'g' | 'kg' | 'ml' | 'L' | 'pc' | 'pcs';
  if (measure === 'pc' || measure === 'pcs') {
    const pieces = value * factor;
    if (!Number.isInteger(pieces) || pieces < 1) return undefined;
    return `${pieces} ${pieces === 1 ? 'pc' : 'pcs'}`;
  }
  const small = measure === 'kg' || measure === 'L' ? value * 1000 : value;
  const scaled = Math.round(small * factor);
  if (scaled < 10) return undefined;
  const [unitSmall, unitLarge] = measure === 'g' || measure === 'kg' ? ['g', 'kg'] : ['ml', 'L'];
  return scaled >= 1000 ? `${Number((scaled / 1000).toFixed(2))} ${unitLarge}` : `${scaled} ${unitSmall}`;
}

const hashInt = (text: string) => createHash('sha256').update(text).digest().readUInt32LE(0);

// ---------------------------------------------------------------------------------------------
// Writing

const WRITE_CONCURRENCY = 4;
const RENDER_CONCURRENCY = 4;
const BATCH_SIZE = 25;
const MAX_BATCH_ATTEMPTS = 10;

/**
 * Seeds the catalog unless a previous seed of at least as many products finished. Needs
 * TABLE_NAME, IMAGES_BUCKET (and S3_FORCE_PATH_STYLE / AWS_ENDPOINT_URL_* locally) in process.env
 * before it is called: the table client reads them when first imported.
 */
export async function seedDemoCatalog(opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.log ?? (() => undefined);
  const requested = opts.products ?? DEFAULT_PRODUCT_COUNT;
  const env = readEnv(
    z.object({
      IMAGES_BUCKET: z.string().min(1),
      S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    }),
  );
  // Imported here, not at the top: the client parses the environment when the module loads.
  const { db, tableName } = await import('../../functions/data/client.js');

  const marker = await db.send(new GetCommand({ TableName: tableName, Key: seedMarkerItem.key(), ConsistentRead: true }));
  const done = marker.Item && seedMarkerItem.fromItem(marker.Item);
  if (done && done.products >= requested) {
    log(`Demo catalog already seeded (${done.products} products)`);
    return { skipped: true, categories: done.categories, subCategories: done.subCategories, products: done.products };
  }

  const started = Date.now();
  const catalog = buildSeedCatalog(requested, { storesAlwaysOpen: opts.storesAlwaysOpen });
  const s3 = new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' });

  // Images and items are independent (items only hold the images' URLs), so both run at once;
  // the marker, written last, is what says the seed is complete.
  const uploadImages = async () => {
    await forEachLimit(catalog.images, RENDER_CONCURRENCY, async (job) => {
      const body = await renderImage(job.kind, job.seed, job.shapes, job.palette, { variant: job.variant });
      await s3.send(
        new PutObjectCommand({
          Bucket: env.IMAGES_BUCKET,
          Key: job.key,
          Body: body,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=86400',
        }),
      );
    });
    log(`Rendered and uploaded ${catalog.images.length} images in ${Date.now() - started} ms`);
  };
  const writeItems = async () => {
    // The demo stores only when there are none: a larger reseed keeps an admin's edits of them.
    const anyStore = await db.send(
      new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.allStores().pk }, Limit: 1, ConsistentRead: true }),
    );
    const stores: SeedStoreItem[] = anyStore.Items?.length ? [] : catalog.stores;
    // Each product's SKU claim too (imports find products by SKU).
    const skuClaims = catalog.products.map((p) => skuClaimItem.toItem(p.sku, p._id));
    const items: object[] = [...catalog.categories, ...catalog.subCategories, ...catalog.products, ...skuClaims, ...stores, ...catalog.stock];
    await writeItemsInBatches(db, tableName, items);
    log(`Wrote ${items.length} catalog items in ${Date.now() - started} ms`);
  };
  await Promise.all([uploadImages(), writeItems()]);

  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: versionItem.key(),
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
  const result = {
    categories: catalog.categories.length,
    subCategories: catalog.subCategories.length,
    products: catalog.products.length,
  };
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: seedMarkerItem.toItem({ ...result, seededAt: new Date().toISOString() }),
    }),
  );
  log(
    `Seeded ${result.categories} categories, ${result.subCategories} sub categories and ${result.products} products in ${Date.now() - started} ms`,
  );
  return { skipped: false, ...result };
}

/** Many items, 25 to a BatchWriteItem, a few batches at a time (seeding only: no conditions, no transactions). */
export async function writeItemsInBatches(db: DynamoDBDocumentClient, tableName: string, items: readonly object[]): Promise<void> {
  const batches: object[][] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) batches.push(items.slice(i, i + BATCH_SIZE));
  await forEachLimit(batches, WRITE_CONCURRENCY, (batch) => writeBatch(db, tableName, batch));
}

async function writeBatch(db: DynamoDBDocumentClient, tableName: string, items: readonly object[]): Promise<void> {
  let requests = items.map((item) => ({ PutRequest: { Item: item as Record<string, unknown> } }));
  for (let attempt = 1; requests.length > 0; attempt++) {
    if (attempt > MAX_BATCH_ATTEMPTS) throw new Error(`Seed: ${requests.length} items still unprocessed after ${MAX_BATCH_ATTEMPTS} attempts`);
    if (attempt > 1) await sleep(Math.min(2000, 25 * 2 ** attempt));
    const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (out.UnprocessedItems?.[tableName] ?? []).flatMap((r) => (r.PutRequest?.Item ? [{ PutRequest: { Item: r.PutRequest.Item } }] : []));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function forEachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
