/**
 * A double click does one thing (issue 16): category and sub category names stay unique under
 * concurrent saves (name claims).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, partition, tokenFor, uploadImage } from './helpers.js';

interface Ref {
  _id: string;
  name: string;
}

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const CONCURRENT = 8;

const categoriesNamed = async (name: string) =>
  (await partition('CATEGORY')).filter((c) => String(c.name).toLowerCase() === name.toLowerCase());
const subCategoriesNamed = async (name: string) =>
  (await partition('SUBCATEGORY')).filter((s) => String(s.name).toLowerCase() === name.toLowerCase());

describe('category names are unique under concurrency', () => {
  it(`${CONCURRENT} concurrent creates of one name (in several spellings): exactly one 200, the rest 409, one category`, async () => {
    const token = await tokenFor('admin');
    const image = await uploadImage(token);
    const name = unique('Festive Hampers');
    const spellings = [name, name.toUpperCase(), ` ${name.toLowerCase()} `, name.replace(' ', '  ')];
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        api<Ref>('POST', '/api/category/add-category', { token, body: { name: spellings[i % spellings.length], image } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toMatch(/^Category .* already exists$/);
    expect(await categoriesNamed(name)).toHaveLength(1);
  });

  it('refuses a rename onto a taken name; a rename frees the old name, a delete frees the name', async () => {
    const token = await tokenFor('admin');
    const image = await uploadImage(token);
    const [first, second] = [unique('Pooja Needs'), unique('Party Supplies')];
    const a = await api<Ref>('POST', '/api/category/add-category', { token, body: { name: first, image } });
    const b = await api<Ref>('POST', '/api/category/add-category', { token, body: { name: second, image } });
    expect([a.status, b.status]).toEqual([200, 200]);

    const onto = await api('PUT', '/api/category/update', { token, body: { _id: b.body.data!._id, name: first.toLowerCase(), image } });
    expect(onto.status).toBe(409);
    expect(onto.body.message).toBe(`Category ${first.toLowerCase()} already exists`);
    expect((await categoriesNamed(second))[0]?._id).toBe(b.body.data!._id);

    // Renaming b frees its old name, which anyone may take now.
    const renamed = await api('PUT', '/api/category/update', { token, body: { _id: b.body.data!._id, name: `${second} Plus`, image } });
    expect(renamed.status).toBe(200);
    const takesOld = await api<Ref>('POST', '/api/category/add-category', { token, body: { name: second, image } });
    expect(takesOld.status).toBe(200);

    // A change of case only is the same name: allowed, and keeps the claim.
    expect((await api('PUT', '/api/category/update', { token, body: { _id: a.body.data!._id, name: first.toUpperCase(), image } })).status).toBe(200);
    expect((await api('POST', '/api/category/add-category', { token, body: { name: first, image } })).status).toBe(409);

    for (const id of [a.body.data!._id, b.body.data!._id, takesOld.body.data!._id]) {
      expect((await api('DELETE', '/api/category/delete', { token, body: { _id: id } })).status).toBe(200);
    }
    const again = await api('POST', '/api/category/add-category', { token, body: { name: first, image } });
    expect(again.status).toBe(200);
  });

  it('refuses a seeded name too (claims are backfilled at start)', async () => {
    const token = await tokenFor('admin');
    const [seeded] = (await api<Ref[]>('GET', '/api/category/get')).body.data!;
    const res = await api('POST', '/api/category/add-category', { token, body: { name: seeded!.name.toUpperCase(), image: await uploadImage(token) } });
    expect(res.status).toBe(409);
    expect(await categoriesNamed(seeded!.name)).toHaveLength(1);
  });
});

describe('sub category names are unique under concurrency', () => {
  it(`${CONCURRENT} concurrent creates of one name: exactly one 200; a rename onto it is refused; a delete frees it`, async () => {
    const token = await tokenFor('admin');
    const image = await uploadImage(token, 'subcategory');
    const [category] = (await api<Ref[]>('GET', '/api/category/get')).body.data!;
    const links = [{ _id: category!._id, name: category!.name }];
    const name = unique('Diyas');
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => api<Ref>('POST', '/api/subcategory/create', { token, body: { name, image, category: links } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(CONCURRENT - 1).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe(`Sub category ${name} already exists`);
    expect(await subCategoriesNamed(name)).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!.body.data!;

    const other = await api<Ref>('POST', '/api/subcategory/create', { token, body: { name: unique('Rangoli'), image, category: links } });
    expect(other.status).toBe(200);
    const onto = await api('PUT', '/api/subcategory/update', { token, body: { _id: other.body.data!._id, name: name.toUpperCase(), image, category: links } });
    expect(onto.status).toBe(409);
    expect(onto.body.message).toBe(`Sub category ${name.toUpperCase()} already exists`);

    expect((await api('DELETE', '/api/subcategory/delete', { token, body: { _id: winner._id } })).status).toBe(200);
    const renamed = await api('PUT', '/api/subcategory/update', { token, body: { _id: other.body.data!._id, name, image, category: links } });
    expect(renamed.status).toBe(200);
    for (const id of [other.body.data!._id]) expect((await api('DELETE', '/api/subcategory/delete', { token, body: { _id: id } })).status).toBe(200);
  });
});
