/**
 * The files of imports and exports in the image bucket, under the prefixes of
 * data/keys.ts jobFiles (never served by /media, which serves image keys only): the uploaded
 * CSV read whole, job requests, reports and exports written, and presigned GETs to download them.
 */
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { readEnv } from './env.js';
import { tracer } from './tracer.js';

const env = readEnv(
  z.object({
    IMAGES_BUCKET: z.string().min(1),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  }),
);

const s3 = tracer.captureAWSv3Client(new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true', requestChecksumCalculation: 'WHEN_REQUIRED' }));

/** A download offered now: a report, a finished export. */
const DOWNLOAD_URL_TTL_SECONDS = 900;

const missing = (err: unknown) => err instanceof NoSuchKey || (err instanceof S3ServiceException && ['AccessDenied', 'NotFound', 'NoSuchKey'].includes(err.name));

/** The object's size, or undefined when there is none. */
export async function fileSize(key: string): Promise<number | undefined> {
  try {
    return (await s3.send(new HeadObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key }))).ContentLength ?? 0;
  } catch (err) {
    if (missing(err) || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw err;
  }
}

/** The whole object's bytes, or undefined when there is none. */
export async function readFile(key: string): Promise<Uint8Array | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (err) {
    if (missing(err)) return undefined;
    throw err;
  }
}

export async function writeFile(key: string, body: string, contentType: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key, Body: body, ContentType: contentType }));
}

/**
 * A presigned GET that downloads the object as `filename`, for 15 minutes unless told longer (an
 * export's URL is given before its job wrote the file). It also ends when the signing credentials
 * do (a Lambda role's last hours).
 */
export async function downloadUrl(key: string, filename: string, expiresInSeconds = DOWNLOAD_URL_TTL_SECONDS): Promise<string> {
  const command = new GetObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key, ResponseContentDisposition: `attachment; filename="${filename}"`, ResponseContentType: 'text/csv; charset=utf-8' });
  return getSignedUrl(s3, command, { expiresIn: expiresInSeconds });
}
