import zlib from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const site = inject('site');

/** Debian's Chromium; Playwright cannot download its own browsers here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 860 };

/** What Chromium reported blocking under the site's Content-Security-Policy (the gateway sends it). */
const cspViolations: string[] = [];

/** One browser per test file, closed afterwards. Every test fails on a CSP violation in a page it opened. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  afterEach(() => {
    expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

export async function openPage(browser: Browser, viewport = DESKTOP, path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: site.url });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  // Nothing but the site itself may be requested (DESIGN.md: no third-party hosts).
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1):)/, (route) => route.abort());
  await page.goto(path);
  return page;
}

/**
 * `useBrowser` and the pages the file's tests open on it (as `openPage` does), each closed after
 * its test.
 */
export function useBrowserPages(): (viewport?: typeof DESKTOP, path?: string) => Promise<Page> {
  const browser = useBrowser();
  const pages: Page[] = [];
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.context().close();
  });
  return async (viewport = DESKTOP, path = '/') => {
    const page = await openPage(browser(), viewport, path);
    pages.push(page);
    return page;
  };
}

/** Counts the requests the page sends to one API path (with this method only, when one is given), from the browser's side. */
export function countRequests(page: Page, path: string, method?: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if ((method === undefined || request.method() === method) && new URL(request.url()).pathname === path) count++;
  });
  return () => count;
}

/** The text of what a field's aria-describedby points at (its hint and its problem). */
export function describedText(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
}

/** The addresses page's Add Address dialog, opened (the page's shopper signed in). */
export async function openAddAddressDialog(page: Page): Promise<Locator> {
  await page.goto('/dashboard/address');
  await page.getByRole('button', { name: 'Add Address' }).first().click();
  return page.getByRole('dialog', { name: 'Add Address' });
}

/** True when the page is wider than the viewport (something overflows sideways on a phone). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Signed in, the page moves on: a shopper to /, a rider to /rider, an admin to the dashboard.
  await page.waitForURL((url) => url.pathname !== '/login');
}

// ---- Shopper set-up through the API (checkout and accessibility tests) ----

export interface Shopper {
  name: string;
  email: string;
  password: string;
}

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
export async function placeCashOrder(token: string, addressId: string): Promise<PlacedOrder> {
  return apiCall<PlacedOrder>('POST', '/api/order/cash-on-delivery', { addressId }, token);
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

// ---- Account and admin-catalog helpers ----

/** A short id for names and e-mails that must be new on every run (lower-case letters and digits). */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A react-hot-toast message (role status) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (decodable) 16×16 PNG of one colour, as a Playwright file payload for setInputFiles / setFiles. */
export function pngFile(name: string, rgb: [number, number, number] = [12, 131, 31]): { name: string; mimeType: string; buffer: Buffer } {
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
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

/**
 * Waits until `ready()` holds, reloading the page between tries (and then calling `afterReload`, e.g.
 * to type a search again): the catalog snapshot behind the lists reloads shortly after a write, and
 * a page's cached queries would not ask the server again by themselves.
 */
export async function reloadUntil(
  page: Page,
  ready: () => Promise<boolean>,
  { timeout = 25_000, afterReload }: { timeout?: number; afterReload?: () => Promise<void> } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await expect.poll(ready, { timeout: Math.max(1, Math.min(5_000, deadline - Date.now())) }).toBe(true);
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await page.reload();
    await afterReload?.();
  }
}

/** `reloadUntil` the first match of `locator` is visible. */
export async function reloadUntilVisible(page: Page, locator: Locator, options?: Parameters<typeof reloadUntil>[2]): Promise<void> {
  await reloadUntil(page, () => locator.first().isVisible(), options);
}

/**
 * What sticks out past the right edge of the viewport (tag, classes, right edge), outermost first;
 * empty when the page does not scroll sideways. For assertions that name the culprit when they fail.
 */
export async function whatOverflowsSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 80)} right=${Math.round(element.getBoundingClientRect().right)}`);
    return culprits.length > 0 ? culprits : [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`];
  });
}

/** Scrolls to the bottom until the page stops growing (lists that load more on scroll). */
export async function scrollToEnd(page: Page, rounds = 8): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const before = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    try {
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight), { timeout: 2_000 }).toBeGreaterThan(before);
    } catch {
      return;
    }
  }
}
