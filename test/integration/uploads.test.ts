/**
 * Uploads are images (issue 16): a file is saved as an avatar or a catalog image only when its bytes
 * are an allowed image of the type it was uploaded as; /media never serves anything as HTML.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { api, apiUrl, newShopper, tokenFor, uploadImage } from './helpers.js';

const TEXT = Buffer.from('I am a text file, not a picture.\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Uploads `bytes` as the browser does (presigned PUT), declared as `contentType`; S3 cannot look inside. */
async function uploadAs(token: string, purpose: string, contentType: string, bytes: Buffer): Promise<string> {
  const presign = await api<{ uploadUrl: string; headers: Record<string, string>; url: string }>('POST', '/api/file/upload', {
    token,
    body: { contentType, size: bytes.length, purpose },
  });
  expect(presign.status).toBe(200);
  const { uploadUrl, headers, url } = presign.body.data!;
  expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) })).status).toBe(200);
  return url;
}

describe('saving an uploaded image', () => {
  it('refuses a text file uploaded as fake.png (declared image/png) as an avatar: 400, the avatar stays', async () => {
    const shopper = await newShopper();
    const real = await uploadImage(shopper.accessToken, 'avatar');
    expect((await api('PUT', '/api/user/upload-avatar', { token: shopper.accessToken, body: { avatar: real } })).status).toBe(200);

    const fake = await uploadAs(shopper.accessToken, 'avatar', 'image/png', TEXT);
    const res = await api('PUT', '/api/user/upload-avatar', { token: shopper.accessToken, body: { avatar: fake } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true, message: `image: ${fake} is not a JPEG, PNG, WebP, GIF or AVIF image` });
    const details = await api<{ avatar: string }>('GET', '/api/user/user-details', { token: shopper.accessToken });
    expect(details.body.data!.avatar).toBe(real);
  });

  it('refuses a product with a text file among its images: 400 naming it, no product saved', async () => {
    const token = await tokenFor('admin');
    const subCategories = await api<{ _id: string; category: { _id: string }[] }[]>('POST', '/api/subcategory/get', { body: {} });
    const sub = subCategories.body.data![0]!;
    const name = `Fake Picture Rice ${randomUUID().slice(0, 6)}`;
    const fake = await uploadAs(token, 'product', 'image/png', TEXT);
    const res = await api('POST', '/api/product/create', {
      token,
      body: {
        name,
        description: 'x',
        image: [await uploadImage(token, 'product'), fake],
        category: [{ _id: sub.category[0]!._id }],
        subCategory: [{ _id: sub._id }],
        unit: '1 kg',
        stock: 5,
        price: 10,
        discount: 0,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`image: ${fake} is not a JPEG, PNG, WebP, GIF or AVIF image`);
    const found = await api<{ name: string }[]>('POST', '/api/product/get', { body: { page: 1, limit: 100, search: name } });
    expect(found.body.data!.some((p) => p.name === name)).toBe(false);
  });

  it('refuses an image of another type than it was uploaded as, and a URL nothing was uploaded to', async () => {
    const token = await tokenFor('admin');
    const name = `Mislabelled ${randomUUID().slice(0, 6)}`;
    // A real PNG, declared (and so stored and served) as a JPEG.
    const mislabelled = await uploadAs(token, 'category', 'image/jpeg', PNG);
    const wrongType = await api('POST', '/api/category/add-category', { token, body: { name, image: mislabelled } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(`image: ${mislabelled} is not the type of image it was uploaded as`);

    const never = `/media/category/${randomUUID()}.png`;
    const missing = await api('POST', '/api/category/add-category', { token, body: { name, image: never } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(`image: ${never} was not uploaded: upload it through /api/file/upload first`);
    const categories = await api<{ name: string }[]>('GET', '/api/category/get');
    expect(categories.body.data!.some((c) => c.name === name)).toBe(false);
  });
});

describe('/media never serves HTML', () => {
  const s3 = new S3Client({ forcePathStyle: true });
  /** Stores an object straight in the local bucket, as anything that reaches the S3 port can. */
  const store = (key: string, body: string, contentType: string) =>
    s3.send(new PutObjectCommand({ Bucket: process.env.IMAGES_BUCKET, Key: key, Body: body, ContentType: contentType }));
  const html = '<!doctype html><script>fetch("/steal?"+JSON.stringify(localStorage))</script>';

  it('refuses to presign an upload declared text/html', async () => {
    const res = await api('POST', '/api/file/upload', { token: await tokenFor('admin'), body: { contentType: 'text/html', size: 100, purpose: 'avatar' } });
    expect(res.status).toBe(400);
  });

  it('serves an object stored as text/html under an image name as that image type, nosniff, in a sandbox', async () => {
    const key = `avatar/${randomUUID()}.png`;
    await store(key, html, 'text/html');
    const res = await fetch(`${apiUrl}/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('serves nothing whose name is not an image (404), whatever it was stored as', async () => {
    for (const key of [`avatar/${randomUUID()}.html`, `avatar/${randomUUID()}.svg`, `avatar/${randomUUID()}`]) {
      await store(key, html, 'text/html');
      const res = await fetch(`${apiUrl}/media/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.headers.get('content-type'), key).not.toMatch(/html/);
    }
  });
});
