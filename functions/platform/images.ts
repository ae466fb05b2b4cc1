import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import * as z from 'zod';
import { readEnv } from './env.js';

const env = readEnv(
  z.object({
    IMAGES_BUCKET: z.string().min(1),
    /** Only the local stand-in (s3rver) needs path-style addressing. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  }),
);

const s3 = new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' });

const UPLOAD_URL_TTL_SECONDS = 300;

/** A browser POST straight to the bucket; S3 enforces the type and size in the signed policy. */
export async function presignImageUpload(key: string, contentType: string, maxBytes: number) {
  return createPresignedPost(s3, {
    Bucket: env.IMAGES_BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: UPLOAD_URL_TTL_SECONDS,
  });
}
