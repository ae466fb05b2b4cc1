import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { IMAGE_HEAD_BYTES, mediaKey, uploadedImageProblem, type UploadedImageProblem } from '../core/uploads.js';
import { readEnv } from './env.js';
import { BadRequest } from './errors.js';
import { tracer } from './tracer.js';

const env = readEnv(
  z.object({
    IMAGES_BUCKET: z.string().min(1),
    /** Only the local stand-in (s3rver) needs path-style addressing. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  }),
);

// Traced: the presigner runs the client's middleware too, and X-Amzn-Trace-Id is never a signed header.
const s3 = tracer.captureAWSv3Client(
  new S3Client({
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    // The SDK's default (WHEN_SUPPORTED) would sign the CRC32 of the empty body it presigns into the
    // URL (x-amz-checksum-crc32=AAAAAA==), and S3 would then refuse every real file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  }),
);

const UPLOAD_URL_TTL_SECONDS = 300;

/**
 * Signed besides host: S3 compares them with the request, so no other type or size is stored, and
 * If-None-Match: * makes the PUT a conditional write (S3 answers 412 PreconditionFailed once the key
 * exists), so the URL writes once: a checked and saved image cannot be swapped within its 5 minutes.
 */
const SIGNED_UPLOAD_HEADERS = new Set(['content-type', 'content-length', 'if-none-match']);

/**
 * A presigned PUT of exactly this type and size, for the browser to send straight to the bucket.
 *
 * What S3 does with it (S3 API Reference, "Authenticating Requests: Using Query Parameters (AWS
 * Signature Version 4)"): it recomputes the signature over the method, path, query and every header
 * named in X-Amz-SignedHeaders, with the values the request carries; a different value answers
 * 403 SignatureDoesNotMatch. host is always signed. The payload is UNSIGNED-PAYLOAD (the file is
 * unknown when signing), so the signed Content-Length is what bounds the body, and S3 reads exactly
 * that many bytes. X-Amz-Expires is at most 604800 s; a late request gets 403 "Request has expired".
 *
 * The presigner leaves content-type and if-none-match unsigned unless asked (signableHeaders), and
 * moves only x-amz-* headers into the query, so they stay headers that S3 checks against the request
 * (functions/platform/images.test.ts proves it). Locally, local/s3-front.ts checks the same.
 */
export async function presignUpload(key: string, contentType: string, bytes: number) {
  const command = new PutObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key, ContentType: contentType, ContentLength: bytes, IfNoneMatch: '*' });
  const uploadUrl = await getSignedUrl(s3, command, { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: SIGNED_UPLOAD_HEADERS });
  // What the browser must send (a signed header left out is a 403); it sets Content-Length from the body itself.
  return { uploadUrl, headers: { 'content-type': contentType, 'if-none-match': '*' } };
}

/**
 * The object's declared type and first bytes, read with a ranged GET (S3 sends only those bytes, not
 * up to 5 MB); undefined when there is no such object.
 */
export async function readImageHead(key: string): Promise<{ contentType: string | undefined; head: Uint8Array } | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key, Range: `bytes=0-${IMAGE_HEAD_BYTES - 1}` }));
    const head = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    return { contentType: object.ContentType, head };
  } catch (err) {
    // Granted GetObject without ListBucket (infra), S3 answers a missing key 403 AccessDenied.
    if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.name === 'AccessDenied')) return undefined;
    // An empty object has no byte 0 to send.
    if (err instanceof S3ServiceException && err.name === 'InvalidRange') return { contentType: undefined, head: new Uint8Array() };
    throw err;
  }
}

/** Said to people: no key or URL, which means nothing to them (the log has the request). */
const PROBLEMS: Record<UploadedImageProblem, string> = {
  missing: 'was not uploaded: upload it again',
  'not-an-image': 'is not a picture: choose a JPEG, PNG, WebP, GIF or AVIF image',
  'type-mismatch': 'is not the type of picture it was uploaded as: upload it again',
};

/**
 * What is wrong with uploaded images before their URLs are saved (a product, category, sub category,
 * avatar or an imported row): every file must be an allowed image of its declared type, read from
 * the bucket itself, since the presigned upload pins the declared type and size but S3 cannot look
 * at the bytes. Said to people, naming the image by its place ("Image 2") when there are several,
 * never by its path; undefined when all are fine. `readHead` lets an import read each image once.
 */
export async function uploadedImagesProblem(urls: readonly string[], readHead = readImageHead): Promise<string | undefined> {
  const problems = await Promise.all(urls.map(async (url) => uploadedImageProblem(mediaKey(url), await readHead(mediaKey(url)))));
  const index = problems.findIndex(Boolean);
  const problem = problems[index];
  return problem ? `${urls.length > 1 ? `Image ${index + 1}` : 'The image'} ${PROBLEMS[problem]}` : undefined;
}

/** uploadedImagesProblem as a 400, before anything is written. */
export async function assertUploadedImages(urls: readonly string[]): Promise<void> {
  const problem = await uploadedImagesProblem(urls);
  if (problem) throw new BadRequest(problem);
}
