/**
 * The catalog as built objects in S3 (CATALOG_BUCKET): `catalog/v<version>.json.gz`, one per catalog
 * version, written once by the builder (functions/jobs/build-catalog.ts) and read by every new
 * container of the catalog read routes in one GET (core/catalog-blob.ts encodes and decodes them),
 * and `catalog/latest.json`, the newest version built and its size. Objects are immutable, so a
 * reader never sees half of one. An object stops being needed when a newer one is built: it is then
 * tagged `superseded`, and the bucket's lifecycle removes tagged objects a day later (so a container
 * that just read the old pointer can still fetch it). The current object is never tagged: a catalog
 * that does not change for weeks keeps its object.
 */
import { GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, PutObjectCommand, PutObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { readEnv } from '../../platform/env.js';
import { tracer } from '../../platform/tracer.js';
import { catalogObjects } from '../objects.js';

const env = readEnv(
  z.object({
    CATALOG_BUCKET: z.string().min(1),
    /** Only the local stand-in (s3rver) needs path-style addressing. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  }),
);

const s3 = tracer.captureAWSv3Client(new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' }));

/** What `catalog/latest.json` says: the newest version built and how many products it holds. */
export interface LatestCatalog {
  version: number;
  products: number;
}
const Latest = z.object({ version: z.number().int().nonnegative(), products: z.number().int().nonnegative() });

const missing = (err: unknown) => err instanceof NoSuchKey || err instanceof NotFound;

async function getBytes(key: string): Promise<Uint8Array | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: env.CATALOG_BUCKET, Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : undefined;
  } catch (err) {
    if (missing(err)) return undefined;
    throw err;
  }
}

/** The gzip'd snapshot of this version, or undefined while it is not built. */
export const readCatalogObject = (version: number): Promise<Uint8Array | undefined> => getBytes(catalogObjects.snapshot(version));

export async function readLatestCatalog(): Promise<LatestCatalog | undefined> {
  const bytes = await getBytes(catalogObjects.latest);
  return bytes && Latest.parse(JSON.parse(Buffer.from(bytes).toString('utf8')));
}

export async function catalogObjectExists(version: number): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: env.CATALOG_BUCKET, Key: catalogObjects.snapshot(version) }));
    return true;
  } catch (err) {
    if (missing(err)) return false;
    throw err;
  }
}

const SUPERSEDED_TAG = catalogObjects.superseded;

/**
 * Stores a version's snapshot, points `latest` at it and marks the one it replaces as superseded.
 * Builds are serialized by the stream's one shard for the version item; a retried build of an older
 * version than `latest` stores its object already superseded and leaves the pointer alone.
 */
export async function writeCatalogObject(latest: LatestCatalog, gzipped: Uint8Array): Promise<void> {
  const previous = await readLatestCatalog();
  const outdated = previous !== undefined && previous.version > latest.version;
  await s3.send(
    new PutObjectCommand({
      Bucket: env.CATALOG_BUCKET,
      Key: catalogObjects.snapshot(latest.version),
      Body: gzipped,
      // Not Content-Encoding: gzip, which some clients undo on the way; readers gunzip it themselves.
      ContentType: 'application/gzip',
      ...(outdated ? { Tagging: `${SUPERSEDED_TAG.Key}=${SUPERSEDED_TAG.Value}` } : {}),
    }),
  );
  if (outdated) return;
  await s3.send(
    new PutObjectCommand({
      Bucket: env.CATALOG_BUCKET,
      Key: catalogObjects.latest,
      Body: JSON.stringify(latest),
      ContentType: 'application/json',
    }),
  );
  if (previous && previous.version < latest.version) {
    await s3.send(
      new PutObjectTaggingCommand({
        Bucket: env.CATALOG_BUCKET,
        Key: catalogObjects.snapshot(previous.version),
        Tagging: { TagSet: [SUPERSEDED_TAG] },
      }),
    ).catch((err: unknown) => {
      // Already expired or never stored: nothing left to mark.
      if (!missing(err)) throw err;
    });
  }
}
