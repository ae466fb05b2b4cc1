import type { Locator, Page } from 'playwright-core';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, PHONE, apiCall, createTestProduct, placeCashOrder, site, toast, useBrowser, whatOverflowsSideways, type PlacedOrder } from './browser.js';
import { ONE_REFRESH, SLOW, SOON, adminRow, adminToken, badgeText, openOrderPage, ordersOf, shopperWithCart, signedInPage, stockOf, takeStep } from './order-pages.js';

/** The admin's orders list and panel: a new order arriving, two admins at once, a refund due, a phone's width. */


async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  expect(await whatOverflowsSideways(page), `${where} scrolls sideways`).toEqual([]);
}

/** Visible, inside the screen's width and at least 44 px tall (a thumb's target). */
async function expectReachable(button: Locator, viewport: typeof PHONE): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box, 'not on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

const browser = useBrowser();

describe('orders after checkout', () => {
  it('a new order reaches the open admin list by itself; two admins at once: the second gets the server’s reason and the panel catches up', async () => {
    const admin = await adminToken();
    const product = await createTestProduct(admin, 5);
    const { token, addressId } = await shopperWithCart('race', [[product, 1]]);
    const desk = await signedInPage(browser(), DESKTOP, ADMIN);
    await desk.goto('/dashboard/orders');
    await desk.getByRole('list', { name: 'All orders' }).or(desk.getByText('No orders yet')).waitFor(SLOW);

    // Ordered while the admin looks at the list: it shows up at the list's next refresh.
    const order = await placeCashOrder(token, addressId);
    await adminRow(desk, order).waitFor(ONE_REFRESH);
    await adminRow(desk, order).click();
    const panel = desk.getByRole('dialog', { name: `Order ${order.orderId}` });
    await panel.getByRole('button', { name: 'Mark packed' }).click();
    const confirm = desk.getByRole('alertdialog', { name: /^Mark packed:/ });
    await confirm.waitFor(SOON);
    // While this admin reads the confirmation, another one packs it.
    await apiCall('PUT', '/api/order/update-status', { _id: order._id, status: 'packed' }, admin);
    await confirm.getByRole('button', { name: 'Mark packed' }).click();
    await toast(desk, /This order is packed/).first().waitFor(SOON);
    await confirm.waitFor({ state: 'detached', ...SOON });
    await panel.getByRole('button', { name: 'Out for delivery', exact: true }).waitFor(SOON);
    expect(await badgeText(panel)).toBe('Packed');
    await desk.context().close();
  });

  it(
    'an order paid after its stock sold out is Refund due; the admin refunds it from the panel and it ends Refunded',
    async () => {
      const product = await createTestProduct(await adminToken(), 1);
      const { token } = await shopperWithCart('late-payer', [[product, 1]]);
      const [address] = await apiCall<{ _id: string }[]>('GET', '/api/address/get', undefined, token);
      const checkout = await apiCall<{ id: string; order: PlacedOrder }>('POST', '/api/order/checkout', { addressId: address!._id }, token);
      const me = await apiCall<{ _id: string }>('GET', '/api/user/user-details', undefined, token);
      // Stripe says the session expired (the shopper left): the order is cancelled and the stock is back...
      const payload = JSON.stringify({
        id: `evt_e2e_expired_${checkout.order._id}`,
        object: 'event',
        type: 'checkout.session.expired',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: checkout.id, object: 'checkout.session', payment_status: 'unpaid', metadata: { orderId: checkout.order._id, userId: me._id } } },
      });
      const signature = new Stripe('sk_test_e2e').webhooks.generateTestHeaderString({ payload, secret: site.webhookSecret });
      const delivered = await fetch(new URL('/api/order/webhook', site.url), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
      expect(delivered.status).toBe(200);
      await expect.poll(async () => (await ordersOf(token)).map((o) => o.status), SLOW).toEqual(['cancelled']);
      // ...someone else buys the last one, and then the first shopper pays on the page left open.
      const other = await shopperWithCart('early-bird', [[product, 1]]);
      await placeCashOrder(other.token, other.addressId);
      const paid = await fetch(new URL(`/local-checkout/${checkout.id}/pay`, site.url), { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      await expect.poll(async () => (await ordersOf(token)).map((o) => o.status), SLOW).toEqual(['refund_due']);

      const desk = await signedInPage(browser(), DESKTOP, ADMIN);
      await desk.goto('/dashboard/orders?status=refund_due');
      await desk.getByRole('heading', { level: 1, name: 'Orders' }).waitFor(SOON);
      await adminRow(desk, checkout.order).click();
      const panel = desk.getByRole('dialog', { name: `Order ${checkout.order.orderId}` });
      await panel.getByRole('button', { name: /^Refund ₹/ }).click();
      const confirm = desk.getByRole('alertdialog', { name: `Refund ${checkout.order.orderId}?` });
      await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
      await toast(desk, 'Refund started').first().waitFor(SOON);
      await expect.poll(() => badgeText(panel), ONE_REFRESH).toBe('Refunded');
      expect(await panel.getByRole('button', { name: /^Refund ₹/ }).count()).toBe(0);
      expect(await stockOf(product._id)).toBe(0);
      await desk.context().close();
    },
    90_000,
  );

  it(
    'phone width (375 px): the shopper’s order page and the admin’s orders fit, and their actions are in reach',
    async () => {
      const admin = await adminToken();
      const product = await createTestProduct(admin, 10);
      const { shopper, token, addressId } = await shopperWithCart('phone', [[product, 1]]);
      const order = await placeCashOrder(token, addressId);

      const page = await signedInPage(browser(), PHONE, shopper);
      await openOrderPage(page, order);
      await expectNoSidewaysScroll(page, 'the order page');
      for (const name of ['Cancel order', 'Buy again']) await expectReachable(page.getByRole('button', { name }), PHONE);
      // Buy again on a phone: the /cart page (no side panel).
      await page.getByRole('button', { name: 'Buy again' }).click();
      await page.waitForURL((url) => url.pathname === '/cart', SOON);
      await expect.poll(() => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').count(), SOON).toBe(1);
      await expectNoSidewaysScroll(page, '/cart');
      await page.context().close();

      const desk = await signedInPage(browser(), PHONE, ADMIN);
      // Phones reach the admin pages through the /user menu.
      await desk.getByRole('link', { name: 'Account', exact: true }).click();
      await desk.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders', exact: true }).click();
      await desk.waitForURL((url) => url.pathname === '/dashboard/orders');
      await adminRow(desk, order).waitFor(SLOW);
      await expectNoSidewaysScroll(desk, '/dashboard/orders');
      // The status chips scroll sideways inside their row; the page does not.
      const lastChip = desk.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^Payment failed/ });
      await lastChip.scrollIntoViewIfNeeded();
      await expectReachable(lastChip, PHONE);
      await expectNoSidewaysScroll(desk, '/dashboard/orders after scrolling the chips');
      await desk.getByRole('button', { name: /^Placed/ }).click();
      await desk.waitForURL((url) => url.search === '?status=placed');
      await expect.poll(async () => (await desk.getByRole('list', { name: 'Placed orders' }).getByRole('button').allInnerTexts()).every((text) => text.includes('Placed')), SOON).toBe(true);

      const row = adminRow(desk, order);
      await row.click();
      const panel = desk.getByRole('dialog', { name: `Order ${order.orderId}` });
      await panel.waitFor(SOON);
      // Full screen on a phone, once it has slid in.
      await expect.poll(async () => (await panel.boundingBox())?.x, SOON).toBe(0);
      expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 20);
      await expectReachable(panel.getByRole('button', { name: 'Mark packed' }), PHONE);
      await expectReachable(panel.getByRole('button', { name: 'Cancel order' }), PHONE);
      await takeStep(desk, panel, 'Mark packed', 'Order marked packed');
      await expectNoSidewaysScroll(desk, 'the order panel');
      // The order has left the Placed list, so its row cannot take the focus back: the list does (or,
      // when no placed order is left, the Placed filter).
      await expect.poll(() => row.count(), ONE_REFRESH).toBe(0);
      await desk.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached', ...SOON });
      await expect
        .poll(
          () =>
            desk.evaluate(() => {
              const element = document.activeElement;
              if (element?.getAttribute('aria-label') === 'Placed orders') return 'the Placed list or filter';
              return element?.getAttribute('aria-pressed') === 'true' && element.textContent?.startsWith('Placed') ? 'the Placed list or filter' : element?.outerHTML.slice(0, 80);
            }),
          SOON,
        )
        .toBe('the Placed list or filter');
      await desk.context().close();
    },
    90_000,
  );
});
