import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, signIn, useBrowser } from './browser.js';

/** The router's own behaviour (SPEC sections 2 and 8): error pages, redirects, scroll. */
describe('router', () => {
  const browser = useBrowser();

  it('an unknown address shows 404 Not Found with "No route matches URL", at the top level and under /dashboard', async () => {
    const page = await openPage(browser(), DESKTOP, '/no/such/page');
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    expect(await page.getByText('No route matches URL "/no/such/page"').count()).toBe(1);

    await page.goto('/dashboard/no-such-page');
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    expect(await page.getByText('No route matches URL "/dashboard/no-such-page"').count()).toBe(1);

    // The shell stays: the header works, and Go To Home goes home.
    await page.getByRole('main').getByRole('link', { name: 'Go To Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Atta, Rice & Dal' }).first().waitFor();
    await page.context().close();
  });

  it('a page whose code fails to load shows "Unexpected Application Error!" with the reason; moving on clears it', async () => {
    const page = await openPage(browser(), DESKTOP);
    await page.getByRole('link', { name: 'Atta, Rice & Dal' }).first().waitFor();
    // The search page's own files (index.html lists them for the landing preload script).
    const files = await page.evaluate(() => (JSON.parse(document.getElementById('route-chunks')?.textContent ?? '{}') as { search: string[] }).search);
    expect(files.length).toBeGreaterThan(0);
    const failing = (url: URL) => files.includes(url.pathname);
    await page.route(failing, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));

    await page.getByRole('button', { name: 'Search products' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Unexpected Application Error!' }) });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Failed to fetch dynamically imported module');
    // Only the page failed: the header is still there.
    expect(await page.getByRole('banner').getByRole('link', { name: /home/ }).count()).toBe(1);

    // Another address clears the error.
    await page.unroute(failing);
    await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
    await page.getByRole('link', { name: 'Atta, Rice & Dal' }).first().waitFor();
    expect(await alert.count()).toBe(0);
    // The browser keeps a failed module import for the page's life: Reload page fetches the code anew.
    await page.goBack();
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Reload page' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
    expect(await alert.count()).toBe(0);
    await page.context().close();
  });

  it('/dashboard goes to /dashboard/profile', async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, 'shopper@example.com', 'Shopper#12345');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard/profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.context().close();
  });

  it('typing in search rewrites ?q without moving the page', async () => {
    const page = await openPage(browser(), PHONE, '/search?q=a');
    const box = page.getByRole('searchbox');
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(4);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    // A space changes the address but not the (trimmed) search, so the results stay as they are.
    await box.press('End');
    await box.press('Space');
    await page.waitForURL((url) => url.searchParams.get('q') === 'a ');
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    await page.context().close();
  });
});
