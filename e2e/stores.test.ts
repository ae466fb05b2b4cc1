import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_STORES, UNSERVED_PINCODE } from '../local/seed/stores.js';
import { productPath } from '../frontend/src/lib/slug.js';
import {
  DESKTOP,
  PHONE,
  TEST_ADDRESS,
  addToCartViaApi,
  apiCall,
  apiToken,
  createTestProduct,
  openPage,
  shopperViaApi,
  signIn,
  toast,
  useBrowser,
  whatOverflowsSideways,
  type Shopper,
} from './browser.js';

/**
 * The shopper's side of dark stores: the header's delivery location and its picker, the
 * chosen store's stock in the catalog, an unserved pincode, a paused store at checkout, the
 * address's store at checkout, and the store and arrival time on the order page. Demo stores:
 * local/seed/stores.ts (Mumbai Central, the default; Bengaluru Indiranagar; Delhi Connaught Place,
 * paused "Closed for maintenance"; 560099 served by none).
 */

const SOON = { timeout: 10_000 };
const SLOW = { timeout: 20_000 };
const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };

const [MUMBAI, BENGALURU, DELHI] = SEED_STORES as [(typeof SEED_STORES)[number], (typeof SEED_STORES)[number], (typeof SEED_STORES)[number]];
const UNSERVED_MESSAGE = `We don't deliver to ${UNSERVED_PINCODE} yet`;

const BENGALURU_ADDRESS = { address_line: '100 Feet Road, Flat 2A', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'India', mobile: '9876543210' };
const DELHI_ADDRESS = { address_line: 'N-5 Connaught Place', city: 'New Delhi', state: 'Delhi', pincode: '110001', country: 'India', mobile: '9876543210' };

/** The header's location button: "Delivery in 12 min" over "400001, Mumbai ▾", or why not. */
function locationButton(page: Page): Locator {
  return page.getByRole('banner').locator('button[aria-haspopup="dialog"]');
}

async function locationText(page: Page): Promise<string> {
  return (await locationButton(page).innerText()).replace(/\s+/g, ' ').trim();
}

function picker(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Your delivery location' });
}

/**
 * Opens the picker from the header. On a phone the toasts show over the header and hold while the
 * pointer is on them: the last one has to go first.
 */
async function openPicker(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('status').count(), SOON).toBe(0);
  await locationButton(page).click();
  await picker(page).waitFor(SOON);
}

/** Opens the picker, types the pincode and checks it; the picker closes. */
async function choosePincode(page: Page, pincode: string): Promise<void> {
  await openPicker(page);
  await picker(page).getByLabel('Pincode').fill(pincode);
  await picker(page).getByRole('button', { name: 'Check pincode' }).click();
  await picker(page).waitFor({ state: 'detached', ...SOON });
}

async function waitForProducts(page: Page): Promise<void> {
  await expect.poll(() => page.locator('main').getByRole('button', { name: /^Add .+ to cart$/ }).count(), SLOW).toBeGreaterThan(3);
}

async function signedInPage(browser: Browser, viewport: typeof PHONE, shopper: Shopper): Promise<Page> {
  const page = await openPage(browser, viewport, '/login');
  await signIn(page, shopper.email, shopper.password);
  return page;
}

describe('the delivery location', () => {
  const browser = useBrowser();

  for (const { label, viewport } of [
    { label: 'phone', viewport: PHONE },
    { label: 'desktop', viewport: DESKTOP },
  ]) {
    it(`a visitor picks a pincode and sees the ETA; it is remembered, and every catalog call names its store (${label})`, async () => {
      const page = await openPage(browser(), viewport, '/');
      await waitForProducts(page);
      expect(await locationText(page)).toMatch(/^Select delivery location/);

      // The picker: a labelled dialog, the focus in its pincode field; a wrong pincode is explained under the field.
      await openPicker(page);
      const dialog = picker(page);
      const field = dialog.getByLabel('Pincode');
      await expect.poll(() => field.evaluate((element) => element === document.activeElement), SOON).toBe(true);
      await field.fill('40001');
      await page.keyboard.press('Enter');
      await dialog.getByText('Enter a 6-digit PIN code').waitFor(SOON);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('Enter a 6-digit PIN code');
      if (label === 'phone') expect(await whatOverflowsSideways(page)).toEqual([]);
      // No serious or critical axe finding in the open picker (labels, contrast, names).
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('[role="dialog"]').analyze();
      expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

      const rowsOfMumbai = page.waitForRequest(
        (request) => request.url().includes('/api/product/get-product-by-category') && request.headers()['x-store-id'] === MUMBAI._id,
        SOON,
      );
      await field.fill('400001');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached', ...SOON });
      // Said (a toast, read out), and the focus goes back to the header's button, which now promises the store's time.
      await toast(page, `from ${MUMBAI.name}`).first().waitFor(SOON);
      await expect.poll(() => locationButton(page).evaluate((element) => element === document.activeElement), SOON).toBe(true);
      await expect.poll(() => locationText(page), SOON).toMatch(/^Delivery in \d+ min 400001, Mumbai/);
      await rowsOfMumbai;
      if (label === 'phone') expect(await whatOverflowsSideways(page)).toEqual([]);

      // Remembered: a new visit starts there, and asks for that store's catalog.
      const detailsOfMumbai = page.waitForRequest(
        (request) => request.url().includes('/api/product/get-product-by-category') && request.headers()['x-store-id'] === MUMBAI._id,
        SLOW,
      );
      await page.reload();
      await expect.poll(() => locationText(page), SOON).toMatch(/^Delivery in \d+ min 400001, Mumbai/);
      await detailsOfMumbai;

      // Escape closes the picker without a change and gives the focus back.
      await openPicker(page);
      await page.keyboard.press('Escape');
      await picker(page).waitFor({ state: 'detached', ...SOON });
      expect(await locationButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
      await page.context().close();
    });
  }

  it('a product a store does not have is Out of stock at that store, and can be added where it is (phone)', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    // Created with stock 4: the default store's (Mumbai); Bengaluru never stocked it.
    const product = await createTestProduct(admin, 4);
    const page = await openPage(browser(), PHONE, '/');
    await choosePincode(page, '560001');
    await expect.poll(() => locationText(page), SOON).toMatch(/^Delivery in \d+ min 560001, Bengaluru/);

    await page.goto(productPath(product));
    const main = page.locator('main');
    await main.getByRole('heading', { name: product.name }).waitFor(SLOW);
    await main.getByText('Out of Stock', { exact: true }).first().waitFor(SOON);
    expect(await main.getByRole('button', { name: `Add ${product.name} to cart` }).count()).toBe(0);

    await choosePincode(page, '400001');
    await main.getByRole('button', { name: `Add ${product.name} to cart` }).first().waitFor(SOON);
    expect(await main.getByText('Out of Stock', { exact: true }).count()).toBe(0);
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await page.context().close();
  });

  it('an unserved pincode: the header says so, browsing goes on, Add explains instead of adding, and the profile keeps it (desktop)', async () => {
    const { shopper, token } = await shopperViaApi('unserved', { addresses: [] });
    const page = await signedInPage(browser(), DESKTOP, shopper);
    await choosePincode(page, UNSERVED_PINCODE);
    await expect.poll(() => locationText(page), SOON).toContain(UNSERVED_MESSAGE);
    await waitForProducts(page);

    await page.locator('main').getByRole('button', { name: /^Add .+ to cart$/ }).first().click();
    await toast(page, UNSERVED_MESSAGE).first().waitFor(SOON);
    expect(await apiCall<unknown[]>('GET', '/api/cart/get', undefined, token)).toEqual([]);
    await expect.poll(async () => (await apiCall<{ pincode?: string }>('GET', '/api/user/user-details', undefined, token)).pincode, SOON).toBe(UNSERVED_PINCODE);
    await page.context().close();
  });

  it('a paused store: checkout gives its reason and the pay buttons wait; the header says it too (phone)', async () => {
    const { shopper, token } = await shopperViaApi('paused', { addresses: [DELHI_ADDRESS] });
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    await addToCartViaApi(token, (await createTestProduct(admin, 4))._id);
    const page = await signedInPage(browser(), PHONE, shopper);
    await page.goto('/checkout');

    const reason = page.getByRole('alert').filter({ hasText: DELHI.reason });
    await reason.waitFor(SLOW);
    for (const name of ['Online Payment', 'Cash on Delivery']) {
      const button = page.getByRole('button', { name });
      expect(await button.isDisabled()).toBe(true);
      expect(await button.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(DELHI.reason);
    }
    // The address chosen at checkout is the delivery location now.
    await expect.poll(() => locationText(page), SOON).toMatch(new RegExp(`^${DELHI.reason} 110001, New Delhi`));
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await page.context().close();
  });

  it('checkout takes the address’s store: its ETA, lines it lacks marked to remove; the order page names the store and the arrival time (desktop)', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const onlyInMumbai = await createTestProduct(admin, 4);
    const { shopper, token } = await shopperViaApi('two-stores', { addresses: [TEST_ADDRESS, BENGALURU_ADDRESS] });
    await addToCartViaApi(token, onlyInMumbai._id);
    const page = await signedInPage(browser(), DESKTOP, shopper);
    await page.goto('/checkout');

    const promise = (store: string) => page.getByText(new RegExp(`^Delivery in \\d+ min from ${store}$`));
    await promise(MUMBAI.name).waitFor(SLOW);
    const cashOnDelivery = page.getByRole('button', { name: 'Cash on Delivery' });
    await expect.poll(() => cashOnDelivery.isEnabled(), SOON).toBe(true);

    // Bengaluru's store has none of it: the line is marked as a sold-out line is, and payment waits.
    await page.getByRole('radio', { name: new RegExp(BENGALURU_ADDRESS.address_line) }).check();
    await promise(BENGALURU.name).waitFor(SOON);
    const toFix = page.getByRole('list', { name: 'Items to fix' });
    await toFix.getByRole('listitem').filter({ hasText: onlyInMumbai.name }).getByText('Out of stock — remove it to order the rest').waitFor(SOON);
    expect(await cashOnDelivery.isDisabled()).toBe(true);
    await expect.poll(() => locationText(page), SOON).toMatch(/560001, Bengaluru/);

    // Back to Mumbai: nothing to fix; the order goes from Mumbai Central.
    await page.getByRole('radio', { name: new RegExp(TEST_ADDRESS.address_line) }).check();
    await promise(MUMBAI.name).waitFor(SOON);
    await expect.poll(() => toFix.count(), SOON).toBe(0);
    await expect.poll(() => cashOnDelivery.isEnabled(), SOON).toBe(true);
    await cashOnDelivery.click();
    await page.getByRole('heading', { name: 'Order Successfully' }).waitFor(SLOW);

    const [order] = await apiCall<{ _id: string }[]>('GET', '/api/order/order-list', undefined, token);
    await page.goto(`/dashboard/myorders/${order!._id}`);
    await page.getByText(`From ${MUMBAI.name}`).waitFor(SLOW);
    await page.getByText(/^Arriving by \d{1,2}:\d{2} [ap]m$/).waitFor(SOON);
    await page.context().close();
  });

  it('signed in: a saved address is picked from the picker, kept in the profile, and comes back at the next sign-in (phone)', async () => {
    const { shopper, token } = await shopperViaApi('saved-address', { addresses: [BENGALURU_ADDRESS] });
    const page = await signedInPage(browser(), PHONE, shopper);
    await openPicker(page);
    const saved = picker(page).getByRole('list').getByRole('button', { name: new RegExp(BENGALURU_ADDRESS.address_line) });
    await saved.click();
    await picker(page).waitFor({ state: 'detached', ...SOON });
    await expect.poll(() => locationText(page), SOON).toMatch(/^Delivery in \d+ min 560001, Bengaluru/);
    await expect.poll(async () => (await apiCall<{ pincode?: string }>('GET', '/api/user/user-details', undefined, token)).pincode, SOON).toBe('560001');
    await page.context().close();

    // Another browser (nothing in its storage): the profile's location after signing in.
    const other = await signedInPage(browser(), PHONE, shopper);
    await expect.poll(() => locationText(other), SOON).toMatch(/^Delivery in \d+ min 560001, Bengaluru/);
    await other.context().close();
  });
});
