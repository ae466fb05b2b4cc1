/**
 * The cart's offers on a phone: a code refused with the shopper's reason (read out), a code applied,
 * then removed; the cart page shows them with the cart only.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, apiCall, apiToken, findProducts, openPage, overflowsSideways, shopperViaApi, signIn, useBrowser } from './browser.js';

const SOON = { timeout: 15_000 };

describe('the cart’s offers (phone)', () => {
  const browser = useBrowser();

  it('a code refused with its reason, a code applied, then removed', async () => {
    const [product] = await findProducts('milk');
    const unit = product!.price - Math.ceil((product!.price * product!.discount) / 100);
    expect(unit, 'a cart under SAVE10’s ₹299').toBeLessThan(299);
    const { shopper } = await shopperViaApi('offers', { productIds: [product!._id] });
    const admin = await apiToken('admin@example.com', 'Admin#12345');
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await apiCall('POST', '/api/offer/create', { code, title: '₹20 off', kind: 'flat', flatPaise: 2_000 }, admin);

    const page = await openPage(browser(), PHONE, '/');
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/cart');
    const offers = page.getByRole('region', { name: 'Offers' });
    const field = offers.getByLabel('Coupon code');
    await field.waitFor({ state: 'visible', ...SOON });

    // Refused: the reason, in rupees, where the field is, and nothing applied.
    await field.fill('save10');
    await offers.getByRole('button', { name: 'Apply', exact: true }).click();
    const reason = offers.getByRole('alert');
    await expect.poll(() => reason.textContent(), SOON).toMatch(/^Add ₹[\d,.]+ more to use SAVE10$/);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await offers.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    // Applied: shown with what it saves; the field is cleared.
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    const remove = offers.getByRole('button', { name: `Remove ${code}` });
    await remove.waitFor({ state: 'visible', ...SOON });
    expect(await offers.innerText()).toContain('Save ₹20');
    expect(await reason.count()).toBe(0);
    expect(await field.inputValue()).toBe('');
    expect(await overflowsSideways(page)).toBe(false);

    // Removed, on the server too (a reload shows none applied).
    await remove.click();
    await remove.waitFor({ state: 'detached', ...SOON });
    await page.reload();
    await field.waitFor({ state: 'visible', ...SOON });
    expect(await offers.getByRole('button', { name: /^Remove / }).count()).toBe(0);
  });
});
