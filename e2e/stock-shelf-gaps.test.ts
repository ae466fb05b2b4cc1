/**
 * The Stock page gives the admin what pickers need and what they found: a shelf field per product
 * row (saved on Enter or leaving it, a clear saved / error state, Escape puts it back), the
 * store's stock gaps (units a picker could not find: product, how many, which order, when), on a
 * desktop and on a phone, and a delivery received by CSV (the same file twice receives once).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiCall, apiToken, createTestProduct, openPage, placeCashOrder, reloadUntil, signIn, useBrowser, whatOverflowsSideways, type Product } from './browser.js';
import { shopperWithCart } from './order-pages.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const patient = { timeout: 15_000 };

let token = '';
let storeId = '';

async function shelfAt(productId: string): Promise<string | null> {
  const page = await apiCall<{ rows: { productId: string; shelf: string | null }[] }>('POST', '/api/store/stock', { storeId, productIds: [productId] }, token);
  return page.rows.find((r) => r.productId === productId)?.shelf ?? null;
}

const stockRow = (page: Page, product: Product): Locator =>
  page.getByRole('list', { name: /^Products at / }).getByRole('listitem').filter({ has: page.getByLabel(`Stock of ${product.name}`, { exact: true }) });

async function openStock(page: Page, product: Product): Promise<Locator> {
  await page.goto(`/dashboard/stores/${storeId}/stock`);
  await page.getByRole('heading', { level: 1, name: 'Stock at Mumbai Central' }).waitFor(patient);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(product.name);
  const row = stockRow(page, product);
  await reloadUntil(page, () => row.isVisible(), { afterReload: () => search.fill(product.name) });
  return row;
}

describe('admin: shelves and stock gaps on the Stock page', () => {
  const browser = useBrowser();
  const pages: Page[] = [];
  let rice: Product;
  let dal: Product;

  beforeAll(async () => {
    token = await apiToken(ADMIN.email, ADMIN.password);
    const stores = await apiCall<{ _id: string; name: string }[]>('GET', '/api/store/get', undefined, token);
    storeId = stores.find((s) => s.name === 'Mumbai Central')!._id;
    [rice, dal] = await Promise.all([createTestProduct(token, 5), createTestProduct(token, 5)]);
  });
  afterAll(async () => {
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it('desktop: a shelf typed and Enter is saved (upper-cased); a bad one says why and saves nothing; Escape puts the saved one back', async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    pages.push(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    const row = await openStock(page, rice);
    const shelf = row.getByLabel(`Shelf of ${rice.name}`, { exact: true });
    expect(await shelf.inputValue()).toBe('');

    await shelf.fill('a3-2');
    await shelf.press('Enter');
    await row.getByText('Shelf saved').waitFor(patient);
    expect(await shelf.inputValue()).toBe('A3-2');
    expect(await shelfAt(rice._id)).toBe('A3-2');

    await shelf.fill('A3#2');
    await shelf.press('Enter');
    await row.getByRole('alert').filter({ hasText: /letters, digits/ }).waitFor(patient);
    expect(await shelf.getAttribute('aria-invalid')).toBe('true');
    expect(await shelfAt(rice._id)).toBe('A3-2');
    await shelf.press('Escape');
    expect(await shelf.inputValue()).toBe('A3-2');

    // Saved means saved: the page read again shows it.
    const again = await openStock(page, rice);
    expect(await again.getByLabel(`Shelf of ${rice.name}`, { exact: true }).inputValue()).toBe('A3-2');
  });

  it('phone: the stock gaps list the product, the units missing, the order and when; a shelf saves on leaving the field', async () => {
    // An order of 2 whose 2 units the picking admin could not find: a stock gap at Mumbai Central.
    const { token: shopper, addressId } = await shopperWithCart('stock-gap', [[dal, 2]]);
    const order = await placeCashOrder(shopper, addressId, 'dont_replace');
    await apiCall('POST', '/api/picker/start', { orderId: order._id }, token);
    await apiCall('POST', '/api/picker/unavailable', { orderId: order._id, lineId: dal._id, quantity: 2 }, token);
    await apiCall('POST', '/api/picker/packed', { orderId: order._id }, token);

    const page = await openPage(browser(), PHONE, '/login');
    pages.push(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    const row = await openStock(page, dal);
    const gaps = page.getByRole('list', { name: 'Stock gaps' });
    const gap = gaps.getByRole('listitem').filter({ hasText: dal.name });
    await gap.waitFor(patient);
    expect(await gap.textContent()).toContain(`${dal.name}: 2 missing`);
    expect(await gap.getByRole('link', { name: `Order ${order.orderId}` }).getAttribute('href')).toBe(`/dashboard/orders?q=${encodeURIComponent(order.orderId)}`);
    expect(await gap.locator('time').getAttribute('datetime')).toEqual(expect.any(String));

    const shelf = row.getByLabel(`Shelf of ${dal.name}`, { exact: true });
    await shelf.fill('B1-4');
    await shelf.press('Tab');
    await row.getByText('Shelf saved').waitFor(patient);
    expect(await shelfAt(dal._id)).toBe('B1-4');
    expect(await whatOverflowsSideways(page)).toEqual([]);
  });

  it('desktop: Receive by CSV receives the file\'s good rows, names the bad one, and the same file again receives nothing', async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    pages.push(page);
    await signIn(page, ADMIN.email, ADMIN.password);
    const row = await openStock(page, rice);
    const stockField = row.getByLabel(`Stock of ${rice.name}`, { exact: true });
    const before = Number(await stockField.inputValue());
    const csv = `productId,quantity,expiresOn\n${rice._id},3,\n${rice._id},0,\n`;

    const receiveFile = async () => {
      await page.getByRole('button', { name: 'Receive by CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Receive by CSV at Mumbai Central' });
      await dialog.getByLabel('CSV file').setInputFiles({ name: 'delivery.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('button', { name: 'Receive' }).click();
      const result = dialog.getByRole('status');
      await result.waitFor(patient);
      const text = await result.textContent();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden', ...patient });
      return text;
    };
    expect(await receiveFile()).toContain('1 received, 0 received before, 1 failed (of 2 rows)Row 2, quantity: must be between 1 and');
    await expect.poll(async () => Number(await stockField.inputValue()), patient).toBe(before + 3);
    expect(await receiveFile()).toContain('0 received, 1 received before, 1 failed');
    expect(Number(await stockField.inputValue())).toBe(before + 3);
  });
});

