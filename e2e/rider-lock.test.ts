/**
 * A handover code locked after 5 wrong tries, in the browser: the rider's phone offers the store's
 * number to call; the admin's Delivered asks why (kept on the timeline); the delivery still counts
 * in the rider's day and cash to hand in, though the admin pressed the last button.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatInr } from '@/lib/money';
import { DESKTOP, PHONE, TEST_ADDRESS, apiCall, apiToken, createTestProduct, openPage, placeCashOrder, riderGets, shopperViaApi, signIn, site, useBrowser, type PlacedOrder, type RiderMe } from './browser.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
/** The demo rider, at Bengaluru Indiranagar, whose phone is 98800 00002 (local/seed). */
const RIDER = { email: 'rider@example.com', password: 'Rider#12345' };
const INDIRANAGAR = 'store-bengaluru-indiranagar';
const INDIRANAGAR_MOBILE = '9880000002';
const SLOW = { timeout: 20_000 };
const REASON = 'Shopper confirmed on the phone';

const browser = useBrowser();

/** A cash order at Indiranagar held by the demo rider, picked up, its code locked by 5 wrong tries. */
async function lockedOrder(admin: string, rider: string): Promise<PlacedOrder> {
  const product = await createTestProduct(admin, 10);
  await apiCall('PUT', '/api/store/update-stock', { storeId: INDIRANAGAR, productId: product._id, stock: 5, stockSeen: 0 }, admin);
  const bengaluru = { ...TEST_ADDRESS, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
  const { token, addressIds } = await shopperViaApi('locked', { addresses: [bengaluru], productIds: [product._id] });
  const order = await placeCashOrder(token, addressIds[0]!);
  await apiCall('PUT', '/api/rider/duty', { onDuty: true }, rider);
  await apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'packed' }, admin);
  await riderGets(admin, rider, order._id, REASON);
  await apiCall('POST', '/api/rider/pickup', { _id: order._id }, rider);
  const { deliveryCode } = await apiCall<{ deliveryCode: string }>('POST', '/api/order/details', { _id: order._id }, token);
  const wrong = String((Number(deliveryCode) + 1) % 10_000).padStart(4, '0');
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await fetch(new URL('/api/rider/deliver', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${rider}` },
      body: JSON.stringify({ _id: order._id, code: wrong, cashCollected: order.totalAmt }),
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 429]);
  return order;
}

/** The store hands a locked order over (what the admin's panel sends), and the rider is free for the next test. */
const handOver = (admin: string, order: PlacedOrder) => apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'delivered', reason: REASON }, admin);

async function riderScreen(): Promise<Page> {
  const page = await openPage(browser(), PHONE, '/login');
  await signIn(page, RIDER.email, RIDER.password);
  await page.goto('/rider');
  await page.getByRole('heading', { level: 1, name: 'Rider' }).waitFor(SLOW);
  return page;
}

describe('a locked handover code', () => {
  it("phone: the rider's locked screen gives the store's number and a Call button", async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const rider = await apiToken(RIDER.email, RIDER.password);
    const order = await lockedOrder(admin, rider);
    try {
      const page = await riderScreen();
      const delivery = page.getByRole('region', { name: 'On the way' });
      await delivery.waitFor(SLOW);
      const alert = delivery.getByRole('alert');
      await alert.getByText('Code locked after 5 wrong tries', { exact: false }).waitFor(SLOW);
      const call = alert.getByRole('link', { name: `Call the store ${INDIRANAGAR_MOBILE}` });
      expect(await call.getAttribute('href')).toBe(`tel:${INDIRANAGAR_MOBILE}`);
      // The Delivered form says the same, with the same button.
      await delivery.getByRole('button', { name: 'Delivered' }).click();
      const dialog = page.getByRole('dialog', { name: `Delivered ${order.orderId}` });
      expect(await dialog.getByRole('link', { name: `Call the store ${INDIRANAGAR_MOBILE}` }).getAttribute('href')).toBe(`tel:${INDIRANAGAR_MOBILE}`);
      await page.context().close();
    } finally {
      await handOver(admin, order);
    }
  });

  it("desktop: the admin's Mark delivered asks why, and the timeline keeps it", async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const rider = await apiToken(RIDER.email, RIDER.password);
    const order = await lockedOrder(admin, rider);
    try {
      const page = await openPage(browser(), DESKTOP, '/login');
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.goto('/dashboard/orders?status=out_for_delivery');
      await page.getByRole('button', { name: new RegExp(`\\b${order.orderId}\\b`) }).click();
      const panel = page.getByRole('dialog', { name: `Order ${order.orderId}` });
      await panel.getByRole('region', { name: 'Rider' }).getByText('Code locked', { exact: false }).waitFor(SLOW);
      await panel.getByRole('button', { name: 'Mark delivered', exact: true }).click();
      const ask = page.getByRole('dialog', { name: `Mark delivered: ${order.orderId}?` });
      await ask.getByRole('button', { name: 'Mark delivered' }).click();
      await ask.getByText('Reason is required').waitFor(SLOW);
      // The refusal leaves the form ready: type the reason and press again.
      await ask.getByLabel('Reason').fill(REASON);
      await ask.getByRole('button', { name: 'Mark delivered' }).click();
      await ask.waitFor({ state: 'detached', ...SLOW });
      const timeline = panel.getByRole('region', { name: 'Timeline' });
      await timeline.getByText(REASON, { exact: false }).waitFor(SLOW);
      const seen = await apiCall<{ status: string; timeline: { note?: string }[] }>('POST', '/api/order/details', { _id: order._id }, admin);
      expect(seen.status).toBe('delivered');
      expect(seen.timeline.at(-1)?.note).toContain(REASON);
      await page.context().close();
    } finally {
      const now = await apiCall<{ status: string }>('POST', '/api/order/details', { _id: order._id }, admin);
      if (now.status !== 'delivered') await handOver(admin, order);
    }
  });

  it("phone: the store's Delivered still counts in the rider's Today and cash to hand in", async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const rider = await apiToken(RIDER.email, RIDER.password);
    const before = (await apiCall<RiderMe>('GET', '/api/rider/me', undefined, rider)).today;
    const cashBefore = before.filter((d) => d.status === 'delivered').reduce((sum, d) => sum + (d.cashCollected ?? 0), 0);
    const order = await lockedOrder(admin, rider);
    await handOver(admin, order);
    await apiCall('PUT', '/api/rider/duty', { onDuty: false }, rider);

    const page = await riderScreen();
    const today = page.getByRole('list', { name: "Today's deliveries" });
    const row = today.getByRole('listitem').filter({ hasText: order.orderId });
    await row.waitFor(SLOW);
    expect(await row.innerText()).toContain('Delivered');
    expect(await row.innerText()).toContain(`${formatInr(order.totalAmt)} cash`);
    await page.getByText(`Cash to hand in: ${formatInr(cashBefore + order.totalAmt)}`).waitFor(SLOW);
    await page.context().close();
  });
});
