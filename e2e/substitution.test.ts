/**
 * A substitute on two phones: the shopper chose a replacement for an item in the cart; the picker
 * marks that item not available; the shopper, on the order page in another browser, is asked live
 * ("… is out. Replace with …?") and accepts; the picker packs and the order shows the replacement.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, apiCall, createTestProduct, placeCashOrder, useBrowser } from './browser.js';
import { SLOW, adminToken, openOrderPage, shopperWithCart, signedInPage } from './order-pages.js';

/** The demo picker, at Mumbai Central (the default store: createTestProduct's stock is there). */
const PICKER = { email: 'picker@example.com', password: 'Picker#12345' };

const browser = useBrowser();

describe('a substitute the shopper accepts live', () => {
  it('picker marks the item unavailable, the shopper accepts on their phone, the picker packs', async () => {
    const admin = await adminToken();
    const [paneer, other] = await Promise.all([createTestProduct(admin, 10), createTestProduct(admin, 10)]);
    const { shopper, token, addressId } = await shopperWithCart('substitution', [[paneer, 2]]);
    // Their choice for it (same sub category): the one offered, whatever else the shelf has.
    await apiCall('PUT', '/api/cart/update-qty', { _id: paneer._id, qty: 2, substitution: { productId: other._id } }, token);
    const order = await placeCashOrder(token, addressId);

    const [phone, picker] = await Promise.all([signedInPage(browser(), PHONE, shopper), signedInPage(browser(), PHONE, PICKER)]);
    await openOrderPage(phone, order);

    const start = picker.getByRole('list', { name: 'Orders to pick' }).getByRole('button', { name: `Start picking ${order.orderId}` });
    await start.waitFor(SLOW);
    await start.click();
    const list = picker.getByRole('list', { name: 'Pick list' });
    await list.waitFor(SLOW);
    await list.getByRole('button', { name: `${paneer.name} not available` }).click();
    await list.getByRole('button', { name: 'Mark 2 unavailable' }).click();
    await list.getByText(`Replacement: ${other.name}`).waitFor(SLOW);

    // The shopper's page asks at once (the live channel), no reload.
    const ask = phone.getByRole('group', { name: `Replace with ${other.name}` });
    await ask.getByText(`${paneer.name} is out. Replace with ${other.name} ${other.unit} (same price)?`).waitFor(SLOW);
    await ask.getByRole('button', { name: 'Accept' }).click();
    await phone.getByText(`Replaced with ${other.name} ${other.unit} × 2`).waitFor(SLOW);

    await picker.getByRole('button', { name: 'Packed', exact: true }).click();
    await expect.poll(async () => (await apiCall<{ status: string }>('POST', '/api/order/details', { _id: order._id }, token)).status, SLOW).toBe('packed');
    await Promise.all([phone.context().close(), picker.context().close()]);
  }, 240_000);
});
