/**
 * An admin refunds part of a paid card order from its panel (one line, with a reason), and the
 * shopper sees that refund and its reason on their order page, on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  addAddressViaApi,
  addToCartViaApi,
  apiCall,
  apiToken,
  countRequests,
  createTestProduct,
  registerShopper,
  signIn,
  site,
  toast,
  useBrowserPages,
} from './browser.js';
import { formatInr } from '../frontend/src/lib/money.js';

const ADMIN = { email: 'admin@example.com', password: 'Admin#12345' };
const SOON = { timeout: 15_000 };

const open = useBrowserPages();

interface Order {
  _id: string;
  orderId: string;
  status: string;
  totalAmt: number;
  refundedAmt: number;
  items: { name: string; unitPrice: number }[];
}

async function signedIn(viewport: typeof DESKTOP, who: { email: string; password: string }, path: string): Promise<Page> {
  const page = await open(viewport, '/login');
  await signIn(page, who.email, who.password);
  await page.goto(path);
  return page;
}

/** A shopper's card order of two of a fresh product, paid on the local checkout page: placed. */
async function paidCardOrder() {
  const admin = await apiToken(ADMIN.email, ADMIN.password);
  const product = await createTestProduct(admin, 10);
  const shopper = await registerShopper('part-refund');
  const token = await apiToken(shopper.email, shopper.password);
  const address = await addAddressViaApi(token);
  await addToCartViaApi(token, product._id);
  await apiCall('PUT', '/api/cart/update-qty', { _id: product._id, qty: 2 }, token);
  const checkout = await apiCall<{ id: string; order: Order }>('POST', '/api/order/checkout', { addressId: address._id }, token);
  const pay = await fetch(new URL(`/local-checkout/${checkout.id}/pay`, site.url), { method: 'POST', redirect: 'manual' });
  expect(pay.status).toBe(303);
  await expect.poll(async () => (await apiCall<Order>('POST', '/api/order/details', { _id: checkout.order._id }, token)).status, SOON).toBe('placed');
  return { shopper, token, order: await apiCall<Order>('POST', '/api/order/details', { _id: checkout.order._id }, token) };
}

describe('refund part of an order', () => {
  it('the admin refunds one line with a reason (a double click refunds once); the shopper sees the refund and the reason', async () => {
    const { shopper, token, order } = await paidCardOrder();
    const line = order.items[0]!;

    const desk = await signedIn(DESKTOP, ADMIN, `/dashboard/orders?q=${order.orderId}`);
    await desk.getByRole('list', { name: /orders$/ }).getByRole('button').filter({ hasText: order.orderId }).click(SOON);
    const panel = desk.getByRole('dialog', { name: `Order ${order.orderId}` });
    await panel.getByRole('button', { name: 'Refund part', exact: true }).click(SOON);
    const dialog = desk.getByRole('alertdialog', { name: `Refund part of ${order.orderId}` });
    await dialog.getByLabel(`Refund how many ${line.name}`).fill('1');
    await dialog.getByLabel('Reason').fill('One pack was torn');
    const posts = countRequests(desk, '/api/order/refund-part', 'POST');
    await dialog.getByRole('button', { name: `Refund ${formatInr(line.unitPrice)}` }).dblclick();
    await dialog.waitFor({ state: 'detached', ...SOON });
    await toast(desk, 'Refund started').first().waitFor(SOON);
    expect(posts()).toBe(1);

    // Stripe (the local stand-in) settles the refund a moment later.
    await expect.poll(async () => (await apiCall<Order>('POST', '/api/order/details', { _id: order._id }, token)).refundedAmt, SOON).toBe(line.unitPrice);
    const phone = await signedIn(PHONE, shopper, `/dashboard/myorders/${order._id}`);
    const refunds = phone.getByRole('region', { name: 'Refunds' });
    await refunds.getByText(`Refunded ${formatInr(line.unitPrice)} of ${formatInr(order.totalAmt)}`).waitFor(SOON);
    await refunds.getByText('“One pack was torn”').waitFor(SOON);
    expect(await refunds.getByRole('list', { name: 'Refunds' }).getByRole('listitem').count()).toBe(1);
  }, 180_000);
});
