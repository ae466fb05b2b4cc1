import { describe, expect, it } from 'vitest';
import { api, newShopper, partition, signIn, tokenFor, uploadImage } from './helpers.js';
import { DEMO_ACCOUNTS } from '../../local/provision.js';

interface Category {
  _id: string;
  name: string;
  image: string;
}

const categoryItems = async () => (await partition('CATEGORY')).length;

describe('GET /api/category/get', () => {
  it('lists the seeded categories sorted by name, publicly', async () => {
    const res = await api<Category[]>('GET', '/api/category/get');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const names = res.body.data!.map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(16);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(res.body.data![0]).toEqual({ _id: expect.any(String), name: expect.any(String), image: expect.stringMatching(/^\/media\//) });
  });

  it('serves category images from the site origin under /media/', async () => {
    const res = await api<Category[]>('GET', '/api/category/get');
    const image = await fetch(`${(await import('./helpers.js')).apiUrl}${res.body.data![0]!.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});

describe('category administration', () => {
  it('creates, renames and deletes a category as admin, with an uploaded image', async () => {
    const token = await tokenFor('admin');
    const image = await uploadImage(token);
    const name = `Festive Hampers ${Date.now()}`;

    const created = await api<Category>('POST', '/api/category/add-category', { token, body: { name, image } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, error: false, message: 'Category added' });
    const id = created.body.data!._id;

    const listed = await api<Category[]>('GET', '/api/category/get');
    expect(listed.body.data).toContainEqual({ _id: id, name, image });

    const renamed = await api('PUT', '/api/category/update', { token, body: { _id: id, name: `${name} Deluxe`, image } });
    expect(renamed.status).toBe(200);
    const afterRename = await api<Category[]>('GET', '/api/category/get');
    expect(afterRename.body.data!.find((c) => c._id === id)?.name).toBe(`${name} Deluxe`);

    const deleted = await api('DELETE', '/api/category/delete', { token, body: { _id: id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Category deleted');
    const afterDelete = await api<Category[]>('GET', '/api/category/get');
    expect(afterDelete.body.data!.some((c) => c._id === id)).toBe(false);
  });

  it('refuses a duplicate name (any case) with 409 and writes nothing', async () => {
    const token = await tokenFor('admin');
    const existing = (await api<Category[]>('GET', '/api/category/get')).body.data![0]!;
    const before = await categoryItems();
    const res = await api('POST', '/api/category/add-category', {
      token,
      body: { name: existing.name.toUpperCase(), image: existing.image },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('already exists');
    expect(await categoryItems()).toBe(before);
  });

  it('refuses to delete a category that sub categories or products still use', async () => {
    const token = await tokenFor('admin');
    const used = (await api<Category[]>('GET', '/api/category/get')).body.data![0]!;
    const res = await api('DELETE', '/api/category/delete', { token, body: { _id: used._id } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: true });
    expect(res.body.message).toMatch(/still used/);
    expect((await api<Category[]>('GET', '/api/category/get')).body.data!.some((c) => c._id === used._id)).toBe(true);
  });

  it('answers 404 for updating or deleting a category that does not exist', async () => {
    const token = await tokenFor('admin');
    const image = '/media/category/missing.png';
    const update = await api('PUT', '/api/category/update', { token, body: { _id: 'no-such-id', name: 'Ghost', image } });
    expect(update.status).toBe(404);
    const remove = await api('DELETE', '/api/category/delete', { token, body: { _id: 'no-such-id' } });
    expect(remove.status).toBe(404);
    expect(await partition('CATEGORY')).not.toContainEqual(expect.objectContaining({ _id: 'no-such-id' }));
  });
});

describe('authorization of the admin calls', () => {
  const adminCalls = [
    { method: 'POST', path: '/api/category/add-category', body: { name: 'Nope', image: '/media/category/x.png' } },
    { method: 'PUT', path: '/api/category/update', body: { _id: 'x', name: 'Nope', image: '/media/category/x.png' } },
    { method: 'DELETE', path: '/api/category/delete', body: { _id: 'x' } },
  ];

  it.each(adminCalls)('$method $path: 401 anonymous, 401 with an ID token, 403 shopper, nothing written', async (call) => {
    const before = await categoryItems();
    const anonymous = await api(call.method, call.path, { body: call.body });
    expect(anonymous.status).toBe(401);

    const admin = DEMO_ACCOUNTS.find((a) => a.admin)!;
    const { idToken } = await signIn(admin.email, admin.password);
    const withIdToken = await api(call.method, call.path, { token: idToken, body: call.body });
    expect(withIdToken.status).toBe(401);

    const forged = await api(call.method, call.path, { token: `${(await tokenFor('admin')).slice(0, -4)}AAAA`, body: call.body });
    expect(forged.status).toBe(401);

    const shopper = await api(call.method, call.path, { token: await tokenFor('shopper'), body: call.body });
    expect(shopper.status).toBe(403);
    expect(shopper.body).toMatchObject({ success: false, error: true, message: 'Do not have permission' });
    expect(await categoryItems()).toBe(before);
  });
});

describe('bad input to add-category gets a 4xx naming the problem and writes nothing', () => {
  const cases: { label: string; rawBody?: string; body?: unknown; status: number; message: RegExp }[] = [
    { label: 'malformed JSON', rawBody: '{"name": "Tea", ', status: 400, message: /not valid JSON/ },
    { label: 'missing name', body: { image: '/media/category/a.png' }, status: 400, message: /^Name / },
    { label: 'blank name', body: { name: '   ', image: '/media/category/a.png' }, status: 400, message: /^Name is required/ },
    { label: 'name of the wrong type', body: { name: 42, image: '/media/category/a.png' }, status: 400, message: /^Name / },
    { label: 'missing image', body: { name: 'Tea' }, status: 400, message: /^Image / },
    { label: 'image from elsewhere', body: { name: 'Tea', image: 'https://evil.example/x.png' }, status: 400, message: /^Image / },
    { label: 'an array body', body: [1, 2], status: 400, message: /^The request is not in the form this page sends$/ },
    { label: 'a huge name', body: { name: 'x'.repeat(5000), image: '/media/category/a.png' }, status: 400, message: /^Name / },
    {
      label: 'an oversized body',
      body: { name: 'Tea', image: '/media/category/a.png', padding: 'x'.repeat(100 * 1024) },
      status: 413,
      message: /too large/,
    },
  ];

  it.each(cases)('$label', async ({ rawBody, body, status, message }) => {
    const token = await tokenFor('admin');
    const before = await categoryItems();
    const res = await api('POST', '/api/category/add-category', {
      token,
      rawBody,
      body,
      headers: rawBody ? { 'content-type': 'application/json' } : undefined,
    });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, error: true });
    expect(res.body.message).toMatch(message);
    expect(await categoryItems()).toBe(before);
  });
});

describe('POST /api/file/upload', () => {
  it('lets a shopper upload an avatar but not a catalog image', async () => {
    const { accessToken } = await newShopper();
    const avatar = await api('POST', '/api/file/upload', { token: accessToken, body: { contentType: 'image/webp', size: 1000, purpose: 'avatar' } });
    expect(avatar.status).toBe(200);
    expect(avatar.body.data).toEqual({
      uploadUrl: expect.stringMatching(/^http:\/\/localhost:\d+\/quickbasket-images\/avatar\/[0-9a-f-]+\.webp\?.*X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost%3Bif-none-match/),
      // If-None-Match: * is signed too: the URL writes once.
      headers: { 'content-type': 'image/webp', 'if-none-match': '*' },
      url: expect.stringMatching(/^\/media\/avatar\/[0-9a-f-]+\.webp$/),
      key: expect.stringMatching(/^avatar\/[0-9a-f-]+\.webp$/),
    });
    const catalog = await api('POST', '/api/file/upload', { token: accessToken, body: { contentType: 'image/webp', size: 1000, purpose: 'product' } });
    expect(catalog.status).toBe(403);
  });

  it.each([
    { body: { contentType: 'application/pdf', size: 1000, purpose: 'category' }, message: /^File / },
    { body: { contentType: 'image/svg+xml', size: 1000, purpose: 'category' }, message: /^File / },
    { body: { contentType: 'image/png', size: 5 * 1024 * 1024 + 1, purpose: 'category' }, message: /^File must be at most 5 MB/ },
    { body: { contentType: 'image/png', size: 0, purpose: 'category' }, message: /^File / },
    { body: { contentType: 'image/png', size: 100, purpose: 'secrets' }, message: /^Upload / },
  ])('refuses $body', async ({ body, message }) => {
    const res = await api('POST', '/api/file/upload', { token: await tokenFor('admin'), body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('gives a URL that stores only the announced type and size (S3 checks the signed headers; so does the local S3)', async () => {
    const presign = await api<{ uploadUrl: string; headers: Record<string, string>; url: string }>('POST', '/api/file/upload', {
      token: await tokenFor('admin'),
      body: { contentType: 'image/png', size: 10, purpose: 'category' },
    });
    const { uploadUrl, headers } = presign.body.data!;
    const put = (contentType: string, bytes: number) =>
      fetch(uploadUrl, { method: 'PUT', headers: { ...headers, 'content-type': contentType }, body: new Uint8Array(bytes) });
    expect((await put('image/jpeg', 10)).status).toBe(403);
    expect((await put('image/png', 11)).status).toBe(403);
    expect((await put('image/png', 9)).status).toBe(403);
    expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(10) })).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await api('POST', '/api/file/upload', { body: { contentType: 'image/png', size: 10, purpose: 'avatar' } });
    expect(res.status).toBe(401);
  });
});

describe('the gateway', () => {
  it('answers 404 for an unknown API path and 405 for a known path with the wrong method', async () => {
    expect((await api('GET', '/api/nothing/here')).status).toBe(404);
    expect((await api('POST', '/api/category/get', { body: {} })).status).toBe(405);
  });
});
