import { describe, expect, it } from 'vitest';
import { api, apiUrl, partition, tokenFor, uploadImage } from './helpers.js';

interface Ref {
  _id: string;
  name: string;
}
interface SubCategory extends Ref {
  image: string;
  category: Ref[];
  productCount: number;
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function newCategory(token: string): Promise<Ref> {
  const res = await api<Ref>('POST', '/api/category/add-category', {
    token,
    body: { name: unique('QA Category'), image: '/media/category/qa.png' },
  });
  expect(res.status).toBe(200);
  return res.body.data!;
}

/** The stored category item (counters included), straight from the table. */
async function storedCategory(id: string) {
  const items = await partition('CATEGORY');
  return items.find((i) => i._id === id) as { subCategoryCount?: number; productCount?: number; name: string } | undefined;
}

async function storedSubCategories() {
  return (await partition('SUBCATEGORY')) as unknown as (SubCategory & { productCount?: number })[];
}

const catalogVersion = async () => Number((await partition('CATALOG')).find((i) => i.sk === 'VERSION')?.version ?? 0);

describe('POST /api/subcategory/get', () => {
  it('lists the seeded sub categories publicly, sorted by name, with named category links', async () => {
    const res = await api<SubCategory[]>('POST', '/api/subcategory/get', { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const list = res.body.data!;
    expect(list.length).toBeGreaterThanOrEqual(40);
    const names = list.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    for (const sub of list) {
      expect(sub).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        image: expect.stringMatching(/^\/media\//),
        category: expect.any(Array),
        productCount: expect.any(Number),
      });
      expect(sub.category.length).toBeGreaterThanOrEqual(1);
      for (const c of sub.category) expect(c).toEqual({ _id: expect.any(String), name: expect.any(String) });
    }
    // The count a category tile picks its sub category by: the products it lists.
    const milk = list.find((s) => s.name === 'Milk')!;
    const milkProducts = await api<unknown[]>('POST', '/api/product/get-pruduct-by-category-and-subcategory', {
      body: { categoryId: milk.category[0]!._id, subCategoryId: milk._id, page: 1, limit: 100 },
    });
    expect(milk.productCount).toBe(Number(milkProducts.body.totalCount));
    const categories = (await api<Ref[]>('GET', '/api/category/get')).body.data!;
    const eggs = list.find((s) => s.name === 'Eggs')!;
    expect(eggs.category.map((c) => c.name).sort()).toEqual(
      categories.filter((c) => eggs.category.some((l) => l._id === c._id)).map((c) => c.name).sort(),
    );
  });

  it('also answers without a body', async () => {
    const res = await api<SubCategory[]>('POST', '/api/subcategory/get');
    expect(res.status).toBe(200);
    expect(res.body.data!.length).toBeGreaterThan(0);
  });
});

describe('sub category administration', () => {
  it('creates, re-links, renames and deletes a sub category, keeping category counters exact', async () => {
    const token = await tokenFor('admin');
    const [a, b, c] = [await newCategory(token), await newCategory(token), await newCategory(token)];
    const image = await uploadImage(token, 'subcategory');
    const servedImage = await fetch(`${apiUrl}${image}`);
    expect(servedImage.status).toBe(200);
    expect(servedImage.headers.get('content-type')).toMatch(/^image\//);
    const name = unique('QA Sub');
    const versionBefore = await catalogVersion();

    // The same category twice is one link; names come from the table, not from the client.
    const created = await api<SubCategory>('POST', '/api/subcategory/create', {
      token,
      body: { name, image, category: [{ _id: a._id, name: 'whatever the client says' }, { _id: b._id, name: b.name }, { _id: a._id, name: a.name }] },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ success: true, error: false, message: 'Sub category created' });
    const sub = created.body.data!;
    expect(sub).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{32}$/), name, image, category: [a, b].map(({ _id, name }) => ({ _id, name })), productCount: 0 });
    expect(await catalogVersion()).toBe(versionBefore + 1);
    expect((await storedCategory(a._id))?.subCategoryCount).toBe(1);
    expect((await storedCategory(b._id))?.subCategoryCount).toBe(1);
    expect((await storedSubCategories()).find((s) => s._id === sub._id)).toMatchObject({
      pk: 'SUBCATEGORY',
      sk: `SUBCATEGORY#${sub._id}`,
      type: 'subcategory',
      productCount: 0,
      category: [{ _id: a._id, name: a.name }, { _id: b._id, name: b.name }],
    });

    const listed = await api<SubCategory[]>('POST', '/api/subcategory/get', { body: {} });
    expect(listed.body.data).toContainEqual(sub);

    // Re-link: a stays, b goes (−1), c comes (+1).
    const updated = await api<SubCategory>('PUT', '/api/subcategory/update', {
      token,
      body: { _id: sub._id, name: `${name} Renamed`, image, category: [{ _id: c._id, name: c.name }, { _id: a._id, name: a.name }] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Sub category updated');
    expect(updated.body.data).toEqual({ _id: sub._id, name: `${name} Renamed`, image, category: [c, a].map(({ _id, name }) => ({ _id, name })), productCount: 0 });
    expect((await storedCategory(a._id))?.subCategoryCount).toBe(1);
    expect((await storedCategory(b._id))?.subCategoryCount).toBe(0);
    expect((await storedCategory(c._id))?.subCategoryCount).toBe(1);

    // A renamed category shows its new name in the links, without touching the sub category.
    const renamedA = await api('PUT', '/api/category/update', { token, body: { _id: a._id, name: `${a.name} New`, image: '/media/category/qa.png' } });
    expect(renamedA.status).toBe(200);
    const afterRename = (await api<SubCategory[]>('POST', '/api/subcategory/get', { body: {} })).body.data!.find((s) => s._id === sub._id)!;
    expect(afterRename.category).toContainEqual({ _id: a._id, name: `${a.name} New` });

    // A category still used by a sub category cannot be deleted; once the sub category is gone it can.
    const refused = await api('DELETE', '/api/category/delete', { token, body: { _id: c._id } });
    expect(refused.status).toBe(409);
    const deleted = await api('DELETE', '/api/subcategory/delete', { token, body: { _id: sub._id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: 'Sub category deleted', data: { _id: sub._id } });
    expect((await storedSubCategories()).some((s) => s._id === sub._id)).toBe(false);
    expect((await storedCategory(a._id))?.subCategoryCount).toBe(0);
    expect((await storedCategory(c._id))?.subCategoryCount).toBe(0);
    for (const category of [a, b, c]) {
      const res = await api('DELETE', '/api/category/delete', { token, body: { _id: category._id } });
      expect(res.status).toBe(200);
    }
  });

  it('refuses a link to a category that does not exist with a 400 naming it, writing nothing', async () => {
    const token = await tokenFor('admin');
    const real = await newCategory(token);
    const subsBefore = (await storedSubCategories()).length;
    const versionBefore = await catalogVersion();
    const res = await api('POST', '/api/subcategory/create', {
      token,
      body: { name: unique('QA Orphan'), image: '/media/subcategory/x.png', category: [{ _id: real._id, name: real.name }, { _id: 'ghost-id', name: 'Ghost Aisle' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true });
    expect(res.body.message).toBe('Category "Ghost Aisle" (ghost-id) does not exist');
    expect((await storedSubCategories()).length).toBe(subsBefore);
    expect((await storedCategory(real._id))?.subCategoryCount).toBe(0);
    expect(await catalogVersion()).toBe(versionBefore);

    // The same on update: nothing changes.
    const sub = (await api<SubCategory>('POST', '/api/subcategory/create', {
      token,
      body: { name: unique('QA Linked'), image: '/media/subcategory/x.png', category: [{ _id: real._id, name: real.name }] },
    })).body.data!;
    const update = await api('PUT', '/api/subcategory/update', {
      token,
      body: { _id: sub._id, name: 'Changed', image: '/media/subcategory/x.png', category: [{ _id: 'ghost-id' }] },
    });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe('Category ghost-id does not exist');
    expect((await storedSubCategories()).find((s) => s._id === sub._id)?.name).toBe(sub.name);
    expect((await storedCategory(real._id))?.subCategoryCount).toBe(1);

    expect((await api('DELETE', '/api/subcategory/delete', { token, body: { _id: sub._id } })).status).toBe(200);
    expect((await api('DELETE', '/api/category/delete', { token, body: { _id: real._id } })).status).toBe(200);
  });

  it('refuses to delete a sub category that products still use (409), changing nothing', async () => {
    const token = await tokenFor('admin');
    const milk = (await storedSubCategories()).find((s) => s.name === 'Milk')!;
    expect(milk.productCount).toBeGreaterThan(0);
    const res = await api('DELETE', '/api/subcategory/delete', { token, body: { _id: milk._id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/still used by \d+ products/);
    expect((await storedSubCategories()).some((s) => s._id === milk._id)).toBe(true);
  });

  it('refuses a duplicate name (any case) with 409', async () => {
    const token = await tokenFor('admin');
    const [existing] = await storedSubCategories();
    const res = await api('POST', '/api/subcategory/create', {
      token,
      body: { name: existing!.name.toUpperCase(), image: '/media/subcategory/x.png', category: existing!.category },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('already exists');
  });

  it('answers 404 for updating or deleting a sub category that does not exist', async () => {
    const token = await tokenFor('admin');
    const [category] = (await api<Ref[]>('GET', '/api/category/get')).body.data!;
    const update = await api('PUT', '/api/subcategory/update', {
      token,
      body: { _id: 'no-such-sub', name: unique('Ghost'), image: '/media/subcategory/x.png', category: [category] },
    });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('Sub category not found');
    const remove = await api('DELETE', '/api/subcategory/delete', { token, body: { _id: 'no-such-sub' } });
    expect(remove.status).toBe(404);
  });
});

describe('bad input to the sub category writes: 400 naming the field, nothing written', () => {
  const good = { name: 'QA Valid', image: '/media/subcategory/x.png', category: [{ _id: 'c', name: 'C' }] };
  const cases: { label: string; path: string; method: string; body: unknown; message: RegExp }[] = [
    { label: 'missing name', path: '/api/subcategory/create', method: 'POST', body: { ...good, name: undefined }, message: /^Name / },
    { label: 'blank name', path: '/api/subcategory/create', method: 'POST', body: { ...good, name: '  ' }, message: /^Name is required/ },
    { label: 'image from elsewhere', path: '/api/subcategory/create', method: 'POST', body: { ...good, image: 'https://x.example/a.png' }, message: /^Image / },
    { label: 'no categories', path: '/api/subcategory/create', method: 'POST', body: { ...good, category: [] }, message: /^Category must have at least one/ },
    { label: 'category not a list', path: '/api/subcategory/create', method: 'POST', body: { ...good, category: 'c' }, message: /^Category / },
    { label: 'category without _id', path: '/api/subcategory/create', method: 'POST', body: { ...good, category: [{ name: 'C' }] }, message: /^Category / },
    { label: 'update without _id', path: '/api/subcategory/update', method: 'PUT', body: good, message: /^Item / },
    { label: 'delete without _id', path: '/api/subcategory/delete', method: 'DELETE', body: {}, message: /^Item / },
  ];

  it.each(cases)('$label', async ({ path, method, body, message }) => {
    const token = await tokenFor('admin');
    const before = JSON.stringify(await storedSubCategories());
    const versionBefore = await catalogVersion();
    const res = await api(method, path, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: true });
    expect(res.body.message).toMatch(message);
    expect(JSON.stringify(await storedSubCategories())).toBe(before);
    expect(await catalogVersion()).toBe(versionBefore);
  });
});

describe('authorization of the sub category writes', () => {
  const calls = [
    { method: 'POST', path: '/api/subcategory/create', body: { name: 'Nope', image: '/media/subcategory/x.png', category: [{ _id: 'x', name: 'x' }] } },
    { method: 'PUT', path: '/api/subcategory/update', body: { _id: 'x', name: 'Nope', image: '/media/subcategory/x.png', category: [{ _id: 'x', name: 'x' }] } },
    { method: 'DELETE', path: '/api/subcategory/delete', body: { _id: 'x' } },
  ];

  it.each(calls)('$method $path: 401 anonymous, 403 shopper, nothing written', async (call) => {
    const before = JSON.stringify(await storedSubCategories());
    const anonymous = await api(call.method, call.path, { body: call.body });
    expect(anonymous.status).toBe(401);
    const shopper = await api(call.method, call.path, { token: await tokenFor('shopper'), body: call.body });
    expect(shopper.status).toBe(403);
    expect(shopper.body).toMatchObject({ success: false, error: true, message: 'Do not have permission' });
    expect(JSON.stringify(await storedSubCategories())).toBe(before);
  });
});
