import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, overflowsSideways, site, useBrowser } from './browser.js';

describe('home page', () => {
  const browser = useBrowser();

  it('shows the banner and the seeded category tiles, sorted by name', async () => {
    const page = await openPage(browser(), DESKTOP);
    await expect.poll(() => page.getByRole('link', { name: 'Atta, Rice & Dal' }).count()).toBeGreaterThan(0);
    const firstTiles = await page.getByRole('link', { name: /^(Atta, Rice & Dal|Baby Care|Bakery & Biscuits)$/ }).allTextContents();
    expect(firstTiles.map((t) => t.trim())).toEqual(['Atta, Rice & Dal', 'Baby Care', 'Bakery & Biscuits']);
    await expect.poll(() => page.getByText('Superfast Delivery').count()).toBeGreaterThan(0);
    // Every image has alt text; decorative ones say so with an empty alt.
    const missingAlt = await page.locator('main img:not([alt])').count();
    expect(missingAlt).toBe(0);
    const tileImages = await page.getByRole('link', { name: 'Baby Care' }).locator('img').getAttribute('alt');
    expect(tileImages === '' || tileImages === 'Baby Care').toBe(true);
    await page.context().close();
  });

  it('downloads the page, its JS and CSS as CloudFront sends them: brotli from 1,000 bytes, as they are below', async () => {
    const context = await browser().newContext({ viewport: DESKTOP, baseURL: site.url });
    const page = await context.newPage();
    const received: Promise<{ path: string; encoding?: string; bytes: number; served: number }>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path !== '/' && !/\.(js|css)$/.test(path)) return;
      received.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          path,
          encoding: response.headers()['content-encoding'],
          bytes: body.length,
          served: sizes.responseBodySize,
        })),
      );
    });
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Atta, Rice & Dal' }).count()).toBeGreaterThan(0);
    const files = await Promise.all(received);
    const compressed = files.filter((f) => f.bytes >= 1000);
    expect(compressed.filter((f) => f.path.endsWith('.js')).length).toBeGreaterThan(0);
    expect(compressed.map((f) => f.path)).toContain('/');
    for (const file of compressed) {
      expect(file.encoding, file.path).toBe('br');
      expect(file.served, file.path).toBeLessThan(file.bytes);
    }
    for (const file of files.filter((f) => f.bytes < 1000)) expect(file.encoding, file.path).toBeUndefined();
    await context.close();
  });

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    const page = await openPage(browser(), PHONE);
    await expect.poll(() => page.getByRole('link', { name: /Dairy/ }).count()).toBeGreaterThan(0);
    expect(await overflowsSideways(page)).toBe(false);
    await page.context().close();
  });

  it('shows Unexpected Application Error or 404 for unknown routes, not a blank page', async () => {
    const page = await openPage(browser(), DESKTOP, '/no/such/page/here');
    await expect.poll(() => page.getByText(/404|Not Found/).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('a product opened from a lower row starts at the top, and Back returns to the same place in the rows', async () => {
    const page = await openPage(browser(), PHONE);
    // Rows render their cards as they near the screen: scroll down to the third row's cards.
    const rows = page.locator('main section[aria-labelledby]').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    await rows.nth(3).getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    const card = rows.nth(3).getByRole('article').first();
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('link').textContent())?.trim() ?? '';
    // Rows passed on the way render too and may nudge the page (scroll anchoring): wait for it to settle.
    let rowsAt = -1;
    await expect
      .poll(async () => {
        const before = rowsAt;
        rowsAt = await page.evaluate(() => window.scrollY);
        return rowsAt === before;
      })
      .toBe(true);
    expect(rowsAt).toBeGreaterThan(300);

    // A click from script: Playwright's own click may scroll the link a little first.
    await card.getByRole('link').evaluate((link: HTMLElement) => link.click());
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(rowsAt);
    const box = await card.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    await page.context().close();
  });
});
