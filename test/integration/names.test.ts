import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, deliveryAddress, newShopper, tokenFor } from './helpers.js';

/** Names that show nothing, or are not text: each kind of name refuses them with 400 naming the field. */
const UNREADABLE = [
  ['zero-width characters only', '\u200B\u200C\u200D\uFEFF'],
  ['control characters', 'Milk\u0007'],
  ['a lone surrogate', 'Dal \uD83C'],
  ['bidi marks and spaces', ' \u202E\u200E '],
] as const;

describe('names are readable text (trimmed, NFC, a visible character)', () => {
  it.each(UNREADABLE)('refuses a category named with %s', async (_label, name) => {
    const res = await api('POST', '/api/category/add-category', { token: await tokenFor('admin'), body: { name, image: '/media/category/x.png' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Name /);
  });

  it.each(UNREADABLE)('refuses a sub category named with %s', async (_label, name) => {
    const res = await api('POST', '/api/subcategory/create', {
      token: await tokenFor('admin'),
      body: { name, image: '/media/subcategory/x.png', category: [{ _id: 'c1' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Name /);
  });

  it.each(UNREADABLE)('refuses a product named with %s', async (_label, name) => {
    const res = await api('POST', '/api/product/create', {
      token: await tokenFor('admin'),
      body: {
        name,
        description: 'Test',
        image: ['/media/product/x.png'],
        category: [{ _id: 'c1' }],
        subCategory: [{ _id: 's1' }],
        unit: '1 kg',
        stock: 1,
        price: 10,
        discount: 0,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Name /);
  });

  it.each(UNREADABLE)('refuses a user named with %s, at registration and in the profile', async (_label, name) => {
    const email = `names-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await api('POST', '/api/user/register', { body: { name, email, password: 'Fresh#Basket1', confirmPassword: 'Fresh#Basket1' } });
    expect(registered.status).toBe(400);
    expect(registered.body.message).toMatch(/^Name /);
    const shopper = await newShopper();
    const updated = await api('PUT', '/api/user/update-user', { token: shopper.accessToken, body: { name, email: shopper.email, mobile: '9876543210' } });
    expect(updated.status).toBe(400);
    expect(updated.body.message).toMatch(/^Name /);
  });

  it.each(UNREADABLE)('refuses an address with %s as its city', async (_label, city) => {
    const res = await api('POST', '/api/address/create', { token: await tokenFor('shopper'), body: { ...deliveryAddress, city } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^City /);
  });

  it('stores a name trimmed of invisible ends and in NFC', async () => {
    const shopper = await newShopper();
    const updated = await api('PUT', '/api/user/update-user', {
      token: shopper.accessToken,
      body: { name: '\u200B Cafe\u0301 Owner \uFEFF', email: shopper.email, mobile: '9876543210' },
    });
    expect(updated.status).toBe(200);
    const details = await api<{ name: string }>('GET', '/api/user/user-details', { token: shopper.accessToken });
    expect(details.body.data!.name).toBe('Caf\u00E9 Owner');
  });
});
