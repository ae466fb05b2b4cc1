/**
 * The bill on a phone: a store with fees shows each fee with its reason and the free-delivery line
 * in the cart and at checkout, the tip joins the total on the pay button; the default store (no
 * fees) shows the spec's bill box unchanged.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, TEST_ADDRESS, addAddressViaApi, addToCartViaApi, apiCall, apiToken, findProducts, openPage, registerShopper, signIn, useBrowser } from './browser.js';

const SOON = { timeout: 15_000 };

function bill(page: Page): Locator {
  return page.getByRole('region', { name: 'Bill details' }).first();
}

describe('the bill box (phone)', () => {
  const browser = useBrowser();

  it('default store: the spec’s box, Delivery Charge Free, no fee and no free-delivery line', async () => {
    const shopper = await registerShopper('bill-free');
    const token = await apiToken(shopper.email, shopper.password);
    await addAddressViaApi(token);
    const [milk] = await findProducts('milk', 1);
    await addToCartViaApi(token, milk!._id);
    const page = await openPage(browser(), PHONE);
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/cart');
    const box = bill(page);
    await box.getByText('Delivery Charge').waitFor(SOON);
    await box.getByText('Free', { exact: true }).waitFor(SOON);
    await expect.poll(() => box.getByRole('button', { name: /^Why the/ }).count(), SOON).toBe(0);
    expect(await page.getByText(/more for free delivery/).count()).toBe(0);
  });

  it('a store with fees: each fee with its why, the free-delivery line, then the tip on the pay button', async () => {
    const shopper = await registerShopper('bill-fees');
    const token = await apiToken(shopper.email, shopper.password);
    // Bengaluru Indiranagar (the seed's store with fees) serves 560001.
    const address = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const { _id: addressId } = await addAddressViaApi(token, address);
    const [milk] = await findProducts('milk', 1);
    await addToCartViaApi(token, milk!._id);
    const expected = await apiCall<{ grandTotal: number; freeDeliveryGap?: number }>('POST', '/api/cart/bill', { addressId, tip: 20 }, token);
    const page = await openPage(browser(), PHONE);
    await signIn(page, shopper.email, shopper.password);

    await page.goto('/checkout');
    const box = bill(page);
    await box.getByText('Delivery fee').waitFor(SOON);
    const why = box.getByRole('button', { name: 'Why the delivery fee?' });
    expect(await why.getAttribute('aria-expanded')).toBe('false');
    await why.focus();
    await page.keyboard.press('Enter');
    expect(await why.getAttribute('aria-expanded')).toBe('true');
    await box.getByText(/For carts under ₹199; free from ₹199/).waitFor(SOON);
    await page.getByText(/^Add ₹[\d,.]+ more for free delivery$/).waitFor(SOON);

    await page.getByRole('group', { name: 'Tip your rider' }).getByText('₹20', { exact: true }).click();
    await box.getByText('Tip for your rider').waitFor(SOON);
    const pay = page.getByRole('button', { name: /^Online Payment/ });
    await expect.poll(async () => (await pay.innerText()).replace(/\s+/g, ' '), SOON).toContain(`₹${expected.grandTotal.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);

    // The address's store is now the cart's: the cart shows the same fees before checkout.
    await page.goto('/cart');
    await bill(page).getByText('Delivery fee').waitFor(SOON);
    await page.getByText(/^Add ₹[\d,.]+ more for free delivery$/).waitFor(SOON);
  });
});
