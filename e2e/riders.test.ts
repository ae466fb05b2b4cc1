/**
 * Riders in the browser (phone): the rider goes on duty, the order the admin packs comes to
 * their screen by itself, they pick it up; the shopper's order page shows the delivery code without
 * reloading; the rider enters it (a wrong one first) and both screens show Delivered without
 * reloading. Also the admin's Riders page adds a rider, and a rider is kept out of the dashboard.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  TEST_ADDRESS,
  apiCall,
  apiToken,
  createTestProduct,
  openPage,
  placeCashOrder,
  shopperViaApi,
  signIn,
  uniqueId,
  useBrowser,
  whatOverflowsSideways,
  type PlacedOrder as Order,
} from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
/** The demo rider, at Bengaluru Indiranagar (local/seed). */
const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
/** Pushed over /ws: well inside the 15 s a page would otherwise wait for its next poll. */
const LIVE = { timeout: 8000 };
const SLOW = { timeout: 20_000 };

const browser = useBrowser();

/** A mark the page keeps until it is reloaded: proof that what it shows came without a reload. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded === true);

/** Serious or critical WCAG 2.1 AA findings on the page as it is now (e2e/a11y.test.ts audits the rest). */
async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelectorAll('[data-toast]').length === 0, undefined, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A cash order of the test's own product, to a pincode Bengaluru Indiranagar serves (560001). */
async function orderAtIndiranagar(admin: string): Promise<{ order: Order; shopper: { email: string; password: string } }> {
  const product = await createTestProduct(admin, 10);
  await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, admin);
  const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
  const { shopper, token, addressIds } = await shopperViaApi('rider', { addresses: [bengaluru], productIds: [product._id] });
  const order = await placeCashOrder(token, addressIds[0]!);
  return { order, shopper };
}

describe('riders', () => {
  it('on duty, the packed order arrives, picked up; the shopper sees the code; the code delivers it; both screens follow live', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const { order, shopper } = await orderAtIndiranagar(admin);

    const rider = await openPage(browser(), PHONE, '/login');
    await signIn(rider, RIDER.email, RIDER.password);
    await rider.goto('/rider');
    await rider.getByRole('heading', { level: 1, name: 'Rider' }).waitFor(SLOW);
    const duty = rider.getByRole('switch');
    await duty.waitFor(SLOW);
    if ((await duty.getAttribute('aria-checked')) !== 'true') await duty.click();
    await expect.poll(() => duty.getAttribute('aria-checked'), SLOW).toBe('true');
    await rider.getByText('No delivery right now').waitFor(SLOW);
    await markPage(rider);

    const shopperPage = await openPage(browser(), PHONE, '/login');
    await signIn(shopperPage, shopper.email, shopper.password);
    await shopperPage.goto(`/dashboard/myorders/${order._id}`);
    await shopperPage.getByRole('heading', { level: 1, name: `Order No: ${order.orderId}` }).waitFor(SLOW);
    await markPage(shopperPage);

    // The admin packs it: dispatch offers it to the free rider on duty, whose screen shows it by itself.
    await apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'packed' }, admin);
    const delivery = rider.getByRole('region', { name: 'Pick up at the store' });
    await delivery.waitFor(LIVE);
    expect(await delivery.innerText()).toContain(order.orderId);
    expect(await delivery.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe(`tel:${TEST_ADDRESS.mobile}`);
    expect(await whatOverflowsSideways(rider)).toEqual([]);
    expect(await axeFindings(rider)).toEqual([]);
    await delivery.getByRole('button', { name: 'Picked up' }).click();
    const onTheWay = rider.getByRole('region', { name: 'On the way' });
    await onTheWay.waitFor(LIVE);

    // The shopper's page shows the code and the rider without a reload.
    await shopperPage.getByText('Share this code with your rider').waitFor(LIVE);
    const code = (await shopperPage.getByText(/^\d{4}$/).innerText()).trim();
    expect(code).toMatch(/^\d{4}$/);
    expect(await shopperPage.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:/);
    expect(await axeFindings(shopperPage)).toEqual([]);

    // A wrong code first: refused, with the tries left.
    await onTheWay.getByRole('button', { name: 'Delivered' }).click();
    const dialog = rider.getByRole('dialog', { name: `Delivered ${order.orderId}` });
    await dialog.getByLabel('Delivery code').fill(code === '0000' ? '1111' : '0000');
    await dialog.getByLabel('Cash collected (₹)').fill(String(order.totalAmt));
    await dialog.getByRole('button', { name: 'Delivered' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Wrong code, 4 tries left' }).waitFor(SLOW);
    await dialog.getByLabel('Delivery code').fill(code);
    await dialog.getByRole('button', { name: 'Delivered' }).click();
    await dialog.waitFor({ state: 'detached', ...SLOW });

    // Both screens show it delivered, pushed, not reloaded.
    const today = rider.getByRole('list', { name: "Today's deliveries" });
    await today.getByText(order.orderId).waitFor(LIVE);
    expect(await today.innerText()).toContain('Delivered');
    await rider.getByText('No delivery right now').waitFor(LIVE);
    const current = shopperPage.getByRole('region', { name: 'Order status' }).locator('li').filter({ hasText: 'Delivered' });
    await current.waitFor(LIVE);
    await expect.poll(() => shopperPage.getByText('Share this code with your rider').count(), LIVE).toBe(0);
    expect(await shopperPage.getByRole('region', { name: 'Order status' }).innerText()).toMatch(/Picked up by \w+/);
    expect(await notReloaded(rider)).toBe(true);
    expect(await notReloaded(shopperPage)).toBe(true);

    // Off duty again, so the next run (or test) starts from the same state.
    await duty.click();
    await expect.poll(() => duty.getAttribute('aria-checked'), SLOW).toBe('false');
    await rider.context().close();
    await shopperPage.context().close();
  });

  it("a failed delivery: the admin's panel shows the rider and the reason, Retry delivery packs it again", async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const riderToken = await apiToken(RIDER.email, RIDER.password);
    const { order } = await orderAtIndiranagar(admin);
    await apiCall('PUT', '/api/rider/duty', { onDuty: true }, riderToken);
    await apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'packed' }, admin);
    await expect.poll(async () => (await apiCall<{ current: { _id: string } | null }>('GET', '/api/rider/me', undefined, riderToken)).current?._id, SLOW).toBe(order._id);
    await apiCall('POST', '/api/rider/pickup', { _id: order._id }, riderToken);
    await apiCall('POST', '/api/rider/fail', { _id: order._id, reason: 'Nobody at the door' }, riderToken);
    await apiCall('PUT', '/api/rider/duty', { onDuty: false }, riderToken);

    const page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/orders?status=delivery_failed');
    await page.getByRole('button', { name: /^Delivery failed/, pressed: true }).waitFor(SLOW);
    await page.getByRole('button', { name: new RegExp(`\\b${order.orderId}\\b`) }).click();
    const panel = page.getByRole('dialog', { name: `Order ${order.orderId}` });
    const rider = panel.getByRole('region', { name: 'Rider' });
    await rider.getByText('Ravi Kumar').waitFor(SLOW);
    await rider.getByText('Nobody at the door', { exact: false }).waitFor(SLOW);
    expect(await panel.getByRole('button', { name: 'Cancel order' }).count()).toBe(1);
    await panel.getByRole('button', { name: 'Retry delivery', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Retry delivery:/ });
    await confirm.getByRole('button', { name: 'Retry delivery', exact: true }).dblclick();
    // Packed again: its next step is Out for delivery.
    await panel.getByRole('button', { name: 'Out for delivery', exact: true }).waitFor(SLOW);
    expect(await panel.getByRole('button', { name: 'Retry delivery', exact: true }).count()).toBe(0);
    // Nobody is on duty: it waits, and the rider shows as not available to take it.
    const select = rider.getByRole('combobox', { name: /assign to/i });
    await select.waitFor(SLOW);
    await expect.poll(() => select.locator('option', { hasText: 'Ravi Kumar' }).getAttribute('disabled'), SLOW).not.toBeNull();
    await page.context().close();
  });

  it('the Riders page adds a rider, field errors first', async () => {
    const page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/riders');
    await page.getByRole('heading', { level: 1, name: 'Riders' }).waitFor(SLOW);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Riders' }).waitFor(SLOW);
    await page.getByRole('row').nth(1).waitFor(SLOW);
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Rider' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Rider' });
    await dialog.getByRole('button', { name: 'Add Rider' }).click();
    await dialog.getByText('Name is required').waitFor(SLOW);
    await dialog.getByText('Home store is required').waitFor(SLOW);

    const name = `E2E Rider ${uniqueId()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('E-mail').fill(`e2e-rider-${uniqueId()}@example.com`);
    await dialog.getByLabel('Mobile').fill('98800 12345');
    await dialog.getByLabel('Home store').selectOption({ label: 'Bengaluru Indiranagar' });
    await dialog.getByRole('button', { name: 'Add Rider' }).dblclick();
    await dialog.waitFor({ state: 'detached', ...SLOW });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor(SLOW);
    expect(await row.innerText()).toContain('Bengaluru Indiranagar');
    expect(await page.getByRole('row').filter({ hasText: name }).count()).toBe(1);
    await page.context().close();
  });

  it('a rider opening the dashboard is told they do not have permission, and their menu shows Rider only', async () => {
    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, RIDER.email, RIDER.password);
    await page.goto('/dashboard');
    await page.getByText('Do not have permission').waitFor(SLOW);
    await page.goto('/dashboard/myorders');
    await page.getByText('Do not have permission').waitFor(SLOW);
    await page.goto('/user');
    const menu = page.getByRole('region', { name: 'My Account' }).getByRole('navigation', { name: 'Account', exact: true });
    await menu.getByRole('link', { name: 'Rider' }).waitFor(SLOW);
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Rider']);
    await page.context().close();
  });
});
