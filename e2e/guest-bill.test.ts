/**
 * A guest's bill on a phone: at a store with fees, the cart's bill box shows the delivery fee with
 * its why and "Add ₹N more for free delivery" before signing in (POST /api/cart/guest-bill), and the
 * very same Grand total once signed in (POST /api/cart/bill, the guest cart merged).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiBill } from '../functions/core/bill-api.js';
import { formatInr as inr } from '../frontend/src/lib/money.js';
import { productPath } from '../frontend/src/lib/slug.js';
import { ADMIN, PHONE, apiCall, apiToken, createTestProduct, openPage, registerShopper, toast, useBrowser } from './browser.js';
import { billValue, expectQuantity, SLOW, SOON } from './cart.js';

/** The seed's store with fees (₹25 delivery under ₹199, ₹4 handling, …), serving 560001. */
const BENGALURU = 'store-bengaluru-indiranagar';

const bill = (page: Page): Locator => page.getByRole('region', { name: 'Bill details' }).first();
const grandTotal = async (page: Page) => (await billValue(bill(page), 'Grand total').innerText()).replace(/\s+/g, ' ').trim();

/** The header's picker: type the pincode, check it; the picker closes. */
async function choosePincode(page: Page, pincode: string): Promise<void> {
  await expect.poll(() => page.getByRole('status').count(), SOON).toBe(0);
  await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').click();
  const picker = page.getByRole('dialog', { name: 'Your delivery location' });
  await picker.getByLabel('Pincode').fill(pincode);
  await picker.getByRole('button', { name: 'Check pincode' }).click();
  await picker.waitFor({ state: 'detached', ...SLOW });
}

describe('a guest’s bill (phone)', () => {
  const browser = useBrowser();

  it('a guest at a store with fees sees the delivery fee and the free-delivery line before signing in, and the same total after', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    // ₹90 at 10 % off: ₹81, under Bengaluru's ₹199 free-delivery band.
    const product = await createTestProduct(admin, 20);
    await apiCall('PUT', '/api/store/update-stock', { storeId: BENGALURU, productId: product._id, stock: 20, stockSeen: 0 }, admin);
    const shopper = await registerShopper('guest-bill');
    const expected = await apiCall<ApiBill>('POST', '/api/cart/guest-bill', { lines: [{ productId: product._id, quantity: 1 }], storeId: BENGALURU });
    expect(expected.fees.map((fee) => fee.kind)).toContain('delivery');

    // The picker opened from a page that has finished loading (an empty search).
    const page = await openPage(browser(), PHONE, '/search?q=zzqqxx');
    await page.getByText('No Data found').waitFor(SLOW);
    await choosePincode(page, '560001');
    await page.goto(productPath(product));
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor(SLOW);
    await page.getByRole('button', { name: `Add ${product.name} to cart`, exact: true }).first().click();
    await expectQuantity(page, product.name, 1);

    await page.goto('/cart');
    const box = bill(page);
    await box.getByText('Delivery fee').waitFor(SOON);
    const why = box.getByRole('button', { name: 'Why the delivery fee?' });
    await why.click();
    await box.getByText(/For carts under ₹199; free from ₹199/).waitFor(SOON);
    await page.getByText(`Add ${inr(expected.freeDeliveryGap!)} more for free delivery`).waitFor(SOON);
    expect(await box.getByText('Free', { exact: true }).count()).toBe(0);
    await expect.poll(() => grandTotal(page), SOON).toBe(inr(expected.grandTotal));
    // The Proceed button's TOTAL is the bill's, fees in it.
    const proceed = page.getByRole('button', { name: /Proceed/ });
    await expect.poll(async () => (await proceed.innerText()).replace(/\s+/g, ' '), SOON).toContain(`${inr(expected.grandTotal)} TOTAL`);

    // Proceed → Please Login → signed in at checkout; the cart, now the account's, bills the same.
    await page.getByRole('button', { name: /Proceed/ }).click();
    await toast(page, 'Please Login').first().waitFor(SOON);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', SOON);
    const token = await apiToken(shopper.email, shopper.password);
    await expect.poll(async () => (await apiCall<{ _id: string }[]>('GET', '/api/cart/get', undefined, token)).map((line) => line._id), SOON).toEqual([product._id]);
    await page.goto('/cart');
    await bill(page).getByText('Delivery fee').waitFor(SOON);
    await page.getByText(`Add ${inr(expected.freeDeliveryGap!)} more for free delivery`).waitFor(SOON);
    await expect.poll(() => grandTotal(page), SOON).toBe(inr(expected.grandTotal));
    await page.context().close();
  });
});
