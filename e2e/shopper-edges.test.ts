import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPath } from '../frontend/src/lib/slug.js';
import {
  DESKTOP,
  PHONE,
  addAddressViaApi,
  addToCartViaApi,
  apiCall,
  apiToken,
  createTestProduct,
  placeCashOrder,
  registerShopper,
  signIn,
  site,
  useBrowserPages,
  type Product,
} from './browser.js';

/**
 * The shopper's rough edges: a long search in the empty state, the success page's next steps,
 * an order's times in the store's zone, low stock said before the cap, a guest cart's limits after
 * a store switch.
 */
const SOON = { timeout: 10_000 };
const SLOW = { timeout: 20_000 };
const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };

const openPage = useBrowserPages();

interface PlacedReply {
  _id: string;
  orderId: string;
}

/** A new shopper signed in on `page`, with an address and one of a product of the test's own in the cart. */
async function shopperAtCheckout(page: Page, label: string): Promise<{ token: string; product: Product }> {
  const shopper = await registerShopper(label);
  const token = await apiToken(shopper.email, shopper.password);
  const product = await createTestProduct(await apiToken(ADMIN.email, ADMIN.password), 20);
  await addAddressViaApi(token);
  await addToCartViaApi(token, product._id);
  await signIn(page, shopper.email, shopper.password);
  await page.goto('/checkout');
  await expect.poll(() => page.getByRole('radio').first().isChecked(), SLOW).toBe(true);
  return { token, product };
}

/** The success page's next steps: the Order No, "Arriving by …" and Track order to the order's page. */
async function expectNextSteps(page: Page, order: PlacedReply): Promise<void> {
  await page.getByText(`Order No: ${order.orderId}`, { exact: true }).waitFor(SOON);
  await page.getByText(/^Arriving by \d{1,2}:\d{2} [ap]m$/).waitFor(SLOW);
  const track = page.getByRole('link', { name: 'Track order' });
  expect(await track.getAttribute('href')).toBe(`/dashboard/myorders/${order._id}`);
  expect(await page.getByRole('link', { name: 'Go To Home' }).isVisible()).toBe(true);
  await track.click();
  await page.waitForURL((url) => url.pathname === `/dashboard/myorders/${order._id}`, SOON);
  await page.getByRole('heading', { name: `Order No: ${order.orderId}` }).waitFor(SOON);
}

/** Whether anything inside `card` (itself included) is wider than its box: text that sticks out. */
function overflowing(page: Page, heading: string): Promise<string[]> {
  return page
    .getByRole('heading', { name: heading })
    .locator('..')
    .evaluate((card) =>
      [card, ...card.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > card.getBoundingClientRect().right + 1)
        .map((el) => `${el.tagName.toLowerCase()} ${el.scrollWidth}>${el.clientWidth}`),
    );
}

describe('search with nothing found', () => {
  for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`a long one-word search stays inside its card (${device})`, async () => {
      // The longest search the server takes: No Data found, quoting it.
      const word = 'zq'.repeat(50);
      const page = await openPage(viewport, `/search?q=${word}`);
      await page.getByRole('heading', { name: 'No Data found' }).waitFor(SLOW);
      expect(await page.getByText(`Nothing matches "${word}"`).isVisible()).toBe(true);
      expect(await overflowing(page, 'No Data found')).toEqual([]);
      // 200 characters (typed into the address bar): the server refuses it, and its card quotes it too.
      await page.goto(`/search?q=${word}${word}`);
      await page.getByRole('heading', { name: 'Search did not work' }).waitFor(SLOW);
      expect(await overflowing(page, 'Search did not work')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    });
  }
});

describe('the success page leads on', () => {
  it('cash on delivery (phone): Order Successfully with the Order No, Arriving by and Track order', async () => {
    const page = await openPage(PHONE, '/login');
    await shopperAtCheckout(page, 'next-cod');
    const cash = page.getByRole('button', { name: 'Cash on Delivery' });
    await expect.poll(() => cash.isEnabled(), SOON).toBe(true);
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/order/cash-on-delivery') && r.status() === 200);
    await cash.click();
    const order = ((await (await placed).json()) as { data: PlacedReply }).data;
    await page.waitForURL((url) => url.pathname === '/success', SOON);
    await page.getByRole('heading', { name: 'Order Successfully' }).waitFor(SOON);
    await expectNextSteps(page, order);
  });

  it('card (desktop): back from the payment page, Payment Successfully with the paid order\'s next steps', async () => {
    const page = await openPage(DESKTOP, '/login');
    await shopperAtCheckout(page, 'next-card');
    const online = page.getByRole('button', { name: 'Online Payment' });
    await expect.poll(() => online.isEnabled(), SOON).toBe(true);
    // The order, read on its way to the page (the page leaves for the payment page at once).
    let order: PlacedReply | undefined;
    await page.route('**/api/order/checkout', async (route) => {
      const response = await route.fetch();
      order = ((await response.json()) as { data: { order: PlacedReply } }).data.order;
      await route.fulfill({ response });
    });
    await online.click();
    await page.waitForURL(/\/local-checkout\/[\w-]+$/, SOON);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL((url) => url.pathname === '/success', SOON);
    await page.getByRole('heading', { name: 'Payment Successfully' }).waitFor(SOON);
    await expectNextSteps(page, order!);
  });
});

describe("an order's times", () => {
  it("a device in New York (phone): Ordered and Arriving by both on the store's clock, and the page says so", async () => {
    const shopper = await registerShopper('zone');
    const token = await apiToken(shopper.email, shopper.password);
    const product = await createTestProduct(await apiToken(ADMIN.email, ADMIN.password), 20);
    const { _id: addressId } = await addAddressViaApi(token);
    await addToCartViaApi(token, product._id);
    const placed = await placeCashOrder(token, addressId);
    const order = await apiCall<{ createdAt: string; etaAt: string }>('POST', '/api/order/details', { _id: placed._id }, token);

    const browser = (await openPage(PHONE, '/')).context().browser()!;
    const context = await browser.newContext({ viewport: PHONE, baseURL: site.url, timezoneId: 'America/New_York' });
    try {
      const ny = await context.newPage();
      expect(await ny.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
      await signIn(ny, shopper.email, shopper.password);
      await ny.goto(`/dashboard/myorders/${placed._id}`);
      await ny.getByRole('heading', { name: `Order No: ${placed.orderId}` }).waitFor(SLOW);
      const india = (iso: string) =>
        new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)).replace(/\s/g, ' ');
      const ordered = (await ny.getByText(/^Ordered /).first().innerText()).replace(/\s/g, ' ');
      expect(ordered.toLowerCase()).toBe(`Ordered Today, ${india(order.createdAt)}`.toLowerCase());
      expect((await ny.getByText(/^Arriving by /).first().innerText()).replace(/\s/g, ' ').toLowerCase()).toBe(`arriving by ${india(order.etaAt)}`.toLowerCase());
      await ny.getByText("Times are India time (IST), the store's clock").waitFor(SOON);
    } finally {
      await context.close();
    }
    // On India time the note is not needed.
    const indian = await browser.newContext({ viewport: PHONE, baseURL: site.url, timezoneId: 'Asia/Kolkata' });
    try {
      const page = await indian.newPage();
      await signIn(page, shopper.email, shopper.password);
      await page.goto(`/dashboard/myorders/${placed._id}`);
      await page.getByRole('heading', { name: `Order No: ${placed.orderId}` }).waitFor(SLOW);
      await page.getByText(/^Ordered /).first().waitFor(SOON);
      expect(await page.getByText('Times are India time (IST)', { exact: false }).count()).toBe(0);
    } finally {
      await indian.close();
    }
  });
});

describe('low stock at the store', () => {
  for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`"Only N left" shows on the card and the product page while the store's stock is low, before any is in the cart (${device})`, async () => {
      const admin = await apiToken(ADMIN.email, ADMIN.password);
      const [low, plenty] = [await createTestProduct(admin, 3), await createTestProduct(admin, 40)];
      const page = await openPage(viewport, `/search?q=${encodeURIComponent(low.name)}`);
      const card = page.locator('article').filter({ hasText: low.name });
      await card.getByText('Only 3 left').waitFor(SLOW);
      expect(await card.getByRole('button', { name: `Add ${low.name} to cart` }).isVisible()).toBe(true);

      await page.goto(`/search?q=${encodeURIComponent(plenty.name)}`);
      const plentyCard = page.locator('article').filter({ hasText: plenty.name });
      await plentyCard.getByRole('button', { name: `Add ${plenty.name} to cart` }).waitFor(SLOW);
      expect(await plentyCard.getByText(/Only \d+ left/).count()).toBe(0);

      await page.goto(productPath(low));
      await page.getByRole('heading', { level: 1, name: low.name }).waitFor(SLOW);
      await page.getByText('Only 3 left').first().waitFor({ state: 'visible', ...SOON });
    });
  }
});

describe("a guest cart's limits", () => {
  it('follow the store after a pincode switch (phone)', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    // Mumbai Central (the default store) has 10; Bengaluru Indiranagar 2.
    const product = await createTestProduct(admin, 10);
    await apiCall('PUT', '/api/store/update-stock', { storeId: 'store-bengaluru-indiranagar', productId: product._id, stock: 2, stockSeen: 0 }, admin);

    const page = await openPage(PHONE, productPath(product));
    await page.getByRole('button', { name: `Add ${product.name} to cart` }).first().click();
    await page.getByRole('group', { name: `Quantity of ${product.name}` }).first().waitFor(SOON);

    // The switch happens where the product is not on screen: nothing shows it at the new store.
    await page.goto('/search?q=zzqqxx');
    await page.getByText('No Data found').waitFor(SLOW);
    await expect.poll(() => page.getByRole('status').count(), SOON).toBe(0);
    await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').click();
    const picker = page.getByRole('dialog', { name: 'Your delivery location' });
    await picker.getByLabel('Pincode').fill('560001');
    await picker.getByRole('button', { name: 'Check pincode' }).click();
    await picker.waitFor({ state: 'detached', ...SOON });

    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: product.name });
    const plus = line.getByRole('button', { name: `Increase quantity of ${product.name}` });
    await plus.click();
    await line.getByText('Only 2 left').waitFor(SOON);
    await expect.poll(() => plus.isDisabled(), SOON).toBe(true);
  });
});
