/**
 * Stock in batches for admins (desktop): "Receive stock" on a store's Stock page with an expiry
 * date adds the batch to the sellable stock and marks the product as expiring soon.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_STORE_TIME_ZONE, localDay } from '../functions/core/stock-batches.js';
import { DESKTOP, apiCall, apiToken, createTestProduct, openPage, reloadUntil, signIn, useBrowser, type Product } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const patient = { timeout: 15_000 };

let token = '';
let storeId = '';

async function stockAt(productId: string): Promise<{ stock: number; expiresSoon: string | null }> {
  const page = await apiCall<{ rows: { productId: string; stock: number; expiresSoon: string | null }[] }>('POST', '/api/store/stock', { storeId, productIds: [productId] }, token);
  const row = page.rows.find((r) => r.productId === productId);
  return { stock: row?.stock ?? 0, expiresSoon: row?.expiresSoon ?? null };
}

const stockRow = (page: Page, product: Product): Locator =>
  page.getByRole('list', { name: /^Products at / }).getByRole('listitem').filter({ has: page.getByLabel(`Stock of ${product.name}`, { exact: true }) });

describe('admin: stock in batches', () => {
  const browser = useBrowser();
  let page: Page | undefined;
  let milk: Product;

  beforeAll(async () => {
    token = await apiToken(ADMIN.email, ADMIN.password);
    const stores = await apiCall<{ _id: string; name: string }[]>('GET', '/api/store/get', undefined, token);
    storeId = stores.find((s) => s.name === 'Mumbai Central')!._id;
    milk = await createTestProduct(token, 4);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('desktop: receive stock with an expiry, and the product is marked as expiring soon', async () => {
    page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/stores');
    await page.getByRole('link', { name: 'Stock at Mumbai Central' }).click();
    await page.getByRole('heading', { level: 1, name: 'Stock at Mumbai Central' }).waitFor(patient);

    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill(milk.name);
    const row = stockRow(page, milk);
    await reloadUntil(page, () => row.isVisible(), { afterReload: () => search.fill(milk.name) });
    expect(await row.getByText(/^Expires soon/).count()).toBe(0);

    const tomorrow = addDays(localDay(new Date(), DEFAULT_STORE_TIME_ZONE), 1);
    await row.getByRole('button', { name: 'Receive stock', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Receive stock: ${milk.name}` });
    await dialog.getByLabel('Quantity').fill('6');
    await dialog.getByLabel('Expiry (last day for sale)').fill(tomorrow);
    await dialog.getByRole('button', { name: 'Receive' }).click();
    await dialog.waitFor({ state: 'hidden', ...patient });

    await row.getByText(/^Expires soon: /).waitFor(patient);
    await expect.poll(async () => row.getByLabel(`Stock of ${milk.name}`, { exact: true }).inputValue(), patient).toBe('10');
    expect(await stockAt(milk._id)).toEqual({ stock: 10, expiresSoon: tomorrow });
  });
});
