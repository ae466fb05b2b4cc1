/**
 * Set-up steps the browser tests take through the API, from the test process: shoppers, addresses,
 * products, carts and orders, and the mailed codes in the local mail store. The browser itself
 * signs in and shops through the UI (browser.ts).
 */
import { expect } from 'vitest';
import { site } from './site.js';

export interface Shopper {
  name: string;
  email: string;
  password: string;
}

/** The admin account the stack seeds at start (DESIGN.md). */
export const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };

let shopperCount = 0;

/** Calls the site's API from the test process; throws with the server's message on failure. */
export async function apiCall<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(new URL(path, site.url), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${reply.message ?? ''}`);
  return reply.data as T;
}

/** A shopper of its own for each test (POST /api/user/register), so tests never share a cart. */
export async function registerShopper(label = 'shopper'): Promise<Shopper> {
  shopperCount += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${shopperCount}`;
  const shopper = { name: `E2E ${label}`, email: `e2e-${label}-${unique}@example.com`, password: 'Shopper#12345' };
  await apiCall('POST', '/api/user/register', { ...shopper, confirmPassword: shopper.password });
  return shopper;
}

/** An access token for API set-up steps (the browser signs in through the UI on its own). */
export async function apiToken(email: string, password: string): Promise<string> {
  const data = await apiCall<{ accesstoken: string }>('POST', '/api/user/login', { email, password });
  return data.accesstoken;
}

/**
 * In a pincode of the default store (Mumbai Central, local/seed/stores.ts): the stock that product
 * create sets, and that the tests' own products have, is that store's.
 */
export const TEST_ADDRESS = {
  address_line: '12 MG Road, Flat 4B',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400001',
  country: 'India',
  mobile: '9876543210',
};

export async function addAddressViaApi(token: string, address = TEST_ADDRESS): Promise<{ _id: string }> {
  return apiCall<{ _id: string }>('POST', '/api/address/create', address, token);
}

export interface ApiProduct {
  _id: string;
  name: string;
  stock: number;
  price: number;
  discount: number;
}

/** Products in stock matching a search term. */
export async function findProducts(search: string, count = 1): Promise<ApiProduct[]> {
  const found = await apiCall<ApiProduct[]>('POST', '/api/product/search-product', { search, page: 1 });
  const inStock = found.filter((product) => product.stock > 2).slice(0, count);
  if (inStock.length < count) throw new Error(`only ${inStock.length} products in stock for "${search}"`);
  return inStock;
}

export async function addToCartViaApi(token: string, productId: string): Promise<void> {
  await apiCall('POST', '/api/cart/create', { productId }, token);
}

/**
 * A shopper of its own (registerShopper) with an access token, these addresses saved (TEST_ADDRESS
 * unless said) and one of each product in the cart.
 */
export async function shopperViaApi(
  label: string,
  { addresses = [TEST_ADDRESS], productIds = [] }: { addresses?: (typeof TEST_ADDRESS)[]; productIds?: string[] } = {},
): Promise<{ shopper: Shopper; token: string; addressIds: string[] }> {
  const shopper = await registerShopper(label);
  const token = await apiToken(shopper.email, shopper.password);
  const addressIds: string[] = [];
  for (const address of addresses) addressIds.push((await addAddressViaApi(token, address))._id);
  for (const productId of productIds) await addToCartViaApi(token, productId);
  return { shopper, token, addressIds };
}

export interface PlacedOrder {
  _id: string;
  orderId: string;
  status: string;
  totalAmt: number;
}

/** Cash on delivery through the API: the order of what is in the shopper's cart, to this address. */
/** `substitution`: the whole order's preference for items missing at the store (absent: each line's, best match). */
export async function placeCashOrder(token: string, addressId: string, substitution?: 'best_match' | 'dont_replace'): Promise<PlacedOrder> {
  return apiCall<PlacedOrder>('POST', '/api/order/cash-on-delivery', { addressId, ...(substitution ? { substitution } : {}) }, token);
}

/** A category, sub category or other link as the API returns it. */
export interface Ref {
  _id: string;
  name: string;
}

/** A product as create and get-product-details return it (all an update needs). */
export interface Product extends Ref {
  image: string[];
  category: Ref[];
  subCategory: Ref[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  description: string;
  more_details: Record<string, string>;
}

/**
 * A product of the test's own (pictures and category borrowed from a seeded one), so its stock
 * is known exactly and changing it disturbs no other test.
 */
export async function createTestProduct(token: string, stock: number): Promise<Product> {
  const [seeded] = await findProducts('milk', 1);
  const template = await apiCall<Product>('POST', '/api/product/get-product-details', { productId: seeded!._id });
  return apiCall<Product>(
    'POST',
    '/api/product/create',
    {
      name: `E2E Paneer ${uniqueId()}`,
      image: template.image,
      category: template.category,
      subCategory: template.subCategory,
      unit: '200 g',
      stock,
      price: 90,
      discount: 10,
      description: 'Fresh paneer for the order tests',
      more_details: {},
    },
    token,
  );
}

/** An EAN-13 with a right check digit (890: India's prefix), new on every call: a product's barcode. */
export function newBarcode(): string {
  const body = `890${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Sets a product's stock (its other fields as they were read), as the admin's product form does. */
export async function setStock(token: string, product: Product, stock: number): Promise<void> {
  const { _id, image, category, subCategory, name, unit, price, discount, description, more_details } = product;
  await apiCall('PUT', '/api/product/update-product-details', { _id, image, category, subCategory, name, unit, stock, price, discount, description, more_details }, token);
}

// ---- Account and admin-catalog helpers ----

/** A short id for names and e-mails that must be new on every run (lower-case letters and digits). */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface StoredMail {
  destination?: { to?: string[] };
  subject?: string;
  body?: { text?: string; html?: string };
}

/** The 6-digit code of the latest mail to `email` in the local mail store, or null when none came yet. */
export async function latestOtp(email: string): Promise<string | null> {
  const response = await fetch(site.mailStore);
  if (!response.ok) return null;
  const { emails = [] } = (await response.json()) as { emails?: StoredMail[] };
  const mine = emails.filter((mail) => mail.destination?.to?.some((to) => to.toLowerCase().includes(email.toLowerCase())));
  const last = mine[mine.length - 1];
  const match = /\b(\d{6})\b/.exec(`${last?.subject ?? ''} ${last?.body?.text ?? ''}`);
  return match?.[1] ?? null;
}

export type RiderMe = { current: { _id: string; status: string } | null; today: { _id: string; status: string; cashCollected: number | null }[] };

/**
 * Waits until the demo rider holds `ours`. Files before this one may have left the rider another
 * delivery (the e2e stack is shared): it is picked up and handed over by the store, with `reason`,
 * so ours comes next.
 */
export async function riderGets(admin: string, rider: string, ours: string, reason = 'Handed over by the store'): Promise<void> {
  await expect
    .poll(
      async () => {
        const current = (await apiCall<RiderMe>('GET', '/api/rider/me', undefined, rider)).current;
        if (current && current._id !== ours) {
          try {
            if (current.status === 'packed') await apiCall('POST', '/api/rider/pickup', { _id: current._id }, rider);
            await apiCall('PUT', '/api/order/update-status', { _id: current._id, status: 'delivered', reason }, admin);
          } catch {
            // Moved meanwhile (another step, another rider): read again.
          }
        }
        return current?._id;
      },
      { timeout: 45_000 },
    )
    .toBe(ours);
}
