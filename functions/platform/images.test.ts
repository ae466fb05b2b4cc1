import { GetObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as Images from './images.js';

/** Imported once the environment is set: the module reads it at load, as at a cold start. */
let images: typeof Images;

beforeAll(async () => {
  Object.assign(process.env, {
    IMAGES_BUCKET: 'shop-images',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
  });
  images = await import('./images.js');
});

describe('presignUpload', () => {
  it('signs host, the content type, the exact length and If-None-Match as headers S3 checks, not as query parameters', async () => {
    const { uploadUrl, headers } = await images.presignUpload('product/abc.png', 'image/png', 12_345);
    const url = new URL(uploadUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop-images.s3.ap-south-1.amazonaws.com/product/abc.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Content-Sha256')).toBe('UNSIGNED-PAYLOAD');
    const names = [...url.searchParams.keys()].map((name) => name.toLowerCase());
    // In the query S3 would not compare them with the body; a checksum of the empty body would refuse every file.
    expect(names).not.toContain('content-type');
    expect(names).not.toContain('content-length');
    expect(names).not.toContain('if-none-match');
    expect(names.filter((name) => name.startsWith('x-amz-checksum') || name === 'x-amz-sdk-checksum-algorithm')).toEqual([]);
    // Signed, the condition cannot be dropped: without it S3 refuses the signature, with it a second PUT (412).
    expect(headers).toEqual({ 'content-type': 'image/png', 'if-none-match': '*' });
  });
});

describe('uploaded images, read back from the bucket', () => {
  const s3 = mockClient(S3Client);
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const TEXT = new TextEncoder().encode('this is not a picture');
  const stored = (contentType: string, head: Uint8Array) => ({ ContentType: contentType, Body: { transformToByteArray: async () => head } as never });
  const s3Error = (name: string, status: number) => new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: status } });

  beforeEach(() => s3.reset());

  it('reads only the first bytes, with a ranged GET on the key of the /media URL', async () => {
    s3.on(GetObjectCommand).resolves(stored('image/png', PNG));
    await images.assertUploadedImages(['/media/avatar/a.png']);
    expect(s3.commandCalls(GetObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'shop-images', Key: 'avatar/a.png', Range: 'bytes=0-31' },
    ]);
  });

  it('answers 400 naming the image by its place (no path) when one of them is text named .png, and reads them all', async () => {
    s3.on(GetObjectCommand, { Key: 'product/a.png' }).resolves(stored('image/png', PNG));
    s3.on(GetObjectCommand, { Key: 'product/fake.png' }).resolves(stored('image/png', TEXT));
    await expect(images.assertUploadedImages(['/media/product/a.png', '/media/product/fake.png'])).rejects.toMatchObject({
      status: 400,
      message: 'Image 2 is not a picture: choose a JPEG, PNG, WebP, GIF or AVIF image',
    });
  });

  it('answers 400 for an image stored with another type than its bytes', async () => {
    s3.on(GetObjectCommand).resolves(stored('text/html', PNG));
    await expect(images.assertUploadedImages(['/media/category/a.png'])).rejects.toMatchObject({
      status: 400,
      message: 'The image is not the type of picture it was uploaded as: upload it again',
    });
  });

  it.each([
    ['404 NoSuchKey (with s3:ListBucket)', new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } })],
    // Granted GetObject alone, S3 answers a missing key with 403 rather than tell what exists.
    ['403 AccessDenied (GetObject only)', s3Error('AccessDenied', 403)],
  ])('answers 400 "was not uploaded" for a missing object: S3 says %s', async (_label, error) => {
    s3.on(GetObjectCommand).rejects(error);
    await expect(images.assertUploadedImages(['/media/avatar/nothing.png'])).rejects.toMatchObject({
      status: 400,
      message: 'The image was not uploaded: upload it again',
    });
  });

  it('takes an empty object (S3 refuses the range: 416 InvalidRange) for a file that is no image', async () => {
    s3.on(GetObjectCommand).rejects(s3Error('InvalidRange', 416));
    await expect(images.assertUploadedImages(['/media/avatar/empty.png'])).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^The image is not a picture/) });
  });

  it('lets other S3 failures through as they are (a 5xx, not a client error)', async () => {
    s3.on(GetObjectCommand).rejects(s3Error('SlowDown', 503));
    await expect(images.assertUploadedImages(['/media/avatar/a.png'])).rejects.toMatchObject({ name: 'SlowDown' });
  });
});
