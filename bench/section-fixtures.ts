/**
 * What a bench section makes for itself on the shared stack: a shopper of its own (registered and
 * signed in through the API, as on the site), an address of its own, and products of its own with
 * the stock it will use. No section reads another's leftovers (a cart line, a product another
 * section's load sold out), so any subset of sections runs in any order.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../local/provision.js';
import { signInByApi, type Session } from './page.js';

/** A pincode of the default store (local/seed/stores.ts), whose stock a created product's `stock` sets. */
export const DEFAULT_STORE_PINCODE = '400001';

interface Envelope<T> {
  data?: T;
  message?: string;
}

/** One API call that must succeed; its `data`. */
export async function callApi<T>(base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // Every create honours an Idempotency-Key; a fresh one makes each call its own.
      'idempotency-key': randomUUID(),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${answer.message ?? ''}`);
  return answer.data as T;
}

export function signInDemo(base: string, role: 'admin' | 'shopper'): Promise<Session> {
  const account = DEMO_ACCOUNTS.find((a) => a.admin === (role === 'admin') && !a.rider);
  if (!account) throw new Error(`no demo ${role}`);
  return signInByApi(base, account.email, account.password);
}

/** A brand-new shopper, registered and signed in; `label` names the section in the e-mail. */
export async function newShopper(base: string, label: string): Promise<Session & { email: string; password: string }> {
  const email = `bench-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Shopper#12345';
  await callApi(base, 'POST', '/api/user/register', { body: { name: `Bench ${label}`, email, password, confirmPassword: password } });
  return { ...(await signInByApi(base, email, password)), email, password };
}

/** An address of the shopper's own at a pincode of the default store; its id. */
export async function newAddress(base: string, shopper: Session, pincode = DEFAULT_STORE_PINCODE): Promise<string> {
  const address = await callApi<{ _id: string }>(base, 'POST', '/api/address/create', {
    token: shopper.accessToken,
    body: { address_line: '12, Horniman Circle, Fort', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode, mobile: '9820012345' },
  });
  return address._id;
}

/**
 * The fields of a section's own product: its name says which section made it, its stock (at the
 * default store) is what the section will sell and more. Pure, so its rule is tested.
 */
export function ownProductFields(label: string, index: number, stock: number, place: { categoryId: string; subCategoryId: string; image: string }) {
  if (!Number.isInteger(stock) || stock < 1) throw new Error(`a bench product needs stock to sell, not ${stock}`);
  return {
    name: `Bench ${label} Basmati Rice ${index + 1} ${randomUUID().slice(0, 6)}`,
    description: `Made by the bench's ${label} section for itself.`,
    image: [place.image],
    category: [{ _id: place.categoryId }],
    subCategory: [{ _id: place.subCategoryId }],
    unit: '1 kg',
    stock,
    price: 12_000,
    discount: 0,
    more_details: {},
  };
}

/** `count` new products through the admin API, each with `stock` at the default store (and `price` in rupees, when given). */
export async function newProducts(base: string, label: string, count: number, stock: number, price?: number): Promise<{ _id: string; name: string }[]> {
  const admin = await signInDemo(base, 'admin');
  const subCategories = await callApi<{ _id: string; category: { _id: string }[] }[]>(base, 'POST', '/api/subcategory/get', { body: {} });
  const sub = subCategories.find((s) => s.category.length > 0);
  if (!sub?.category[0]) throw new Error('no seeded sub category with a category');
  // Product images are checked in the bucket: a seeded product's image is one that is there.
  const [seeded] = await callApi<{ image: string[] }[]>(base, 'POST', '/api/product/get', { body: { page: 1, limit: 1 } });
  const image = seeded?.image[0];
  if (!image) throw new Error('no seeded product image to reuse');
  const place = { categoryId: sub.category[0]._id, subCategoryId: sub._id, image };
  const made: { _id: string; name: string }[] = [];
  for (let i = 0; i < count; i++) {
    const fields = ownProductFields(label, i, stock, place);
    made.push(await callApi(base, 'POST', '/api/product/create', { token: admin.accessToken, body: price === undefined ? fields : { ...fields, price } }));
  }
  return made;
}
