/**
 * The operator's side in the browser: the Dashboard (admins land on it; figures, the
 * orders-per-hour chart, per-store figures; it moves when an order is placed, and a store's claims
 * when one is approved) on desktop and phone,
 * and the low-stock badge in the admin menu leading to the store's Stock view filtered to low.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  apiCall,
  apiToken,
  createTestProduct,
  openPage,
  placeCashOrder,
  reloadUntil,
  riderGets,
  site,
  TEST_ADDRESS,
  shopperViaApi,
  signIn,
  useBrowser,
  whatOverflowsSideways,
} from './browser.js';
import { DEFAULT_SEED_STORE } from '../local/seed/stores.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
const patient = { timeout: 30_000 };

const ordersFigure = async (page: Page) => Number((await page.getByTestId('figure-Orders').locator('p').nth(1).innerText()).trim());

describe('admin: the dashboard', () => {
  const browser = useBrowser();
  let token = '';

  beforeAll(async () => {
    token = await apiToken(ADMIN.email, ADMIN.password);
  });

  it('desktop: admins land on it; figures, chart and stores; an order placed moves the figures', async () => {
    const page = await openPage(browser(), DESKTOP);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard/overview');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByTestId('figure-Orders').waitFor();
    expect(await page.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('orders-per-hour').waitFor();
    await page.getByTestId('store-figures').waitFor();
    expect(await page.getByTestId('store-figures').getByText('Mumbai Central').count()).toBeGreaterThan(0);
    const before = await ordersFigure(page);

    // Bought by the hundred: the top 10 of a day the other browser tests also shop in.
    const product = await createTestProduct(token, 500);
    const { token: shopperToken, addressIds } = await shopperViaApi('dash', { productIds: [product._id] });
    await apiCall('PUT', '/api/cart/update-qty', { _id: product._id, qty: 400 }, shopperToken);
    await placeCashOrder(shopperToken, addressIds[0]!);
    // Live: the order's change reaches the page and it reads the figures again (else its 30 s refresh).
    await expect.poll(() => ordersFigure(page), patient).toBe(before + 1);
    await page.getByTestId('top-products').getByText(product.name).waitFor(patient);

    await page.getByRole('button', { name: 'Yesterday' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  }, 90_000);

  it('desktop: a store\'s claims and what they paid back move when a delivered order\'s damaged item is approved; the Stock page lists its write-off', async () => {
    const riderToken = await apiToken(RIDER.email, RIDER.password);
    // One line of ₹81: a damaged claim on it is under the automatic limit, approved and paid as store credit (a cash order).
    const product = await createTestProduct(token, 10);
    await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, token);
    const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
    const { token: shopperToken, addressIds } = await shopperViaApi('dash-claim', { addresses: [bengaluru], productIds: [product._id] });
    const placed = await placeCashOrder(shopperToken, addressIds[0]!, 'dont_replace');
    await apiCall('PUT', '/api/rider/duty', { onDuty: true }, riderToken);
    await apiCall('PUT', '/api/order/update-status', { _id: placed._id, status: 'packed' }, token);
    await riderGets(token, riderToken, placed._id);
    const { current } = await apiCall<{ current: { amountToCollect: number } }>('GET', '/api/rider/me', undefined, riderToken);
    await apiCall('POST', '/api/rider/pickup', { _id: placed._id }, riderToken);
    const { deliveryCode } = await apiCall<{ deliveryCode: string }>('POST', '/api/order/details', { _id: placed._id }, shopperToken);
    await apiCall('POST', '/api/rider/deliver', { _id: placed._id, code: deliveryCode, cashCollected: current.amountToCollect }, riderToken);
    await apiCall('PUT', '/api/rider/duty', { onDuty: false }, riderToken);

    const page = await openPage(browser(), DESKTOP);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/overview');
    // A week: the order may have been placed before the stores' midnight.
    await page.getByRole('button', { name: '7 days' }).click();
    const row = page.getByTestId('store-figures').getByRole('row').filter({ hasText: 'Bengaluru Indiranagar' });
    const cells = async () => {
      const texts = await row.getByRole('cell').allInnerTexts();
      return { made: Number(/^\d+/.exec(texts[7] ?? '')?.[0]), paidBack: Number((texts[8] ?? '').replace(/[^\d.]/g, '')) };
    };
    await row.waitFor(patient);
    // Other files' claims at this store may land meanwhile: at least ours.
    const before = await cells();
    const claimed = await fetch(new URL('/api/order/claim', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopperToken}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ orderId: placed._id, lines: [{ productId: product._id, quantity: 1 }], reason: 'damaged', note: 'Crushed' }),
    });
    expect(claimed.status).toBe(200);
    await expect.poll(async () => (await cells()).made, { timeout: 45_000 }).toBeGreaterThanOrEqual(before.made + 1);
    await expect.poll(async () => (await cells()).paidBack, { timeout: 45_000 }).toBeGreaterThanOrEqual(before.paidBack + 81);

    // The damaged unit is written off at the store, listed on its Stock page as from a claim (nothing to confirm).
    await page.goto(`/dashboard/stores/${encodeURIComponent(INDIRANAGAR)}/stock`);
    const writeOff = page.getByRole('list', { name: 'Write-offs' }).getByRole('listitem').filter({ hasText: product.name });
    await writeOff.waitFor(patient);
    expect(await writeOff.innerText()).toMatch(/1 damaged \(order .+\)[\s\S]*From a claim/);
    expect(await writeOff.getByRole('button', { name: 'Confirm write-off' }).count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it('phone: the same figures in one column, stores as cards, nothing sideways', async () => {
    const page = await openPage(browser(), PHONE);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/overview');
    await page.getByTestId('figure-Orders').waitFor();
    await page.getByTestId('orders-per-hour').waitFor();
    expect(await page.getByTestId('store-figures').isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Stores' }).waitFor();
    expect(await whatOverflowsSideways(page)).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a day with nothing delivered reads "—" on time, not 0 %, and the hour axis shows whole labels from "12am"', async () => {
    const page = await openPage(browser(), DESKTOP);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/overview');
    await page.getByTestId('figure-Orders').waitFor();
    // A day long before this stack existed: no order, none delivered.
    await page.getByLabel('To', { exact: true }).fill('2025-01-01');
    await expect.poll(() => page.getByLabel('From', { exact: true }).inputValue()).toBe('2025-01-01');
    const onTime = page.getByTestId('figure-On time').locator('p').nth(1);
    await expect.poll(() => onTime.innerText(), patient).toBe('—');
    expect(await ordersFigure(page)).toBe(0);

    const chart = page.getByTestId('orders-per-hour');
    await chart.getByText('12am', { exact: true }).waitFor({ state: 'attached' });
    // Every hour label lies inside the chart (the SVG clips what sticks out: "12am" read "2am").
    const clipped = await chart.evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((t) => /^\d+(am|pm)$/.test(t.textContent ?? ''))
        .filter((t) => {
          const r = t.getBoundingClientRect();
          return r.left < box.left - 0.5 || r.right > box.right + 0.5;
        })
        .map((t) => t.textContent);
    });
    expect(clipped).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('the low-stock badge counts a product at its threshold and opens the store\'s Stock view filtered to low', async () => {
    // 2 at the default store, whose threshold is 5: low.
    const product = await createTestProduct(token, 2);
    const page = await openPage(browser(), DESKTOP);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/overview');
    const badge = page.getByRole('navigation', { name: 'Account' }).getByTestId('low-stock-badge');
    await reloadUntil(page, () => badge.isVisible(), { timeout: 30_000 });
    expect(Number(await badge.innerText())).toBeGreaterThan(0);
    await badge.click();
    await page.waitForURL((url) => /^\/dashboard\/stores\/[^/]+\/stock$/.test(url.pathname) && url.searchParams.get('filter') === 'low');
    expect(await page.getByRole('button', { name: 'Low', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // The badge opens the store with the most low products; the new one is low at the default store.
    await page.goto(`/dashboard/stores/${encodeURIComponent(DEFAULT_SEED_STORE._id)}/stock?filter=low`);
    await page.getByLabel(`Stock of ${product.name}`, { exact: true }).waitFor(patient);
    await page.context().close();
  }, 90_000);
});
