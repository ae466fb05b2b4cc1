import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPath } from '../frontend/src/lib/slug.js';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  addAddressViaApi,
  addToCartViaApi,
  apiCall,
  apiToken,
  createTestProduct,
  openPage,
  registerShopper,
  setStock,
  toast,
  uniqueId,
  useBrowser,
  type Product,
} from './browser.js';
import { cartButtonText, expectQuantity, stepper } from './cart.js';

/**
 * The guest cart (kept in the browser, merged into the account's at sign-in and at
 * registration), signing in returns the shopper where they were, the typed quantity sent once, and
 * a sold-out line left out of the totals.
 */
const SLOW = { timeout: 20_000 };
const SOON = { timeout: 10_000 };

const adminToken = () => apiToken(ADMIN.email, ADMIN.password);

interface CartLine {
  _id: string;
  quantity: number;
}

async function cartOf(token: string): Promise<Record<string, number>> {
  const lines = await apiCall<CartLine[]>('GET', '/api/cart/get', undefined, token);
  return Object.fromEntries(lines.map((line) => [line._id, line.quantity]));
}

/** Adds a product as a guest on its own page, then raises it to `quantity`. */
async function addOnProductPage(page: Page, product: Product, quantity: number): Promise<void> {
  await page.goto(productPath(product));
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor(SLOW);
  await page.getByRole('button', { name: `Add ${product.name} to cart`, exact: true }).first().click();
  await expectQuantity(page, product.name, 1);
  for (let quantity_ = 1; quantity_ < quantity; quantity_++) {
    await stepper(page, product.name).getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expectQuantity(page, product.name, quantity_ + 1);
  }
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const GUEST_CART_KEY = 'quickbasket.guestCart';
const guestCartStored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), GUEST_CART_KEY);

describe('guest cart', () => {
  const browser = useBrowser();

  it('desktop: a guest fills the cart up to the stock ("Only 3 left"); signing in merges it, capped, and returns to the product', async () => {
    const admin = await adminToken();
    const capped = await createTestProduct(admin, 3);
    const plenty = await createTestProduct(admin, 20);
    const shopper = await registerShopper('merge');
    const token = await apiToken(shopper.email, shopper.password);
    await addToCartViaApi(token, capped._id);
    await apiCall('PUT', '/api/cart/update-qty', { _id: capped._id, qty: 2 }, token);

    const page = await openPage(browser(), DESKTOP, '/');
    await addOnProductPage(page, plenty, 2);
    await addOnProductPage(page, capped, 3);
    // The cap is said under the stepper, not hovered.
    await page.getByText('Only 3 left', { exact: true }).filter({ visible: true }).waitFor(SOON);
    expect(await stepper(page, capped.name).getByRole('button', { name: `Increase quantity of ${capped.name}` }).isDisabled()).toBe(true);
    await expect.poll(() => cartButtonText(page), SOON).toMatch(/^5 items/);
    // Reloading keeps the guest cart (it lives in this browser).
    await page.reload();
    await expectQuantity(page, capped.name, 3);

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLogin(page, shopper.email, shopper.password);
    // Back on the product, with the account's cart: 2 there + 3 as a guest, capped at the 3 in stock.
    await page.waitForURL((url) => url.pathname === productPath(capped), SOON);
    await toast(page, `${capped.name}: only 3 left`).first().waitFor(SOON);
    expect(await cartOf(token)).toEqual({ [capped._id]: 3, [plenty._id]: 2 });
    await expectQuantity(page, capped.name, 3);
    await expect.poll(() => cartButtonText(page), SOON).toMatch(/^5 items/);
    expect(await guestCartStored(page)).toBeNull();

    // The merge happened once: a reload does not add the guest lines again.
    await page.reload();
    await expectQuantity(page, capped.name, 3);
    expect(await cartOf(token)).toEqual({ [capped._id]: 3, [plenty._id]: 2 });
    // Signed in, /login and /register go to /.
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/', SOON);
    }
    await page.context().close();
  });

  it('phone: Proceed as a guest says Please Login, and signing in lands on the checkout with the merged cart', async () => {
    const product = await createTestProduct(await adminToken(), 10);
    const shopper = await registerShopper('proceed');
    await addAddressViaApi(await apiToken(shopper.email, shopper.password));

    const page = await openPage(browser(), PHONE, '/');
    await addOnProductPage(page, product, 2);
    await page.goto('/cart');
    await page.getByRole('button', { name: /Proceed/ }).click();
    await toast(page, 'Please Login').first().waitFor(SOON);
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLogin(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === '/checkout', SOON);
    await expect.poll(() => page.getByRole('button', { name: 'Cash on Delivery' }).isEnabled(), SLOW).toBe(true);
    const bill = page.getByRole('region', { name: 'Bill details' });
    await expect.poll(async () => (await bill.innerText()).replace(/\s+/g, ' '), SOON).toContain('Quantity total 2 item');
    await page.context().close();
  });

  it('phone: registering signs the new account in, returns where the shopper was, and merges the guest cart', async () => {
    const product = await createTestProduct(await adminToken(), 10);
    const page = await openPage(browser(), PHONE, '/');
    await addOnProductPage(page, product, 1);
    // My Orders needs an account: it sends the guest to /login, which carries the way back.
    await page.goto('/dashboard/myorders');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    const id = uniqueId();
    const email = `e2e.guest.${id}@example.com`;
    await page.getByLabel('Name', { exact: true }).fill(`Guest ${id}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Basket#12345');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Basket#12345');
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(page, `Welcome to QuickBasket, Guest ${id}!`).first().waitFor(SOON);
    await page.waitForURL((url) => url.pathname === '/dashboard/myorders', SOON);
    const token = await apiToken(email, 'Basket#12345');
    await expect.poll(() => cartOf(token), SOON).toEqual({ [product._id]: 1 });
    await page.context().close();
  });
});

describe('quantity and unavailable lines', () => {
  const browser = useBrowser();

  it('desktop: a typed quantity, and quick taps, are each sent as one request with one toast', async () => {
    const product = await createTestProduct(await adminToken(), 8);
    const shopper = await registerShopper('typed');
    const token = await apiToken(shopper.email, shopper.password);
    await addToCartViaApi(token, product._id);

    const page = await openPage(browser(), DESKTOP, '/login');
    await fillLogin(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === '/');
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/cart/update-qty')) sent.push((request.postDataJSON() as { qty: number }).qty);
    });
    await page.goto(productPath(product));
    await expectQuantity(page, product.name, 1);

    await stepper(page, product.name).getByRole('button', { name: /^Quantity 1/ }).click();
    const box = page.getByRole('spinbutton', { name: `Type the quantity of ${product.name} (1 to 8)` });
    await box.fill('50');
    await box.press('Enter');
    // Bounded by the stock.
    await expectQuantity(page, product.name, 8);
    await expect.poll(() => cartOf(token), SOON).toEqual({ [product._id]: 8 });
    expect(sent).toEqual([8]);
    await page.getByText('Only 8 left', { exact: true }).filter({ visible: true }).waitFor(SOON);

    // Three taps in one go, quicker than any render.
    const minus = stepper(page, product.name).getByRole('button', { name: `Decrease quantity of ${product.name}` });
    await minus.evaluate((button: HTMLButtonElement) => {
      for (let tap = 0; tap < 3; tap++) button.click();
    });
    await expectQuantity(page, product.name, 5);
    await expect.poll(() => cartOf(token), SOON).toEqual({ [product._id]: 5 });
    expect(sent).toEqual([8, 5]);
    expect(await toast(page, 'Item remove').count()).toBe(1);
    await page.context().close();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${label}: a sold-out line stays in the cart but the header, the bill and the Grand total leave it out, and say so`, async () => {
      const admin = await adminToken();
      const kept = await createTestProduct(admin, 10);
      const gone = await createTestProduct(admin, 10);
      const shopper = await registerShopper('unavailable');
      const token = await apiToken(shopper.email, shopper.password);
      await addToCartViaApi(token, kept._id);
      await addToCartViaApi(token, gone._id);
      await apiCall('PUT', '/api/cart/update-qty', { _id: gone._id, qty: 2 }, token);
      await setStock(admin, gone, 0);

      const page = await openPage(browser(), viewport, '/login');
      await fillLogin(page, shopper.email, shopper.password);
      await page.waitForURL((url) => url.pathname === '/');
      // 90 at 10% off = 81 for the one that can be bought; the sold-out pair is not counted.
      await expect.poll(() => cartButtonText(page), SLOW).toContain('1 item');
      expect(await cartButtonText(page)).toContain('₹81');
      await page.goto('/cart');
      const bill = page.getByRole('region', { name: 'Bill details' });
      await expect.poll(async () => (await bill.innerText()).replace(/\s+/g, ' '), SOON).toContain('Quantity total 1 item');
      // The grand total is the server's bill of what can be bought: it shows once that is read.
      await expect.poll(async () => (await bill.innerText()).replace(/\s+/g, ' '), SOON).toMatch(/Grand total ₹81(\.00)? 1 item unavailable, not counted/);

      // Nothing left to buy: Proceed explains instead of opening a checkout that could not order.
      await page.getByRole('button', { name: `Remove ${kept.name}` }).click();
      await expectQuantity(page, gone.name, 2);
      await expect.poll(() => cartOf(token), SOON).toEqual({ [gone._id]: 2 });
      await page.getByRole('button', { name: /Proceed/ }).click();
      await toast(page, 'Everything in your cart is out of stock').first().waitFor(SOON);
      expect(new URL(page.url()).pathname).toBe('/cart');

      // An empty checkout shows the empty cart, Shop Now in view.
      await page.getByRole('button', { name: `Remove ${gone.name}` }).click();
      await expect.poll(() => cartOf(token), SOON).toEqual({});
      await page.goto('/checkout');
      const shopNow = page.getByRole('link', { name: 'Shop Now' });
      await shopNow.waitFor(SLOW);
      expect(await shopNow.isVisible()).toBe(true);
      const box = await shopNow.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      await page.context().close();
    });
  }
});
