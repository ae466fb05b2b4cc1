import type { Page, WebSocket as PageSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, apiCall, apiToken, createTestProduct, openPage, placeCashOrder, shopperViaApi, signIn, useBrowser, type PlacedOrder as Order } from './browser.js';

/**
 * Live orders in the browser: the shopper's order page follows the order as the admin moves it,
 * without a reload and without asking the API again: the change arrives over /ws.
 */
const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
/** Well inside the 15 s an open page would otherwise wait for its next poll. */
const LIVE = { timeout: 5000 };
const SLOW = { timeout: 20_000 };
/** Calls of the order page that are not the order read again: the invoice, the rating box and the problem box (delivered), the rider's kept position (out for delivery). */
const OWN_CALLS = new Set(['/api/order/invoice', '/api/order/rating', '/api/order/claims', '/api/order/rider-position']);

const browser = useBrowser();

const statusRegion = (page: Page) => page.getByRole('region', { name: 'Order status' });
const currentStep = async (page: Page) => (await statusRegion(page).locator('[aria-current="step"]').locator('p').first().innerText()).trim();

describe('live orders', () => {
  it("the shopper's order page shows each step the admin takes, pushed over /ws, without a reload or a refetch", async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const product = await createTestProduct(admin, 5);
    const { shopper, token, addressIds } = await shopperViaApi('live', { productIds: [product._id] });
    const order = await placeCashOrder(token, addressIds[0]!);

    const page = await openPage(browser(), PHONE, '/login');
    await signIn(page, shopper.email, shopper.password);
    const socket = page.waitForEvent('websocket', (ws: PageSocket) => new URL(ws.url()).pathname === '/ws');
    await page.goto(`/dashboard/myorders/${order._id}`);
    await page.getByRole('heading', { level: 1, name: `Order No: ${order.orderId}` }).waitFor(SLOW);
    const ws = await socket;
    const pushed: string[] = [];
    ws.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; order?: Order };
      if (message.type === 'order' && message.order?._id === order._id) pushed.push(message.order.status);
    });
    expect(await currentStep(page)).toBe('Placed');
    // The resync the channel does once open, then quiet: count what the page asks from here on.
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/order/') && !OWN_CALLS.has(path)) asked.push(path);
    });

    for (const [status, label] of [
      ['packed', 'Packed'],
      ['out_for_delivery', 'Out for delivery'],
    ] as const) {
      await apiCall('PUT', '/api/order/update-status', { _id: order._id, status }, admin);
      await expect.poll(() => currentStep(page), LIVE).toBe(label);
    }
    await apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'delivered' }, admin);
    await expect.poll(() => statusRegion(page).getByText('(to come)').count(), LIVE).toBe(0);
    // The placing's own push may reach a page that connected quickly; it repeats the step the page already showed.
    expect(pushed[0] === 'placed' ? pushed.slice(1) : pushed).toEqual(['packed', 'out_for_delivery', 'delivered']);
    expect(asked, 'the page asked the API again instead of taking the pushed order').toEqual([]);
    await page.context().close();
  });
});
