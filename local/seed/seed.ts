/**
 * Seeds the demo catalog (local/seed/catalog-data.ts) into the table and its images into the
 * bucket, through the same environment the handlers read. Ids and timestamps are derived from
 * stable slugs, so a re-seed overwrites items instead of duplicating them; a marker item makes a
 * finished seed a no-op.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import * as versionItem from '../../functions/data/items/catalog-version.js';
import * as skuClaimItem from '../../functions/data/items/sku-claim.js';
import * as seedMarkerItem from '../../functions/data/items/seed-marker.js';
import { keys } from '../../functions/data/keys.js';
import { readEnv } from '../../functions/platform/env.js';
import { forEachLimit, writeItemsInBatches } from './batch-write.js';
import { buildSeedCatalog, DEFAULT_PRODUCT_COUNT } from './catalog.js';
import { renderImage } from './images.js';
import { buildSeedOfferItems } from './offers.js';
import type { SeedStoreItem } from './store-items.js';

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

const RENDER_CONCURRENCY = 4;

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
    // The demo offers likewise, only when there are none.
    const anyOffer = await db.send(
      new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.allOffers().pk }, Limit: 1, ConsistentRead: true }),
    );
    const offers = anyOffer.Items?.length ? [] : buildSeedOfferItems();
    // Each product's SKU claim too (imports find products by SKU).
    const skuClaims = catalog.products.map((p) => skuClaimItem.toItem(p.sku, p._id));
    const items: object[] = [...catalog.categories, ...catalog.subCategories, ...catalog.products, ...skuClaims, ...stores, ...catalog.stock, ...offers];
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
