/**
 * A line the picker could not find shows what was packed on the shopper's order page (a phone) and
 * in the admin's order panel (a desktop), from the one rule in core/packed-lines.ts.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, DESKTOP, PHONE, apiCall, createTestProduct, placeCashOrder, useBrowser } from './browser.js';
import { SLOW, adminRow, adminToken, shopperWithCart, signedInPage } from './order-pages.js';

const browser = useBrowser();

describe('a line packed short', () => {
  it('the order page on a phone and the admin\'s panel say what was packed and what was not charged', async () => {
    const admin = await adminToken();
    const [paneer, curd] = await Promise.all([createTestProduct(admin, 10), createTestProduct(admin, 10)]);
    const { shopper, token, addressId } = await shopperWithCart('packed-short', [
      [paneer, 1],
      [curd, 2],
    ]);
    // Don't replace: Packed follows at once, with no question for the shopper to answer first.
    const order = await placeCashOrder(token, addressId, 'dont_replace');
    // The admin picks it (as a picker would): nothing of either line is on the shelf.
    await apiCall('POST', '/api/picker/start', { orderId: order._id }, admin);
    await apiCall('POST', '/api/picker/unavailable', { orderId: order._id, lineId: paneer._id, quantity: 1 }, admin);
    await apiCall('POST', '/api/picker/unavailable', { orderId: order._id, lineId: curd._id, quantity: 2 }, admin);
    await apiCall('POST', '/api/picker/packed', { orderId: order._id }, admin);

    const phone = await signedInPage(browser(), PHONE, shopper);
    await phone.goto(`/dashboard/myorders/${order._id}`);
    const lines = phone.getByRole('list', { name: 'Items in this order' });
    await lines.waitFor(SLOW);
    // 90 less 10 % is 81 a unit.
    await lines.getByRole('listitem').filter({ hasText: curd.name }).getByText('0 of 2 packed; 2 not available, ₹162 not charged').waitFor(SLOW);
    await lines.getByRole('listitem').filter({ hasText: paneer.name }).getByText('0 of 1 packed; 1 not available, ₹81 not charged').waitFor(SLOW);
    await phone.context().close();

    const desk = await signedInPage(browser(), DESKTOP, ADMIN);
    await desk.goto('/dashboard/orders');
    await adminRow(desk, order).waitFor(SLOW);
    await adminRow(desk, order).click();
    const panel = desk.getByRole('dialog', { name: `Order ${order.orderId}` });
    await panel.getByText('0 of 2 packed; 2 not available, ₹162 not charged').waitFor(SLOW);
    expect(await panel.getByText(/ of \d+ packed;/).count()).toBe(2);
    await desk.context().close();
  }, 180_000);
});
