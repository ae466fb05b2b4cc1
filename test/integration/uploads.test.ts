/**
 * Uploads are images: a file is saved as an avatar or a catalog image only when its bytes
 * are an allowed image of the type it was uploaded as; /media never serves anything as HTML.
 * An upload URL writes once, and a route saves only images uploaded for its purpose.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { api, apiUrl, newShopper, tokenFor, uploadImage } from './helpers.js';

const TEXT = Buffer.from('I am a text file, not a picture.\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Presigned {
  uploadUrl: string;
  headers: Record<string, string>;
  url: string;
}

async function presign(token: string, purpose: string, contentType: string, size: number): Promise<Presigned> {
  const res = await api<Presigned>('POST', '/api/file/upload', { token, body: { contentType, size, purpose } });
  expect(res.status).toBe(200);
  return res.body.data!;
}

/** Uploads `bytes` as the browser does (presigned PUT), declared as `contentType`; S3 cannot look inside. */
async function uploadAs(token: string, purpose: string, contentType: string, bytes: Buffer): Promise<string> {
  const { uploadUrl, headers, url } = await presign(token, purpose, contentType, bytes.length);
  expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) })).status).toBe(200);
  return url;
}

const served = async (url: string) => Buffer.from(await (await fetch(`${apiUrl}${url}`)).arrayBuffer());
const categoryNamed = async (name: string) => (await api<{ _id: string; name: string; image: string }[]>('GET', '/api/category/get')).body.data!.find((c) => c.name === name);

describe('saving an uploaded image', () => {
  it('refuses a text file uploaded as fake.png (declared image/png) as an avatar: 400, the avatar stays', async () => {
    const shopper = await newShopper();
    const real = await uploadImage(shopper.accessToken, 'avatar');
    expect((await api('PUT', '/api/user/upload-avatar', { token: shopper.accessToken, body: { avatar: real } })).status).toBe(200);

    const fake = await uploadAs(shopper.accessToken, 'avatar', 'image/png', TEXT);
    const res = await api('PUT', '/api/user/upload-avatar', { token: shopper.accessToken, body: { avatar: fake } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true, message: 'The image is not a picture: choose a JPEG, PNG, WebP, GIF or AVIF image' });
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
    expect(res.body.message).toBe('Image 2 is not a picture: choose a JPEG, PNG, WebP, GIF or AVIF image');
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
    expect(wrongType.body.message).toBe('The image is not the type of picture it was uploaded as: upload it again');

    const never = `/media/category/${randomUUID()}.png`;
    const missing = await api('POST', '/api/category/add-category', { token, body: { name, image: never } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The image was not uploaded: upload it again');
    const categories = await api<{ name: string }[]>('GET', '/api/category/get');
    expect(categories.body.data!.some((c) => c.name === name)).toBe(false);
  });
});

describe('an upload URL writes once', () => {
  it('refuses a second PUT to a used URL (412): a saved category image cannot be swapped for other bytes', async () => {
    const token = await tokenFor('admin');
    const { uploadUrl, headers, url } = await presign(token, 'category', 'image/png', PNG.length);
    expect(headers).toEqual({ 'content-type': 'image/png', 'if-none-match': '*' });
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(PNG) })).status).toBe(200);
    const name = `Write Once ${randomUUID().slice(0, 6)}`;
    expect((await api('POST', '/api/category/add-category', { token, body: { name, image: url } })).status).toBe(200);

    // Checked and saved; the same URL, within its 5 minutes, with other bytes of the signed type and size.
    const swap = Buffer.alloc(PNG.length, 'not a picture ');
    const again = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(swap) });
    expect(again.status).toBe(412);
    expect(await again.text()).toMatch(/<Code>PreconditionFailed<\/Code>/);
    expect(await served(url)).toEqual(PNG);
    expect((await categoryNamed(name))?.image).toBe(url);
  });
});

describe('a route saves only images uploaded for its purpose', () => {
  it('refuses a shopper\'s avatar as a category image: 400, nothing written', async () => {
    const shopper = await newShopper();
    const avatar = await uploadImage(shopper.accessToken, 'avatar');
    const token = await tokenFor('admin');
    const name = `Avatar Aisle ${randomUUID().slice(0, 6)}`;
    const added = await api('POST', '/api/category/add-category', { token, body: { name, image: avatar } });
    expect(added.status).toBe(400);
    expect(added.body).toMatchObject({
      success: false,
      message: 'Image must be a category image uploaded here: upload it again',
    });
    expect(await categoryNamed(name)).toBeUndefined();

    const own = await uploadImage(token, 'category');
    const created = await api<{ _id: string }>('POST', '/api/category/add-category', { token, body: { name, image: own } });
    expect(created.status).toBe(200);
    const updated = await api('PUT', '/api/category/update', { token, body: { _id: created.body.data!._id, name, image: avatar } });
    expect(updated.status).toBe(400);
    expect((await categoryNamed(name))?.image).toBe(own);
  });

  it('refuses an image of another purpose on sub categories, products and avatars too', async () => {
    const token = await tokenFor('admin');
    const category = await uploadImage(token, 'category');
    const sub = (await api<{ _id: string; category: { _id: string }[] }[]>('POST', '/api/subcategory/get', { body: {} })).body.data![0]!;
    const product = { name: 'x', description: 'x', unit: '1 kg', stock: 1, price: 10, discount: 0, category: sub.category, subCategory: [{ _id: sub._id }] };
    const answers = await Promise.all([
      api('POST', '/api/subcategory/create', { token, body: { name: 'x', image: category, category: sub.category } }),
      api('POST', '/api/product/create', { token, body: { ...product, image: [category] } }),
      api('PUT', '/api/user/upload-avatar', { token, body: { avatar: category } }),
    ]);
    expect(answers.map((a) => [a.status, a.body.message])).toEqual([
      [400, 'Image must be a sub category image uploaded here: upload it again'],
      [400, 'Image must be a product image uploaded here: upload it again'],
      [400, 'Picture must be an avatar uploaded here: upload it again'],
    ]);
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
