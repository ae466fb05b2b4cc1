import { beforeAll, describe, expect, it } from 'vitest';
import type { presignImageUpload as PresignImageUpload } from './images.js';

/** Imported once the environment is set: the module reads it at load, as at a cold start. */
let presignImageUpload: typeof PresignImageUpload;

beforeAll(async () => {
  Object.assign(process.env, {
    IMAGES_BUCKET: 'shop-images',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
  });
  ({ presignImageUpload } = await import('./images.js'));
});

describe('presignImageUpload', () => {
  it('signs host, the content type and the exact length as headers S3 checks, not as query parameters', async () => {
    const { uploadUrl, headers } = await presignImageUpload('product/abc.png', 'image/png', 12_345);
    const url = new URL(uploadUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://shop-images.s3.ap-south-1.amazonaws.com/product/abc.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Content-Sha256')).toBe('UNSIGNED-PAYLOAD');
    const names = [...url.searchParams.keys()].map((name) => name.toLowerCase());
    // In the query S3 would not compare them with the body; a checksum of the empty body would refuse every file.
    expect(names).not.toContain('content-type');
    expect(names).not.toContain('content-length');
    expect(names.filter((name) => name.startsWith('x-amz-checksum') || name === 'x-amz-sdk-checksum-algorithm')).toEqual([]);
    expect(headers).toEqual({ 'content-type': 'image/png' });
  });
});
