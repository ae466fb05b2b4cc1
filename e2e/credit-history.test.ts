/**
 * The credit history in the browser (phone): a shopper given goodwill credit opens it from the
 * account menu's balance and reads the entry: why (the admin's reason), how much, when.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PHONE, apiCall, apiToken, openPage, shopperViaApi, signIn, site, useBrowser, whatOverflowsSideways } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const SLOW = { timeout: 20_000 };
const browser = useBrowser();

describe('credit history', () => {
  it('phone: the balance in the account menu opens the history, which shows the entry with its reason and amount', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const { shopper, token } = await shopperViaApi('credit-history', {});
    const { _id: userId } = await apiCall<{ _id: string }>('GET', '/api/user/user-details', undefined, token);
    const grant = await fetch(new URL('/api/credit/grant', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ userId, amount: 75.5, reason: 'Sorry for the late order' }),
    });
    expect(grant.status).toBe(200);

    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/user');
    await page.getByRole('link', { name: /QuickBasket credit ₹75\.50/ }).click(SLOW);
    await page.waitForURL((url) => url.pathname === '/dashboard/credit', SLOW);
    await page.getByRole('heading', { level: 1, name: 'QuickBasket credit' }).waitFor(SLOW);
    await expect.poll(() => page.getByTestId('credit-balance').innerText(), SLOW).toBe('₹75.50');
    const entries = page.getByRole('list', { name: 'Credit history' }).getByRole('listitem');
    await expect.poll(() => entries.count(), SLOW).toBe(1);
    const text = await entries.first().innerText();
    for (const words of ['From QuickBasket', 'Sorry for the late order', '+₹75.50']) expect(text).toContain(words);
    // Read out as words, not a bare sign.
    expect(await entries.first().getByText('added ₹75.50').count()).toBe(1);
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await page.context().close();
  });
});
