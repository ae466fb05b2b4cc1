import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, overflowsSideways, useBrowser } from './browser.js';

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
});
