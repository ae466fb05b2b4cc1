/**
 * On a phone, the cart and checkout pages do not move once they are shown: what arrives after the
 * first paint (the cart's offers, the bill, the addresses, the delivery promise) takes a place held
 * for it, so nothing a thumb is about to tap jumps away. Measured as the browser's own layout-shift
 * entries (what Lighthouse's CLS adds up), from the page's load until everything is on screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, addAddressViaApi, addToCartViaApi, apiToken, findProducts, openPage, registerShopper, signIn, useBrowser } from './browser.js';
import { SLOW, SOON, billValue } from './cart.js';

/** Layout shifts not caused by input, summed (a visit to one page from its load). */
async function shifted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

describe('pages that hold still on a phone', () => {
  const browser = useBrowser();

  it('the cart and checkout pages shift their layout by less than 0.01 while their parts arrive', async () => {
    const shopper = await registerShopper('still');
    const token = await apiToken(shopper.email, shopper.password);
    await addAddressViaApi(token);
    const [product] = await findProducts('milk');
    await addToCartViaApi(token, product!._id);
    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.context().addInitScript(() => {
      const state = window as unknown as { shifts: number };
      state.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto('/cart');
    const grand = billValue(page.getByRole('region', { name: 'Bill details' }), 'Grand total');
    await expect.poll(async () => /₹/.test((await grand.textContent()) ?? ''), SLOW).toBe(true);
    await page.getByRole('heading', { name: 'Available offers' }).waitFor(SOON);
    await page.getByRole('button', { name: /Proceed/ }).waitFor(SOON);
    expect(await shifted(page)).toBeLessThan(0.01);

    await page.goto('/checkout');
    await expect.poll(() => page.getByRole('group', { name: 'Delivery address' }).getByRole('radio').first().isChecked(), SLOW).toBe(true);
    await page.getByText(/^Delivery in \d+ min from /).waitFor(SOON);
    await expect.poll(() => page.getByRole('button', { name: /^Online Payment/ }).isEnabled(), SLOW).toBe(true);
    expect(await shifted(page)).toBeLessThan(0.01);
    await page.context().close();
  });
});
