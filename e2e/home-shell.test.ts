/**
 * The home page's first screen comes in the HTML (frontend/vite-prerender.ts, src/preload/home-shell.ts):
 * a first visit to / paints it before the app's code runs, the app then takes over without a layout
 * shift or a second copy, and no other page, and no visitor whose first screen differs, ever shows it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Serviceability } from '@core/stores';
import { LOCATION_KEY } from '@/lib/stored-location';
import { describe, expect, it } from 'vitest';
import { PHONE, apiCall, openPage, registerShopper, signIn, site, useBrowser } from './browser.js';

const SOON = { timeout: 15_000 };
const BANNER = 'Groceries & essentials, delivered before you know it';

interface Watch {
  /** When the shell's banner was first in #root (performance.now()), null: never. */
  shellAt: number | null;
  /** When #root first held the app instead of the shell. */
  replacedAt: number | null;
  /** Whether the banner's heading was ever in the document outside the template. */
  bannerSeen: boolean;
  /** The first contentful paint's time. */
  fcp: number | null;
  /** Layout shifts not caused by input, summed. */
  shifts: number;
}

/** Records, from the start of every page the context opens, what the shell and the app did. */
async function watch(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state: Watch = { shellAt: null, replacedAt: null, bannerSeen: false, fcp: null, shifts: 0 };
    (window as unknown as { watch: Watch }).watch = state;
    new MutationObserver(() => {
      if (document.getElementById('home-banner-title')) state.bannerSeen = true;
      const root = document.getElementById('root');
      if (!root) return;
      const shell = root.querySelector(':scope > [inert]');
      if (shell && state.shellAt === null) state.shellAt = performance.now();
      if (!shell && root.childElementCount > 0 && state.replacedAt === null) state.replacedAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) state.fcp ??= entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const watched = (page: Page): Promise<Watch> => page.evaluate(() => (window as unknown as { watch: Watch }).watch);

/** A fresh phone context, watched, on `path`. */
async function visit(browser: ReturnType<ReturnType<typeof useBrowser>>, path: string): Promise<Page> {
  const page = await openPage(browser, PHONE, 'about:blank');
  await watch(page.context());
  await page.goto(path);
  return page;
}

/** The app is on screen: the first row's cards are in. */
async function appLoaded(page: Page): Promise<void> {
  await page.locator('main').getByRole('article').first().waitFor(SOON);
}

describe('the home page in the HTML', () => {
  const browser = useBrowser();

  it('a first visit paints the banner before the app runs; the app takes over with no shift and one banner', async () => {
    const page = await visit(browser(), '/');
    await appLoaded(page);
    await expect.poll(async () => (await watched(page)).replacedAt, SOON).not.toBeNull();
    const seen = await watched(page);
    expect(seen.shellAt).not.toBeNull();
    // Painted (the browser's own report) before the app replaced it.
    expect(seen.fcp).not.toBeNull();
    expect(seen.fcp!).toBeLessThanOrEqual(seen.replacedAt!);
    expect(seen.shellAt!).toBeLessThanOrEqual(seen.fcp!);
    // Taken over whole: one banner, nothing inert left, Login is the app's own link.
    expect(await page.locator('#root > [inert]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: BANNER }).count()).toBe(1);
    expect(await page.locator('#home-banner-title').count()).toBe(1);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(seen.shifts).toBeLessThan(0.001);
    await page.context().close();
  });

  it('never shows on another page: /cart, search, an unknown address', async () => {
    for (const path of ['/cart', '/search?q=milk', '/no/such/page']) {
      const page = await visit(browser(), path);
      // The app's own header: had the shell been shown, it would have been before this.
      await page.locator('#root > div:not([inert]) header').waitFor(SOON);
      const seen = await watched(page);
      expect(seen.bannerSeen, path).toBe(false);
      expect(seen.shellAt, path).toBeNull();
      await page.context().close();
    }
  });

  it('a shopper with a delivery location, or signed in, sees the app as before, never the guest shell', async () => {
    const answer = await apiCall<Serviceability>('POST', '/api/store/serviceability', { pincode: '560001' });
    const located = await visit(browser(), '/about-to-choose');
    const choice = JSON.stringify({ pincode: '560001', place: 'Bengaluru', answer });
    await located.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LOCATION_KEY, value: choice });
    await located.goto('/');
    await located.getByRole('button', { name: /560001, Bengaluru/ }).waitFor(SOON);
    await appLoaded(located);
    expect((await watched(located)).shellAt).toBeNull();
    await located.context().close();

    const shopper = await registerShopper('shell');
    const page = await openPage(browser(), PHONE, '/login');
    await watch(page.context());
    await signIn(page, shopper.email, shopper.password);
    await page.goto(new URL('/', site.url).href);
    await page.getByRole('link', { name: 'Account' }).waitFor(SOON);
    await appLoaded(page);
    expect((await watched(page)).shellAt).toBeNull();
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await page.context().close();
  });
});
