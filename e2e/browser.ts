import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const site = inject('site');

/** Debian's Chromium; Playwright cannot download its own browsers here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 860 };

/** One browser per test file, closed afterwards. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
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
  // Nothing but the site itself may be requested (DESIGN.md: no third-party hosts).
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1):)/, (route) => route.abort());
  await page.goto(path);
  return page;
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
  await page.waitForURL((url) => url.pathname === '/');
}
