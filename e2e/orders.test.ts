import type { Locator, Page } from 'playwright-core';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  addAddressViaApi,
  addToCartViaApi,
  apiCall,
  apiToken,
  createTestProduct,
  findProducts,
  openPage,
  registerShopper,
  signIn,
  site,
  toast,
  useBrowser,
  whatOverflowsSideways,
  type Product,
  type Ref,
  type Shopper,
} from './browser.js';
import { formatInr } from '../frontend/src/lib/money.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const SOON = { timeout: 10_000 };
const SLOW = { timeout: 20_000 };
/** An open order's page and the admin's list ask again every 15 s: one such refresh, and its answer. */
const ONE_REFRESH = { timeout: 25_000 };

interface Order {
  _id: string;
  orderId: string;
  status: string;
  totalAmt: number;
}

const adminToken = () => apiToken(ADMIN.email, ADMIN.password);

async function setStock(token: string, product: Product, stock: number): Promise<void> {
  const { _id, image, category, subCategory, name, unit, price, discount, description, more_details } = product;
  await apiCall('PUT', '/api/product/update-product-details', { _id, image, category, subCategory, name, unit, stock, price, discount, description, more_details }, token);
}

async function stockOf(productId: string): Promise<number> {
  return (await apiCall<Product>('POST', '/api/product/get-product-details', { productId })).stock;
}

async function setCartQuantity(token: string, productId: string, qty: number): Promise<void> {
  await apiCall('PUT', '/api/cart/update-qty', { _id: productId, qty }, token);
}

async function ordersOf(token: string): Promise<Order[]> {
  return apiCall<Order[]>('GET', '/api/order/order-list', undefined, token);
}

/** A registered shopper with a saved address and these products in the cart (quantities by id). */
async function shopperWithCart(label: string, lines: [Product | Ref, number][]): Promise<{ shopper: Shopper; token: string }> {
  const shopper = await registerShopper(label);
  const token = await apiToken(shopper.email, shopper.password);
  await addAddressViaApi(token);
  for (const [product, quantity] of lines) {
    await addToCartViaApi(token, product._id);
    if (quantity > 1) await setCartQuantity(token, product._id, quantity);
  }
  return { shopper, token };
}

/** Cash on delivery through the API: the order of what is in the cart. */
async function placeCashOrder(token: string): Promise<Order> {
  const [address] = await apiCall<{ _id: string }[]>('GET', '/api/address/get', undefined, token);
  return apiCall<Order>('POST', '/api/order/cash-on-delivery', { list_items: [], addressId: address!._id, subTotalAmt: 0, totalAmt: 0 }, token);
}

async function signedInPage(viewport: typeof DESKTOP, who: { email: string; password: string }): Promise<Page> {
  const page = await openPage(browser(), viewport, '/login');
  await signIn(page, who.email, who.password);
  return page;
}

/** The order's page, reached as a shopper does: My Orders, then the order's row. */
async function openOrderPage(page: Page, order: Order): Promise<void> {
  await page.goto('/dashboard/myorders');
  await page.getByRole('link', { name: `Order No: ${order.orderId}` }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/myorders/${order._id}`);
  await page.getByRole('heading', { level: 1, name: `Order No: ${order.orderId}` }).waitFor(SLOW);
}

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

/** The admin list's row of an order (a button that opens its panel). */
function adminRow(page: Page, order: Order): Locator {
  return page.getByRole('list', { name: /orders$/ }).getByRole('button', { name: new RegExp(`\\b${order.orderId}\\b`) });
}

/** Takes the panel's next step: the action button, then its confirmation. */
async function takeStep(page: Page, panel: Locator, action: string, serverMessage: string): Promise<void> {
  await panel.getByRole('button', { name: action, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: new RegExp(`^${action}:`) });
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await confirm.waitFor({ state: 'detached', ...SOON });
  await toast(page, serverMessage).first().waitFor(SOON);
}

/** The status the order's badge shows ("Status: Packed", read out when it changes). */
async function badgeText(scope: Locator): Promise<string> {
  const text = await scope.locator('[aria-live]').filter({ hasText: /^Status: / }).textContent();
  return (text ?? '').replace(/^Status: /, '').trim();
}

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
  it(
    'cash on delivery (a double click places one order); an admin packs, sends out and delivers it; the shopper’s page shows each step',
    async () => {
      const admin = await adminToken();
      const product = await createTestProduct(admin, 20);
      const { shopper, token } = await shopperWithCart('track', [[product, 2]]);
      const page = await signedInPage(DESKTOP, shopper);

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
      const desk = await signedInPage(DESKTOP, ADMIN);
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
    const { shopper, token } = await shopperWithCart('cancel', [[product, 2]]);
    const order = await placeCashOrder(token);
    expect(await stockOf(product._id)).toBe(3);

    const page = await signedInPage(DESKTOP, shopper);
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
      const page = await signedInPage(DESKTOP, shopper);
      await page.goto('/checkout');
      await expect.poll(() => page.getByRole('radio').first().isChecked(), SLOW).toBe(true);
      await page.getByRole('button', { name: 'Online Payment' }).click();
      await page.waitForURL(/\/local-checkout\/[\w-]+$/, SOON);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL((url) => url.pathname === '/success', SOON);
      // The payment event is applied a moment later.
      await expect.poll(async () => (await ordersOf(token)).map((o) => o.status), SLOW).toEqual(['placed']);
      const [order] = await ordersOf(token);

      const desk = await signedInPage(DESKTOP, ADMIN);
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

  it('a new order reaches the open admin list by itself; two admins at once: the second gets the server’s reason and the panel catches up', async () => {
    const admin = await adminToken();
    const product = await createTestProduct(admin, 5);
    const { token } = await shopperWithCart('race', [[product, 1]]);
    const desk = await signedInPage(DESKTOP, ADMIN);
    await desk.goto('/dashboard/orders');
    await desk.getByRole('list', { name: 'All orders' }).or(desk.getByText('No orders yet')).waitFor(SLOW);

    // Ordered while the admin looks at the list: it shows up at the list's next refresh.
    const order = await placeCashOrder(token);
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

  it('Buy again puts the order’s lines back in the cart and opens the cart panel', async () => {
    const admin = await adminToken();
    const [first, second] = [await createTestProduct(admin, 10), await createTestProduct(admin, 10)];
    const { shopper, token } = await shopperWithCart('again', [
      [first!, 2],
      [second!, 1],
    ]);
    const order = await placeCashOrder(token);
    expect(await apiCall<unknown[]>('GET', '/api/cart/get', undefined, token)).toEqual([]);

    const page = await signedInPage(DESKTOP, shopper);
    await openOrderPage(page, order);
    await page.getByRole('button', { name: 'Buy again' }).click();
    await toast(page, '3 items added to your cart').first().waitFor(SOON);
    const cart = page.getByRole('dialog', { name: 'Cart' });
    const lines = cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count(), SOON).toBe(2);
    const text = (await lines.allInnerTexts()).join('\n');
    expect(text).toContain(first!.name);
    expect(text).toContain(second!.name);
    expect(await cart.getByRole('group', { name: `Quantity of ${first!.name}` }).innerText()).toMatch(/Quantity\s*2/);
    // Escape gives the focus back to Buy again.
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached', ...SOON });
    await expect.poll(() => page.getByRole('button', { name: 'Buy again' }).evaluate((button) => button === document.activeElement), SOON).toBe(true);
    await page.context().close();
  });

  it(
    'phone width (375 px): the shopper’s order page and the admin’s orders fit, and their actions are in reach',
    async () => {
      const admin = await adminToken();
      const product = await createTestProduct(admin, 10);
      const { shopper, token } = await shopperWithCart('phone', [[product, 1]]);
      const order = await placeCashOrder(token);

      const page = await signedInPage(PHONE, shopper);
      await openOrderPage(page, order);
      await expectNoSidewaysScroll(page, 'the order page');
      for (const name of ['Cancel order', 'Buy again']) await expectReachable(page.getByRole('button', { name }), PHONE);
      // Buy again on a phone: the /cart page (no side panel).
      await page.getByRole('button', { name: 'Buy again' }).click();
      await page.waitForURL((url) => url.pathname === '/cart', SOON);
      await expect.poll(() => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').count(), SOON).toBe(1);
      await expectNoSidewaysScroll(page, '/cart');
      await page.context().close();

      const desk = await signedInPage(PHONE, ADMIN);
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

  it('a cart line whose product sold out (or has fewer left) can be reduced and removed; the pay buttons say why they wait', async () => {
    const admin = await adminToken();
    const soldOut = await createTestProduct(admin, 4);
    const short = await createTestProduct(admin, 4);
    const { shopper, token } = await shopperWithCart('stuck', [
      [soldOut, 2],
      [short, 3],
    ]);
    await setStock(admin, soldOut, 0);
    await setStock(admin, short, 1);

    const page = await signedInPage(DESKTOP, shopper);
    await page.getByRole('navigation', { name: 'Account and cart' }).getByRole('button', { name: /^1 item\b/ }).click();
    const panel = page.getByRole('dialog', { name: 'Cart' });
    await panel.getByText('2 items cannot be ordered as they are: reduce or remove them to place your order.').waitFor(SOON);
    const lineOf = (scope: Locator, product: Product) => scope.getByRole('listitem').filter({ hasText: product.name });
    await lineOf(panel, soldOut).getByText('Out of stock — remove it to order the rest').waitFor();
    await lineOf(panel, short).getByText('Only 1 left — reduce to 1').waitFor();
    await panel.getByRole('button', { name: /Proceed/ }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');

    await expect.poll(() => page.getByRole('radio').first().isChecked(), SLOW).toBe(true);
    const pay = [page.getByRole('button', { name: 'Online Payment' }), page.getByRole('button', { name: 'Cash on Delivery' })];
    for (const button of pay) {
      expect(await button.isDisabled()).toBe(true);
      // The reason shows once the cart is read for the address's store (the checkout reads it again for that store).
      const why = () => button.evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);
      await expect.poll(why, SOON).toBe('Some items cannot be ordered as they are. Reduce or remove them to place your order.');
    }
    const toFix = page.getByRole('list', { name: 'Items to fix' });
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/cart/') && !response.ok()) errors.push(`${response.status()} ${response.url()}`);
    });

    // The sold-out line: one less (allowed whatever the stock), then removed.
    await lineOf(toFix, soldOut).getByRole('button', { name: `Decrease quantity of ${soldOut.name}` }).click();
    await expect.poll(() => lineOf(toFix, soldOut).getByRole('group').innerText(), SOON).toMatch(/Quantity\s*1/);
    await expect
      .poll(async () => (await apiCall<{ _id: string; quantity: number }[]>('GET', '/api/cart/get', undefined, token)).find((l) => l._id === soldOut._id)?.quantity, SOON)
      .toBe(1);
    await lineOf(toFix, soldOut).getByRole('button', { name: `Remove ${soldOut.name}` }).click();
    await expect.poll(() => lineOf(toFix, soldOut).count(), SOON).toBe(0);

    // The short line: down to what is left.
    const fewer = lineOf(toFix, short).getByRole('button', { name: `Decrease quantity of ${short.name}` });
    await fewer.click();
    await expect.poll(() => lineOf(toFix, short).getByRole('group').innerText(), SOON).toMatch(/Quantity\s*2/);
    await fewer.click();
    await expect.poll(() => toFix.count(), SOON).toBe(0);
    for (const button of pay) await expect.poll(() => button.isEnabled(), SOON).toBe(true);
    expect(errors).toEqual([]);
    // Quick taps are sent once, the last value, half a second after the last tap.
    await expect
      .poll(async () => (await apiCall<{ _id: string; quantity: number }[]>('GET', '/api/cart/get', undefined, token)).map((l) => [l._id, l.quantity]), SOON)
      .toEqual([[short._id, 1]]);

    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.getByRole('heading', { name: 'Order Successfully' }).waitFor(SOON);
    expect(await stockOf(short._id)).toBe(0);
    await page.context().close();
  });

  it(
    'an order paid after its stock sold out is Refund due; the admin refunds it from the panel and it ends Refunded',
    async () => {
      const product = await createTestProduct(await adminToken(), 1);
      const { token } = await shopperWithCart('late-payer', [[product, 1]]);
      const [address] = await apiCall<{ _id: string }[]>('GET', '/api/address/get', undefined, token);
      const checkout = await apiCall<{ id: string; order: Order }>('POST', '/api/order/checkout', { addressId: address!._id }, token);
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
      await placeCashOrder(other.token);
      const paid = await fetch(new URL(`/local-checkout/${checkout.id}/pay`, site.url), { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      await expect.poll(async () => (await ordersOf(token)).map((o) => o.status), SLOW).toEqual(['refund_due']);

      const desk = await signedInPage(DESKTOP, ADMIN);
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

  it('a card order left on the payment page is offered at checkout: Pay now opens the payment page again, Cancel releases its stock', async () => {
    const product = await createTestProduct(await adminToken(), 6);
    const { shopper, token } = await shopperWithCart('resume', [[product, 2]]);
    const page = await signedInPage(DESKTOP, shopper);
    await page.goto('/checkout');
    await expect.poll(() => page.getByRole('radio').first().isChecked(), SLOW).toBe(true);
    await page.getByRole('button', { name: 'Online Payment' }).click();
    await page.waitForURL(/\/local-checkout\/[\w-]+$/, SOON);
    // The shopper leaves the payment page without paying or cancelling.
    await page.goto('/checkout');
    const notice = page.getByRole('region', { name: 'An order is waiting for your payment' });
    await notice.waitFor(SLOW);
    expect(await stockOf(product._id)).toBe(4);

    await notice.getByRole('button', { name: /^Pay now ₹/ }).click();
    await page.waitForURL(/\/local-checkout\/[\w-]+$/, SOON);
    await page.goto('/checkout');
    await notice.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Cancel order ORD-/ });
    await confirm.getByText('Its items go back on the shelf and its payment page closes.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, 'Order cancelled').first().waitFor(SOON);
    await notice.waitFor({ state: 'detached', ...SOON });
    expect(await stockOf(product._id)).toBe(6);
    expect((await ordersOf(token)).map((order) => order.status)).toEqual(['cancelled']);
    // The cart kept its lines: it can be ordered again.
    await expect.poll(() => page.getByRole('button', { name: 'Cash on Delivery' }).isEnabled(), SOON).toBe(true);
    await page.context().close();
  });

  it('another shopper’s order, or one that does not exist, is "Order not found" with a way back', async () => {
    const { token } = await shopperWithCart('owner', [[(await findProducts('milk', 1))[0]!, 1]]);
    const order = await placeCashOrder(token);
    const other = await registerShopper('nosy');
    const page = await signedInPage(DESKTOP, other);
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
