/**
 * Stock per store for admins: a store's Stock page (Low and Out filters, search, a row
 * saved at once, a stale row refused and refreshed with nothing lost), the product form's table of
 * stores, and the order list's store filter with the store in the order's panel.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  TEST_ADDRESS,
  apiCall,
  apiToken,
  createTestProduct,
  openPage,
  placeCashOrder,
  reloadUntil,
  shopperViaApi,
  signIn,
  useBrowser,
  whatOverflowsSideways,
  type Product,
} from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const patient = { timeout: 15_000 };

interface ApiStore {
  _id: string;
  name: string;
}

let token = '';
let stores: Record<string, ApiStore> = {};

async function stockAt(storeName: string, productId: string): Promise<number> {
  const page = await apiCall<{ rows: { productId: string; stock: number }[] }>('POST', '/api/store/stock', { storeId: stores[storeName]!._id, productIds: [productId] }, token);
  return page.rows.find((row) => row.productId === productId)?.stock ?? 0;
}

async function setStockAt(storeName: string, productId: string, stock: number): Promise<void> {
  const stockSeen = await stockAt(storeName, productId);
  await apiCall('PUT', '/api/store/update-stock', { storeId: stores[storeName]!._id, productId, stock, stockSeen }, token);
}

/** A product's row on a Stock page, by its stock field. */
const stockRow = (page: Page, product: Product): Locator =>
  page.getByRole('list', { name: /^Products at / }).getByRole('listitem').filter({ has: page.getByLabel(`Stock of ${product.name}`, { exact: true }) });

/** Searches the Stock page for `product` until its row is there (new products reach the catalog shortly after they are made). */
async function findOnStockPage(page: Page, product: Product): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(product.name);
  const row = stockRow(page, product);
  await reloadUntil(page, () => row.isVisible(), { afterReload: () => search.fill(product.name) });
  // The searched page has landed (names are unique): a row of the page before it would be replaced under the test.
  await expect.poll(() => page.getByRole('list', { name: /^Products at / }).getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
  return row;
}

describe('admin: stock per store', () => {
  const browser = useBrowser();
  const pages: Page[] = [];
  let low: Product;
  let out: Product;

  beforeAll(async () => {
    token = await apiToken(ADMIN.email, ADMIN.password);
    const list = await apiCall<ApiStore[]>('GET', '/api/store/get', undefined, token);
    stores = Object.fromEntries(list.map((store) => [store.name, store]));
    // `stock` of a create is the default store's (Mumbai Central, low from 5 down).
    low = await createTestProduct(token, 3);
    out = await createTestProduct(token, 0);
  });
  afterAll(async () => {
    for (const page of pages) await page.context().close();
  });
  const adminPage = async (viewport: typeof DESKTOP, path: string) => {
    const page = await openPage(browser(), viewport, '/login');
    pages.push(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(path);
    return page;
  };

  it('desktop: the Stock page filters Low and Out, saves a row at once, and refuses a stale one without losing it', async () => {
    const page = await adminPage(DESKTOP, '/dashboard/stores');
    await page.getByRole('link', { name: 'Stock at Mumbai Central' }).click();
    await page.waitForURL((url) => /^\/dashboard\/stores\/[^/]+\/stock$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Stock at Mumbai Central' }).waitFor(patient);
    const filters = page.getByRole('group', { name: 'Filter by stock' });

    await filters.getByRole('button', { name: 'Low' }).click();
    await page.waitForURL((url) => url.search === '?filter=low');
    const lowRow = await findOnStockPage(page, low);
    expect(await lowRow.getByText('Low', { exact: true }).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search products' }).fill(out.name);
    await expect.poll(() => stockRow(page, out).count(), patient).toBe(0);

    await filters.getByRole('button', { name: 'Out' }).click();
    const outRow = await findOnStockPage(page, out);
    expect(await outRow.getByText('Out of stock', { exact: true }).count()).toBe(1);

    // Save a row: Enter, and the level follows at once.
    await filters.getByRole('button', { name: 'All' }).click();
    const row = await findOnStockPage(page, low);
    const field = row.getByLabel(`Stock of ${low.name}`);
    await field.fill('20');
    await field.press('Enter');
    await row.getByText('Saved', { exact: true }).waitFor(patient);
    expect(await row.getByText('In stock', { exact: true }).count()).toBe(1);
    expect(await stockAt('Mumbai Central', low._id)).toBe(20);

    // A sale (here: another admin) changes it meanwhile: the row's 30 is refused, shown, and can be saved again.
    await setStockAt('Mumbai Central', low._id, 15);
    await field.fill('30');
    await field.press('Tab');
    const alert = row.getByRole('alert');
    await alert.waitFor(patient);
    expect(await alert.innerText()).toContain('Your 30 was not saved');
    expect(await field.inputValue()).toBe('15');
    expect(await stockAt('Mumbai Central', low._id)).toBe(15);
    await row.getByRole('button', { name: 'Save 30' }).click();
    await row.getByText('Saved', { exact: true }).waitFor(patient);
    expect(await field.inputValue()).toBe('30');
    expect(await stockAt('Mumbai Central', low._id)).toBe(30);
    // Another store's stock of the product is untouched.
    expect(await stockAt('Bengaluru Indiranagar', low._id)).toBe(0);
  });

  it("phone: another store's Stock page fits the screen and saves a row", async () => {
    const page = await adminPage(PHONE, `/dashboard/stores/${stores['Bengaluru Indiranagar']!._id}/stock?filter=out`);
    await page.getByRole('heading', { level: 1, name: 'Stock at Bengaluru Indiranagar' }).waitFor(patient);
    const row = await findOnStockPage(page, out);
    expect(await whatOverflowsSideways(page)).toEqual([]);
    const field = row.getByLabel(`Stock of ${out.name}`);
    expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await field.fill('4');
    await field.press('Enter');
    await row.getByText('Saved', { exact: true }).waitFor(patient);
    expect(await row.getByText('Low', { exact: true }).count()).toBe(1);
    expect(await stockAt('Bengaluru Indiranagar', out._id)).toBe(4);
    expect(await stockAt('Mumbai Central', out._id)).toBe(0);
  });

  it("the low-stock badge reads the Stock view's Low and Out totals, and follows a row saved there at once", async () => {
    const storeName = 'Bengaluru Indiranagar';
    const storeId = stores[storeName]!._id;
    // Stocked at the default store only: out at Bengaluru, with no stock item there.
    const product = await createTestProduct(token, 8);
    const totals = async () => {
      const total = async (filter: 'low' | 'out') => (await apiCall<{ totalCount: number }>('POST', '/api/store/stock', { storeId, filter, limit: 1 }, token)).totalCount;
      return `${storeName}: ${await total('low')} low, ${await total('out')} out of stock`;
    };
    const page = await adminPage(DESKTOP, `/dashboard/stores/${storeId}/stock`);
    await page.getByRole('heading', { level: 1, name: `Stock at ${storeName}` }).waitFor(patient);
    await findOnStockPage(page, product);
    // Loaded again now that the catalog holds the product: the badge and the page read the same catalog.
    await page.reload();
    const row = await findOnStockPage(page, product);
    const badge = page.getByRole('navigation', { name: 'Account' }).getByTestId('low-stock-badge');
    const before = await totals();
    await expect.poll(() => badge.getAttribute('aria-label'), patient).toContain(before);

    const field = row.getByLabel(`Stock of ${product.name}`);
    await field.fill('2');
    await field.press('Enter');
    await row.getByText('Saved', { exact: true }).waitFor(patient);
    const after = await totals();
    expect(after).not.toBe(before);
    await expect.poll(() => badge.getAttribute('aria-label'), patient).toContain(after);
  });

  it("the product form shows each store's stock and saves the ones changed", async () => {
    const mumbai = await stockAt('Mumbai Central', low._id);
    const page = await adminPage(DESKTOP, '/dashboard/product');
    const search = page.getByRole('searchbox', { name: 'Search product' });
    const edit = page.getByRole('button', { name: `Edit ${low.name}` });
    await search.fill(low.name);
    await reloadUntil(page, () => edit.isVisible(), { afterReload: () => search.fill(low.name) });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    const table = dialog.getByRole('table', { name: 'Stock per store' });
    await table.waitFor(patient);
    // Other files' own stores may be listed after the demo's three.
    const demoRows = (await table.getByRole('rowheader').allInnerTexts()).filter((row) => /^(Mumbai Central|Bengaluru Indiranagar|Delhi Connaught Place)\b/.test(row));
    expect(demoRows).toEqual([
      expect.stringMatching(/^Mumbai Central\s+Default/),
      expect.stringMatching(/^Bengaluru Indiranagar/),
      expect.stringMatching(/^Delhi Connaught Place/),
    ]);
    expect(await dialog.getByLabel('Number of Stock', { exact: true }).inputValue()).toBe(String(mumbai));
    const bengaluru = dialog.getByLabel('Stock at Bengaluru Indiranagar', { exact: true });
    expect(await bengaluru.inputValue()).toBe('0');
    await bengaluru.fill('7');
    await dialog.getByLabel('Stock at Delhi Connaught Place', { exact: true }).fill('-2');
    await dialog.getByRole('button', { name: 'Update Product' }).click();
    await dialog.getByText('Stock at Delhi Connaught Place must be', { exact: false }).waitFor();
    await dialog.getByLabel('Stock at Delhi Connaught Place', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: 'Update Product' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.waitFor(patient);
    await success.getByRole('button', { name: 'Confirm' }).click();
    expect(await stockAt('Bengaluru Indiranagar', low._id)).toBe(7);
    expect(await stockAt('Delhi Connaught Place', low._id)).toBe(2);
    expect(await stockAt('Mumbai Central', low._id)).toBe(mumbai);
  });

  it("the order list filters by store; an order's panel names its store", async () => {
    // An order to 560001 (Bengaluru Indiranagar's zone), of a product stocked there.
    const product = await createTestProduct(token, 10);
    await setStockAt('Bengaluru Indiranagar', product._id, 5);
    const { token: shopperToken, addressIds } = await shopperViaApi('store-filter', { addresses: [{ ...TEST_ADDRESS, pincode: '560001' }], productIds: [product._id] });
    const order = await placeCashOrder(shopperToken, addressIds[0]!);

    const page = await adminPage(DESKTOP, '/dashboard/orders');
    const storeSelect = page.getByRole('combobox', { name: 'Store' });
    await storeSelect.selectOption({ label: 'Bengaluru Indiranagar' });
    await page.waitForURL((url) => url.searchParams.get('store') === stores['Bengaluru Indiranagar']!._id);
    const row = page.getByRole('button', { name: new RegExp(order.orderId) });
    await row.waitFor(patient);
    expect(await row.innerText()).toContain('Bengaluru Indiranagar');
    await row.click();
    const panel = page.getByRole('dialog', { name: `Order ${order.orderId}` });
    await panel.getByText('Store: Bengaluru Indiranagar').waitFor(patient);
    await panel.getByRole('button', { name: 'Close' }).click();

    await storeSelect.selectOption({ label: 'Mumbai Central (default)' });
    await page.waitForURL((url) => url.searchParams.get('store') === stores['Mumbai Central']!._id);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), patient).toBe(0);
    expect(await page.getByRole('button', { name: new RegExp(order.orderId) }).count()).toBe(0);
    expect(await stockAt('Bengaluru Indiranagar', product._id)).toBe(4);
    expect(await stockAt('Mumbai Central', product._id)).toBe(10);
  });
});
