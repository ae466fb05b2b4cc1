import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { site } from './site.js';

// Test files import every helper from here; the set-up steps through the API (api-setup.ts) and
// the files they upload (files.ts) are modules of their own.
export { site } from './site.js';
export * from './api-setup.js';
export * from './files.js';

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

/** A react-hot-toast message (role status) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
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
