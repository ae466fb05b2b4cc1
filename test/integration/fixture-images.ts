import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';

/**
 * The /media URLs that tests send without uploading first (validation, authorization and conflict
 * cases, the security samples, createProduct's picture). Routes that save an image read it back from
 * the bucket (assertUploadedImages), so each is stored at the start of the run as a real image of the
 * type its name says.
 */
export const FIXTURE_IMAGE_KEYS = [
  'avatar/sec-probe.png',
  'category/sec-probe.png',
  'category/qa.png',
  'category/x.png',
  'category/a.png',
  'category/missing.png',
  'subcategory/sec-probe.png',
  'subcategory/qa.png',
  'subcategory/x.png',
  'product/sec-probe.png',
  'product/x.png',
  'product/test-rice.webp',
] as const;

export async function storeFixtureImages(env: Record<string, string>): Promise<void> {
  const s3 = new S3Client({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_S3,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const pixel = sharp({ create: { width: 1, height: 1, channels: 3, background: '#f8cb46' } });
  const bodies = { png: await pixel.clone().png().toBuffer(), webp: await pixel.clone().webp().toBuffer() };
  await Promise.all(
    FIXTURE_IMAGE_KEYS.map((key) => {
      const type = key.endsWith('.webp') ? 'webp' : 'png';
      return s3.send(new PutObjectCommand({ Bucket: env.IMAGES_BUCKET, Key: key, Body: bodies[type], ContentType: `image/${type}` }));
    }),
  );
  s3.destroy();
}
