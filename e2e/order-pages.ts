/**
 * What the order tests (orders*.test.ts) share: shoppers with a cart and their orders through the
 * API, and the shopper's order page and the admin's orders list as a browser reaches them.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  ADMIN,
  type DESKTOP,
  apiCall,
  apiToken,
  openPage,
  shopperViaApi,
  signIn,
  toast,
  type PlacedOrder,
  type Product,
  type Ref,
  type Shopper,
} from './browser.js';

export const SOON = { timeout: 10_000 };
export const SLOW = { timeout: 20_000 };
/** An open order's page and the admin's list ask again every 15 s: one such refresh, and its answer. */
export const ONE_REFRESH = { timeout: 25_000 };

export const adminToken = () => apiToken(ADMIN.email, ADMIN.password);

export async function stockOf(productId: string): Promise<number> {
  return (await apiCall<Product>('POST', '/api/product/get-product-details', { productId })).stock;
}

export async function ordersOf(token: string): Promise<PlacedOrder[]> {
  return apiCall<PlacedOrder[]>('GET', '/api/order/order-list', undefined, token);
}

/** A registered shopper with a saved address and these products in the cart (quantities by id). */
export async function shopperWithCart(label: string, lines: [Product | Ref, number][]): Promise<{ shopper: Shopper; token: string; addressId: string }> {
  const { shopper, token, addressIds } = await shopperViaApi(label, { productIds: lines.map(([product]) => product._id) });
  for (const [product, quantity] of lines) {
    if (quantity > 1) await apiCall('PUT', '/api/cart/update-qty', { _id: product._id, qty: quantity }, token);
  }
  return { shopper, token, addressId: addressIds[0]! };
}

export async function signedInPage(browser: Browser, viewport: typeof DESKTOP, who: { email: string; password: string }): Promise<Page> {
  const page = await openPage(browser, viewport, '/login');
  await signIn(page, who.email, who.password);
  return page;
}

/** From the checkout page, once its first address is chosen: Online Payment, to the local card page. */
export async function startCardPayment(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect.poll(() => page.getByRole('radio').first().isChecked(), SLOW).toBe(true);
  await page.getByRole('button', { name: 'Online Payment' }).click();
  await page.waitForURL(/\/local-checkout\/[\w-]+$/, SOON);
}

/** The order's page, reached as a shopper does: My Orders, then the order's row. */
export async function openOrderPage(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto('/dashboard/myorders');
  await page.getByRole('link', { name: `Order No: ${order.orderId}` }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/myorders/${order._id}`);
  await page.getByRole('heading', { level: 1, name: `Order No: ${order.orderId}` }).waitFor(SLOW);
}

/** The admin list's row of an order (a button that opens its panel). */
export function adminRow(page: Page, order: PlacedOrder): Locator {
  return page.getByRole('list', { name: /orders$/ }).getByRole('button', { name: new RegExp(`\\b${order.orderId}\\b`) });
}

/** Takes the panel's next step: the action button, then its confirmation. */
export async function takeStep(page: Page, panel: Locator, action: string, serverMessage: string): Promise<void> {
  await panel.getByRole('button', { name: action, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: new RegExp(`^${action}:`) });
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await confirm.waitFor({ state: 'detached', ...SOON });
  await toast(page, serverMessage).first().waitFor(SOON);
}

/** The status the order's badge shows ("Status: Packed", read out when it changes). */
export async function badgeText(scope: Locator): Promise<string> {
  const text = await scope.locator('[aria-live]').filter({ hasText: /^Status: / }).textContent();
  return (text ?? '').replace(/^Status: /, '').trim();
}
