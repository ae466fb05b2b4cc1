/**
 * Peak hour in the browser (docs/store-capacity.md): a store of the test's own with a capacity rule
 * and a surge fee fills with orders. The shopper (phone) sees the ETA grow and the surge fee with its
 * why; at the pause limit checkout is refused in the placing call itself (a page still showing
 * "busy": a toast in the server's words, no order, nothing charged), then the checkout, the header
 * and the location picker say "Very high demand at <store>: back in a few minutes". The admin
 * (desktop) sees High demand and why on the Stores page, keeps the store open, and the shopper orders
 * again; back on the rule, deliveries make it resume by itself, one below the resume limit.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiStore } from '../functions/core/contracts/store.js';
import { DISPATCH_MINUTES, HANDOVER_MINUTES, riderRoundTripMinutes } from '../functions/core/ride-minutes.js';
import type { Serviceability } from '../functions/core/stores.js';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  addToCartViaApi,
  apiCall,
  apiToken,
  describedText,
  openPage,
  reloadUntilVisible,
  signIn,
  toast,
  useBrowser,
  whatOverflowsSideways,
} from './browser.js';
import { orderAt, ownStore, shopperAt } from './own-store.js';

const SOON = { timeout: 10_000 };
const SLOW = { timeout: 20_000 };

/**
 * Prep 10 min and travel 5; no rider on duty counts as one (core/capacity.ts): busy above 1 open
 * order, paused at 3, open again below 2. The promise (core/stores.ts etaMinutes with a capacity rule):
 * prep, a rider taking the bag, the ride and the handover, and a rider's round trip for every open
 * order (1 a rider): twice the zone's 5 minutes and a handover (core/ride-minutes.ts).
 */
const RULES = { prepMinutes: 10, capacity: { busyPerRider: 1, pausePerRider: 3, resumePerRider: 2 }, fees: { surge: 15 } };
const eta = (openOrders: number) => 10 + DISPATCH_MINUTES + 5 + HANDOVER_MINUTES + openOrders * riderRoundTripMinutes([{ travelMinutes: 5 }]);

/** The header's location button: "Delivery in 12 min" over "400001, Mumbai", or why not. */
const locationText = async (page: Page) => (await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').innerText()).replace(/\s+/g, ' ').trim();

/** A store's row (desktop table) found by its Edit button. */
const storeEntry = (page: Page, name: string): Locator =>
  page.locator('tr:visible, li:visible').filter({ has: page.getByRole('button', { name: `Edit ${name}`, exact: true }) });

/** The admin's Override on the store's form (Automatic, Keep open, Pause for high demand now), saved. */
async function override(page: Page, name: string, mode: 'auto' | 'open'): Promise<void> {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Override').selectOption(mode);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await edit.waitFor({ state: 'detached', ...SLOW });
}

describe('peak hour: busy, paused for high demand, kept open, resumed', () => {
  const browser = useBrowser();

  it('phone shopper and desktop admin: the ETA grows with a surge fee, checkout is refused with the words, the admin overrides, deliveries resume it', { timeout: 300_000 }, async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const own = await ownStore(admin, 'Peak', RULES);
    const { store, pincode } = own;
    const highDemand = `Very high demand at ${store.name}: back in a few minutes`;
    const { shopper, token } = await shopperAt(own, 'peak');
    const serviceability = () => apiCall<Serviceability>('POST', '/api/store/serviceability', { pincode });
    const capacityNow = async () => (await apiCall<ApiStore[]>('GET', '/api/store/get', undefined, admin)).find((s) => s._id === store._id)!.capacityNow;
    const delivered = async (orderId: string) => {
      for (const status of ['packed', 'out_for_delivery', 'delivered']) await apiCall('PUT', '/api/order/update-status', { _id: orderId, status }, admin);
    };

    // Nothing open: the plain ETA, no surge fee. Checkout makes the address's pincode the location.
    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/checkout');
    await page.getByText(`Delivery in ${eta(0)} min from ${store.name}`).waitFor(SLOW);
    const cash = page.getByRole('button', { name: /^Cash on Delivery/ });
    const card = page.getByRole('button', { name: /^Online Payment/ });
    await expect.poll(() => cash.isEnabled(), SLOW).toBe(true);
    const bill = page.getByRole('region', { name: 'Bill details' }).first();
    expect(await bill.getByText('Surge fee').count()).toBe(0);

    // Two orders of other shoppers: busy. A longer ETA, and the surge fee with its why.
    const others = [await orderAt(own, 'peak-other'), await orderAt(own, 'peak-other')];
    await expect.poll(async () => (await serviceability()).busy, SLOW).toBe(true);
    await reloadUntilVisible(page, page.getByText(`Delivery in ${eta(2)} min from ${store.name}`));
    await bill.getByText('Surge fee').waitFor(SLOW);
    await bill.getByRole('button', { name: 'Why the surge fee?' }).click();
    await bill.getByText('The store is busy right now: more orders than it takes at once').waitFor(SOON);
    await expect.poll(() => locationText(page), SLOW).toMatch(new RegExp(`^Delivery in ${eta(2)} min ${pincode}`));
    await expect.poll(() => card.isEnabled(), SLOW).toBe(true);

    // A third: the pause limit. The page still shows the busy answer; the server refuses the card
    // checkout in the placing transaction itself, in the shopper's words: no order, nothing charged.
    others.push(await orderAt(own, 'peak-other'));
    await card.click();
    await toast(page, highDemand).first().waitFor(SLOW);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await apiCall<unknown[]>('GET', '/api/order/order-list', undefined, token)).toEqual([]);
    expect(await apiCall<unknown[]>('GET', '/api/cart/get', undefined, token)).toHaveLength(1);

    // Checkout then says why and both pay buttons wait; the header says it too.
    await reloadUntilVisible(page, page.getByRole('alert').filter({ hasText: highDemand }));
    for (const button of [card, cash]) {
      expect(await button.isDisabled()).toBe(true);
      expect(await describedText(button)).toBe(highDemand);
    }
    await expect.poll(async () => (await locationText(page)).startsWith(highDemand), SLOW).toBe(true);
    expect(await whatOverflowsSideways(page)).toEqual([]);

    // The home page's header, and the location picker when the pincode is checked again.
    await page.goto('/');
    await expect.poll(async () => (await locationText(page)).startsWith(highDemand), SLOW).toBe(true);
    await expect.poll(() => page.getByRole('status').count(), SOON).toBe(0);
    await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').click();
    const picker = page.getByRole('dialog', { name: 'Your delivery location' });
    await picker.getByLabel('Pincode').fill(pincode);
    await picker.getByRole('button', { name: 'Check pincode' }).click();
    await toast(page, highDemand).first().waitFor(SOON);

    // The admin sees it paused for high demand, and why.
    const adminPage = await openPage(browser(), DESKTOP, '/login');
    await signIn(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.goto('/dashboard/stores');
    const entry = storeEntry(adminPage, store.name);
    await reloadUntilVisible(adminPage, entry.getByText('High demand', { exact: true }));
    await entry.getByText('3 open orders for no rider on duty (counted as one): paused at 3, takes orders again below 2').waitFor(SOON);

    // Kept open by the admin: still busy, and the shopper orders again.
    await override(adminPage, store.name, 'open');
    await reloadUntilVisible(adminPage, entry.getByText('Kept open by an admin; 3 open orders for no rider on duty (counted as one): busy above 1'));
    expect(await entry.getByText('Open now', { exact: true }).count()).toBe(1);
    expect(await entry.getByText('Busy', { exact: true }).count()).toBe(1);
    await expect.poll(async () => (await serviceability()).canOrder, SLOW).toBe(true);
    await page.goto('/checkout');
    await reloadUntilVisible(page, page.getByText(`Delivery in ${eta(3)} min from ${store.name}`));
    await expect.poll(() => cash.isEnabled(), SLOW).toBe(true);
    await cash.click();
    await page.waitForURL((url) => url.pathname === '/success', SLOW);
    const [mine] = await apiCall<{ _id: string }[]>('GET', '/api/order/order-list', undefined, token);
    expect(mine).toBeDefined();

    // Back on the rule: 4 open, paused. Delivered one by one it stays paused at 3 and at 2 (the
    // resume limit: no flapping), and takes orders again by itself at 1.
    await override(adminPage, store.name, 'auto');
    await reloadUntilVisible(adminPage, entry.getByText('High demand', { exact: true }));
    const open = [...others.map((o) => o.order._id), mine!._id];
    await delivered(open[0]!);
    await delivered(open[1]!);
    expect(await capacityNow()).toMatchObject({ state: 'paused', reason: '2 open orders for no rider on duty (counted as one): still paused, takes orders again below 2' });
    await delivered(open[2]!);
    expect(await capacityNow()).toMatchObject({ state: 'normal', openOrders: 1, highDemand: false });
    await reloadUntilVisible(adminPage, entry.getByText('Open now', { exact: true }));
    expect(await entry.getByText('High demand', { exact: true }).count()).toBe(0);

    // The shopper sees the store take orders again: the header's ETA, and checkout ready to pay.
    await expect.poll(async () => (await serviceability()).canOrder, SLOW).toBe(true);
    await page.goto('/');
    await expect.poll(() => locationText(page), SLOW).toMatch(new RegExp(`^Delivery in ${eta(1)} min ${pincode}`));
    await addToCartViaApi(token, own.product._id);
    await page.goto('/checkout');
    await reloadUntilVisible(page, page.getByText(`Delivery in ${eta(1)} min from ${store.name}`));
    await expect.poll(() => cash.isEnabled(), SLOW).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: highDemand }).count()).toBe(0);
    await adminPage.context().close();
    await page.context().close();
  });
});
