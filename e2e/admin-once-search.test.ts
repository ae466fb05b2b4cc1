/**
 * Admins: a double-clicked confirm acts once (Mark packed, Cancel order, Delete product:
 * one request and one success toast, counted from the browser's side); the Orders page finds an
 * order by its number, the shopper's e-mail or mobile, with the search in the address; the product
 * list keeps its page and search in the address through reload, Back and Forward, and a page
 * number can be typed.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  TEST_ADDRESS,
  addAddressViaApi,
  addToCartViaApi,
  apiCall,
  apiToken,
  countRequests,
  createTestProduct,
  placeCashOrder,
  registerShopper,
  signIn,
  toast,
  useBrowserPages,
  whatOverflowsSideways,
  type Product,
  type Shopper,
  type PlacedOrder as Order,
} from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const SOON = { timeout: 15_000 };

const open = useBrowserPages();

async function adminPage(viewport = DESKTOP, path = '/'): Promise<Page> {
  const page = await open(viewport, '/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  if (path !== '/') await page.goto(path);
  return page;
}

let adminToken: string;
let product: Product;
let shopper: Shopper;
let shopperToken: string;
/** A number no other test delivers to. */
const mobile = `7${String(Date.now()).slice(-9)}`;

async function cashOrder(): Promise<Order> {
  await addToCartViaApi(shopperToken, product._id);
  const [address] = await apiCall<{ _id: string }[]>('GET', '/api/address/get', undefined, shopperToken);
  return placeCashOrder(shopperToken, address!._id);
}

beforeAll(async () => {
  adminToken = await apiToken(ADMIN.email, ADMIN.password);
  product = await createTestProduct(adminToken, 50);
  shopper = await registerShopper('search');
  shopperToken = await apiToken(shopper.email, shopper.password);
  await addAddressViaApi(shopperToken, { ...TEST_ADDRESS, mobile });
}, 60_000);

const findBox = (page: Page) => page.getByRole('search', { name: 'Find an order' }).getByRole('searchbox');
const rows = (page: Page) => page.getByRole('list', { name: /orders$/ }).getByRole('button');
const rowOf = (page: Page, order: Order) => rows(page).filter({ hasText: order.orderId });

async function searchOrders(page: Page, text: string): Promise<void> {
  await findBox(page).fill(text);
  await findBox(page).press('Enter');
}

/** The order numbers the list shows, once it shows exactly `count` rows. */
async function listedNumbers(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => rows(page).count(), SOON).toBe(count);
  const texts = await rows(page).allInnerTexts();
  return texts.map((text) => /ORD-[0-9A-F]{10}/.exec(text)?.[0] ?? text);
}

describe('a double-clicked confirm acts once', () => {
  async function openOrder(page: Page, order: Order): Promise<Locator> {
    await rowOf(page, order).click(SOON);
    const panel = page.getByRole('dialog', { name: `Order ${order.orderId}` });
    await panel.waitFor(SOON);
    return panel;
  }

  it('Mark packed: one request, one toast', async () => {
    const order = await cashOrder();
    const page = await adminPage(DESKTOP, `/dashboard/orders?q=${order.orderId}`);
    const panel = await openOrder(page, order);
    const puts = countRequests(page, '/api/order/update-status', 'PUT');
    await panel.getByRole('button', { name: 'Mark packed', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Mark packed:/ });
    await confirm.getByRole('button', { name: 'Mark packed', exact: true }).dblclick();
    await confirm.waitFor({ state: 'detached', ...SOON });
    await toast(page, 'Order marked packed').first().waitFor(SOON);
    expect(puts()).toBe(1);
    expect(await toast(page, 'Order marked packed').count()).toBe(1);
    expect(await toast(page, /not the next|cannot|refused/i).count()).toBe(0);
    expect((await apiCall<Order>('POST', '/api/order/details', { _id: order._id }, adminToken)).status).toBe('packed');
  });

  it('Cancel order on a phone: one request, one toast', async () => {
    const order = await cashOrder();
    const page = await adminPage(PHONE, `/dashboard/orders?q=${order.orderId}`);
    const panel = await openOrder(page, order);
    const posts = countRequests(page, '/api/order/cancel', 'POST');
    await panel.getByRole('button', { name: 'Cancel order', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel order ${order.orderId}?` });
    await confirm.getByRole('button', { name: 'Cancel order', exact: true }).dblclick();
    await confirm.waitFor({ state: 'detached', ...SOON });
    await toast(page, /cancelled/i).first().waitFor(SOON);
    expect(posts()).toBe(1);
    expect(await toast(page, /cancelled/i).count()).toBe(1);
    expect((await apiCall<Order>('POST', '/api/order/details', { _id: order._id }, adminToken)).status).toBe('cancelled');
  });

  it('Delete product: one request, one toast, no error', async () => {
    const doomed = await createTestProduct(adminToken, 1);
    const page = await adminPage(DESKTOP, `/dashboard/product?q=${encodeURIComponent(doomed.name)}`);
    const deletes = countRequests(page, '/api/product/delete-product', 'DELETE');
    await page.getByRole('button', { name: `Delete ${doomed.name}` }).click(SOON);
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).dblclick();
    await toast(page, 'Product deleted').first().waitFor(SOON);
    await confirm.waitFor({ state: 'hidden', ...SOON });
    expect(deletes()).toBe(1);
    expect(await toast(page, 'Product deleted').count()).toBe(1);
    expect(await toast(page, /not found|could not/i).count()).toBe(0);
  });
});

describe('the Orders page finds an order', () => {
  let orders: Order[];
  beforeAll(async () => {
    const first = await cashOrder();
    orders = [await cashOrder(), first];
  }, 60_000);

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    it(`by number, e-mail and mobile, with the search in the address (${label})`, async () => {
      const page = await adminPage(viewport, '/dashboard/orders');
      const [newest, older] = orders;
      await searchOrders(page, older!.orderId.toLowerCase());
      await page.waitForURL((url) => url.searchParams.get('q') === older!.orderId.toLowerCase(), SOON);
      expect(await listedNumbers(page, 1)).toEqual([older!.orderId]);

      await page.reload();
      expect(await findBox(page).inputValue()).toBe(older!.orderId.toLowerCase());
      expect(await listedNumbers(page, 1)).toEqual([older!.orderId]);

      const placed = (await apiCall<Order[]>('GET', '/api/order/order-list', undefined, shopperToken)).length;
      await searchOrders(page, shopper.email.toUpperCase());
      const mine = await listedNumbers(page, placed);
      expect(mine.slice(0, 2)).toEqual([newest!.orderId, older!.orderId]);

      await searchOrders(page, `+91 ${mobile}`);
      expect(await listedNumbers(page, placed)).toEqual(mine);

      // Back returns to the previous search, field and list.
      await page.goBack();
      await expect.poll(() => findBox(page).inputValue(), SOON).toBe(shopper.email.toUpperCase());
      expect(await listedNumbers(page, placed)).toEqual(mine);

      // What cannot be looked up is said, not sent.
      const lists = countRequests(page, '/api/order/admin-list', 'POST');
      await searchOrders(page, 'paneer');
      await page.getByRole('alert').filter({ hasText: 'Enter an order number' }).waitFor(SOON);
      expect(lists()).toBe(0);

      await searchOrders(page, '9000000001');
      await page.getByText('No orders found for “9000000001”').waitFor(SOON);
      expect(await whatOverflowsSideways(page)).toEqual([]);
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.waitForURL((url) => !url.searchParams.has('q'), SOON);
      await expect.poll(() => rows(page).count(), SOON).toBeGreaterThanOrEqual(placed);
    });
  }
});

describe('the product list keeps its place', () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
  const pageText = async (page: Page) => ((await nav(page).locator('p[aria-live]').textContent()) ?? '').trim();
  const firstName = async (page: Page) => (await page.getByRole('button', { name: /^Edit / }).first().getAttribute('aria-label')) ?? '';
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search product' });

  it('page and search in the address: reload, Back and Forward, and a typed page number', async () => {
    const page = await adminPage(DESKTOP, '/dashboard/product');
    await expect.poll(() => pageText(page), SOON).toMatch(/^Page 1\/\d+$/);
    const pagesThere = Number((await pageText(page)).split('/')[1]);
    expect(pagesThere).toBeGreaterThan(3);
    const onFirst = await firstName(page);

    await nav(page).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2', SOON);
    await expect.poll(() => pageText(page), SOON).toBe(`Page 2/${pagesThere}`);
    await expect.poll(() => firstName(page), SOON).not.toBe(onFirst);
    const onSecond = await firstName(page);

    await page.reload();
    await expect.poll(() => pageText(page), SOON).toBe(`Page 2/${pagesThere}`);
    expect(await firstName(page)).toBe(onSecond);

    const jump = nav(page).getByRole('spinbutton', { name: 'Go to page' });
    await jump.fill(String(pagesThere));
    await jump.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('page') === String(pagesThere), SOON);
    await expect.poll(() => pageText(page), SOON).toBe(`Page ${pagesThere}/${pagesThere}`);
    // Past the end is the last page.
    await jump.fill('9999');
    await nav(page).getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => jump.inputValue(), SOON).toBe(String(pagesThere));
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(pagesThere));

    await page.goBack();
    await expect.poll(() => pageText(page), SOON).toBe(`Page 2/${pagesThere}`);
    expect(await firstName(page)).toBe(onSecond);
    await page.goForward();
    await expect.poll(() => pageText(page), SOON).toBe(`Page ${pagesThere}/${pagesThere}`);

    // A search starts from page 1 and is kept by a reload; Back leaves it, field and list.
    await searchBox(page).fill('rice');
    await page.waitForURL((url) => url.searchParams.get('q') === 'rice' && !url.searchParams.has('page'), SOON);
    await expect.poll(() => pageText(page), SOON).toMatch(/^Page 1\/\d+$/);
    await page.reload();
    expect(await searchBox(page).inputValue()).toBe('rice');
    await expect.poll(() => firstName(page), SOON).toMatch(/^Edit .*rice/i);
    await page.goBack();
    await expect.poll(() => searchBox(page).inputValue(), SOON).toBe('');
    await expect.poll(() => pageText(page), SOON).toBe(`Page 2/${pagesThere}`);
    expect(await firstName(page)).toBe(onSecond);
  });

  it('fits a phone with the page number field', async () => {
    const page = await adminPage(PHONE, '/dashboard/product?page=3');
    await expect.poll(() => pageText(page), SOON).toMatch(/^Page 3\/\d+$/);
    await nav(page).getByRole('spinbutton', { name: 'Go to page' }).waitFor(SOON);
    expect(await whatOverflowsSideways(page)).toEqual([]);
  });
});
