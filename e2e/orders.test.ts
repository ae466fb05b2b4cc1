import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, createTestProduct, findProducts, placeCashOrder, registerShopper, toast, useBrowser } from './browser.js';
import { formatInr } from '../frontend/src/lib/money.js';
import { ONE_REFRESH, SLOW, SOON, adminRow, adminToken, badgeText, openOrderPage, ordersOf, shopperWithCart, signedInPage, startCardPayment, stockOf, takeStep } from './order-pages.js';

/** An order's life as the shopper's page shows it: placed, packed, on its way, delivered or cancelled. */

const statusRegion = (page: Page) => page.getByRole('region', { name: 'Order status' });

/** The timeline's current step ("Packed"), or the last one done once the order is delivered. */
async function currentStep(page: Page): Promise<string> {
  const steps = statusRegion(page).getByRole('listitem');
  const current = statusRegion(page).locator('[aria-current="step"]');
  if ((await current.count()) === 1) return (await current.locator('p').first().innerText()).trim();
  const done = await steps.filter({ has: page.locator('time') }).allInnerTexts();
  return done.at(-1)?.split('\n')[0]?.trim() ?? '';
}

/** The steps that happened, with their times: ["Placed", "Packed"]. */
async function doneSteps(page: Page): Promise<string[]> {
  const texts = await statusRegion(page).getByRole('listitem').filter({ has: page.locator('time') }).allInnerTexts();
  return texts.map((text) => text.split('\n')[0]!.trim());
}

/** What TanStack Query hears when the shopper comes back to the tab (its focus refetch). */
async function comeBackToTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

async function openAdminOrders(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/orders');
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor(SOON);
}


const browser = useBrowser();

describe('orders after checkout', () => {
  it(
    'cash on delivery (a double click places one order); an admin packs, sends out and delivers it; the shopper’s page shows each step',
    async () => {
      const admin = await adminToken();
      const product = await createTestProduct(admin, 20);
      const { shopper, token } = await shopperWithCart('track', [[product, 2]]);
      const page = await signedInPage(browser(), DESKTOP, shopper);

      await page.goto('/checkout');
      await expect.poll(() => page.getByRole('radio').first().isChecked(), SLOW).toBe(true);
      const cashButton = page.getByRole('button', { name: 'Cash on Delivery' });
      await expect.poll(() => cashButton.isEnabled(), SOON).toBe(true);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/order/cash-on-delivery') calls.push(request.method());
      });
      await cashButton.dblclick();
      await page.waitForURL((url) => url.pathname === '/success', SOON);
      await page.getByRole('heading', { name: 'Order Successfully' }).waitFor(SOON);
      await toast(page, 'Order placed successfully').first().waitFor(SOON);
      expect(calls).toEqual(['POST']);
      expect(await toast(page, 'Order placed successfully').count()).toBe(1);
      const orders = await ordersOf(token);
      expect(orders.map((order) => order.status)).toEqual(['placed']);
      const order = orders[0]!;

      await openOrderPage(page, order);
      expect(await currentStep(page)).toBe('Placed');
      // Mumbai Central's promise for 400001: 3 min to pack + 4 to ride (local/seed/stores.ts).
      await page.getByText(/^Arriving in (7|6) min$/).waitFor(SOON);
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(1);

      // The admin, in a browser of their own.
      const desk = await signedInPage(browser(), DESKTOP, ADMIN);
      await openAdminOrders(desk);
      const row = adminRow(desk, order);
      await row.waitFor(SLOW);
      expect(await row.innerText()).toMatch(/\bnew\b/i);
      await row.click();
      const panel = desk.getByRole('dialog', { name: `Order ${order.orderId}` });
      await panel.waitFor(SOON);
      expect(await panel.getByRole('button', { name: 'Cancel order' }).count()).toBe(1);
      expect(await panel.getByRole('button', { name: /^Refund/ }).count()).toBe(0);

      // Packed: the shopper comes back to the tab and sees it (the focus refetch).
      await takeStep(desk, panel, 'Mark packed', 'Order marked packed');
      await panel.getByRole('button', { name: 'Out for delivery', exact: true }).waitFor(SOON);
      // A shopper cannot cancel once it is packed; an admin still can.
      expect(await panel.getByRole('button', { name: 'Cancel order' }).count()).toBe(1);
      await comeBackToTab(page);
      await expect.poll(() => currentStep(page), SOON).toBe('Packed');
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

      // Out for delivery: the open page refreshes by itself within 15 s.
      await takeStep(desk, panel, 'Out for delivery', 'Order marked out for delivery');
      await panel.getByRole('button', { name: 'Mark delivered', exact: true }).waitFor(SOON);
      await expect.poll(() => currentStep(page), ONE_REFRESH).toBe('Out for delivery');

      // Delivered: nothing left to do, nothing promised any more.
      await takeStep(desk, panel, 'Mark delivered', 'Order marked delivered');
      await expect.poll(() => panel.getByRole('group', { name: 'Actions' }).count(), SOON).toBe(0);
      await desk.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached', ...SOON });
      await expect.poll(() => row.evaluate((element) => element === document.activeElement), SOON).toBe(true);
      await expect.poll(async () => (await row.innerText()).includes('Delivered'), SOON).toBe(true);
      expect(await row.innerText()).not.toMatch(/\bnew\b/i);

      await page.reload();
      await statusRegion(page).waitFor(SLOW);
      expect(await doneSteps(page)).toEqual(['Placed', 'Packed', 'Out for delivery', 'Delivered']);
      expect(await statusRegion(page).getByText('(to come)').count()).toBe(0);
      expect(await page.getByText(/^Arriving in|^Running late$/).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await desk.context().close();
      await page.context().close();
    },
    120_000,
  );

  it('a shopper cancels a placed order with a reason; its stock is back', async () => {
    const product = await createTestProduct(await adminToken(), 5);
    const { shopper, token, addressId } = await shopperWithCart('cancel', [[product, 2]]);
    const order = await placeCashOrder(token, addressId);
    expect(await stockOf(product._id)).toBe(3);

    const page = await signedInPage(browser(), DESKTOP, shopper);
    await openOrderPage(page, order);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel order ${order.orderId}?` });
    await confirm.getByLabel('Reason (optional)').fill('Ordered twice by mistake');
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await confirm.waitFor({ state: 'detached', ...SOON });
    await toast(page, 'Order cancelled').first().waitFor(SOON);

    await expect.poll(() => currentStep(page), SOON).toBe('Cancelled');
    await statusRegion(page).getByText('“Ordered twice by mistake”').waitFor(SOON);
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await stockOf(product._id)).toBe(5);
    expect((await ordersOf(token)).map((o) => o.status)).toEqual(['cancelled']);
    await page.context().close();
  });

  it(
    'a card order paid on the local checkout page and cancelled by an admin ends Refunded',
    async () => {
      const product = await createTestProduct(await adminToken(), 10);
      const { shopper, token } = await shopperWithCart('refund', [[product, 1]]);
      const page = await signedInPage(browser(), DESKTOP, shopper);
      await startCardPayment(page);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL((url) => url.pathname === '/success', SOON);
      // The payment event is applied a moment later.
      await expect.poll(async () => (await ordersOf(token)).map((o) => o.status), SLOW).toEqual(['placed']);
      const [order] = await ordersOf(token);

      const desk = await signedInPage(browser(), DESKTOP, ADMIN);
      await desk.goto('/dashboard/orders?status=placed');
      await desk.getByRole('heading', { level: 1, name: 'Orders' }).waitFor(SOON);
      expect(await desk.getByRole('button', { name: /^Placed/, pressed: true }).count()).toBe(1);
      await adminRow(desk, order!).click();
      const panel = desk.getByRole('dialog', { name: `Order ${order!.orderId}` });
      await panel.getByText('Card (online) · Paid').waitFor(SOON);
      await panel.getByRole('button', { name: 'Cancel order' }).click();
      const confirm = desk.getByRole('alertdialog', { name: `Cancel order ${order!.orderId}?` });
      await confirm.getByText(/payment is refunded to the shopper’s card/).waitFor();
      await confirm.getByLabel('Reason (optional)').fill('Paneer spoiled in the store');
      await confirm.getByRole('button', { name: 'Cancel order' }).click();
      await toast(desk, 'Order cancelled').first().waitFor(SOON);
      // Stripe (the local stand-in) confirms the refund about a second later; the open panel sees it
      // at its next refresh.
      await expect.poll(() => badgeText(panel), ONE_REFRESH).toBe('Refunded');
      await panel.getByText('Card (online) · Refunded').waitFor(SOON);
      expect(await panel.getByRole('button', { name: /^Refund|Cancel order/ }).count()).toBe(0);
      expect(await stockOf(product._id)).toBe(10);

      await openOrderPage(page, order!);
      expect(await doneSteps(page)).toEqual(['Awaiting payment', 'Placed', 'Cancelled', 'Refund pending', 'Refunded']);
      await statusRegion(page).getByText('“Paneer spoiled in the store”').waitFor();
      const payment = page.getByRole('region', { name: 'Payment' });
      expect((await payment.innerText()).replace(/\s+/g, ' ')).toBe('Payment Method Card (online) Status Refunded');
      // Every refund is listed, with how much of the payment went back.
      const refunds = page.getByRole('region', { name: 'Refunds' });
      await refunds.getByText(`Refunded ${formatInr(order!.totalAmt)} of ${formatInr(order!.totalAmt)}`).waitFor(SOON);
      expect(await refunds.getByRole('list', { name: 'Refunds' }).getByRole('listitem').count()).toBe(1);
      await desk.context().close();
      await page.context().close();
    },
    90_000,
  );

  it('another shopper’s order, or one that does not exist, is "Order not found" with a way back', async () => {
    const { token, addressId } = await shopperWithCart('owner', [[(await findProducts('milk', 1))[0]!, 1]]);
    const order = await placeCashOrder(token, addressId);
    const other = await registerShopper('nosy');
    const page = await signedInPage(browser(), DESKTOP, other);
    for (const id of [order._id, 'no-such-order']) {
      await page.goto(`/dashboard/myorders/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Order not found' }).waitFor(SLOW);
    }
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/myorders');
    // And the admin page is not theirs.
    await page.goto('/dashboard/orders');
    await page.getByText('Do not have permission').waitFor(SOON);
    await page.context().close();
  });
});
