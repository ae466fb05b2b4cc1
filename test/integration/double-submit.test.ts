/**
 * A double click does one thing: category and sub category names stay unique under
 * concurrent saves (name claims), and the create calls honour an Idempotency-Key header.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../functions/core/sort.js';
import { api, createProduct, newShopper, partition, shopperWithCart, tokenFor, uploadImage } from './helpers.js';

interface Ref {
  _id: string;
  name: string;
}

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const CONCURRENT = 8;

/** Names compared the way the store compares them (case, accents and the width of spaces aside). */
const categoriesNamed = async (name: string) =>
  (await partition('CATEGORY')).filter((c) => nameKey(String(c.name)) === nameKey(name));
const subCategoriesNamed = async (name: string) =>
  (await partition('SUBCATEGORY')).filter((s) => nameKey(String(s.name)) === nameKey(name));

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

const home = { address_line: '12, MG Road, Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560038', country: 'India', mobile: '9876543210' };
const addressesOf = async (userId: string) => (await partition(`USER#${userId}`)).filter((i) => String(i.sk).startsWith('ADDRESS#'));

describe('Idempotency-Key on create calls', () => {
  it('the same key twice: the first answer again, one address written', async () => {
    const shopper = await newShopper();
    const headers = { 'idempotency-key': randomUUID() };
    const first = await api<Ref>('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers });
    const second = await api<Ref>('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers });
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(await addressesOf(shopper.userId)).toHaveLength(1);
  });

  it(`${CONCURRENT} parallel requests with one key: one address written, the others the same answer or 409 in progress`, async () => {
    const shopper = await newShopper();
    const headers = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, () => api<Ref>('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers })),
    );
    const [stored] = await addressesOf(shopper.userId);
    expect(await addressesOf(shopper.userId)).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.data!._id).toBe(stored!._id);
      else expect(answer).toMatchObject({ status: 409, body: { message: expect.stringMatching(/still in progress/) } });
    }
    // Once the first has finished, the key answers what it answered.
    const later = await api<Ref>('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers });
    expect(later.status).toBe(200);
    expect(later.body.data!._id).toBe(stored!._id);
  });

  it('the same key with another body is refused (409), writing nothing more', async () => {
    const shopper = await newShopper();
    const headers = { 'idempotency-key': randomUUID() };
    expect((await api('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers })).status).toBe(200);
    const other = await api('POST', '/api/address/create', { token: shopper.accessToken, body: { ...home, city: 'Mysuru' }, headers });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This Idempotency-Key was already used with a different request; send a new key');
    expect(await addressesOf(shopper.userId)).toHaveLength(1);
  });

  it('without a key, or with new keys, each call creates as before; a key is per caller', async () => {
    const shopper = await newShopper();
    await api('POST', '/api/address/create', { token: shopper.accessToken, body: home });
    await api('POST', '/api/address/create', { token: shopper.accessToken, body: home });
    await api('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers: { 'idempotency-key': randomUUID() } });
    await api('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers: { 'idempotency-key': randomUUID() } });
    expect(await addressesOf(shopper.userId)).toHaveLength(4);

    const key = randomUUID();
    const other = await newShopper();
    const mine = await api<Ref>('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers: { 'idempotency-key': key } });
    const theirs = await api<Ref>('POST', '/api/address/create', { token: other.accessToken, body: home, headers: { 'idempotency-key': key } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data!._id).not.toBe(mine.body.data!._id);
    expect(await addressesOf(other.userId)).toHaveLength(1);
  });

  it('a refused request keeps no answer: the same key runs again once the cause is gone', async () => {
    const token = await tokenFor('admin');
    const image = await uploadImage(token);
    const name = unique('Gift Cards');
    const taken = await api<Ref>('POST', '/api/category/add-category', { token, body: { name, image } });
    const headers = { 'idempotency-key': randomUUID() };
    const body = { name: name.toUpperCase(), image };
    expect((await api('POST', '/api/category/add-category', { token, body, headers })).status).toBe(409);
    expect((await api('DELETE', '/api/category/delete', { token, body: { _id: taken.body.data!._id } })).status).toBe(200);
    const retried = await api<Ref>('POST', '/api/category/add-category', { token, body, headers });
    expect(retried.status).toBe(200);
    expect(await api('POST', '/api/category/add-category', { token, body, headers })).toEqual(retried);
    expect(await categoriesNamed(name)).toHaveLength(1);
  });

  it('a replayed cart add answers "Item added" again, not a second add', async () => {
    const shopper = await newShopper();
    // Its own product: the catalog's first ones may be sold out by other files sharing the stack.
    const product = await createProduct({ stock: 5, price: 40 });
    const headers = { 'idempotency-key': randomUUID() };
    const first = await api('POST', '/api/cart/create', { token: shopper.accessToken, body: { productId: product._id }, headers });
    const again = await api('POST', '/api/cart/create', { token: shopper.accessToken, body: { productId: product._id }, headers });
    expect(first.body.message).toBe('Item added');
    expect(again).toEqual(first);
    const fresh = await api('POST', '/api/cart/create', { token: shopper.accessToken, body: { productId: product._id }, headers: { 'idempotency-key': randomUUID() } });
    expect(fresh.body.message).toBe('Item already in cart');
  });

  it('a cash order sent twice with one key is placed once: the second answer is the same order', async () => {
    const product = await createProduct({ stock: 5, price: 40 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 2 }]);
    const headers = { 'idempotency-key': randomUUID() };
    const body = { addressId: shopper.addressId };
    const first = await api<{ orderId: string }>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body, headers });
    const again = await api<{ orderId: string }>('POST', '/api/order/cash-on-delivery', { token: shopper.token, body, headers });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const orders = (await partition(`USER#${shopper.userId}`)).filter((i) => String(i.sk).startsWith('ORDER#'));
    expect(orders).toHaveLength(1);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    const shopper = await newShopper();
    for (const key of ['', 'a b', 'x'.repeat(256)]) {
      const res = await api('POST', '/api/address/create', { token: shopper.accessToken, body: home, headers: { 'idempotency-key': key } });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.message).toBe('Idempotency-Key must be 1 to 255 printable characters');
    }
    expect(await addressesOf(shopper.userId)).toHaveLength(0);
  });
});
