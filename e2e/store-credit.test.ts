/**
 * Store credit in the browser (phone): a shopper with goodwill credit sees it in the account menu,
 * ticks "Use ₹50 of your QuickBasket credit" at checkout, reads what is left to pay, places a cash
 * order, and its order page shows the credit and the cash to pay; the ledger is spent.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PHONE, apiCall, apiToken, createTestProduct, openPage, shopperViaApi, signIn, site, useBrowser, whatOverflowsSideways } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const SLOW = { timeout: 20_000 };
const browser = useBrowser();

interface Ledger {
  balance: number;
  entries: { amount: number; orderId?: string; kind: string }[];
}

describe('store credit', () => {
  it('phone: the account menu shows the credit; checkout spends it on a cash order and the order page says what it paid', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    // ₹90 less 10 %: ₹81 of items at the default store, free delivery.
    const product = await createTestProduct(admin, 10);
    const { shopper, token } = await shopperViaApi('credit', { productIds: [product._id] });
    const { _id: userId } = await apiCall<{ _id: string }>('GET', '/api/user/user-details', undefined, token);
    const grant = await fetch(new URL('/api/credit/grant', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ userId, amount: 50, reason: 'Sorry for the late order' }),
    });
    expect(grant.status).toBe(200);

    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/user');
    await page.getByText('QuickBasket credit ₹50').waitFor(SLOW);

    await page.goto('/checkout');
    const use = page.getByRole('checkbox', { name: 'Use ₹50 of your QuickBasket credit' });
    await use.waitFor(SLOW);
    await expect.poll(() => page.getByRole('group', { name: 'Delivery address' }).getByRole('radio').first().isChecked(), SLOW).toBe(true);
    await use.check();
    await page.getByText('To pay', { exact: true }).waitFor(SLOW);
    const cash = page.getByRole('button', { name: /^Cash on Delivery · ₹31$/ });
    await expect.poll(() => cash.isEnabled(), SLOW).toBe(true);
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await cash.click();
    await page.waitForURL((url) => url.pathname === '/success', SLOW);

    const ledger = await apiCall<Ledger>('POST', '/api/credit/get', {}, token);
    expect(ledger.balance).toBe(0);
    const spent = ledger.entries.find((entry) => entry.amount === -50);
    expect(spent?.orderId).toBeDefined();

    await page.goto(`/dashboard/myorders/${spent!.orderId}`);
    const bill = page.getByRole('region', { name: 'Bill details' });
    await bill.getByText('Paid with QuickBasket credit').waitFor(SLOW);
    const text = await bill.innerText();
    for (const words of ['₹81', 'Paid with QuickBasket credit', '₹50', 'To pay in cash', '₹31']) expect(text).toContain(words);
    await page.context().close();
  });
});
