import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod';
import { readEnv } from './env.js';

const env = readEnv(
  z.object({
    IMAGES_BUCKET: z.string().min(1),
    /** Only the local stand-in (s3rver) needs path-style addressing. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  }),
);

const s3 = new S3Client({
  forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  // The SDK's default (WHEN_SUPPORTED) would sign the CRC32 of the empty body it presigns into the
  // URL (x-amz-checksum-crc32=AAAAAA==), and S3 would then refuse every real file.
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

const UPLOAD_URL_TTL_SECONDS = 300;

/** Signed besides host: S3 compares them with the request, so no other type or size is stored. */
const SIGNED_UPLOAD_HEADERS = new Set(['content-type', 'content-length']);

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
 * The presigner leaves content-type unsigned unless asked (signableHeaders), and moves only
 * x-amz-* headers into the query, so both stay headers that S3 checks against the request
 * (functions/platform/images.test.ts proves it). Locally, local/s3-front.ts checks the same.
 */
export async function presignImageUpload(key: string, contentType: string, bytes: number) {
  const command = new PutObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key, ContentType: contentType, ContentLength: bytes });
  const uploadUrl = await getSignedUrl(s3, command, { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: SIGNED_UPLOAD_HEADERS });
  // What the browser must send; it sets Content-Length from the body itself.
  return { uploadUrl, headers: { 'content-type': contentType } };
}
