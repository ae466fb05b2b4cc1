import { describe, expect, it } from 'vitest';
import type { ApiProduct } from '../functions/core/product.js';
import { productPath, subCategoryPath } from '../frontend/src/lib/slug.js';
import { DESKTOP, PHONE, apiCall, openPage, overflowsSideways, scrollToEnd, useBrowser } from './browser.js';

/** Server round trips on a busy 2-core machine: wait for them generously. */
const patient = { timeout: 15_000 };

describe('catalog pages', () => {
  const browser = useBrowser();

  it('home rows: one request for every row, See All opens a sub category of the category', async () => {
    // From a page without rows, so that every row call counted is the home page's own.
    const page = await openPage(browser(), DESKTOP, '/login');
    const rowCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product/get-product-by-category')) rowCalls.push(request.postData() ?? '');
    });
    await page.goto('/');
    const seeAll = page.getByRole('link', { name: 'See All Dairy & Breakfast' });
    await expect.poll(() => seeAll.count(), patient).toBe(1);
    // A fresh stack loads its catalog snapshot on the first product call: allow it the time.
    await expect.poll(() => page.locator('main article').count(), { timeout: 20_000 }).toBeGreaterThan(6);
    // Counted once the rows show: See All comes with the first render (the sub categories are the
    // preload's), a moment before the rows' call leaves.
    expect(rowCalls).toHaveLength(1);
    expect(JSON.parse(rowCalls[0] ?? '{}').ids.length).toBeGreaterThan(1);
    expect(await page.locator('main img:not([alt])').count()).toBe(0);

    // Further rows come as the shopper scrolls, a few categories a call (each call stays within one stock BatchGet).
    await scrollToEnd(page);
    await expect.poll(() => rowCalls.length, patient).toBeGreaterThan(1);
    for (const call of rowCalls) expect(JSON.parse(call).ids.length).toBeLessThanOrEqual(8);
    // Each batch of rows is asked for once, however many scroll events reach the end of the page.
    expect(new Set(rowCalls).size).toBe(rowCalls.length);
    await page.evaluate(() => window.scrollTo(0, 0));

    await seeAll.click();
    await page.waitForURL(/\/Dairy-Breakfast-[0-9a-f]+\/[^/]+-[0-9a-f]+$/);
    const current = page.getByRole('navigation', { name: 'Sub categories' }).locator('[aria-current=page]');
    await expect.poll(() => current.count(), patient).toBe(1);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    // The heading is the sub category's name (which one and how it reads: aisles.test.ts).
    expect((await current.textContent())?.trim()).toBe(heading);
    await expect.poll(() => page.locator('main article').count(), patient).toBeGreaterThan(0);
    await page.context().close();
  });

  it('product detail: price with discount, Why shop block, details; 404 for an unknown id', async () => {
    const page = await openPage(browser(), PHONE, '/search?q=milk');
    await expect.poll(() => page.getByRole('heading', { name: /^Search Results: \d+$/ }).count(), patient).toBe(1);
    await expect.poll(() => page.locator('main article').count(), patient).toBeGreaterThan(0);
    expect(await overflowsSideways(page)).toBe(false);

    // A card is an article whose heading (h2 in page grids, h3 under a row's h2) holds the name as a link.
    const firstCard = page.getByRole('main').getByRole('article').first();
    const cardName = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(cardName).not.toBe('');
    await firstCard.getByRole('heading').getByRole('link', { name: cardName }).click();
    await page.waitForURL(/\/product\/.+-[0-9a-f]+$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Why shop from QuickBasket?' }).count(), patient).toBe(1);
    // The page is the product of the card that was clicked.
    expect((await page.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(cardName);
    expect(await page.getByText('Superfast Delivery').count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Product Details' }).count()).toBe(1);
    expect(await page.locator('main').textContent()).toMatch(/₹[\d,]+/);
    expect(await overflowsSideways(page)).toBe(false);

    await page.goto('/product/No-Such-Thing-ffffffffffffffffffffffff');
    await expect.poll(() => page.getByRole('heading', { name: 'Product not found' }).count(), patient).toBe(1);
    await page.context().close();
  });

  it('landing on the home, a product, a search or a sub category\'s link: index.html starts the page\'s API calls, the app takes their answers', async () => {
    const [product] = await apiCall<ApiProduct[]>('POST', '/api/product/search-product', { search: 'milk', page: 1 });
    if (!product) throw new Error('the demo catalog has no milk');
    type Named = { _id: string; name: string };
    const subCategories = await apiCall<(Named & { category: Named[] })[]>('POST', '/api/subcategory/get', {});
    const sub = subCategories.find((candidate) => candidate.category.length > 0);
    if (!sub?.category[0]) throw new Error('the demo catalog has no sub category in a category');
    const page = await openPage(browser(), PHONE, '/login');
    for (const [path, calls, ready] of [
      ['/', ['/api/category/get', '/api/subcategory/get'], page.getByRole('link', { name: 'See All Dairy & Breakfast' })],
      [productPath(product), ['/api/product/get-product-details'], page.getByRole('heading', { level: 1, name: product.name })],
      ['/search?q=milk', ['/api/product/search-product'], page.getByRole('heading', { name: /^Search Results: \d+$/ })],
      [
        subCategoryPath(sub.category[0], sub),
        ['/api/product/get-pruduct-by-category-and-subcategory', '/api/category/get', '/api/subcategory/get'],
        page.getByRole('heading', { level: 1, name: sub.name }),
      ],
    ] as const) {
      const sent: string[] = [];
      const onRequest = (request: { url: () => string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) sent.push(url.pathname);
      };
      page.on('request', onRequest);
      await page.goto(path);
      await expect.poll(() => ready.count(), patient).toBe(1);
      await expect.poll(() => page.locator('main img').count(), patient).toBeGreaterThan(0);
      // Each call once, not twice: the preload script made it (so it ran, under the CSP) and the page's query took its answer.
      for (const call of calls) expect(sent.filter((pathname) => pathname === call), `${path} ${call}`).toHaveLength(1);
      expect(await page.evaluate(() => window.__preloadedCalls?.length)).toBe(0);
      page.off('request', onRequest);
    }
    await page.context().close();
  });

  it('search: No Data found for nonsense', async () => {
    const page = await openPage(browser(), DESKTOP, '/search?q=zzqqxxnothing');
    await expect.poll(() => page.getByText('No Data found').count(), patient).toBe(1);
    expect(await page.getByRole('heading', { name: 'Search Results: 0' }).count()).toBe(1);
    await page.context().close();
  });
});
